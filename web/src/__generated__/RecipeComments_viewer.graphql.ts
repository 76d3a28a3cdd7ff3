/**
 * @generated SignedSource<<fe25b94c3fb9ec897ee49d0652231edb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecipeComments_viewer$data = {
  readonly id: string;
  readonly " $fragmentType": "RecipeComments_viewer";
};
export type RecipeComments_viewer$key = {
  readonly " $data"?: RecipeComments_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecipeComments_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecipeComments_viewer",
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

(node as any).hash = "1c409b2547c5c436e66a67673864e7e7";

export default node;
