/**
 * @generated SignedSource<<cdbb3303d83cd0ea69496613b4e11822>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useNotificationFeedSubscription$variables = {
  connections: ReadonlyArray<string>;
};
export type useNotificationFeedSubscription$data = {
  readonly notificationAdded: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"NotificationsPage_notification">;
  };
};
export type useNotificationFeedSubscription = {
  response: useNotificationFeedSubscription$data;
  variables: useNotificationFeedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "connections"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useNotificationFeedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notificationAdded",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "NotificationsPage_notification"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useNotificationFeedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notificationAdded",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isRead",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sentAt",
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
        "name": "notificationAdded",
        "handleArgs": [
          {
            "kind": "Variable",
            "name": "connections",
            "variableName": "connections"
          },
          {
            "kind": "Literal",
            "name": "edgeTypeName",
            "value": "QueryNotificationsConnectionEdge"
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "98e09a34000c56f6668c8a8199874afd",
    "id": null,
    "metadata": {},
    "name": "useNotificationFeedSubscription",
    "operationKind": "subscription",
    "text": "subscription useNotificationFeedSubscription {\n  notificationAdded {\n    id\n    ...NotificationsPage_notification\n  }\n}\n\nfragment NotificationsPage_notification on Notification {\n  id\n  title\n  message\n  url\n  isRead\n  sentAt\n}\n"
  }
};
})();

(node as any).hash = "d6d539e6a2c322fe6c25065b5d928524";

export default node;
