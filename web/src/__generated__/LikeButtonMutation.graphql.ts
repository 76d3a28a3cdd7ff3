/**
 * @generated SignedSource<<228d4a86da625fcaf614d4d4508ea92f>>
 * @relayHash 8d808c806ec6bb0eee133a20cad39995
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3ca5cdf0f93a54b318b79bc6e05b25dbd0b6e9445e648f966647ea993c56980d

import { ConcreteRequest } from 'relay-runtime';
export type LikeRecipeInput = {
  liked?: boolean | null | undefined;
  recipeId: string;
};
export type LikeButtonMutation$variables = {
  input: LikeRecipeInput;
};
export type LikeButtonMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly recipe?: {
      readonly id: string;
      readonly likes: number;
      readonly viewerHasLiked: boolean;
    };
  };
};
export type LikeButtonMutation = {
  response: LikeButtonMutation$data;
  variables: LikeButtonMutation$variables;
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
    "name": "likeRecipe",
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
                "name": "likes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerHasLiked",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "LikeRecipePayload",
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
    "name": "LikeButtonMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LikeButtonMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8d808c806ec6bb0eee133a20cad39995",
    "id": "3ca5cdf0f93a54b318b79bc6e05b25dbd0b6e9445e648f966647ea993c56980d",
    "metadata": {},
    "name": "LikeButtonMutation",
    "operationKind": "mutation",
    "text": "mutation LikeButtonMutation(\n  $input: LikeRecipeInput!\n) {\n  result: likeRecipe(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on LikeRecipePayload {\n      recipe {\n        id\n        likes\n        viewerHasLiked\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "543c2482c9b91beac13345acfa610b35";

export default node;
