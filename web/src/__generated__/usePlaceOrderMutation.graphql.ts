/**
 * @generated SignedSource<<b2aaa3dde2c90cc62bf6b2b3a7116cf2>>
 * @relayHash ad2025bf178133d6fe804edd790e6d77
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9eaacacb78dc2aea9afcaec17954b288d2238b04bbba72a7ba30e676829de8d7

import { ConcreteRequest } from 'relay-runtime';
export type PlaceOrderInput = {
  deliveryAddress?: string | null | undefined;
  deliveryInstructions?: string | null | undefined;
  items?: ReadonlyArray<OrderItemInput> | null | undefined;
  paymentIntentId?: string | null | undefined;
  promoCode?: string | null | undefined;
  scheduledFor?: any | null | undefined;
};
export type OrderItemInput = {
  foodItemId: string;
  quantity: number;
};
export type usePlaceOrderMutation$variables = {
  input: PlaceOrderInput;
};
export type usePlaceOrderMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly order?: {
      readonly databaseId: number;
      readonly id: string;
    };
  };
};
export type usePlaceOrderMutation = {
  response: usePlaceOrderMutation$data;
  variables: usePlaceOrderMutation$variables;
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
    "name": "placeOrder",
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
                "name": "databaseId",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "PlaceOrderPayload",
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
    "name": "usePlaceOrderMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePlaceOrderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ad2025bf178133d6fe804edd790e6d77",
    "id": "9eaacacb78dc2aea9afcaec17954b288d2238b04bbba72a7ba30e676829de8d7",
    "metadata": {},
    "name": "usePlaceOrderMutation",
    "operationKind": "mutation",
    "text": "mutation usePlaceOrderMutation(\n  $input: PlaceOrderInput!\n) {\n  result: placeOrder(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on PlaceOrderPayload {\n      order {\n        id\n        databaseId\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1415fa88552c8e88189530f7cf9f31e8";

export default node;
