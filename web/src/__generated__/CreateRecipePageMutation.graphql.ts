/**
 * @generated SignedSource<<f6097bc241f2c3792ab828d2a6c2ff70>>
 * @relayHash cdce95f4e5d54c41b0c4b1539579637a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f29f12ddb0d43bc354c273c99b15c2e46e12a9fd41487f4238784de261293de2

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
export type CreateRecipePageMutation$variables = {
  input: CreateRecipeInput;
};
export type CreateRecipePageMutation$data = {
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
export type CreateRecipePageMutation = {
  response: CreateRecipePageMutation$data;
  variables: CreateRecipePageMutation$variables;
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
    "name": "CreateRecipePageMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateRecipePageMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "cdce95f4e5d54c41b0c4b1539579637a",
    "id": "f29f12ddb0d43bc354c273c99b15c2e46e12a9fd41487f4238784de261293de2",
    "metadata": {},
    "name": "CreateRecipePageMutation",
    "operationKind": "mutation",
    "text": "mutation CreateRecipePageMutation(\n  $input: CreateRecipeInput!\n) {\n  result: createRecipe(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on CreateRecipePayload {\n      recipe {\n        id\n        databaseId\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f6c496e9c41df19b867284e951d67121";

export default node;
