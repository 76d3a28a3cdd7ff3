/**
 * @generated SignedSource<<a3346c38050dd310a83c02a22b6487f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DishImage_image$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ResponsiveImage_image">;
  readonly " $fragmentType": "DishImage_image";
};
export type DishImage_image$key = {
  readonly " $data"?: DishImage_image$data;
  readonly " $fragmentSpreads": FragmentRefs<"DishImage_image">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DishImage_image",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ResponsiveImage_image"
    }
  ],
  "type": "ResponsiveImage",
  "abstractKey": null
};

(node as any).hash = "ce02e45fdad9230d63ca41ed42618cf1";

export default node;
