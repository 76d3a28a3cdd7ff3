/**
 * @generated SignedSource<<bb20cc3d78ca8914731f0f9bd8b296d7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RecipePageDishesQuery$variables = {
  dishes: number;
};
export type RecipePageDishesQuery$data = {
  readonly viewer: {
    readonly kitchenMenu: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly name: string;
          readonly recipe: {
            readonly id: string;
          } | null | undefined;
        };
      }>;
    };
  } | null | undefined;
};
export type RecipePageDishesQuery = {
  response: RecipePageDishesQuery$data;
  variables: RecipePageDishesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "dishes"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "first",
      "variableName": "dishes"
    }
  ],
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
            (v1/*:: as any*/),
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
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RecipePageDishesQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RecipePageDishesQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4ef5b0535dd170ef2565b154fdf159e5",
    "id": null,
    "metadata": {},
    "name": "RecipePageDishesQuery",
    "operationKind": "query",
    "text": "query RecipePageDishesQuery(\n  $dishes: Int!\n) {\n  viewer {\n    kitchenMenu(first: $dishes) {\n      edges {\n        node {\n          id\n          name\n          recipe {\n            id\n          }\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "06f9faeea250d406add1dccf2b99b24b";

export default node;
