/**
 * @generated SignedSource<<cde53ed788f33cae5323b87e486aff91>>
 * @relayHash 7387ff7ddf4107c5bc8efdb19e8208e5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dffbd1062d6544fb589d6706bae4e72e19f4e000de4dd7ff5578b4c3f6ed100a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetCartQuantityInput = {
  foodItemId: string;
  quantity: number;
  replaceCart?: boolean | null | undefined;
};
export type useSetCartQuantityMutation$variables = {
  input: SetCartQuantityInput;
};
export type useSetCartQuantityMutation$data = {
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
export type useSetCartQuantityMutation = {
  response: useSetCartQuantityMutation$data;
  variables: useSetCartQuantityMutation$variables;
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
    "name": "useSetCartQuantityMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setCartQuantity",
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
            "type": "SetCartQuantityPayload",
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
    "name": "useSetCartQuantityMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setCartQuantity",
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
            "type": "SetCartQuantityPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7387ff7ddf4107c5bc8efdb19e8208e5",
    "id": "dffbd1062d6544fb589d6706bae4e72e19f4e000de4dd7ff5578b4c3f6ed100a",
    "metadata": {},
    "name": "useSetCartQuantityMutation",
    "operationKind": "mutation",
    "text": "mutation useSetCartQuantityMutation(\n  $input: SetCartQuantityInput!\n) {\n  result: setCartQuantity(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on SetCartQuantityPayload {\n      cart {\n        id\n        totalQuantity\n        ...CartDrawer_cart\n      }\n    }\n  }\n}\n\nfragment CartDrawer_cart on Cart {\n  id\n  totalQuantity\n  subtotalCents\n  cook {\n    username\n    id\n  }\n  lines {\n    id\n    quantity\n    unitPriceCents\n    lineTotalCents\n    foodItem {\n      id\n      databaseId\n      name\n      available\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f71f0c88c7d14752621ae6b9608de181";

export default node;
