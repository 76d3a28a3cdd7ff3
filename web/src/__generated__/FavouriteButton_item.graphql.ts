/**
 * @generated SignedSource<<e0bd48d9caed1efaba3cff08d4784d3e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FavouriteButton_item$data = {
  readonly id: string;
  readonly isFavourite: boolean;
  readonly name: string;
  readonly " $fragmentType": "FavouriteButton_item";
};
export type FavouriteButton_item$key = {
  readonly " $data"?: FavouriteButton_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"FavouriteButton_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FavouriteButton_item",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isFavourite",
      "storageKey": null
    }
  ],
  "type": "FoodItem",
  "abstractKey": null
};

(node as any).hash = "9243ff9f9808f1d6a53606e9be774817";

export default node;
