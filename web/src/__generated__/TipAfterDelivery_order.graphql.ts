/**
 * @generated SignedSource<<6ee939ced240f99a0a247ba9cb088720>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TipAfterDelivery_order$data = {
  readonly canTip: boolean;
  readonly id: string;
  readonly tipsGiven: ReadonlyArray<{
    readonly amountCents: number;
    readonly id: string;
    readonly paidAt: any | null | undefined;
  }>;
  readonly tipsGivenCents: number;
  readonly " $fragmentType": "TipAfterDelivery_order";
};
export type TipAfterDelivery_order$key = {
  readonly " $data"?: TipAfterDelivery_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"TipAfterDelivery_order">;
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
  "name": "TipAfterDelivery_order",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canTip",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tipsGivenCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Tip",
      "kind": "LinkedField",
      "name": "tipsGiven",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amountCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paidAt",
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

(node as any).hash = "dffbb9991ef12af0709cff57b54fe8c4";

export default node;
