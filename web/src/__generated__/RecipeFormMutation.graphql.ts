/**
 * @generated SignedSource<<a6d155ddb14ca10e1175a4e765e654f1>>
 * @relayHash 1985991e94d58ecf8ee6ee1883528ed1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8340bdc293cdae07f8707cbcd5ed7df84e212822c3fe6d5a4f20894b1874c0f9

import { ConcreteRequest } from 'relay-runtime';
export type RecipeDifficulty = "EASY" | "HARD" | "MEDIUM" | "%future added value";
export type CreateRecipeInput = {
  cookTime: string;
  cuisine?: string | null | undefined;
  description: string;
  difficulty?: RecipeDifficulty | null | undefined;
  dishId?: string | null | undefined;
  imageUrl?: string | null | undefined;
  ingredients: ReadonlyArray<string>;
  instructions: ReadonlyArray<string>;
  isPublic?: boolean | null | undefined;
  prepTime: string;
  servings?: number | null | undefined;
  tags?: ReadonlyArray<string> | null | undefined;
  title: string;
  videoUrl?: string | null | undefined;
};
export type RecipeFormMutation$variables = {
  input: CreateRecipeInput;
};
export type RecipeFormMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
    readonly recipe?: {
      readonly databaseId: number;
      readonly id: string;
    };
  };
};
export type RecipeFormMutation = {
  response: RecipeFormMutation$data;
  variables: RecipeFormMutation$variables;
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
  "name": "message",
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
    "name": "createRecipe",
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
          (v1/*:: as any*/)
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
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "databaseId",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CreateRecipePayload",
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
    "name": "RecipeFormMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RecipeFormMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "1985991e94d58ecf8ee6ee1883528ed1",
    "id": "8340bdc293cdae07f8707cbcd5ed7df84e212822c3fe6d5a4f20894b1874c0f9",
    "metadata": {},
    "name": "RecipeFormMutation",
    "operationKind": "mutation",
    "text": "mutation RecipeFormMutation(\n  $input: CreateRecipeInput!\n) {\n  result: createRecipe(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on CreateRecipePayload {\n      recipe {\n        id\n        databaseId\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d9a0a58c20d0b9fa3caba983016f0a40";

export default node;
