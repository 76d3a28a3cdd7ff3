// Whether a kitchen takes an order now: business hours, vacation mode and its hourly and daily capacity.
// The menu shows a closed kitchen's dishes as closed; checkout refuses with the same message.
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Store } from "./defaults.ts";
import { isOpenAt, nextOpening, openingLabel, startOfLocalDay } from "./hours.ts";

export type KitchenAvailability =
  | { accepting: true }
  | { accepting: false; reason: string; nextOpening: Date | null; nextOpeningLabel: string };

const HOUR_MS = 60 * 60 * 1000;

/** Orders that hold a place in the kitchen's capacity: paid and not cancelled. */
const countsTowardCapacity = { paymentStatus: "succeeded", status: { not: "cancelled" } } as const;

export async function kitchenAvailability(prisma: PrismaClient, store: Store, now = new Date()): Promise<KitchenAvailability> {
  const closed = (reason: string, opening: Date | null) => ({
    accepting: false as const,
    reason,
    nextOpening: opening,
    nextOpeningLabel: openingLabel(opening, store.timeZone),
  });
  if (store.vacationMode) return closed(`${store.businessName} is on vacation and not taking orders.`, null);
  if (!isOpenAt(store.businessHours, store.timeZone, now)) {
    const opening = nextOpening(store.businessHours, store.timeZone, now);
    return closed(`${store.businessName} is closed now. ${openingLabel(opening, store.timeZone)}.`, opening);
  }
  const [lastHour, today] = await Promise.all([
    prisma.order.count({ where: { cookId: store.userId, ...countsTowardCapacity, paidAt: { gt: new Date(now.getTime() - HOUR_MS) } } }),
    store.maxOrdersPerDay == null
      ? 0
      : prisma.order.count({ where: { cookId: store.userId, ...countsTowardCapacity, paidAt: { gte: startOfLocalDay(now, store.timeZone) } } }),
  ]);
  if (lastHour >= store.maxOrdersPerHour) {
    return closed(
      `${store.businessName} has reached its limit of ${store.maxOrdersPerHour} orders per hour. Please try again later.`,
      new Date(now.getTime() + HOUR_MS),
    );
  }
  if (store.maxOrdersPerDay != null && today >= store.maxOrdersPerDay) {
    const tomorrow = new Date(startOfLocalDay(now, store.timeZone).getTime() + 26 * HOUR_MS);
    const opening = nextOpening(store.businessHours, store.timeZone, startOfLocalDay(tomorrow, store.timeZone));
    return closed(`${store.businessName} has reached its limit of ${store.maxOrdersPerDay} orders for today.`, opening);
  }
  return { accepting: true };
}
