/**
 * @generated SignedSource<<fc4bc5a7489734dc0094cc73082194ee>>
 * @relayHash 9249a7beb4e34650480dd7a28bd671b0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6bdceb42c731cbe4b4dc26d823e15979bf0a59bb31800f51f17f8d2ce5812b31

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecipeDifficulty = "EASY" | "HARD" | "MEDIUM" | "%future added value";
export type RecipesPagePaginationQuery$variables = {
  count: number;
  cuisine?: string | null | undefined;
  cursor?: string | null | undefined;
  difficulty?: RecipeDifficulty | null | undefined;
  search?: string | null | undefined;
};
export type RecipesPagePaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"RecipesPage_recipes">;
};
export type RecipesPagePaginationQuery = {
  response: RecipesPagePaginationQuery$data;
  variables: RecipesPagePaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "count"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cuisine"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cursor"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "difficulty"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = {
  "kind": "Variable",
  "name": "cuisine",
  "variableName": "cuisine"
},
v2 = {
  "kind": "Variable",
  "name": "difficulty",
  "variableName": "difficulty"
},
v3 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v4 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  (v1/*:: as any*/),
  (v2/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v3/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RecipesPagePaginationQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          (v1/*:: as any*/),
          {
            "kind": "Variable",
            "name": "cursor",
            "variableName": "cursor"
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "RecipesPage_recipes"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RecipesPagePaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "QueryRecipesConnection",
        "kind": "LinkedField",
        "name": "recipes",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryRecipesConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Recipe",
                "kind": "LinkedField",
                "name": "node",
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
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
                    "name": "difficulty",
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
                    "name": "servings",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tags",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cuisine",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "views",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isPublic",
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "filters": [
          "search",
          "cuisine",
          "difficulty"
        ],
        "handle": "connection",
        "key": "RecipesPage_recipes",
        "kind": "LinkedHandle",
        "name": "recipes"
      }
    ]
  },
  "params": {
    "cacheID": "9249a7beb4e34650480dd7a28bd671b0",
    "id": "6bdceb42c731cbe4b4dc26d823e15979bf0a59bb31800f51f17f8d2ce5812b31",
    "metadata": {},
    "name": "RecipesPagePaginationQuery",
    "operationKind": "query",
    "text": "query RecipesPagePaginationQuery(\n  $count: Int!\n  $cuisine: String\n  $cursor: String\n  $difficulty: RecipeDifficulty\n  $search: String\n) {\n  ...RecipesPage_recipes_1AqM6z\n}\n\nfragment LikeButton_recipe on Recipe {\n  id\n  title\n  likes\n  viewerHasLiked\n}\n\nfragment RecipeCard_recipe on Recipe {\n  databaseId\n  title\n  description\n  imageUrl\n  difficulty\n  prepTime\n  servings\n  tags\n  cuisine\n  views\n  isPublic\n  ...LikeButton_recipe\n}\n\nfragment RecipesPage_recipes_1AqM6z on Query {\n  recipes(search: $search, cuisine: $cuisine, difficulty: $difficulty, first: $count, after: $cursor) {\n    edges {\n      node {\n        id\n        ...RecipeCard_recipe\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2ceb7d2499b703a7a645cb7605ee4867";

export default node;
