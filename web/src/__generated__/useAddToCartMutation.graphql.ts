/**
 * @generated SignedSource<<90b48986e8ff72acc4557706fb1a50ed>>
 * @relayHash 3f1f8c81d3e94b6ac9e237f813208d69
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bcf8df5e122ca9cd0eff83d76dee6a50bd1d4e33068cbce4883d66cb4c3a756a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddToCartInput = {
  foodItemId: string;
  quantity?: number | null | undefined;
  replaceCart?: boolean | null | undefined;
};
export type useAddToCartMutation$variables = {
  input: AddToCartInput;
};
export type useAddToCartMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly cart?: {
      readonly id: string;
      readonly totalQuantity: number;
      readonly " $fragmentSpreads": FragmentRefs<"CartDrawer_cart">;
    };
    readonly message?: string;
  };
};
export type useAddToCartMutation = {
  response: useAddToCartMutation$data;
  variables: useAddToCartMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalQuantity",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAddToCartMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "addToCart",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Cart",
                "kind": "LinkedField",
                "name": "cart",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CartDrawer_cart"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "AddToCartPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddToCartMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "addToCart",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Cart",
                "kind": "LinkedField",
                "name": "cart",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "subtotalCents",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "cook",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "username",
                        "storageKey": null
                      },
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CartLine",
                    "kind": "LinkedField",
                    "name": "lines",
                    "plural": true,
                    "selections": [
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "quantity",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "unitPriceCents",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lineTotalCents",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "FoodItem",
                        "kind": "LinkedField",
                        "name": "foodItem",
                        "plural": false,
                        "selections": [
                          (v4/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "databaseId",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "name",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "available",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "AddToCartPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3f1f8c81d3e94b6ac9e237f813208d69",
    "id": "bcf8df5e122ca9cd0eff83d76dee6a50bd1d4e33068cbce4883d66cb4c3a756a",
    "metadata": {},
    "name": "useAddToCartMutation",
    "operationKind": "mutation",
    "text": "mutation useAddToCartMutation(\n  $input: AddToCartInput!\n) {\n  result: addToCart(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on AddToCartPayload {\n      cart {\n        id\n        totalQuantity\n        ...CartDrawer_cart\n      }\n    }\n  }\n}\n\nfragment CartDrawer_cart on Cart {\n  id\n  totalQuantity\n  subtotalCents\n  cook {\n    username\n    id\n  }\n  lines {\n    id\n    quantity\n    unitPriceCents\n    lineTotalCents\n    foodItem {\n      id\n      databaseId\n      name\n      available\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6f2cd7ff11a1702ec9bf39caff5ce070";

export default node;
