/**
 * @generated SignedSource<<b72e846b1d82e3569f5a6f047223a1d8>>
 * @relayHash c078593d1037b0f8d8bdd64a9a2f75bb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2b6d7e0f5140d832b0971ae92cae77ad4b4338e7094238ca0ce4f05a67ed99d8

import { ConcreteRequest } from 'relay-runtime';
export type NotificationsPageMarkAllMutation$variables = Record<PropertyKey, never>;
export type NotificationsPageMarkAllMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly viewer?: {
      readonly id: string;
      readonly unreadNotificationCount: number | null | undefined;
    };
  };
};
export type NotificationsPageMarkAllMutation = {
  response: NotificationsPageMarkAllMutation$data;
  variables: NotificationsPageMarkAllMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": "result",
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "markAllNotificationsRead",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
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
                "name": "unreadNotificationCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MarkAllNotificationsReadPayload",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationsPageMarkAllMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationsPageMarkAllMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "c078593d1037b0f8d8bdd64a9a2f75bb",
    "id": "2b6d7e0f5140d832b0971ae92cae77ad4b4338e7094238ca0ce4f05a67ed99d8",
    "metadata": {},
    "name": "NotificationsPageMarkAllMutation",
    "operationKind": "mutation",
    "text": "mutation NotificationsPageMarkAllMutation {\n  result: markAllNotificationsRead {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MarkAllNotificationsReadPayload {\n      viewer {\n        id\n        unreadNotificationCount\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "730c991cb0fb014b56c98889d8576ecd";

export default node;
