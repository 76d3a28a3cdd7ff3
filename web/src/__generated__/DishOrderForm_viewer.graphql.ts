/**
 * @generated SignedSource<<005271b32c0b50add32dcb23551b6166>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DishOrderForm_viewer$data = {
  readonly id: string;
  readonly " $fragmentType": "DishOrderForm_viewer";
};
export type DishOrderForm_viewer$key = {
  readonly " $data"?: DishOrderForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"DishOrderForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DishOrderForm_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "85223816512b1781ec62d1718786c098";

export default node;
