/**
 * @generated SignedSource<<740e9f6306c379e6458afd54c96a3efb>>
 * @relayHash 21d6a203ffdfce346dc37525be2ac7a5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 98c815f742fd9da8b08652c31665a455a81fb088229b2de37cc0faba1fce56b4

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
          readonly restaurantName: string;
          readonly " $fragmentSpreads": FragmentRefs<"KitchenBanner_profile">;
        } | null | undefined;
        readonly username: string;
        readonly " $fragmentSpreads": FragmentRefs<"FavouriteButton_cook">;
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
v1 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kitchenArea",
  "storageKey": null
},
v6 = {
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
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "restaurantName",
  "storageKey": null
},
v8 = {
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
            (v2/*:: as any*/),
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
},
v9 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "width",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "height",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "srcSet",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RestaurantsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "FavouriteButton_cook"
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RestaurantProfile",
                    "kind": "LinkedField",
                    "name": "restaurantProfile",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "KitchenBanner_profile"
                      }
                    ],
                    "storageKey": null
                  },
                  (v8/*:: as any*/)
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RestaurantsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isFavouriteKitchen",
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
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ResponsiveImage",
                        "kind": "LinkedField",
                        "name": "banner",
                        "plural": false,
                        "selections": (v9/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ResponsiveImage",
                        "kind": "LinkedField",
                        "name": "logo",
                        "plural": false,
                        "selections": (v9/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "21d6a203ffdfce346dc37525be2ac7a5",
    "id": "98c815f742fd9da8b08652c31665a455a81fb088229b2de37cc0faba1fce56b4",
    "metadata": {},
    "name": "RestaurantsPageQuery",
    "operationKind": "query",
    "text": "query RestaurantsPageQuery(\n  $count: Int!\n) {\n  restaurants(first: $count) {\n    edges {\n      node {\n        id\n        databaseId\n        username\n        kitchenArea\n        kitchenStatus {\n          open\n          label\n        }\n        ...FavouriteButton_cook\n        restaurantProfile {\n          restaurantName\n          ...KitchenBanner_profile\n        }\n        menuItems(first: 3) {\n          totalCount\n          edges {\n            node {\n              id\n              name\n              prepTime\n              priceCents\n              effectivePriceCents\n              specialActive\n            }\n          }\n        }\n      }\n    }\n  }\n}\n\nfragment FavouriteButton_cook on User {\n  id\n  username\n  isFavouriteKitchen\n}\n\nfragment KitchenBanner_profile on RestaurantProfile {\n  restaurantName\n  banner {\n    ...ResponsiveImage_image\n  }\n  logo {\n    ...ResponsiveImage_image\n  }\n}\n\nfragment ResponsiveImage_image on ResponsiveImage {\n  url\n  width\n  height\n  srcSet\n}\n"
  }
};
})();

(node as any).hash = "7e0c8e2529a33b3767bbc725cd97b4c3";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
