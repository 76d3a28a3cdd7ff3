/**
 * @generated SignedSource<<ed3542f89e2a0781fc1eb3963422acde>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FavouritesPage_kitchen$data = {
  readonly databaseId: number;
  readonly kitchenArea: string | null | undefined;
  readonly restaurantProfile: {
    readonly restaurantName: string;
  } | null | undefined;
  readonly username: string;
  readonly " $fragmentSpreads": FragmentRefs<"FavouriteButton_cook">;
  readonly " $fragmentType": "FavouritesPage_kitchen";
};
export type FavouritesPage_kitchen$key = {
  readonly " $data"?: FavouritesPage_kitchen$data;
  readonly " $fragmentSpreads": FragmentRefs<"FavouritesPage_kitchen">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FavouritesPage_kitchen",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
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
      "name": "kitchenArea",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RestaurantProfile",
      "kind": "LinkedField",
      "name": "restaurantProfile",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "restaurantName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FavouriteButton_cook"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "06c050795aa126142d773b50d456a790";

export default node;
