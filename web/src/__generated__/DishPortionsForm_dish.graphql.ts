/**
 * @generated SignedSource<<35cdd226e0bd1f45369e888ab7792a98>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DishPortionsForm_dish$data = {
  readonly id: string;
  readonly name: string;
  readonly portions: ReadonlyArray<{
    readonly date: string;
    readonly portions: number | null | undefined;
    readonly remaining: number | null | undefined;
  }>;
  readonly portionsPerDay: number | null | undefined;
  readonly " $fragmentType": "DishPortionsForm_dish";
};
export type DishPortionsForm_dish$key = {
  readonly " $data"?: DishPortionsForm_dish$data;
  readonly " $fragmentSpreads": FragmentRefs<"DishPortionsForm_dish">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DishPortionsForm_dish",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "portionsPerDay",
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
          "name": "portions",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "remaining",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "FoodItem",
  "abstractKey": null
};

(node as any).hash = "17103584281d1c47c3591ad68ae5f453";

export default node;
