// The money rules of checkout (customer spec §9), cents in, cents out, no I/O.
import { haversineMiles } from "../../services/maps.ts";
import { formatWholeDollars } from "../money.ts";
import { MAX_TIP_CENTS } from "./tipRules.ts";

export const PLATFORM_FEE_PERCENT = 12;
/** 8.75%, in basis points so the arithmetic stays in integers. */
export const TAX_BASIS_POINTS = 875;
export const DELIVERY_CENTS_PER_MILE = 50;
export const DELIVERY_FREE_MILES = 2;
/** The spec's fixed distance, used when either end of the trip has no coordinates. */
export const UNKNOWN_DISTANCE_MILES = 2.5;
/** The distance a delivery is priced on: the real one when both points are known, else 2.5 mi. */
type MaybePoint = { latitude: number | null; longitude: number | null };

export function deliveryDistanceMiles(from: MaybePoint, to: MaybePoint): { miles: number; known: boolean } {
  if (from.latitude == null || from.longitude == null || to.latitude == null || to.longitude == null)
    return { miles: UNKNOWN_DISTANCE_MILES, known: false };
  return {
    miles: haversineMiles(
      { latitude: from.latitude, longitude: from.longitude },
      { latitude: to.latitude, longitude: to.longitude },
    ),
    known: true,
  };
}

/** Half-up rounding of a non-negative amount of cents given as numerator / denominator. */
function divideHalfUp(numerator: number, denominator: number) {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export function platformFeeCents(subtotalCents: number) {
  return divideHalfUp(subtotalCents * PLATFORM_FEE_PERCENT, 100);
}

export function taxCents(subtotalCents: number) {
  return divideHalfUp(subtotalCents * TAX_BASIS_POINTS, 10_000);
}

/**
 * The distance people are shown: in half-mile steps (at least half a mile). An exact figure would
 * place a kitchen within metres after a few quotes from known addresses; the exact distance stays on
 * the server, for the delivery radius and the fee.
 */
export const shownMiles = (miles: number) => Math.max(0.5, Math.round(miles * 2) / 2);

/** The store's base fee plus 0.50 a mile beyond 2 miles, in cents rounded half-up. */
export function deliveryFeeCents(baseFeeCents: number, miles: number) {
  // Miles carry two decimals, so the per-mile part is a whole number of hundredths of a cent.
  const extraHundredths = Math.round(Math.max(0, miles - DELIVERY_FREE_MILES) * 100) * DELIVERY_CENTS_PER_MILE;
  return baseFeeCents + divideHalfUp(extraHundredths, 100);
}

/** "2.5", "3", "12": a distance as labels show it (a radius as set, an order's in half-mile steps). */
export function formatMiles(miles: number) {
  return String(Math.round(miles * 10) / 10);
}

export function deliveryFeeLabel(miles: number) {
  return `Delivery Fee (${formatMiles(shownMiles(miles))} mi)`;
}

export type Totals = {
  subtotalCents: number;
  platformFeeCents: number;
  deliveryFeeCents: number;
  taxCents: number;
  /** The customer's tip for the driver (all of it theirs). */
  tipCents: number;
  totalCents: number;
};

/** A tip: a percentage of the subtotal, or an amount. */
export type TipChoice = { percent?: number | null; amountCents?: number | null } | null | undefined;
export const TIP_PERCENTS = [10, 15, 20] as const;

/** The tip in cents for a choice, or the message of the rule it breaks. */
export function tipCents(subtotalCents: number, tip: TipChoice): number | string {
  if (!tip || (tip.percent == null && tip.amountCents == null)) return 0;
  if (tip.percent != null && tip.amountCents != null) return "Choose a tip percentage or an amount, not both.";
  if (tip.percent != null) {
    if (!(TIP_PERCENTS as readonly number[]).includes(tip.percent)) return "A tip percentage must be 10, 15 or 20.";
    return divideHalfUp(subtotalCents * tip.percent, 100);
  }
  const amount = tip.amountCents!;
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > MAX_TIP_CENTS)
    return `Enter a tip between $0 and ${formatWholeDollars(MAX_TIP_CENTS)}.`;
  return amount;
}

/**
 * A dish's own delivery fee ('Delivery fee from this chef: $X' on its page) is what delivering it
 * costs, whatever the distance: the highest such fee among the ordered dishes replaces the store's
 * fee. Null when no dish has one.
 */
export function dishDeliveryFeeCents(dishes: { customDeliveryFeeCents: number | null }[]): number | null {
  const fees = dishes.flatMap((d) => (d.customDeliveryFeeCents == null ? [] : [d.customDeliveryFeeCents]));
  return fees.length ? Math.max(...fees) : null;
}

/**
 * Totals of an order: each fee rounded to cents on its own, total = subtotal + fees + tax. The
 * delivery fee is the dishes' own fee when one has it, else the store's by distance; at or above the
 * store's free-delivery minimum it is waived.
 */
export function orderTotals(input: {
  lines: { unitPriceCents: number; quantity: number }[];
  baseDeliveryFeeCents: number;
  dishDeliveryFeeCents?: number | null;
  miles: number;
  freeDeliveryMinimumCents?: number | null;
  tipCents?: number;
}): Totals {
  const subtotal = input.lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const free = input.freeDeliveryMinimumCents != null && subtotal >= input.freeDeliveryMinimumCents;
  const platformFee = platformFeeCents(subtotal);
  const delivery = free ? 0 : (input.dishDeliveryFeeCents ?? deliveryFeeCents(input.baseDeliveryFeeCents, input.miles));
  const tax = taxCents(subtotal);
  return {
    subtotalCents: subtotal,
    platformFeeCents: platformFee,
    deliveryFeeCents: delivery,
    taxCents: tax,
    tipCents: input.tipCents ?? 0,
    totalCents: subtotal + platformFee + delivery + tax + (input.tipCents ?? 0),
  };
}
