/**
 * @generated SignedSource<<1c3a1b35dc5bf57069a498b8cfee2008>>
 * @relayHash c2d828f4089a3e623c2f583066de40dc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 842b0315b93ec305d30f835a0f3c925e1ba7512169cd377aa071004cbb996d8e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChefMenuPageQuery$variables = {
  count: number;
  id: number;
};
export type ChefMenuPageQuery$data = {
  readonly chef: {
    readonly kitchenArea: string | null | undefined;
    readonly kitchenStatus: {
      readonly label: string;
      readonly open: boolean;
    } | null | undefined;
    readonly menuItems: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly " $fragmentSpreads": FragmentRefs<"FoodCard_item">;
        };
      }>;
    };
    readonly restaurantProfile: {
      readonly description: string;
      readonly restaurantName: string;
      readonly " $fragmentSpreads": FragmentRefs<"KitchenBanner_profile">;
    } | null | undefined;
    readonly username: string;
    readonly " $fragmentSpreads": FragmentRefs<"FavouriteButton_cook">;
  } | null | undefined;
};
export type ChefMenuPageQuery = {
  response: ChefMenuPageQuery$data;
  variables: ChefMenuPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "count"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "kind": "Variable",
    "name": "databaseId",
    "variableName": "id"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kitchenArea",
  "storageKey": null
},
v5 = {
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
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "restaurantName",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v8 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = [
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
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "allergens",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChefMenuPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "chef",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
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
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "KitchenBanner_profile"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v8/*:: as any*/),
            "concreteType": "UserMenuItemsConnection",
            "kind": "LinkedField",
            "name": "menuItems",
            "plural": false,
            "selections": [
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
                      (v9/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "FoodCard_item"
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
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ChefMenuPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "chef",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v9/*:: as any*/),
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
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ResponsiveImage",
                "kind": "LinkedField",
                "name": "banner",
                "plural": false,
                "selections": (v10/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ResponsiveImage",
                "kind": "LinkedField",
                "name": "logo",
                "plural": false,
                "selections": (v10/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v8/*:: as any*/),
            "concreteType": "UserMenuItemsConnection",
            "kind": "LinkedField",
            "name": "menuItems",
            "plural": false,
            "selections": [
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
                      (v9/*:: as any*/),
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
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ResponsiveImage",
                        "kind": "LinkedField",
                        "name": "image",
                        "plural": false,
                        "selections": (v10/*:: as any*/),
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
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "rating",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "reviewCount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "prepTime",
                        "storageKey": null
                      },
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "soldOutToday",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isFavourite",
                        "storageKey": null
                      },
                      (v11/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "dietaryTags",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "DietaryConflicts",
                        "kind": "LinkedField",
                        "name": "conflicts",
                        "plural": false,
                        "selections": [
                          (v11/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "diets",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "allergensDeclared",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "hasConflict",
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
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c2d828f4089a3e623c2f583066de40dc",
    "id": "842b0315b93ec305d30f835a0f3c925e1ba7512169cd377aa071004cbb996d8e",
    "metadata": {},
    "name": "ChefMenuPageQuery",
    "operationKind": "query",
    "text": "query ChefMenuPageQuery(\n  $id: Int!\n  $count: Int!\n) {\n  chef(databaseId: $id) {\n    username\n    kitchenArea\n    kitchenStatus {\n      open\n      label\n    }\n    ...FavouriteButton_cook\n    restaurantProfile {\n      restaurantName\n      description\n      ...KitchenBanner_profile\n    }\n    menuItems(first: $count) {\n      edges {\n        node {\n          id\n          ...FoodCard_item\n        }\n      }\n    }\n    id\n  }\n}\n\nfragment AllergenBadges_item on FoodItem {\n  allergens\n  dietaryTags\n  conflicts {\n    allergens\n    diets\n    allergensDeclared\n    hasConflict\n  }\n}\n\nfragment DishImage_image on ResponsiveImage {\n  ...ResponsiveImage_image\n}\n\nfragment FavouriteButton_cook on User {\n  id\n  username\n  isFavouriteKitchen\n}\n\nfragment FavouriteButton_item on FoodItem {\n  id\n  name\n  isFavourite\n}\n\nfragment FoodCard_item on FoodItem {\n  databaseId\n  name\n  description\n  image {\n    ...DishImage_image\n  }\n  priceCents\n  effectivePriceCents\n  specialActive\n  rating\n  reviewCount\n  prepTime\n  kitchenStatus {\n    open\n    label\n  }\n  soldOutToday\n  ...FavouriteButton_item\n  ...AllergenBadges_item\n}\n\nfragment KitchenBanner_profile on RestaurantProfile {\n  restaurantName\n  banner {\n    ...ResponsiveImage_image\n  }\n  logo {\n    ...ResponsiveImage_image\n  }\n}\n\nfragment ResponsiveImage_image on ResponsiveImage {\n  url\n  width\n  height\n  srcSet\n}\n"
  }
};
})();

(node as any).hash = "b978ca01d3cfd86c54cd99e0d96563c1";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
