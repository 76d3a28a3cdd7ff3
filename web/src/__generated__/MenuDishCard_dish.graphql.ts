/**
 * @generated SignedSource<<09e3c0ea1ee7f80b04e6c614225537f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Meal = "BREAKFAST" | "DESSERTS" | "DINNER" | "LUNCH" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MenuDishCard_dish$data = {
  readonly available: boolean;
  readonly category: {
    readonly name: string;
  } | null | undefined;
  readonly description: string;
  readonly id: string;
  readonly imageUrl: string | null | undefined;
  readonly meal: Meal;
  readonly name: string;
  readonly prepTime: string;
  readonly priceCents: number;
  readonly specialActive: boolean;
  readonly specialPriceCents: number | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"DishPortionsForm_dish">;
  readonly " $fragmentType": "MenuDishCard_dish";
};
export type MenuDishCard_dish$key = {
  readonly " $data"?: MenuDishCard_dish$data;
  readonly " $fragmentSpreads": FragmentRefs<"MenuDishCard_dish">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MenuDishCard_dish",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
      "name": "available",
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
      "name": "specialPriceCents",
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
      "name": "DishPortionsForm_dish"
    }
  ],
  "type": "FoodItem",
  "abstractKey": null
};
})();

(node as any).hash = "8de5e385f4e0560b3de0ae3cf44a970b";

export default node;
