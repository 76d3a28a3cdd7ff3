/**
 * @generated SignedSource<<a2771108c2465aa5d9f907ac2624c261>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FavouriteButton_cook$data = {
  readonly id: string;
  readonly isFavouriteKitchen: boolean;
  readonly username: string;
  readonly " $fragmentType": "FavouriteButton_cook";
};
export type FavouriteButton_cook$key = {
  readonly " $data"?: FavouriteButton_cook$data;
  readonly " $fragmentSpreads": FragmentRefs<"FavouriteButton_cook">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FavouriteButton_cook",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
      "name": "isFavouriteKitchen",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "9c94df8de89eb8bbc782644f6ed481e6";

export default node;
