/**
 * @generated SignedSource<<8017f16695770de1221c47ea8a75f535>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScheduledSlot_order$data = {
  readonly canCancel: boolean;
  readonly cancellableUntilLabel: string | null | undefined;
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
      "name": "cancellableUntilLabel",
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "e8391ab50f846070c7ac1b0487efbb0c";

export default node;
