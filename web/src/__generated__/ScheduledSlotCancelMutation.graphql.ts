/**
 * @generated SignedSource<<6ac90c1b54c03ead5dc5ddcd028827a7>>
 * @relayHash c41b079c82c3fce760e1f7334c4fc915
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4e0548a76ba76cd30d483600cb9b274206b20b205db9afbacfa29b9c818ae819

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "CONFIRMED" | "DELIVERED" | "ON_WAY" | "PENDING" | "PICKED_UP" | "PREPARING" | "READY" | "%future added value";
export type PaymentStatus = "FAILED" | "REFUNDED" | "REQUIRES_PAYMENT" | "SUCCEEDED" | "%future added value";
export type CancelScheduledOrderInput = {
  orderId: string;
};
export type ScheduledSlotCancelMutation$variables = {
  input: CancelScheduledOrderInput;
};
export type ScheduledSlotCancelMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly order?: {
      readonly canCancel: boolean;
      readonly id: string;
      readonly paymentStatus: PaymentStatus;
      readonly refundPending: boolean;
      readonly status: OrderStatus;
      readonly statusLabel: string;
    };
  };
};
export type ScheduledSlotCancelMutation = {
  response: ScheduledSlotCancelMutation$data;
  variables: ScheduledSlotCancelMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": "result",
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "cancelScheduledOrder",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "order",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "statusLabel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paymentStatus",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "refundPending",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canCancel",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CancelScheduledOrderPayload",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ScheduledSlotCancelMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ScheduledSlotCancelMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c41b079c82c3fce760e1f7334c4fc915",
    "id": "4e0548a76ba76cd30d483600cb9b274206b20b205db9afbacfa29b9c818ae819",
    "metadata": {},
    "name": "ScheduledSlotCancelMutation",
    "operationKind": "mutation",
    "text": "mutation ScheduledSlotCancelMutation(\n  $input: CancelScheduledOrderInput!\n) {\n  result: cancelScheduledOrder(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on CancelScheduledOrderPayload {\n      order {\n        id\n        status\n        statusLabel\n        paymentStatus\n        refundPending\n        canCancel\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "43d261d1f4649105690b0ebae4378446";

export default node;
