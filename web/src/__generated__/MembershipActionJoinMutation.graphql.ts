/**
 * @generated SignedSource<<4f518798e2e205e0fa35bcc3c16b6532>>
 * @relayHash 84c995ab210df32b18411cbb5a880f22
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ad7f459cb2473dc58f1eb5ab54cf4c43c463c87aac892860ee829fea34b8de83

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MembershipActionJoinMutation$variables = Record<PropertyKey, never>;
export type MembershipActionJoinMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly viewer?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"MembershipAction_viewer">;
    } | null | undefined;
  };
};
export type MembershipActionJoinMutation = {
  response: MembershipActionJoinMutation$data;
  variables: MembershipActionJoinMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v1 = {
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MembershipActionJoinMutation",
    "selections": [
      {
        "alias": "result",
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "joinCommunity",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "kind": "InlineFragment",
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
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "MembershipAction_viewer"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "JoinCommunityPayload",
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MembershipActionJoinMutation",
    "selections": [
      {
        "alias": "result",
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "joinCommunity",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "kind": "InlineFragment",
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
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "JoinCommunityPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "84c995ab210df32b18411cbb5a880f22",
    "id": "ad7f459cb2473dc58f1eb5ab54cf4c43c463c87aac892860ee829fea34b8de83",
    "metadata": {},
    "name": "MembershipActionJoinMutation",
    "operationKind": "mutation",
    "text": "mutation MembershipActionJoinMutation {\n  result: joinCommunity {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on JoinCommunityPayload {\n      viewer {\n        id\n        ...MembershipAction_viewer\n      }\n    }\n  }\n}\n\nfragment MembershipAction_viewer on User {\n  communityMembership {\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "c470a526098af04e0284f6f54ec8436c";

export default node;
