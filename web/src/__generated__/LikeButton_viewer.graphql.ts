/**
 * @generated SignedSource<<04bf7515834ef81ae7d60e39e4fe1680>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LikeButton_viewer$data = {
  readonly id: string;
  readonly " $fragmentType": "LikeButton_viewer";
};
export type LikeButton_viewer$key = {
  readonly " $data"?: LikeButton_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"LikeButton_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LikeButton_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "8ac1598be3f0a878eb8e5281a1356327";

export default node;
