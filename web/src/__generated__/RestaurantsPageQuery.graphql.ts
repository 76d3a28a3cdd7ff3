/**
 * @generated SignedSource<<2d68fcadf71636af6ae4a5c800332f92>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RestaurantsPageQuery$variables = {
  count: number;
};
export type RestaurantsPageQuery$data = {
  readonly restaurants: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly databaseId: number;
        readonly id: string;
        readonly kitchenArea: string | null | undefined;
        readonly kitchenStatus: {
          readonly label: string;
          readonly open: boolean;
        } | null | undefined;
        readonly menuItems: {
          readonly edges: ReadonlyArray<{
            readonly node: {
              readonly effectivePriceCents: number;
              readonly id: string;
              readonly name: string;
              readonly prepTime: string;
              readonly priceCents: number;
              readonly specialActive: boolean;
            };
          }>;
          readonly totalCount: number;
        };
        readonly restaurantProfile: {
          readonly cuisineType: string;
          readonly restaurantName: string;
        } | null | undefined;
        readonly username: string;
      };
    }>;
  };
};
export type RestaurantsPageQuery = {
  response: RestaurantsPageQuery$data;
  variables: RestaurantsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "count"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "count"
      }
    ],
    "concreteType": "QueryRestaurantsConnection",
    "kind": "LinkedField",
    "name": "restaurants",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryRestaurantsConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
                "name": "username",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kitchenArea",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "KitchenStatus",
                "kind": "LinkedField",
                "name": "kitchenStatus",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "open",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "label",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RestaurantProfile",
                "kind": "LinkedField",
                "name": "restaurantProfile",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "restaurantName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cuisineType",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 3
                  }
                ],
                "concreteType": "UserMenuItemsConnection",
                "kind": "LinkedField",
                "name": "menuItems",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "totalCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "UserMenuItemsConnectionEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "FoodItem",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v1/*:: as any*/),
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
                            "name": "prepTime",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "priceCents",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "effectivePriceCents",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "specialActive",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "menuItems(first:3)"
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RestaurantsPageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RestaurantsPageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "259da1bc52a7667e4caa93f1445e0f72",
    "id": null,
    "metadata": {},
    "name": "RestaurantsPageQuery",
    "operationKind": "query",
    "text": "query RestaurantsPageQuery(\n  $count: Int!\n) {\n  restaurants(first: $count) {\n    edges {\n      node {\n        id\n        databaseId\n        username\n        kitchenArea\n        kitchenStatus {\n          open\n          label\n        }\n        restaurantProfile {\n          restaurantName\n          cuisineType\n        }\n        menuItems(first: 3) {\n          totalCount\n          edges {\n            node {\n              id\n              name\n              prepTime\n              priceCents\n              effectivePriceCents\n              specialActive\n            }\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7f5c1b24504678d2628bb95fd8cb05ee";

export default node;
