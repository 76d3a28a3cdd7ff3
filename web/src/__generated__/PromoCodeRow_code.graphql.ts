/**
 * @generated SignedSource<<1adb04c2d0b6283e28bbd5da173b00ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PromoKind = "AMOUNT" | "FREE_DELIVERY" | "PERCENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PromoCodeRow_code$data = {
  readonly active: boolean;
  readonly amountOffCents: number | null | undefined;
  readonly code: string;
  readonly endsAt: any | null | undefined;
  readonly firstOrderOnly: boolean;
  readonly id: string;
  readonly kind: PromoKind;
  readonly maxRedemptions: number | null | undefined;
  readonly minSubtotalCents: number | null | undefined;
  readonly perCustomerLimit: number | null | undefined;
  readonly percentOff: number | null | undefined;
  readonly redemptionCount: number;
  readonly startsAt: any | null | undefined;
  readonly " $fragmentType": "PromoCodeRow_code";
};
export type PromoCodeRow_code$key = {
  readonly " $data"?: PromoCodeRow_code$data;
  readonly " $fragmentSpreads": FragmentRefs<"PromoCodeRow_code">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PromoCodeRow_code",
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
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "percentOff",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amountOffCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "minSubtotalCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxRedemptions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "perCustomerLimit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstOrderOnly",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "redemptionCount",
      "storageKey": null
    }
  ],
  "type": "PromoCode",
  "abstractKey": null
};

(node as any).hash = "cbbc330228d2c4e519ec8322572f8cec";

export default node;
