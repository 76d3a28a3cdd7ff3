/**
 * @generated SignedSource<<f382abc51f9f1039a44498d4bc574cff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RestaurantTab_cook$data = {
  readonly restaurantProfile: {
    readonly bannerUrl: string | null | undefined;
    readonly cuisineType: string;
    readonly description: string;
    readonly logoUrl: string | null | undefined;
    readonly restaurantName: string;
    readonly specialties: ReadonlyArray<string>;
  } | null | undefined;
  readonly " $fragmentType": "RestaurantTab_cook";
};
export type RestaurantTab_cook$key = {
  readonly " $data"?: RestaurantTab_cook$data;
  readonly " $fragmentSpreads": FragmentRefs<"RestaurantTab_cook">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RestaurantTab_cook",
  "selections": [
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "logoUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bannerUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "specialties",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "31bef51ceb502b9f584fd4ddbe25e5d9";

export default node;
