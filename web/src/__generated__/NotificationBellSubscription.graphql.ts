/**
 * @generated SignedSource<<a61c355335d8ec774d4dd3874a79f055>>
 * @relayHash 6f39747fe82d2b4be72551f9ec8f1932
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a88b4c42a5cc0188b613fc0589e7ce3f301f33d6393829b8b01d1c9400050502

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationBellSubscription$variables = {
  connections: ReadonlyArray<string>;
};
export type NotificationBellSubscription$data = {
  readonly notificationAdded: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"NotificationsPage_notification">;
  };
};
export type NotificationBellSubscription = {
  response: NotificationBellSubscription$data;
  variables: NotificationBellSubscription$variables;
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
    "name": "NotificationBellSubscription",
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
    "name": "NotificationBellSubscription",
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
    "cacheID": "6f39747fe82d2b4be72551f9ec8f1932",
    "id": "a88b4c42a5cc0188b613fc0589e7ce3f301f33d6393829b8b01d1c9400050502",
    "metadata": {},
    "name": "NotificationBellSubscription",
    "operationKind": "subscription",
    "text": "subscription NotificationBellSubscription {\n  notificationAdded {\n    id\n    ...NotificationsPage_notification\n  }\n}\n\nfragment NotificationsPage_notification on Notification {\n  id\n  title\n  message\n  url\n  isRead\n  sentAt\n}\n"
  }
};
})();

(node as any).hash = "199c97bc83139820c9eecfceaaae195a";

export default node;
