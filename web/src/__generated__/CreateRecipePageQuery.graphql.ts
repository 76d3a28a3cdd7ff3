/**
 * @generated SignedSource<<afeedac50a5552ddc471e451a09b67b4>>
 * @relayHash e828b73c67920a2ea229b49c4b4702a2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6490398672f3df2e9d4412df7b36e286f182f580835ed9a6649540223328af79

import { ConcreteRequest } from 'relay-runtime';
export type CommunityMembershipStatus = "CONFIRMED" | "PENDING" | "%future added value";
export type CreateRecipePageQuery$variables = {
  dishes: number;
  isCook: boolean;
};
export type CreateRecipePageQuery$data = {
  readonly viewer: {
    readonly communityMembership: {
      readonly status: CommunityMembershipStatus;
    } | null | undefined;
    readonly kitchenMenu?: {
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
export type CreateRecipePageQuery = {
  response: CreateRecipePageQuery$data;
  variables: CreateRecipePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dishes"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "isCook"
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "CommunityMembership",
  "kind": "LinkedField",
  "name": "communityMembership",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "condition": "isCook",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
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
                (v3/*:: as any*/),
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
                    (v3/*:: as any*/)
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
    }
  ]
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CreateRecipePageQuery",
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
          (v4/*:: as any*/)
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
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CreateRecipePageQuery",
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
          (v4/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e828b73c67920a2ea229b49c4b4702a2",
    "id": "6490398672f3df2e9d4412df7b36e286f182f580835ed9a6649540223328af79",
    "metadata": {},
    "name": "CreateRecipePageQuery",
    "operationKind": "query",
    "text": "query CreateRecipePageQuery(\n  $isCook: Boolean!\n  $dishes: Int!\n) {\n  viewer {\n    communityMembership {\n      status\n    }\n    kitchenMenu(first: $dishes) @include(if: $isCook) {\n      edges {\n        node {\n          id\n          name\n          recipe {\n            id\n          }\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "7f9dd1bb678341d34e2a55dce4d978a9";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
