/**
 * @generated SignedSource<<662ce95b8ade5ac1a63b2d2088548dd9>>
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
  readonly distanceApproximate: boolean;
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

(node as any).hash = "6e3047cabc019b80d351c31c419bb6ce";

export default node;
