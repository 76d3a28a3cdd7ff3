/**
 * @generated SignedSource<<be027608ac73bb554ec8fe257d083d6f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderSummary_quote$data = {
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
  readonly tipCents: number;
  readonly totalCents: number;
  readonly " $fragmentType": "OrderSummary_quote";
};
export type OrderSummary_quote$key = {
  readonly " $data"?: OrderSummary_quote$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderSummary_quote">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "OrderSummary_quote"
};

(node as any).hash = "8b7a5e7c097a5da1bfda80f64d9ad9b5";

export default node;
