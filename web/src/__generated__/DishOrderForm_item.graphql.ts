/**
 * @generated SignedSource<<62fca5348caf95cf143720727f91f3de>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DishOrderForm_item$data = {
  readonly available: boolean;
  readonly effectivePriceCents: number;
  readonly id: string;
  readonly kitchenStatus: {
    readonly label: string;
    readonly open: boolean;
  };
  readonly name: string;
  readonly portionsToday: {
    readonly dateLabel: string;
  } | null | undefined;
  readonly soldOutToday: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"ConflictConfirm_item">;
  readonly " $fragmentType": "DishOrderForm_item";
};
export type DishOrderForm_item$key = {
  readonly " $data"?: DishOrderForm_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"DishOrderForm_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DishOrderForm_item",
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
      "name": "available",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "effectivePriceCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "KitchenStatus",
      "kind": "LinkedField",
      "name": "kitchenStatus",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "open",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "soldOutToday",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DishPortionDay",
      "kind": "LinkedField",
      "name": "portionsToday",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dateLabel",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ConflictConfirm_item"
    }
  ],
  "type": "FoodItem",
  "abstractKey": null
};

(node as any).hash = "ca06e7b550a9eedfdba7c5127ffe286e";

export default node;
