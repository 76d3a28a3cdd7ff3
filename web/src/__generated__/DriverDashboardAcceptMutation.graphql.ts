/**
 * @generated SignedSource<<d6fddee4a42435e12bc305b022ede3c0>>
 * @relayHash 1c8c4d0333d60bfcbe3e8d97448997d2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 279c1de01d89229d8c01e1e860f6eded7f1b5e1b8ff7f30bd941b4d6e6ce2bae

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "CONFIRMED" | "DELIVERED" | "ON_WAY" | "PENDING" | "PICKED_UP" | "PREPARING" | "READY" | "%future added value";
export type AcceptDeliveryInput = {
  orderId: string;
};
export type DriverDashboardAcceptMutation$variables = {
  input: AcceptDeliveryInput;
};
export type DriverDashboardAcceptMutation$data = {
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
export type DriverDashboardAcceptMutation = {
  response: DriverDashboardAcceptMutation$data;
  variables: DriverDashboardAcceptMutation$variables;
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
    "name": "acceptDelivery",
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
        "type": "AcceptDeliveryPayload",
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
    "name": "DriverDashboardAcceptMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DriverDashboardAcceptMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1c8c4d0333d60bfcbe3e8d97448997d2",
    "id": "279c1de01d89229d8c01e1e860f6eded7f1b5e1b8ff7f30bd941b4d6e6ce2bae",
    "metadata": {},
    "name": "DriverDashboardAcceptMutation",
    "operationKind": "mutation",
    "text": "mutation DriverDashboardAcceptMutation(\n  $input: AcceptDeliveryInput!\n) {\n  result: acceptDelivery(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on AcceptDeliveryPayload {\n      order {\n        id\n        status\n        statusLabel\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "395688b7165fcd7bfe62690c1f8ca3d8";

export default node;
