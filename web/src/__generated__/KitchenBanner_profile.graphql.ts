/**
 * @generated SignedSource<<1537e31f0f2edf93d50da7f727516066>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type KitchenBanner_profile$data = {
  readonly banner: {
    readonly " $fragmentSpreads": FragmentRefs<"ResponsiveImage_image">;
  } | null | undefined;
  readonly logo: {
    readonly " $fragmentSpreads": FragmentRefs<"ResponsiveImage_image">;
  } | null | undefined;
  readonly restaurantName: string;
  readonly " $fragmentType": "KitchenBanner_profile";
};
export type KitchenBanner_profile$key = {
  readonly " $data"?: KitchenBanner_profile$data;
  readonly " $fragmentSpreads": FragmentRefs<"KitchenBanner_profile">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "ResponsiveImage_image"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "KitchenBanner_profile",
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
      "concreteType": "ResponsiveImage",
      "kind": "LinkedField",
      "name": "banner",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ResponsiveImage",
      "kind": "LinkedField",
      "name": "logo",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "RestaurantProfile",
  "abstractKey": null
};
})();

(node as any).hash = "58578c3b2d357773eb9c8a0cd88313f9";

export default node;
