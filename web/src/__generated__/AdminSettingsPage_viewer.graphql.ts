/**
 * @generated SignedSource<<88de74ea2f29a9512b884129339a77f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "COOK" | "CUSTOMER" | "DRIVER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminSettingsPage_viewer$data = {
  readonly databaseId: number;
  readonly email: string;
  readonly role: Role;
  readonly username: string;
  readonly " $fragmentType": "AdminSettingsPage_viewer";
};
export type AdminSettingsPage_viewer$key = {
  readonly " $data"?: AdminSettingsPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminSettingsPage_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminSettingsPage_viewer",
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
      "name": "role",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "0be71639e43bb779cf4b06c8eea6ff88";

export default node;
