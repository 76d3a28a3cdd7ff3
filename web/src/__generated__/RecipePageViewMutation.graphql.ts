/**
 * @generated SignedSource<<ec70a63ccc0158d04d485941debc204e>>
 * @relayHash 7745ff401ff477f7ed2a114e939430e5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1b72aeaa2289742f4c9ba46842460403815669d5d2709b2c9af18a2a058a3e28

import { ConcreteRequest } from 'relay-runtime';
export type ViewRecipeInput = {
  recipeId: string;
};
export type RecipePageViewMutation$variables = {
  input: ViewRecipeInput;
};
export type RecipePageViewMutation$data = {
  readonly result: {
    readonly __typename: "ViewRecipePayload";
    readonly recipe: {
      readonly id: string;
      readonly views: number;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type RecipePageViewMutation = {
  response: RecipePageViewMutation$data;
  variables: RecipePageViewMutation$variables;
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
    "name": "viewRecipe",
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
                "name": "views",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ViewRecipePayload",
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
    "name": "RecipePageViewMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RecipePageViewMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7745ff401ff477f7ed2a114e939430e5",
    "id": "1b72aeaa2289742f4c9ba46842460403815669d5d2709b2c9af18a2a058a3e28",
    "metadata": {},
    "name": "RecipePageViewMutation",
    "operationKind": "mutation",
    "text": "mutation RecipePageViewMutation(\n  $input: ViewRecipeInput!\n) {\n  result: viewRecipe(input: $input) {\n    __typename\n    ... on ViewRecipePayload {\n      recipe {\n        id\n        views\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7d6a8cb57cdda1f28e1428f0ddf0643f";

export default node;
