/**
 * @generated SignedSource<<2f5d3000ace445ca12814fb0e0c43703>>
 * @relayHash ced4717a8ae61696049220cb7b7e1dc5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0306c61f1777abd0b1703efadaf279a086897f7ff4a4e0bee0e5fac1aae3564f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChefManagementPageQuery$variables = {
  dishes: number;
};
export type ChefManagementPageQuery$data = {
  readonly chefKitchen: {
    readonly cookEarnings: {
      readonly " $fragmentSpreads": FragmentRefs<"EarningsTab_earnings">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"CategoriesTab_cook" | "DaysOffTab_cook" | "MenuTab_cook" | "RestaurantTab_cook" | "SettingsTab_cook">;
  };
};
export type ChefManagementPageQuery = {
  response: ChefManagementPageQuery$data;
  variables: ChefManagementPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "dishes"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
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
  "name": "name",
  "storageKey": null
},
v4 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "dishes"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "date",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "grossCents",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "platformFeeCents",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "netCents",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orderCount",
  "storageKey": null
},
v10 = [
  (v6/*:: as any*/),
  (v8/*:: as any*/),
  (v9/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ChefManagementPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "chefKitchen",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RestaurantTab_cook"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CategoriesTab_cook"
          },
          {
            "args": [
              {
                "kind": "Variable",
                "name": "dishes",
                "variableName": "dishes"
              }
            ],
            "kind": "FragmentSpread",
            "name": "MenuTab_cook"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SettingsTab_cook"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DaysOffTab_cook"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CookEarnings",
            "kind": "LinkedField",
            "name": "cookEarnings",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "EarningsTab_earnings"
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
    "name": "ChefManagementPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "chefKitchen",
        "plural": false,
        "selections": [
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
              },
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "logoUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bannerUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "specialties",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "UserKitchenCategoriesConnection",
            "kind": "LinkedField",
            "name": "kitchenCategories",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "UserKitchenCategoriesConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Category",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "displayOrder",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "foodItemCount",
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
          },
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "UserKitchenMenuConnection",
            "kind": "LinkedField",
            "name": "kitchenMenu",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "UserKitchenMenuConnectionEdge",
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
                      (v3/*:: as any*/),
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "meal",
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
                        "name": "prepTime",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "imageUrl",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "available",
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
                        "name": "specialPriceCents",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Category",
                        "kind": "LinkedField",
                        "name": "category",
                        "plural": false,
                        "selections": [
                          (v3/*:: as any*/),
                          (v2/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "portionsPerDay",
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
                          (v5/*:: as any*/),
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
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "customDeliveryFeeCents",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isOnSpecial",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "specialDescription",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "specialEndDate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "allergens",
                        "storageKey": null
                      },
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
                        "kind": "ScalarField",
                        "name": "__typename",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cursor",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageInfo",
                "kind": "LinkedField",
                "name": "pageInfo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endCursor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasNextPage",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "kind": "ClientExtension",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__id",
                    "storageKey": null
                  }
                ]
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "MenuTab_kitchenMenu",
            "kind": "LinkedHandle",
            "name": "kitchenMenu"
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
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "address",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "stripeConnected",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "StoreSettings",
            "kind": "LinkedField",
            "name": "storeSettings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "notifyOrders",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "notifyEmail",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "notifyPush",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "payoutSchedule",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "autoAcceptOrders",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "vacationMode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maxOrdersPerDay",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "KitchenDayOff",
            "kind": "LinkedField",
            "name": "daysOff",
            "plural": true,
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dateLabel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reason",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CookEarnings",
            "kind": "LinkedField",
            "name": "cookEarnings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timeZone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "EarningsPeriod",
                "kind": "LinkedField",
                "name": "total",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "promoDiscountCents",
                    "storageKey": null
                  },
                  (v8/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "EarningsPeriod",
                "kind": "LinkedField",
                "name": "today",
                "plural": false,
                "selections": (v10/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "EarningsPeriod",
                "kind": "LinkedField",
                "name": "thisWeek",
                "plural": false,
                "selections": (v10/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "EarningsPeriod",
                "kind": "LinkedField",
                "name": "last30Days",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "EarningsDay",
                "kind": "LinkedField",
                "name": "daily",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ced4717a8ae61696049220cb7b7e1dc5",
    "id": "0306c61f1777abd0b1703efadaf279a086897f7ff4a4e0bee0e5fac1aae3564f",
    "metadata": {},
    "name": "ChefManagementPageQuery",
    "operationKind": "query",
    "text": "query ChefManagementPageQuery(\n  $dishes: Int!\n) {\n  chefKitchen {\n    ...RestaurantTab_cook\n    ...CategoriesTab_cook\n    ...MenuTab_cook_2jidMb\n    ...SettingsTab_cook\n    ...DaysOffTab_cook\n    cookEarnings {\n      ...EarningsTab_earnings\n    }\n    id\n  }\n}\n\nfragment AllergenFields_item on FoodItem {\n  allergens\n  dietaryTags\n}\n\nfragment CategoriesTab_cook on User {\n  kitchenCategories {\n    edges {\n      node {\n        id\n        name\n        description\n        displayOrder\n        foodItemCount\n      }\n    }\n  }\n}\n\nfragment DaysOffTab_cook on User {\n  daysOff {\n    date\n    dateLabel\n    reason\n  }\n}\n\nfragment DishDialog_dish on FoodItem {\n  id\n  name\n  description\n  meal\n  priceCents\n  prepTime\n  imageUrl\n  customDeliveryFeeCents\n  portionsPerDay\n  isOnSpecial\n  specialPriceCents\n  specialDescription\n  specialEndDate\n  category {\n    id\n  }\n  ...AllergenFields_item\n}\n\nfragment DishPortionsForm_dish on FoodItem {\n  id\n  name\n  portionsPerDay\n  portions {\n    date\n    portions\n    remaining\n  }\n}\n\nfragment EarningsTab_earnings on CookEarnings {\n  timeZone\n  total {\n    grossCents\n    platformFeeCents\n    promoDiscountCents\n    netCents\n    orderCount\n  }\n  today {\n    grossCents\n    netCents\n    orderCount\n  }\n  thisWeek {\n    grossCents\n    netCents\n    orderCount\n  }\n  last30Days {\n    grossCents\n    platformFeeCents\n    netCents\n    orderCount\n  }\n  daily {\n    date\n    grossCents\n    platformFeeCents\n    netCents\n    orderCount\n  }\n}\n\nfragment MenuDishCard_dish on FoodItem {\n  id\n  name\n  description\n  meal\n  priceCents\n  prepTime\n  imageUrl\n  available\n  specialActive\n  specialPriceCents\n  category {\n    name\n    id\n  }\n  ...DishPortionsForm_dish\n}\n\nfragment MenuTab_cook_2jidMb on User {\n  kitchenCategories {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n  kitchenMenu(first: $dishes) {\n    edges {\n      node {\n        id\n        ...MenuDishCard_dish\n        ...DishDialog_dish\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment RestaurantTab_cook on User {\n  restaurantProfile {\n    restaurantName\n    cuisineType\n    description\n    logoUrl\n    bannerUrl\n    specialties\n  }\n}\n\nfragment SettingsTab_cook on User {\n  username\n  email\n  phone\n  address\n  stripeConnected\n  storeSettings {\n    notifyOrders\n    notifyEmail\n    notifyPush\n    payoutSchedule\n    autoAcceptOrders\n    vacationMode\n    maxOrdersPerDay\n  }\n}\n"
  }
};
})();

(node as any).hash = "9ecc903377b30b2b3f8737e2d8ac70e4";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
