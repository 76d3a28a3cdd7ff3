/**
 * @generated SignedSource<<5469f65fcb5e7c0603f2348ca1d4cdef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Allergen = "EGGS" | "FISH" | "MILK" | "PEANUTS" | "SESAME" | "SHELLFISH" | "SOY" | "TREE_NUTS" | "WHEAT" | "%future added value";
export type DietaryTag = "DAIRY_FREE" | "GLUTEN_FREE" | "HALAL" | "KOSHER" | "VEGAN" | "VEGETARIAN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AllergenBadges_item$data = {
  readonly allergens: ReadonlyArray<Allergen> | null | undefined;
  readonly conflicts: {
    readonly allergens: ReadonlyArray<Allergen>;
    readonly allergensDeclared: boolean;
    readonly diets: ReadonlyArray<DietaryTag>;
    readonly hasConflict: boolean;
  } | null | undefined;
  readonly dietaryTags: ReadonlyArray<DietaryTag> | null | undefined;
  readonly " $fragmentType": "AllergenBadges_item";
};
export type AllergenBadges_item$key = {
  readonly " $data"?: AllergenBadges_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"AllergenBadges_item">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "allergens",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AllergenBadges_item",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dietaryTags",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DietaryConflicts",
      "kind": "LinkedField",
      "name": "conflicts",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "diets",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "allergensDeclared",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hasConflict",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "FoodItem",
  "abstractKey": null
};
})();

(node as any).hash = "7b0b89ae0d2e012a223bd196050f0904";

export default node;
