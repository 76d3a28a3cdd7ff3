/**
 * @generated SignedSource<<2296189cfccbecbca4837fb00f59bdde>>
 * @relayHash 62a2b6042b0ec1399247f748cec9cfd1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3d1c76654c47d2e627f138df5a7fe7e1f5bcf777052e2aad20fc45ba39264c0f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddRecipeCommentInput = {
  comment: string;
  rating?: number | null | undefined;
  recipeId: string;
};
export type RecipeCommentsAddMutation$variables = {
  connections: ReadonlyArray<string>;
  input: AddRecipeCommentInput;
};
export type RecipeCommentsAddMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly comment?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"RecipeComments_comment">;
    };
    readonly message?: string;
    readonly recipe?: {
      readonly commentCount: number;
      readonly id: string;
    };
  };
};
export type RecipeCommentsAddMutation = {
  response: RecipeCommentsAddMutation$data;
  variables: RecipeCommentsAddMutation$variables;
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
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Recipe",
  "kind": "LinkedField",
  "name": "recipe",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RecipeCommentsAddMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "addRecipeComment",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RecipeComment",
                "kind": "LinkedField",
                "name": "comment",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "RecipeComments_comment"
                  }
                ],
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "type": "AddRecipeCommentPayload",
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
    "name": "RecipeCommentsAddMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "addRecipeComment",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RecipeComment",
                "kind": "LinkedField",
                "name": "comment",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
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
                    "name": "rating",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
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
                    "name": "canDelete",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "prependNode",
                "key": "",
                "kind": "LinkedHandle",
                "name": "comment",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "RecipeCommentsConnectionEdge"
                  }
                ]
              },
              (v6/*:: as any*/)
            ],
            "type": "AddRecipeCommentPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "62a2b6042b0ec1399247f748cec9cfd1",
    "id": "3d1c76654c47d2e627f138df5a7fe7e1f5bcf777052e2aad20fc45ba39264c0f",
    "metadata": {},
    "name": "RecipeCommentsAddMutation",
    "operationKind": "mutation",
    "text": "mutation RecipeCommentsAddMutation(\n  $input: AddRecipeCommentInput!\n) {\n  result: addRecipeComment(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on AddRecipeCommentPayload {\n      comment {\n        id\n        ...RecipeComments_comment\n      }\n      recipe {\n        id\n        commentCount\n      }\n    }\n  }\n}\n\nfragment RecipeComments_comment on RecipeComment {\n  id\n  comment\n  rating\n  createdAt\n  userName\n  canDelete\n}\n"
  }
};
})();

(node as any).hash = "a896eeea732cb967ed196ac70c9190e1";

export default node;
