/**
 * @generated SignedSource<<5a6f491f47821f8cad873fba5b7687c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Allergen = "EGGS" | "FISH" | "MILK" | "PEANUTS" | "SESAME" | "SHELLFISH" | "SOY" | "TREE_NUTS" | "WHEAT" | "%future added value";
export type DietaryTag = "DAIRY_FREE" | "GLUTEN_FREE" | "HALAL" | "KOSHER" | "VEGAN" | "VEGETARIAN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DietaryProfileForm_query$data = {
  readonly dietaryProfile: {
    readonly avoidAllergens: ReadonlyArray<Allergen>;
    readonly diets: ReadonlyArray<DietaryTag>;
  };
  readonly " $fragmentType": "DietaryProfileForm_query";
};
export type DietaryProfileForm_query$key = {
  readonly " $data"?: DietaryProfileForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DietaryProfileForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DietaryProfileForm_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DietaryProfile",
      "kind": "LinkedField",
      "name": "dietaryProfile",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "avoidAllergens",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "diets",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "6fa4814bba3f4d6010b6ca942689c111";

export default node;
