/**
 * @generated SignedSource<<9a16a7ed29904f87ab2ca46bc6e2ffec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubstituteDishes_order$data = {
  readonly cancelReason: string | null | undefined;
  readonly scheduledFor: any | null | undefined;
  readonly substituteDishes: ReadonlyArray<{
    readonly cook: {
      readonly name: string;
    };
    readonly effectivePriceCents: number;
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "SubstituteDishes_order";
};
export type SubstituteDishes_order$key = {
  readonly " $data"?: SubstituteDishes_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubstituteDishes_order">;
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
  "name": "SubstituteDishes_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cancelReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scheduledFor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FoodItem",
      "kind": "LinkedField",
      "name": "substituteDishes",
      "plural": true,
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
          "name": "effectivePriceCents",
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
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "932e31b5b5889e7b11c11edb938388d0";

export default node;
