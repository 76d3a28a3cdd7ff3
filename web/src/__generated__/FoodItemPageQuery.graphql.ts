/**
 * @generated SignedSource<<38b617d533e74daefe864bca243fad62>>
 * @relayHash 4026254db5201538990dcea066783716
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3c0b115fc5a867091183a17bef87016420b7dd76970a0079549ffab155bac589

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Meal = "BREAKFAST" | "DESSERTS" | "DINNER" | "LUNCH" | "%future added value";
export type FoodItemPageQuery$variables = {
  id: number;
  reviews: number;
};
export type FoodItemPageQuery$data = {
  readonly foodItem: {
    readonly available: boolean;
    readonly category: {
      readonly name: string;
    } | null | undefined;
    readonly cook: {
      readonly databaseId: number;
      readonly username: string;
      readonly " $fragmentSpreads": FragmentRefs<"FavouriteButton_cook">;
    };
    readonly customDeliveryFeeCents: number | null | undefined;
    readonly description: string;
    readonly effectivePriceCents: number;
    readonly image: {
      readonly " $fragmentSpreads": FragmentRefs<"DishImage_image">;
    } | null | undefined;
    readonly meal: Meal;
    readonly name: string;
    readonly percentOff: number | null | undefined;
    readonly prepTime: string;
    readonly priceCents: number;
    readonly ratingSummary: {
      readonly averageRating: number;
      readonly totalReviews: number;
    };
    readonly recipe: {
      readonly databaseId: number;
      readonly title: string;
    } | null | undefined;
    readonly specialActive: boolean;
    readonly specialDescription: string | null | undefined;
    readonly specialEndDate: any | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"AllergenBadges_item" | "DishOrderForm_item" | "DishPortions_item" | "DishReviews_item" | "FavouriteButton_item">;
  } | null | undefined;
};
export type FoodItemPageQuery = {
  response: FoodItemPageQuery$data;
  variables: FoodItemPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "reviews"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "databaseId",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "meal",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priceCents",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "effectivePriceCents",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "specialActive",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "percentOff",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "specialDescription",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "specialEndDate",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "prepTime",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "available",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "customDeliveryFeeCents",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "averageRating",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalReviews",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "allergens",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dateLabel",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FoodItemPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "FoodItem",
        "kind": "LinkedField",
        "name": "foodItem",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ResponsiveImage",
            "kind": "LinkedField",
            "name": "image",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DishImage_image"
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Category",
            "kind": "LinkedField",
            "name": "category",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
            ],
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
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "FavouriteButton_cook"
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FavouriteButton_item"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AllergenBadges_item"
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DishOrderForm_item"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DishPortions_item"
          },
          (v15/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Recipe",
            "kind": "LinkedField",
            "name": "recipe",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v16/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RatingSummary",
            "kind": "LinkedField",
            "name": "ratingSummary",
            "plural": false,
            "selections": [
              (v17/*:: as any*/),
              (v18/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DishReviews_item"
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
    "name": "FoodItemPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "FoodItem",
        "kind": "LinkedField",
        "name": "foodItem",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ResponsiveImage",
            "kind": "LinkedField",
            "name": "image",
            "plural": false,
            "selections": [
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
            "storageKey": null
          },
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Category",
            "kind": "LinkedField",
            "name": "category",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v19/*:: as any*/)
            ],
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
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v19/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isFavouriteKitchen",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v19/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isFavourite",
            "storageKey": null
          },
          (v20/*:: as any*/),
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
              (v20/*:: as any*/),
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
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
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
            "kind": "ScalarField",
            "name": "soldOutToday",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DishPortionDay",
            "kind": "LinkedField",
            "name": "portionsToday",
            "plural": false,
            "selections": [
              (v21/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DishPortionDay",
            "kind": "LinkedField",
            "name": "portions",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "date",
                "storageKey": null
              },
              (v21/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "portions",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "remaining",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "soldOut",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v15/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Recipe",
            "kind": "LinkedField",
            "name": "recipe",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v16/*:: as any*/),
              (v19/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RatingSummary",
            "kind": "LinkedField",
            "name": "ratingSummary",
            "plural": false,
            "selections": [
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "StarCount",
                "kind": "LinkedField",
                "name": "breakdown",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "stars",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "count",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Variable",
                "name": "first",
                "variableName": "reviews"
              }
            ],
            "concreteType": "FoodItemReviewsConnection",
            "kind": "LinkedField",
            "name": "reviews",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "FoodItemReviewsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Review",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v19/*:: as any*/),
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
                        "name": "comment",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "userName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "createdAt",
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
    "cacheID": "4026254db5201538990dcea066783716",
    "id": "3c0b115fc5a867091183a17bef87016420b7dd76970a0079549ffab155bac589",
    "metadata": {},
    "name": "FoodItemPageQuery",
    "operationKind": "query",
    "text": "query FoodItemPageQuery(\n  $id: Int!\n  $reviews: Int!\n) {\n  foodItem(databaseId: $id) {\n    name\n    description\n    image {\n      ...DishImage_image\n    }\n    meal\n    category {\n      name\n      id\n    }\n    cook {\n      databaseId\n      username\n      ...FavouriteButton_cook\n      id\n    }\n    ...FavouriteButton_item\n    ...AllergenBadges_item\n    priceCents\n    effectivePriceCents\n    specialActive\n    percentOff\n    specialDescription\n    specialEndDate\n    prepTime\n    available\n    ...DishOrderForm_item\n    ...DishPortions_item\n    customDeliveryFeeCents\n    recipe {\n      databaseId\n      title\n      id\n    }\n    ratingSummary {\n      averageRating\n      totalReviews\n    }\n    ...DishReviews_item\n    id\n  }\n}\n\nfragment AllergenBadges_item on FoodItem {\n  allergens\n  dietaryTags\n  conflicts {\n    allergens\n    diets\n    allergensDeclared\n    hasConflict\n  }\n}\n\nfragment ConflictConfirm_item on FoodItem {\n  name\n  conflicts {\n    allergens\n    diets\n    allergensDeclared\n    hasConflict\n  }\n}\n\nfragment DishImage_image on ResponsiveImage {\n  ...ResponsiveImage_image\n}\n\nfragment DishOrderForm_item on FoodItem {\n  id\n  name\n  available\n  effectivePriceCents\n  kitchenStatus {\n    open\n    label\n  }\n  soldOutToday\n  portionsToday {\n    dateLabel\n  }\n  ...ConflictConfirm_item\n}\n\nfragment DishPortions_item on FoodItem {\n  id\n  portions {\n    date\n    dateLabel\n    portions\n    remaining\n    soldOut\n  }\n}\n\nfragment DishReviews_item on FoodItem {\n  ratingSummary {\n    averageRating\n    totalReviews\n    breakdown {\n      stars\n      count\n    }\n  }\n  reviews(first: $reviews) {\n    edges {\n      node {\n        id\n        rating\n        comment\n        userName\n        createdAt\n      }\n    }\n  }\n}\n\nfragment FavouriteButton_cook on User {\n  id\n  username\n  isFavouriteKitchen\n}\n\nfragment FavouriteButton_item on FoodItem {\n  id\n  name\n  isFavourite\n}\n\nfragment ResponsiveImage_image on ResponsiveImage {\n  url\n  width\n  height\n  srcSet\n}\n"
  }
};
})();

(node as any).hash = "2fec71139626b037584bdc747ba455c2";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
