/**
 * @generated SignedSource<<47b82b973b84b6c8161d5c19dc6e7ca9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "COOK" | "CUSTOMER" | "DRIVER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CookPage_viewer$data = {
  readonly role: Role;
  readonly " $fragmentType": "CookPage_viewer";
};
export type CookPage_viewer$key = {
  readonly " $data"?: CookPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CookPage_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CookPage_viewer",
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

(node as any).hash = "7b39aaf1b6822518b5c386fa10426747";

export default node;
