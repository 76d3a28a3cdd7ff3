/**
 * @generated SignedSource<<ecb7f341b0a2dff7ff3baf6c39641fc5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApplicationStatus = "APPROVED" | "PENDING" | "REJECTED" | "%future added value";
export type Role = "ADMIN" | "COOK" | "CUSTOMER" | "DRIVER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CookDashboardPage_viewer$data = {
  readonly approvalStatus: ApplicationStatus | null | undefined;
  readonly role: Role;
  readonly " $fragmentType": "CookDashboardPage_viewer";
};
export type CookDashboardPage_viewer$key = {
  readonly " $data"?: CookDashboardPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CookDashboardPage_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CookDashboardPage_viewer",
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

(node as any).hash = "12bff533e47ef7f08bff04a22a103e7c";

export default node;
