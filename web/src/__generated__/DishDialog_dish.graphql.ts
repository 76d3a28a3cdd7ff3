/**
 * @generated SignedSource<<cbc34c7e28e343755041fb63d0ce8479>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Meal = "BREAKFAST" | "DESSERTS" | "DINNER" | "LUNCH" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DishDialog_dish$data = {
  readonly category: {
    readonly id: string;
  } | null | undefined;
  readonly customDeliveryFeeCents: number | null | undefined;
  readonly description: string;
  readonly id: string;
  readonly imageUrl: string | null | undefined;
  readonly isOnSpecial: boolean;
  readonly meal: Meal;
  readonly name: string;
  readonly portionsPerDay: number | null | undefined;
  readonly prepTime: string;
  readonly priceCents: number;
  readonly specialDescription: string | null | undefined;
  readonly specialEndDate: any | null | undefined;
  readonly specialPriceCents: number | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"AllergenFields_item">;
  readonly " $fragmentType": "DishDialog_dish";
};
export type DishDialog_dish$key = {
  readonly " $data"?: DishDialog_dish$data;
  readonly " $fragmentSpreads": FragmentRefs<"DishDialog_dish">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DishDialog_dish",
  "selections": [
    (v0/*:: as any*/),
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
      "kind": "ScalarField",
      "name": "meal",
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
      "name": "prepTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customDeliveryFeeCents",
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
      "kind": "ScalarField",
      "name": "isOnSpecial",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "specialPriceCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "specialDescription",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "specialEndDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "category",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AllergenFields_item"
    }
  ],
  "type": "FoodItem",
  "abstractKey": null
};
})();

(node as any).hash = "6670ecfdee90ebc403e9ff48e09d16e0";

export default node;
