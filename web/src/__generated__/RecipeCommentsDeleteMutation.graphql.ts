/**
 * @generated SignedSource<<b11852cd3e792dd40832a0bb9063b7ac>>
 * @relayHash 7fda2c8302587f0503b8e06cdd79bc2f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 261c04c82e52c61f16e39646deb61a94f7a09cde3f6d6a9626fc4afe45dc7cb6

import { ConcreteRequest } from 'relay-runtime';
export type DeleteRecipeCommentInput = {
  commentId: string;
};
export type RecipeCommentsDeleteMutation$variables = {
  input: DeleteRecipeCommentInput;
};
export type RecipeCommentsDeleteMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly deletedCommentId?: string;
    readonly message?: string;
    readonly recipe?: {
      readonly commentCount: number;
      readonly id: string;
    };
  };
};
export type RecipeCommentsDeleteMutation = {
  response: RecipeCommentsDeleteMutation$data;
  variables: RecipeCommentsDeleteMutation$variables;
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedCommentId",
  "storageKey": null
},
v5 = {
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
      "name": "commentCount",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RecipeCommentsDeleteMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteRecipeComment",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "type": "DeleteRecipeCommentPayload",
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
    "name": "RecipeCommentsDeleteMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteRecipeComment",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteRecord",
                "key": "",
                "kind": "ScalarHandle",
                "name": "deletedCommentId"
              },
              (v5/*:: as any*/)
            ],
            "type": "DeleteRecipeCommentPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7fda2c8302587f0503b8e06cdd79bc2f",
    "id": "261c04c82e52c61f16e39646deb61a94f7a09cde3f6d6a9626fc4afe45dc7cb6",
    "metadata": {},
    "name": "RecipeCommentsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation RecipeCommentsDeleteMutation(\n  $input: DeleteRecipeCommentInput!\n) {\n  result: deleteRecipeComment(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on DeleteRecipeCommentPayload {\n      deletedCommentId\n      recipe {\n        id\n        commentCount\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b7d69d1a69639e3be62cf2ad6b869341";

export default node;
