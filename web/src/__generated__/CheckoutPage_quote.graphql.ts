/**
 * @generated SignedSource<<c622e6be73baee6a78e6afa63f2fd70b>>
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
  readonly tipCents: number;
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

(node as any).hash = "ec64f6d627c3ac725326d1cffb5e4f07";

export default node;
