/**
 * @generated SignedSource<<3f818b8e35609a8b07b4dda6d4637ab3>>
 * @relayHash ebe436c8b02ebc72304231dfd83db7c2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3166fa982eb4fad913f91f4a57c13a910bccc359bda3ba03fdbef0700524b99d

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
export type RecipeDishLinkMutation$variables = {
  input: UpdateRecipeInput;
};
export type RecipeDishLinkMutation$data = {
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
export type RecipeDishLinkMutation = {
  response: RecipeDishLinkMutation$data;
  variables: RecipeDishLinkMutation$variables;
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
    "name": "RecipeDishLinkMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RecipeDishLinkMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "ebe436c8b02ebc72304231dfd83db7c2",
    "id": "3166fa982eb4fad913f91f4a57c13a910bccc359bda3ba03fdbef0700524b99d",
    "metadata": {},
    "name": "RecipeDishLinkMutation",
    "operationKind": "mutation",
    "text": "mutation RecipeDishLinkMutation(\n  $input: UpdateRecipeInput!\n) {\n  result: updateRecipe(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on UpdateRecipePayload {\n      recipe {\n        id\n        dish {\n          id\n          databaseId\n          name\n          kitchenStatus {\n            open\n            label\n          }\n          recipe {\n            id\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4e630b6f0e1c68b581ae80261e449685";

export default node;
