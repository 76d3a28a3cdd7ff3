/**
 * @generated SignedSource<<1b46e0d52277f6609d3d88e28a92e53d>>
 * @relayHash c6a561f1f0417b6bd542454e65ad66e7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5412e5b105be4ba0db9f32c5a7c14b151816a1a9c6cca0aff5d32ddcff780728

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "CONFIRMED" | "DELIVERED" | "ON_WAY" | "PENDING" | "PICKED_UP" | "PREPARING" | "READY" | "%future added value";
export type AcceptDeliveryInput = {
  orderId: string;
};
export type DeliveryCardAcceptMutation$variables = {
  input: AcceptDeliveryInput;
};
export type DeliveryCardAcceptMutation$data = {
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
export type DeliveryCardAcceptMutation = {
  response: DeliveryCardAcceptMutation$data;
  variables: DeliveryCardAcceptMutation$variables;
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
    "name": "DeliveryCardAcceptMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeliveryCardAcceptMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c6a561f1f0417b6bd542454e65ad66e7",
    "id": "5412e5b105be4ba0db9f32c5a7c14b151816a1a9c6cca0aff5d32ddcff780728",
    "metadata": {},
    "name": "DeliveryCardAcceptMutation",
    "operationKind": "mutation",
    "text": "mutation DeliveryCardAcceptMutation(\n  $input: AcceptDeliveryInput!\n) {\n  result: acceptDelivery(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on AcceptDeliveryPayload {\n      order {\n        id\n        status\n        statusLabel\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "897f678bb94a79723b497e60194144f3";

export default node;
