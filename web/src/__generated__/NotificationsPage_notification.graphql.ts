/**
 * @generated SignedSource<<caa8e4d766ee5f5ddb5c72f7ae15b273>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationsPage_notification$data = {
  readonly id: string;
  readonly isRead: boolean;
  readonly message: string;
  readonly sentAt: any;
  readonly title: string;
  readonly url: string;
  readonly " $fragmentType": "NotificationsPage_notification";
};
export type NotificationsPage_notification$key = {
  readonly " $data"?: NotificationsPage_notification$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationsPage_notification">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationsPage_notification",
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
  "type": "Notification",
  "abstractKey": null
};

(node as any).hash = "6088b36580b411d392aff5e09823a0c4";

export default node;
