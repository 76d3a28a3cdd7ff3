/**
 * @generated SignedSource<<bdc5089cf42010f86dc28388670b1f6e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReorderButton_order$data = {
  readonly id: string;
  readonly kitchenName: string;
  readonly " $fragmentType": "ReorderButton_order";
};
export type ReorderButton_order$key = {
  readonly " $data"?: ReorderButton_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReorderButton_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReorderButton_order",
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
      "name": "kitchenName",
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "6f3c53c42f34c280a1e96f17a462abbf";

export default node;
