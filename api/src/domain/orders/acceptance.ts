// Whether a kitchen takes an order: every kitchen-side rule of the store settings, in one place,
// checked when the payment is set up and again when the order is placed.
import type { PrismaClient } from "../../generated/prisma/client.ts";
import { portionsShortOn } from "./portionCounts.ts";
import { kitchenAvailability } from "../store/availability.ts";
import { localDateOf } from "../store/slots.ts";
import type { Store } from "../store/defaults.ts";
import { formatDollars } from "../money.ts";
import { CheckoutError } from "./errors.ts";
import { formatMiles } from "./pricing.ts";
import { assertSlotBookable } from "./schedule.ts";
import type { Quote } from "./quote.ts";

/** The kitchen's local date an order is delivered on: its slot's, or today for as soon as possible. */
export const deliveryDateOf = (store: Pick<Store, "timeZone">, now: Date, scheduledFor: Date | null) =>
  localDateOf(scheduledFor ?? now, store.timeZone);

/** The refusal on a day off; its reason is for the customers whose orders it cancelled, not for everyone. */
export const closedToday = (store: Pick<Store, "businessName">) => `${store.businessName} is closed today.`;

/** `scheduledFor`: the start of the delivery slot ordered ahead; null for as soon as possible. */
export async function assertKitchenAccepts(
  prisma: PrismaClient,
  store: Store,
  quote: Quote,
  now: Date,
  scheduledFor: Date | null = null,
): Promise<void> {
  if (scheduledFor) {
    // Ordered ahead: the slot's own rules (offered, not past its cutoff, not full) stand in for "open now".
    await assertSlotBookable(prisma, store, scheduledFor, now);
  } else {
    // Vacation, a day off, business hours and capacity (orders paid in the last hour and today).
    const availability = await kitchenAvailability(prisma, store, now);
    if (!availability.accepting) throw new CheckoutError(availability.reason);
  }
  if (quote.subtotalCents < store.minimumOrderCents)
    throw new CheckoutError(`${store.businessName} has a minimum order of ${formatDollars(store.minimumOrderCents)}.`);
  if (quote.distanceKnown && quote.distanceMiles > store.deliveryRadiusMiles)
    throw new CheckoutError(
      `${store.businessName} delivers within ${formatMiles(store.deliveryRadiusMiles)} miles; this address is ${formatMiles(quote.distanceMiles)} miles away.`,
    );
  const soldOut = await portionsShortOn(prisma, quote.lines, deliveryDateOf(store, now, scheduledFor), now);
  if (soldOut) throw new CheckoutError(soldOut);
  // The free-delivery minimum is a price rule, applied in orderTotals (pricing.ts).
}
