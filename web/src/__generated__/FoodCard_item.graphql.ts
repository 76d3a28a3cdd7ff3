/**
 * @generated SignedSource<<899168f9d087b81b7745bd9a211e54b0>>
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
  readonly soldOutToday: boolean;
  readonly specialActive: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"AllergenBadges_item" | "FavouriteButton_item">;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "soldOutToday",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FavouriteButton_item"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AllergenBadges_item"
    }
  ],
  "type": "FoodItem",
  "abstractKey": null
};

(node as any).hash = "ce947970b1e36ae967ee2815dbccf6e0";

export default node;
