// Whether a kitchen takes an order now: business hours, vacation mode, a day off, and its hourly and
// daily capacity. The menu shows a closed kitchen's dishes as closed; checkout refuses with the same
// message. A day off's reason is for the customers whose orders it cancelled: here it is "closed today".
import type { PrismaClient } from "../../generated/prisma/client.ts";
import { storeOf, type Store } from "./defaults.ts";
import { isOpenAt, nextOpening, openingLabel, startOfLocalDay } from "./hours.ts";
import { formatLocalDate, localDateOf } from "./slots.ts";

export type KitchenAvailability =
  { accepting: true } | { accepting: false; reason: string; nextOpening: Date | null; nextOpeningLabel: string };

const HOUR_MS = 60 * 60 * 1000;

/** Orders that hold a place in the kitchen's capacity: paid and not cancelled. An order placed
 * ahead for a delivery slot counts toward its slot's capacity instead (orders/schedule.ts). */
const countsTowardCapacity = { paymentStatus: "succeeded", status: { not: "cancelled" }, scheduledFor: null } as const;

/** The kitchen's state from its store and the paid times of its orders that count toward capacity. */
export function availabilityOf(store: Store, paidTimes: Date[], now: Date, dayOff = false): KitchenAvailability {
  const closed = (reason: string, opening: Date | null) => ({
    accepting: false as const,
    reason,
    nextOpening: opening,
    nextOpeningLabel: openingLabel(opening, store.timeZone),
  });
  if (store.vacationMode) return closed(`${store.businessName} is on vacation and not taking orders.`, null);
  if (dayOff) {
    const tomorrow = new Date(startOfLocalDay(now, store.timeZone).getTime() + 26 * HOUR_MS);
    const opening = nextOpening(store.businessHours, store.timeZone, startOfLocalDay(tomorrow, store.timeZone));
    return closed(`${store.businessName} is closed today.`, opening);
  }
  if (!isOpenAt(store.businessHours, store.timeZone, now)) {
    const opening = nextOpening(store.businessHours, store.timeZone, now);
    return closed(`${store.businessName} is closed now. ${openingLabel(opening, store.timeZone)}.`, opening);
  }
  const hourAgo = now.getTime() - HOUR_MS;
  const dayStart = startOfLocalDay(now, store.timeZone).getTime();
  const lastHour = paidTimes.filter((t) => t.getTime() > hourAgo).length;
  const today = paidTimes.filter((t) => t.getTime() >= dayStart).length;
  if (lastHour >= store.maxOrdersPerHour) {
    return closed(
      `${store.businessName} has reached its limit of ${store.maxOrdersPerHour} orders per hour. Please try again later.`,
      new Date(now.getTime() + HOUR_MS),
    );
  }
  if (store.maxOrdersPerDay != null && today >= store.maxOrdersPerDay) {
    const tomorrow = new Date(dayStart + 26 * HOUR_MS);
    const opening = nextOpening(store.businessHours, store.timeZone, startOfLocalDay(tomorrow, store.timeZone));
    return closed(`${store.businessName} has reached its limit of ${store.maxOrdersPerDay} orders for today.`, opening);
  }
  return { accepting: true };
}

/** The earliest paid time that can count for this store now: an hour ago or the local day's start. */
function countingSince(store: Store, now: Date): Date {
  return new Date(Math.min(now.getTime() - HOUR_MS, startOfLocalDay(now, store.timeZone).getTime()));
}

export async function kitchenAvailability(
  prisma: PrismaClient,
  store: Store,
  now = new Date(),
): Promise<KitchenAvailability> {
  const today = formatLocalDate(localDateOf(now, store.timeZone));
  const dayOff = !!(await prisma.kitchenDayOff.findUnique({
    where: { cookId_date: { cookId: store.userId, date: today } },
  }));
  if (store.vacationMode || dayOff || !isOpenAt(store.businessHours, store.timeZone, now))
    return availabilityOf(store, [], now, dayOff);
  const rows = await prisma.order.findMany({
    where: { cookId: store.userId, ...countsTowardCapacity, paidAt: { gte: countingSince(store, now) } },
    select: { paidAt: true },
  });
  return availabilityOf(
    store,
    rows.map((r) => r.paidAt!),
    now,
  );
}

/** Many kitchens at once, in two statements whatever their number (menus list dishes of many cooks). */
export async function kitchenAvailabilities(prisma: PrismaClient, cookIds: number[], now = new Date()) {
  const cooks = await prisma.user.findMany({ where: { id: { in: cookIds } }, include: { storeSettings: true } });
  const stores = cooks.map(storeOf);
  const since = stores.length ? new Date(Math.min(...stores.map((s) => countingSince(s, now).getTime()))) : now;
  const paid = stores.length
    ? await prisma.order.findMany({
        where: { cookId: { in: stores.map((s) => s.userId) }, ...countsTowardCapacity, paidAt: { gte: since } },
        select: { cookId: true, paidAt: true },
      })
    : [];
  const byCook = new Map<number, Date[]>();
  for (const row of paid) byCook.set(row.cookId, [...(byCook.get(row.cookId) ?? []), row.paidAt!]);
  const todayOf = (store: Store) => formatLocalDate(localDateOf(now, store.timeZone));
  const daysOff = stores.length
    ? await prisma.kitchenDayOff.findMany({
        where: { OR: stores.map((s) => ({ cookId: s.userId, date: todayOf(s) })) },
        select: { cookId: true },
      })
    : [];
  const closedToday = new Set(daysOff.map((d) => d.cookId));
  return new Map(
    stores.map((store) => [
      store.userId,
      {
        store,
        availability: availabilityOf(store, byCook.get(store.userId) ?? [], now, closedToday.has(store.userId)),
      },
    ]),
  );
}
