/**
 * @generated SignedSource<<11d6f3f3915038d56c4fd777778d7184>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecipesPageQuery$variables = Record<PropertyKey, never>;
export type RecipesPageQuery$data = {
  readonly recipeCuisines: ReadonlyArray<string>;
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"MembershipAction_viewer">;
  } | null | undefined;
};
export type RecipesPageQuery = {
  response: RecipesPageQuery$data;
  variables: RecipesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recipeCuisines",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RecipesPageQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "MembershipAction_viewer"
          }
        ],
        "storageKey": null
      },
      (v0/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RecipesPageQuery",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v0/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "60d89f9e6e44ff648e94bcf3180a030a",
    "id": null,
    "metadata": {},
    "name": "RecipesPageQuery",
    "operationKind": "query",
    "text": "query RecipesPageQuery {\n  viewer {\n    ...MembershipAction_viewer\n    id\n  }\n  recipeCuisines\n}\n\nfragment MembershipAction_viewer on User {\n  communityMembership {\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "5fa12f8a00bcc9a0e75d5c60534f2f5e";

export default node;
