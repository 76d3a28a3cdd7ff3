/**
 * @generated SignedSource<<5c468c0766f187dbc461416650a88e8d>>
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
  readonly discountCents: number;
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
  readonly promoCode: string | null | undefined;
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

(node as any).hash = "b6f9a17872f632c082dd3861b139ac49";

export default node;
