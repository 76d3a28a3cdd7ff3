/**
 * @generated SignedSource<<5c656a7448d3ef9eff603919e3bdd406>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CartDrawer_cart$data = {
  readonly cook: {
    readonly username: string;
  } | null | undefined;
  readonly id: string;
  readonly lines: ReadonlyArray<{
    readonly foodItem: {
      readonly available: boolean;
      readonly databaseId: number;
      readonly id: string;
      readonly name: string;
    };
    readonly id: string;
    readonly lineTotalCents: number;
    readonly quantity: number;
    readonly unitPriceCents: number;
  }>;
  readonly subtotalCents: number;
  readonly totalQuantity: number;
  readonly " $fragmentType": "CartDrawer_cart";
};
export type CartDrawer_cart$key = {
  readonly " $data"?: CartDrawer_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartDrawer_cart">;
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
  "name": "CartDrawer_cart",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalQuantity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subtotalCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "cook",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CartLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unitPriceCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lineTotalCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FoodItem",
          "kind": "LinkedField",
          "name": "foodItem",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
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
              "name": "available",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Cart",
  "abstractKey": null
};
})();

(node as any).hash = "d95e15c0eb9911134a74a21f4cd39f82";

export default node;
