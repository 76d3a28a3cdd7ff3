/**
 * @generated SignedSource<<e36bd804427699815c2d0b21edff8379>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScheduledSlot_order$data = {
  readonly canCancel: boolean;
  readonly cancellableUntil: any | null | undefined;
  readonly id: string;
  readonly scheduledLabel: string | null | undefined;
  readonly " $fragmentType": "ScheduledSlot_order";
};
export type ScheduledSlot_order$key = {
  readonly " $data"?: ScheduledSlot_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScheduledSlot_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScheduledSlot_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scheduledLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canCancel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cancellableUntil",
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "afea74e3300461896c173bb17896a874";

export default node;
