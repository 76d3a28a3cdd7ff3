/**
 * @generated SignedSource<<3fb497d0ad6b39eae5bcd982523daa3a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SearchBox_kitchen$data = {
  readonly databaseId: number;
  readonly restaurantProfile: {
    readonly cuisineType: string;
    readonly restaurantName: string;
  } | null | undefined;
  readonly username: string;
  readonly " $fragmentSpreads": FragmentRefs<"FavouriteButton_cook">;
  readonly " $fragmentType": "SearchBox_kitchen";
};
export type SearchBox_kitchen$key = {
  readonly " $data"?: SearchBox_kitchen$data;
  readonly " $fragmentSpreads": FragmentRefs<"SearchBox_kitchen">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SearchBox_kitchen",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cuisineType",
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

(node as any).hash = "4931739afbbac240997a3e01f5cda925";

export default node;
