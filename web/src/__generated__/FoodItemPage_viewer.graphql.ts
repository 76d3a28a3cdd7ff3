/**
 * @generated SignedSource<<4fce33205c588e91d90d1ae708a15d16>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FoodItemPage_viewer$data = {
  readonly id: string;
  readonly " $fragmentType": "FoodItemPage_viewer";
};
export type FoodItemPage_viewer$key = {
  readonly " $data"?: FoodItemPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"FoodItemPage_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FoodItemPage_viewer",
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

(node as any).hash = "43deea629c4f13cf89425a76511c6d03";

export default node;
