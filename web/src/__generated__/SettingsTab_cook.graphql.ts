/**
 * @generated SignedSource<<60418d7507607f4be6d8ec052330edc2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SettingsTab_cook$data = {
  readonly address: string | null | undefined;
  readonly email: string;
  readonly phone: string | null | undefined;
  readonly storeSettings: {
    readonly autoAcceptOrders: boolean;
    readonly maxOrdersPerDay: number | null | undefined;
    readonly notifyEmail: boolean;
    readonly notifyOrders: boolean;
    readonly notifyPush: boolean;
    readonly payoutSchedule: string;
    readonly vacationMode: boolean;
  } | null | undefined;
  readonly stripeConnected: boolean;
  readonly username: string;
  readonly " $fragmentType": "SettingsTab_cook";
};
export type SettingsTab_cook$key = {
  readonly " $data"?: SettingsTab_cook$data;
  readonly " $fragmentSpreads": FragmentRefs<"SettingsTab_cook">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SettingsTab_cook",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stripeConnected",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StoreSettings",
      "kind": "LinkedField",
      "name": "storeSettings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "notifyOrders",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "notifyEmail",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "notifyPush",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "payoutSchedule",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "autoAcceptOrders",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vacationMode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maxOrdersPerDay",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "3b5e2501c00a514022b48bafe87da88c";

export default node;
