/**
 * @generated SignedSource<<cc0862c29d916cefbfdf1607de560b71>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LikeButton_recipe$data = {
  readonly id: string;
  readonly likes: number;
  readonly title: string;
  readonly viewerHasLiked: boolean;
  readonly " $fragmentType": "LikeButton_recipe";
};
export type LikeButton_recipe$key = {
  readonly " $data"?: LikeButton_recipe$data;
  readonly " $fragmentSpreads": FragmentRefs<"LikeButton_recipe">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LikeButton_recipe",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "likes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerHasLiked",
      "storageKey": null
    }
  ],
  "type": "Recipe",
  "abstractKey": null
};

(node as any).hash = "3a465eba4052a78174efe1e92ad1d6c5";

export default node;
