/**
 * @generated SignedSource<<c008cede8cd6f55851f33e26af171fdb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApplicationStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type Role = "ADMIN" | "COOK" | "CUSTOMER" | "DRIVER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RecipePage_viewer$data = {
  readonly approvalStatus: ApplicationStatus | null | undefined;
  readonly role: Role;
  readonly " $fragmentType": "RecipePage_viewer";
};
export type RecipePage_viewer$key = {
  readonly " $data"?: RecipePage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecipePage_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecipePage_viewer",
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

(node as any).hash = "958ea5d0d6962823b80288930b579ff7";

export default node;
