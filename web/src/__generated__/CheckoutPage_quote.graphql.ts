/**
 * @generated SignedSource<<a3ae5283cca9d1047caf66fe2f9d8c0b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckoutPage_quote$data = {
  readonly deliveryAddress: string;
  readonly deliveryFeeCents: number;
  readonly deliveryFeeLabel: string;
  readonly distanceKnown: boolean;
  readonly kitchenName: string;
  readonly lines: ReadonlyArray<{
    readonly foodItemDatabaseId: number;
    readonly lineTotalCents: number;
    readonly name: string;
    readonly quantity: number;
    readonly regularPriceCents: number;
    readonly specialApplied: boolean;
    readonly unitPriceCents: number;
  }>;
  readonly platformFeeCents: number;
  readonly subtotalCents: number;
  readonly taxCents: number;
  readonly totalCents: number;
  readonly " $fragmentType": "CheckoutPage_quote";
};
export type CheckoutPage_quote$key = {
  readonly " $data"?: CheckoutPage_quote$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutPage_quote">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "CheckoutPage_quote"
};

(node as any).hash = "6b7727a9d4a4d425bd5d5579c6928cbb";

export default node;
