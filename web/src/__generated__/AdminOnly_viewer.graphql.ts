/**
 * @generated SignedSource<<0650209021b128be1c06d63fa9a612e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "COOK" | "CUSTOMER" | "DRIVER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminOnly_viewer$data = {
  readonly role: Role;
  readonly " $fragmentType": "AdminOnly_viewer";
};
export type AdminOnly_viewer$key = {
  readonly " $data"?: AdminOnly_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminOnly_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminOnly_viewer",
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

(node as any).hash = "1585a9c7096b03c4a36a90ba8d921f87";

export default node;
