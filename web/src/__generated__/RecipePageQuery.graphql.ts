/**
 * @generated SignedSource<<69c7d0f9117d1d90c75f19fd87c19d88>>
 * @relayHash f597c18802fbf51c11e58322ad11f5bc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 693fe51739307d5e88bb541f6513b8930754c729455796c3f963ec907e19322a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecipeDifficulty = "EASY" | "HARD" | "MEDIUM" | "%future added value";
export type RecipePageQuery$variables = {
  comments: number;
  databaseId: number;
  dishes: number;
  isCook: boolean;
};
export type RecipePageQuery$data = {
  readonly recipe: {
    readonly authorName: string;
    readonly cookTime: string;
    readonly cuisine: string | null | undefined;
    readonly description: string;
    readonly difficulty: RecipeDifficulty;
    readonly dish: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"RecipeDishLink_dish">;
    } | null | undefined;
    readonly id: string;
    readonly imageUrl: string | null | undefined;
    readonly ingredients: ReadonlyArray<string>;
    readonly instructions: ReadonlyArray<string>;
    readonly isMine: boolean;
    readonly isPublic: boolean;
    readonly prepTime: string;
    readonly servings: number;
    readonly tags: ReadonlyArray<string>;
    readonly title: string;
    readonly videoUrl: string | null | undefined;
    readonly views: number;
    readonly " $fragmentSpreads": FragmentRefs<"LikeButton_recipe" | "RecipeComments_recipe">;
  } | null | undefined;
  readonly viewer?: {
    readonly " $fragmentSpreads": FragmentRefs<"RecipeDishLink_dishes">;
  } | null | undefined;
};
export type RecipePageQuery = {
  response: RecipePageQuery$data;
  variables: RecipePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "comments"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "databaseId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dishes"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "isCook"
},
v4 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "dishes"
  }
],
v5 = [
  {
    "kind": "Variable",
    "name": "databaseId",
    "variableName": "databaseId"
  }
],
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
  "name": "title",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageUrl",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "videoUrl",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "difficulty",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "prepTime",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cookTime",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "servings",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "views",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tags",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cuisine",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ingredients",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "instructions",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "authorName",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPublic",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isMine",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v24 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "comments"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RecipePageQuery",
    "selections": [
      {
        "condition": "isCook",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              {
                "args": (v4/*:: as any*/),
                "kind": "FragmentSpread",
                "name": "RecipeDishLink_dishes"
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "Recipe",
        "kind": "LinkedField",
        "name": "recipe",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          (v21/*:: as any*/),
          (v22/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FoodItem",
            "kind": "LinkedField",
            "name": "dish",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "RecipeDishLink_dish"
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LikeButton_recipe"
          },
          {
            "args": [
              {
                "kind": "Variable",
                "name": "count",
                "variableName": "comments"
              }
            ],
            "kind": "FragmentSpread",
            "name": "RecipeComments_recipe"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RecipePageQuery",
    "selections": [
      {
        "condition": "isCook",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": (v4/*:: as any*/),
                "concreteType": "UserKitchenMenuConnection",
                "kind": "LinkedField",
                "name": "kitchenMenu",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "UserKitchenMenuConnectionEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "FoodItem",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v6/*:: as any*/),
                          (v23/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Recipe",
                            "kind": "LinkedField",
                            "name": "recipe",
                            "plural": false,
                            "selections": [
                              (v6/*:: as any*/)
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
              },
              (v6/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "Recipe",
        "kind": "LinkedField",
        "name": "recipe",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          (v21/*:: as any*/),
          (v22/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FoodItem",
            "kind": "LinkedField",
            "name": "dish",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "databaseId",
                "storageKey": null
              },
              (v23/*:: as any*/),
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
              }
            ],
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
            "name": "commentCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v24/*:: as any*/),
            "concreteType": "RecipeCommentsConnection",
            "kind": "LinkedField",
            "name": "comments",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RecipeCommentsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RecipeComment",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
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
              },
              {
                "kind": "ClientExtension",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__id",
                    "storageKey": null
                  }
                ]
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v24/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "RecipeComments_comments",
            "kind": "LinkedHandle",
            "name": "comments"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f597c18802fbf51c11e58322ad11f5bc",
    "id": "693fe51739307d5e88bb541f6513b8930754c729455796c3f963ec907e19322a",
    "metadata": {},
    "name": "RecipePageQuery",
    "operationKind": "query",
    "text": "query RecipePageQuery(\n  $databaseId: Int!\n  $comments: Int!\n  $isCook: Boolean!\n  $dishes: Int!\n) {\n  viewer @include(if: $isCook) {\n    ...RecipeDishLink_dishes_4n6Nkn\n    id\n  }\n  recipe(databaseId: $databaseId) {\n    id\n    title\n    description\n    imageUrl\n    videoUrl\n    difficulty\n    prepTime\n    cookTime\n    servings\n    views\n    tags\n    cuisine\n    ingredients\n    instructions\n    authorName\n    isPublic\n    isMine\n    dish {\n      id\n      ...RecipeDishLink_dish\n    }\n    ...LikeButton_recipe\n    ...RecipeComments_recipe_2JkVwG\n  }\n}\n\nfragment LikeButton_recipe on Recipe {\n  id\n  title\n  likes\n  viewerHasLiked\n}\n\nfragment RecipeComments_comment on RecipeComment {\n  id\n  comment\n  rating\n  createdAt\n  userName\n  canDelete\n}\n\nfragment RecipeComments_recipe_2JkVwG on Recipe {\n  id\n  commentCount\n  comments(first: $comments) {\n    edges {\n      node {\n        id\n        ...RecipeComments_comment\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment RecipeDishLink_dish on FoodItem {\n  databaseId\n  name\n  kitchenStatus {\n    open\n    label\n  }\n}\n\nfragment RecipeDishLink_dishes_4n6Nkn on User {\n  kitchenMenu(first: $dishes) {\n    edges {\n      node {\n        id\n        name\n        recipe {\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "eb6a0a251d888b54cd2a3ba57e3c43cd";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
