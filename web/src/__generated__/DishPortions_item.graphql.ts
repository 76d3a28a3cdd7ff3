/**
 * @generated SignedSource<<503f2dbc0c273769d25b1f9a67e7c159>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DishPortions_item$data = {
  readonly id: string;
  readonly portions: ReadonlyArray<{
    readonly date: string;
    readonly dateLabel: string;
    readonly portions: number | null | undefined;
    readonly remaining: number | null | undefined;
    readonly soldOut: boolean;
  }>;
  readonly " $fragmentType": "DishPortions_item";
};
export type DishPortions_item$key = {
  readonly " $data"?: DishPortions_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"DishPortions_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DishPortions_item",
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
      "concreteType": "DishPortionDay",
      "kind": "LinkedField",
      "name": "portions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dateLabel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "portions",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "remaining",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "soldOut",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "FoodItem",
  "abstractKey": null
};

(node as any).hash = "3598031b436448f7484018673e5776a0";

export default node;
