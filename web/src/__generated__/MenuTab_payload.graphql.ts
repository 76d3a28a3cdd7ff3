/**
 * @generated SignedSource<<f7d73e2d0495c1b844461ca50004e0cc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MenuTab_payload$data = {
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"CategoriesTab_cook" | "MenuTab_cook">;
  readonly " $fragmentType": "MenuTab_payload";
};
export type MenuTab_payload$key = {
  readonly " $data"?: MenuTab_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"MenuTab_payload">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MenuTab_payload",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MenuTab_cook"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CategoriesTab_cook"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "a31d8fe2946a577d9ae1537dee408838";

export default node;
