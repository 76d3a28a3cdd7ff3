/**
 * @generated SignedSource<<b1bd023010c1e1cceb8b12ceadd70a71>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApplicationStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type Role = "ADMIN" | "COOK" | "CUSTOMER" | "DRIVER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ChefManagementPage_viewer$data = {
  readonly approvalStatus: ApplicationStatus | null | undefined;
  readonly role: Role;
  readonly username: string;
  readonly " $fragmentType": "ChefManagementPage_viewer";
};
export type ChefManagementPage_viewer$key = {
  readonly " $data"?: ChefManagementPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChefManagementPage_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChefManagementPage_viewer",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "becabf66f8fa82d044da5acd16a837a1";

export default node;
