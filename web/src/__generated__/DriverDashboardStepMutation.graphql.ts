/**
 * @generated SignedSource<<9a47aea8fac1d22a08d13c11783d7fe0>>
 * @relayHash 6bb45b369ae1113350deca15f4ef3206
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ad33aabbab931c458dba30831e67f0bc88c5262502cb2c85ec154bd7aae242a3

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "CONFIRMED" | "DELIVERED" | "ON_WAY" | "PENDING" | "PICKED_UP" | "PREPARING" | "READY" | "%future added value";
export type UpdateOrderStatusInput = {
  orderId: string;
  status: OrderStatus;
};
export type DriverDashboardStepMutation$variables = {
  input: UpdateOrderStatusInput;
};
export type DriverDashboardStepMutation$data = {
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
export type DriverDashboardStepMutation = {
  response: DriverDashboardStepMutation$data;
  variables: DriverDashboardStepMutation$variables;
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
    "name": "DriverDashboardStepMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DriverDashboardStepMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6bb45b369ae1113350deca15f4ef3206",
    "id": "ad33aabbab931c458dba30831e67f0bc88c5262502cb2c85ec154bd7aae242a3",
    "metadata": {},
    "name": "DriverDashboardStepMutation",
    "operationKind": "mutation",
    "text": "mutation DriverDashboardStepMutation(\n  $input: UpdateOrderStatusInput!\n) {\n  result: updateOrderStatus(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on UpdateOrderStatusPayload {\n      order {\n        id\n        status\n        statusLabel\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bdfb26f9e09fb89aae24259f824057cd";

export default node;
