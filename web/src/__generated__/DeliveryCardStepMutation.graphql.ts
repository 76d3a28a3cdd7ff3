/**
 * @generated SignedSource<<f1a68b24abb753dfcf162ecf00622480>>
 * @relayHash 77597ba6d47a3beee45cc22fd749ffd1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2bc47cd3cd14d41ccbeb685fdba06d7775766acb988a817098aff57d3980ebee

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "CONFIRMED" | "DELIVERED" | "ON_WAY" | "PENDING" | "PICKED_UP" | "PREPARING" | "READY" | "%future added value";
export type UpdateOrderStatusInput = {
  orderId: string;
  status: OrderStatus;
};
export type DeliveryCardStepMutation$variables = {
  input: UpdateOrderStatusInput;
};
export type DeliveryCardStepMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly order?: {
      readonly id: string;
      readonly status: OrderStatus;
      readonly statusLabel: string;
    };
  };
};
export type DeliveryCardStepMutation = {
  response: DeliveryCardStepMutation$data;
  variables: DeliveryCardStepMutation$variables;
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
    "name": "updateOrderStatus",
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateOrderStatusPayload",
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
    "name": "DeliveryCardStepMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeliveryCardStepMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "77597ba6d47a3beee45cc22fd749ffd1",
    "id": "2bc47cd3cd14d41ccbeb685fdba06d7775766acb988a817098aff57d3980ebee",
    "metadata": {},
    "name": "DeliveryCardStepMutation",
    "operationKind": "mutation",
    "text": "mutation DeliveryCardStepMutation(\n  $input: UpdateOrderStatusInput!\n) {\n  result: updateOrderStatus(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on UpdateOrderStatusPayload {\n      order {\n        id\n        status\n        statusLabel\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "65035e52be1dbbb01be05202ba3f02db";

export default node;
