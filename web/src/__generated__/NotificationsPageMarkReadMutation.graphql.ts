/**
 * @generated SignedSource<<c72301bf7c805cd46bbe01533f9539d6>>
 * @relayHash 6e9c8a0f0022f1bb05c048e789c89380
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 36d443eb329e7221c72c55e526788ed1e9b2040cde7a887c6f13c323ec1d06a5

import { ConcreteRequest } from 'relay-runtime';
export type MarkNotificationReadInput = {
  notificationId: string;
};
export type NotificationsPageMarkReadMutation$variables = {
  input: MarkNotificationReadInput;
};
export type NotificationsPageMarkReadMutation$data = {
  readonly result: {
    readonly __typename: string;
    readonly message?: string;
    readonly notification?: {
      readonly id: string;
      readonly isRead: boolean;
    } | null | undefined;
    readonly viewer?: {
      readonly id: string;
      readonly unreadNotificationCount: number | null | undefined;
    };
  };
};
export type NotificationsPageMarkReadMutation = {
  response: NotificationsPageMarkReadMutation$data;
  variables: NotificationsPageMarkReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
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
    "name": "markNotificationRead",
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
            "concreteType": "Notification",
            "kind": "LinkedField",
            "name": "notification",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isRead",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
        "type": "MarkNotificationReadPayload",
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
    "name": "NotificationsPageMarkReadMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NotificationsPageMarkReadMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "6e9c8a0f0022f1bb05c048e789c89380",
    "id": "36d443eb329e7221c72c55e526788ed1e9b2040cde7a887c6f13c323ec1d06a5",
    "metadata": {},
    "name": "NotificationsPageMarkReadMutation",
    "operationKind": "mutation",
    "text": "mutation NotificationsPageMarkReadMutation(\n  $input: MarkNotificationReadInput!\n) {\n  result: markNotificationRead(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MarkNotificationReadPayload {\n      notification {\n        id\n        isRead\n      }\n      viewer {\n        id\n        unreadNotificationCount\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "29076c86577cecc8c19668e33fa85a1f";

export default node;
