/**
 * @generated SignedSource<<62463e6541c6d14fdb755d1c0d345ef7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DaysOffTab_cook$data = {
  readonly daysOff: ReadonlyArray<{
    readonly date: string;
    readonly dateLabel: string;
    readonly reason: string;
  }>;
  readonly " $fragmentType": "DaysOffTab_cook";
};
export type DaysOffTab_cook$key = {
  readonly " $data"?: DaysOffTab_cook$data;
  readonly " $fragmentSpreads": FragmentRefs<"DaysOffTab_cook">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DaysOffTab_cook",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "KitchenDayOff",
      "kind": "LinkedField",
      "name": "daysOff",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dateLabel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "57fab4201ad12766a8d9fb19364c5c1b";

export default node;
