/**
 * @generated SignedSource<<f5062712fd8a41c208e30f5faae4136e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResponsiveImage_image$data = {
  readonly height: number;
  readonly srcSet: string;
  readonly url: string;
  readonly width: number;
  readonly " $fragmentType": "ResponsiveImage_image";
};
export type ResponsiveImage_image$key = {
  readonly " $data"?: ResponsiveImage_image$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResponsiveImage_image">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResponsiveImage_image",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "width",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "height",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "srcSet",
      "storageKey": null
    }
  ],
  "type": "ResponsiveImage",
  "abstractKey": null
};

(node as any).hash = "b46c69a770f43dd5db7aa6ed74f6b755";

export default node;
