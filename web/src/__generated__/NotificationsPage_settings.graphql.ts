/**
 * @generated SignedSource<<4b512a85406b111c1199903a43ffbdba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationsPage_settings$data = {
  readonly deliveryUpdates: boolean;
  readonly emailNotifications: boolean;
  readonly orderStatusUpdates: boolean;
  readonly promotionalNotifications: boolean;
  readonly pushNotifications: boolean;
  readonly smsNotifications: boolean;
  readonly " $fragmentType": "NotificationsPage_settings";
};
export type NotificationsPage_settings$key = {
  readonly " $data"?: NotificationsPage_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationsPage_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationsPage_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pushNotifications",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "emailNotifications",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "smsNotifications",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderStatusUpdates",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliveryUpdates",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "promotionalNotifications",
      "storageKey": null
    }
  ],
  "type": "NotificationSettings",
  "abstractKey": null
};

(node as any).hash = "9bfe4d402c64526d44286105b15321ec";

export default node;
