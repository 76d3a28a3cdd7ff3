/**
 * @generated SignedSource<<dd1c14ccaefa229586c0a9298f2e6ecc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "COOK" | "CUSTOMER" | "DRIVER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DevelopersPage_viewer$data = {
  readonly role: Role;
  readonly " $fragmentType": "DevelopersPage_viewer";
};
export type DevelopersPage_viewer$key = {
  readonly " $data"?: DevelopersPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"DevelopersPage_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DevelopersPage_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "0533c3fa3c303af676ae0fb80c0f2a97";

export default node;
