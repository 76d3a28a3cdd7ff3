/**
 * @generated SignedSource<<59330bcfe32d48c9fb29457e13827366>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApplicationStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type Role = "ADMIN" | "COOK" | "CUSTOMER" | "DRIVER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PlatformSettingsPage_viewer$data = {
  readonly approvalStatus: ApplicationStatus | null | undefined;
  readonly role: Role;
  readonly " $fragmentType": "PlatformSettingsPage_viewer";
};
export type PlatformSettingsPage_viewer$key = {
  readonly " $data"?: PlatformSettingsPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlatformSettingsPage_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlatformSettingsPage_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvalStatus",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "6e3da13070efbd7ebab2c379266161d7";

export default node;
