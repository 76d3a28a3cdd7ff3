/**
 * @generated SignedSource<<a56933b57424615e71060bcb4fce9680>>
 * @relayHash 009163375391bab91a61437254c125d2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c5d98a5e07c238b0bdd3fa0a37d1837c961e59c6fc5103f3b007f916158fd181

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Allergen = "EGGS" | "FISH" | "MILK" | "PEANUTS" | "SESAME" | "SHELLFISH" | "SOY" | "TREE_NUTS" | "WHEAT" | "%future added value";
export type DietaryTag = "DAIRY_FREE" | "GLUTEN_FREE" | "HALAL" | "KOSHER" | "VEGAN" | "VEGETARIAN" | "%future added value";
export type UpdateFoodItemInput = {
  allergens?: ReadonlyArray<Allergen> | null | undefined;
  available?: boolean | null | undefined;
  category?: string | null | undefined;
  categoryId?: string | null | undefined;
  customDeliveryFeeCents?: number | null | undefined;
  description?: string | null | undefined;
  dietaryTags?: ReadonlyArray<DietaryTag> | null | undefined;
  id: string;
  imageUrl?: string | null | undefined;
  isOnSpecial?: boolean | null | undefined;
  meal?: string | null | undefined;
  name?: string | null | undefined;
  portionsPerDay?: number | null | undefined;
  prepTime?: string | null | undefined;
  priceCents?: number | null | undefined;
  specialDescription?: string | null | undefined;
  specialEndDate?: any | null | undefined;
  specialPriceCents?: number | null | undefined;
};
export type useUpdateDishMutation$variables = {
  input: UpdateFoodItemInput;
};
export type useUpdateDishMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly cook?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"CategoriesTab_cook">;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly foodItem?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"DishDialog_dish" | "MenuDishCard_dish">;
    };
    readonly message?: string;
  };
};
export type useUpdateDishMutation = {
  response: useUpdateDishMutation$data;
  variables: useUpdateDishMutation$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    (v3/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldIssue",
      "kind": "LinkedField",
      "name": "fieldErrors",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateDishMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateFoodItem",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "FoodItem",
                "kind": "LinkedField",
                "name": "foodItem",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "MenuDishCard_dish"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DishDialog_dish"
                  }
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
                  (v6/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CategoriesTab_cook"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateFoodItemPayload",
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
    "name": "useUpdateDishMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateFoodItem",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "FoodItem",
                "kind": "LinkedField",
                "name": "foodItem",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
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
                      (v7/*:: as any*/),
                      (v6/*:: as any*/)
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "date",
                        "storageKey": null
                      },
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
                  }
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
                  (v6/*:: as any*/),
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
                              (v6/*:: as any*/),
                              (v7/*:: as any*/),
                              (v8/*:: as any*/),
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
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateFoodItemPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "009163375391bab91a61437254c125d2",
    "id": "c5d98a5e07c238b0bdd3fa0a37d1837c961e59c6fc5103f3b007f916158fd181",
    "metadata": {},
    "name": "useUpdateDishMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateDishMutation(\n  $input: UpdateFoodItemInput!\n) {\n  result: updateFoodItem(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on UpdateFoodItemPayload {\n      foodItem {\n        id\n        ...MenuDishCard_dish\n        ...DishDialog_dish\n      }\n      cook {\n        id\n        ...CategoriesTab_cook\n      }\n    }\n  }\n}\n\nfragment AllergenFields_item on FoodItem {\n  allergens\n  dietaryTags\n}\n\nfragment CategoriesTab_cook on User {\n  kitchenCategories {\n    edges {\n      node {\n        id\n        name\n        description\n        displayOrder\n        foodItemCount\n      }\n    }\n  }\n}\n\nfragment DishDialog_dish on FoodItem {\n  id\n  name\n  description\n  meal\n  priceCents\n  prepTime\n  imageUrl\n  customDeliveryFeeCents\n  portionsPerDay\n  isOnSpecial\n  specialPriceCents\n  specialDescription\n  specialEndDate\n  category {\n    id\n  }\n  ...AllergenFields_item\n}\n\nfragment DishPortionsForm_dish on FoodItem {\n  id\n  name\n  portionsPerDay\n  portions {\n    date\n    portions\n    remaining\n  }\n}\n\nfragment MenuDishCard_dish on FoodItem {\n  id\n  name\n  description\n  meal\n  priceCents\n  prepTime\n  imageUrl\n  available\n  specialActive\n  specialPriceCents\n  category {\n    name\n    id\n  }\n  ...DishPortionsForm_dish\n}\n"
  }
};
})();

(node as any).hash = "972a07b46d33d177c0d523a6bc10fb1d";

export default node;
