/**
 * @generated SignedSource<<aae5ac13e7e2c591b3923fbb4f3594b9>>
 * @relayHash 73cce096693537ee36a4814bde5f2a2b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c1894b4bfb1c929dd81f98b65d015f2ce05390efc5c28183c5c19a0140804ae1

import { ConcreteRequest } from 'relay-runtime';
export type RecipeDifficulty = "EASY" | "HARD" | "MEDIUM" | "%future added value";
export type UpdateRecipeInput = {
  cookTime?: string | null | undefined;
  cuisine?: string | null | undefined;
  description?: string | null | undefined;
  difficulty?: RecipeDifficulty | null | undefined;
  dishId?: string | null | undefined;
  imageUrl?: string | null | undefined;
  ingredients?: ReadonlyArray<string> | null | undefined;
  instructions?: ReadonlyArray<string> | null | undefined;
  isPublic?: boolean | null | undefined;
  prepTime?: string | null | undefined;
  recipeId: string;
  servings?: number | null | undefined;
  tags?: ReadonlyArray<string> | null | undefined;
  title?: string | null | undefined;
  videoUrl?: string | null | undefined;
};
export type RecipePageLinkDishMutation$variables = {
  input: UpdateRecipeInput;
};
export type RecipePageLinkDishMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly recipe?: {
      readonly dish: {
        readonly databaseId: number;
        readonly id: string;
        readonly kitchenStatus: {
          readonly label: string;
          readonly open: boolean;
        };
        readonly name: string;
        readonly recipe: {
          readonly id: string;
        } | null | undefined;
      } | null | undefined;
      readonly id: string;
    };
  };
};
export type RecipePageLinkDishMutation = {
  response: RecipePageLinkDishMutation$data;
  variables: RecipePageLinkDishMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
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
    "name": "updateRecipe",
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
            "concreteType": "Recipe",
            "kind": "LinkedField",
            "name": "recipe",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "FoodItem",
                "kind": "LinkedField",
                "name": "dish",
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
                    "name": "name",
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
                    "concreteType": "Recipe",
                    "kind": "LinkedField",
                    "name": "recipe",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/)
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
        "type": "UpdateRecipePayload",
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
    "name": "RecipePageLinkDishMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RecipePageLinkDishMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "73cce096693537ee36a4814bde5f2a2b",
    "id": "c1894b4bfb1c929dd81f98b65d015f2ce05390efc5c28183c5c19a0140804ae1",
    "metadata": {},
    "name": "RecipePageLinkDishMutation",
    "operationKind": "mutation",
    "text": "mutation RecipePageLinkDishMutation(\n  $input: UpdateRecipeInput!\n) {\n  result: updateRecipe(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on UpdateRecipePayload {\n      recipe {\n        id\n        dish {\n          id\n          databaseId\n          name\n          kitchenStatus {\n            open\n            label\n          }\n          recipe {\n            id\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "974ff02a94c5db9d7a952efc1b0f1bbf";

export default node;
