// What a dish costs right now: the spec's special-price rule and percent-off formula, on the server.
import type { FoodItem } from "../../generated/prisma/client.ts";

type Priced = Pick<FoodItem, "priceCents" | "isOnSpecial" | "specialPriceCents" | "specialEndDate">;

/** A special applies while it is on, has a price, and its end date is empty or still ahead. */
export function specialApplies(item: Priced, now: Date = new Date()): boolean {
  return (
    item.isOnSpecial &&
    item.specialPriceCents != null &&
    (item.specialEndDate == null || item.specialEndDate.getTime() > now.getTime())
  );
}

/** The price a customer pays for one, in cents. */
export function effectivePriceCents(item: Priced, now: Date = new Date()): number {
  return specialApplies(item, now) ? item.specialPriceCents! : item.priceCents;
}

/** Rounded (regular - special) / regular * 100 while the special applies, else null. */
export function percentOff(item: Priced, now: Date = new Date()): number | null {
  if (!specialApplies(item, now) || item.priceCents <= 0) return null;
  return Math.round(((item.priceCents - item.specialPriceCents!) / item.priceCents) * 100);
}
