/**
 * @generated SignedSource<<bc8987fa6709974ab5146a77b085a21c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Allergen = "EGGS" | "FISH" | "MILK" | "PEANUTS" | "SESAME" | "SHELLFISH" | "SOY" | "TREE_NUTS" | "WHEAT" | "%future added value";
export type DietaryTag = "DAIRY_FREE" | "GLUTEN_FREE" | "HALAL" | "KOSHER" | "VEGAN" | "VEGETARIAN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AllergenFields_item$data = {
  readonly allergens: ReadonlyArray<Allergen> | null | undefined;
  readonly dietaryTags: ReadonlyArray<DietaryTag> | null | undefined;
  readonly " $fragmentType": "AllergenFields_item";
};
export type AllergenFields_item$key = {
  readonly " $data"?: AllergenFields_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"AllergenFields_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AllergenFields_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "allergens",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dietaryTags",
      "storageKey": null
    }
  ],
  "type": "FoodItem",
  "abstractKey": null
};

(node as any).hash = "5f7062e582c0e92662e82210345f9dac";

export default node;
