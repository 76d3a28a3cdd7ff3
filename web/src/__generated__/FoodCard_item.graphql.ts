/**
 * @generated SignedSource<<ce1879a686e8949358e4077a5b4ce47a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FoodCard_item$data = {
  readonly databaseId: number;
  readonly description: string;
  readonly effectivePriceCents: number;
  readonly image: {
    readonly " $fragmentSpreads": FragmentRefs<"DishImage_image">;
  } | null | undefined;
  readonly kitchenStatus: {
    readonly label: string;
    readonly open: boolean;
  };
  readonly name: string;
  readonly prepTime: string;
  readonly priceCents: number;
  readonly rating: number;
  readonly reviewCount: number;
  readonly specialActive: boolean;
  readonly " $fragmentType": "FoodCard_item";
};
export type FoodCard_item$key = {
  readonly " $data"?: FoodCard_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"FoodCard_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FoodCard_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ResponsiveImage",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DishImage_image"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priceCents",
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
      "kind": "ScalarField",
      "name": "specialActive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "prepTime",
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
    }
  ],
  "type": "FoodItem",
  "abstractKey": null
};

(node as any).hash = "11ff96c69194b00068be5ca49994be9d";

export default node;
