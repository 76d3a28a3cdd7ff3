/**
 * @generated SignedSource<<7d9a3cdcd4da6910b2e84ced1a0ab238>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PlaceOrderInput = {
  deliveryAddress?: string | null | undefined;
  deliveryInstructions?: string | null | undefined;
  items?: ReadonlyArray<OrderItemInput> | null | undefined;
  paymentIntentId?: string | null | undefined;
  scheduledFor?: any | null | undefined;
};
export type OrderItemInput = {
  foodItemId: string;
  quantity: number;
};
export type CheckoutPagePlaceOrderMutation$variables = {
  input: PlaceOrderInput;
};
export type CheckoutPagePlaceOrderMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly order?: {
      readonly databaseId: number;
      readonly id: string;
    };
  };
};
export type CheckoutPagePlaceOrderMutation = {
  response: CheckoutPagePlaceOrderMutation$data;
  variables: CheckoutPagePlaceOrderMutation$variables;
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
    "name": "CheckoutPagePlaceOrderMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CheckoutPagePlaceOrderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "313fcda6d85149a1cd6dc155553208dc",
    "id": null,
    "metadata": {},
    "name": "CheckoutPagePlaceOrderMutation",
    "operationKind": "mutation",
    "text": "mutation CheckoutPagePlaceOrderMutation(\n  $input: PlaceOrderInput!\n) {\n  result: placeOrder(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on PlaceOrderPayload {\n      order {\n        id\n        databaseId\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "971aed33290d529d38b48648231d2c8d";

export default node;
