// Tips, as rules without I/O: the one ceiling for a tip at checkout and after delivery, and who may
// give one after delivery, until when, and how much.

import { formatDollars } from "../money.ts";

/** A customer may tip for this many days after the delivery. */
export const TIP_WINDOW_DAYS = 30;
/** Stripe's smallest USD charge. */
export const MIN_TIP_CENTS = 50;
/** The largest tip taken, at checkout or after delivery, in cents. */
export const MAX_TIP_CENTS = 50_000;

const DAY_MS = 24 * 60 * 60 * 1000;

type Tippable = { status: string; deliveredAt: Date | null; driverId: number | null };

/** Why this delivered order cannot take a tip now; null when it can. */
export function tipRefusal(order: Tippable, now: Date): string | null {
  if (order.status !== "delivered" || !order.deliveredAt)
    return "You can tip your driver once the order has been delivered.";
  if (!order.driverId) return "This order had no driver to tip.";
  if (now.getTime() - order.deliveredAt.getTime() > TIP_WINDOW_DAYS * DAY_MS)
    return `Tips can be given up to ${TIP_WINDOW_DAYS} days after delivery; this order was delivered longer ago.`;
  return null;
}

/** Why an amount cannot be a tip; null when it can. */
export function tipAmountRefusal(amountCents: number): string | null {
  if (!Number.isInteger(amountCents) || amountCents < MIN_TIP_CENTS || amountCents > MAX_TIP_CENTS)
    return `A tip must be between ${formatDollars(MIN_TIP_CENTS)} and ${formatDollars(MAX_TIP_CENTS)}.`;
  return null;
}

/** The key of a request that names none: the same amount on the same order is the same tip, so a
 * retried request never charges twice; a client that means a second equal tip sends its own key. */
export const derivedTipKey = (orderId: number, amountCents: number) => `order-${orderId}-${amountCents}`;
