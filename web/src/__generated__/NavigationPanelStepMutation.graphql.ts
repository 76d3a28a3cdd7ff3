/**
 * @generated SignedSource<<54bc5a4c1f4805c88f8b2159b618c22b>>
 * @relayHash cf235cab42124a51d56fa8a0613bbdc9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3bc1e32f09c36a414099de9ab13d4161458339b69abf81ac06946d2f83b1efbb

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "CONFIRMED" | "DELIVERED" | "ON_WAY" | "PENDING" | "PICKED_UP" | "PREPARING" | "READY" | "%future added value";
export type UpdateOrderStatusInput = {
  orderId: string;
  status: OrderStatus;
};
export type NavigationPanelStepMutation$variables = {
  input: UpdateOrderStatusInput;
};
export type NavigationPanelStepMutation$data = {
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
export type NavigationPanelStepMutation = {
  response: NavigationPanelStepMutation$data;
  variables: NavigationPanelStepMutation$variables;
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
    "name": "NavigationPanelStepMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NavigationPanelStepMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "cf235cab42124a51d56fa8a0613bbdc9",
    "id": "3bc1e32f09c36a414099de9ab13d4161458339b69abf81ac06946d2f83b1efbb",
    "metadata": {},
    "name": "NavigationPanelStepMutation",
    "operationKind": "mutation",
    "text": "mutation NavigationPanelStepMutation(\n  $input: UpdateOrderStatusInput!\n) {\n  result: updateOrderStatus(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on UpdateOrderStatusPayload {\n      order {\n        id\n        status\n        statusLabel\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c3bc120320b34264eaf78dc96534019f";

export default node;
