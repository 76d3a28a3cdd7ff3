/**
 * @generated SignedSource<<2f36e55e8fcf421f06f2daff570eec7f>>
 * @relayHash e4830aee1b9b14c6f7e15ee923724cc9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d2824967b0d6572a526e58dd4c115632ad88ecbdd5c2f7e779a404ed65ad2b89

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Allergen = "EGGS" | "FISH" | "MILK" | "PEANUTS" | "SESAME" | "SHELLFISH" | "SOY" | "TREE_NUTS" | "WHEAT" | "%future added value";
export type DietaryTag = "DAIRY_FREE" | "GLUTEN_FREE" | "HALAL" | "KOSHER" | "VEGAN" | "VEGETARIAN" | "%future added value";
export type CreateFoodItemInput = {
  allergens?: ReadonlyArray<Allergen> | null | undefined;
  available?: boolean | null | undefined;
  category?: string | null | undefined;
  categoryId?: string | null | undefined;
  customDeliveryFeeCents?: number | null | undefined;
  description?: string | null | undefined;
  dietaryTags?: ReadonlyArray<DietaryTag> | null | undefined;
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
export type useCreateDishMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateFoodItemInput;
};
export type useCreateDishMutation$data = {
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
export type useCreateDishMutation = {
  response: useCreateDishMutation$data;
  variables: useCreateDishMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v6 = {
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
        (v4/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
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
    "name": "useCreateDishMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createFoodItem",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
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
                  (v7/*:: as any*/),
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
                  (v7/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CategoriesTab_cook"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "CreateFoodItemPayload",
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useCreateDishMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createFoodItem",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
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
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
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
                      (v8/*:: as any*/),
                      (v7/*:: as any*/)
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
                "filters": null,
                "handle": "appendNode",
                "key": "",
                "kind": "LinkedHandle",
                "name": "foodItem",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "UserKitchenMenuConnectionEdge"
                  }
                ]
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "cook",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
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
                              (v7/*:: as any*/),
                              (v8/*:: as any*/),
                              (v9/*:: as any*/),
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
            "type": "CreateFoodItemPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e4830aee1b9b14c6f7e15ee923724cc9",
    "id": "d2824967b0d6572a526e58dd4c115632ad88ecbdd5c2f7e779a404ed65ad2b89",
    "metadata": {},
    "name": "useCreateDishMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateDishMutation(\n  $input: CreateFoodItemInput!\n) {\n  result: createFoodItem(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on CreateFoodItemPayload {\n      foodItem {\n        id\n        ...MenuDishCard_dish\n        ...DishDialog_dish\n      }\n      cook {\n        id\n        ...CategoriesTab_cook\n      }\n    }\n  }\n}\n\nfragment AllergenFields_item on FoodItem {\n  allergens\n  dietaryTags\n}\n\nfragment CategoriesTab_cook on User {\n  kitchenCategories {\n    edges {\n      node {\n        id\n        name\n        description\n        displayOrder\n        foodItemCount\n      }\n    }\n  }\n}\n\nfragment DishDialog_dish on FoodItem {\n  id\n  name\n  description\n  meal\n  priceCents\n  prepTime\n  imageUrl\n  customDeliveryFeeCents\n  portionsPerDay\n  isOnSpecial\n  specialPriceCents\n  specialDescription\n  specialEndDate\n  category {\n    id\n  }\n  ...AllergenFields_item\n}\n\nfragment DishPortionsForm_dish on FoodItem {\n  id\n  name\n  portionsPerDay\n  portions {\n    date\n    portions\n    remaining\n  }\n}\n\nfragment MenuDishCard_dish on FoodItem {\n  id\n  name\n  description\n  meal\n  priceCents\n  prepTime\n  imageUrl\n  available\n  specialActive\n  specialPriceCents\n  category {\n    name\n    id\n  }\n  ...DishPortionsForm_dish\n}\n"
  }
};
})();

(node as any).hash = "9145d3f9c259f9ab85b3508d34d2524f";

export default node;
