/**
 * @generated SignedSource<<d3d4c4075a5e2df356d4b5697f34c9bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Allergen = "EGGS" | "FISH" | "MILK" | "PEANUTS" | "SESAME" | "SHELLFISH" | "SOY" | "TREE_NUTS" | "WHEAT" | "%future added value";
export type DietaryTag = "DAIRY_FREE" | "GLUTEN_FREE" | "HALAL" | "KOSHER" | "VEGAN" | "VEGETARIAN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ConflictConfirm_item$data = {
  readonly conflicts: {
    readonly allergens: ReadonlyArray<Allergen>;
    readonly allergensDeclared: boolean;
    readonly diets: ReadonlyArray<DietaryTag>;
    readonly hasConflict: boolean;
  } | null | undefined;
  readonly name: string;
  readonly " $fragmentType": "ConflictConfirm_item";
};
export type ConflictConfirm_item$key = {
  readonly " $data"?: ConflictConfirm_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConflictConfirm_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConflictConfirm_item",
  "selections": [
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
      "concreteType": "DietaryConflicts",
      "kind": "LinkedField",
      "name": "conflicts",
      "plural": false,
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

(node as any).hash = "80d9d01ef924662c8914c637b06c1ab7";

export default node;
