// Order ahead on the server: whether a delivery slot may take one more order (its room counted in the
// database, under a lock on the kitchen so concurrent checkouts cannot overfill it), what a scheduled
// order records, and the sweep that moves each scheduled order into the cook's live queue when its
// preparation should start. The sweep reads the orders themselves, so it survives restarts and any
// API process may run it.
import type { Services } from "../../context.ts";
import type { Notification, Prisma } from "../../generated/prisma/client.ts";
import type { Store } from "../store/defaults.ts";
import { announce, notifyOrderStatus } from "../notifications/events.ts";
import {
  dayLabel,
  formatLocalDate,
  isSlotStart,
  localDateOf,
  slotCapacity,
  slotCutoffMinutes,
  slotLabel,
  slotRefusal,
  type SlotRefusal,
} from "../store/slots.ts";
import { UNPAID_HOLD_MINUTES } from "./holds.ts";
import { CheckoutError } from "./errors.ts";
import { publishOrderUpdated } from "./updates.ts";
import { quoteFingerprint, type Quote } from "./quote.ts";

type Db = Prisma.TransactionClient;

const MINUTE_MS = 60_000;

/** Orders that take a place in a slot: paid ones, and unpaid ones placed in the last half hour. */
export function holdsSlot(now: Date): Prisma.OrderWhereInput {
  return {
    status: { not: "cancelled" },
    OR: [
      { paymentStatus: "succeeded" },
      {
        paymentStatus: "requires_payment",
        createdAt: { gt: new Date(now.getTime() - UNPAID_HOLD_MINUTES * MINUTE_MS) },
      },
    ],
  };
}

/** How many orders each of these slot starts of a kitchen holds. */
export async function bookedCounts(db: Db, cookId: number, starts: Date[], now: Date): Promise<Map<number, number>> {
  if (starts.length === 0) return new Map();
  const rows = await db.order.groupBy({
    by: ["scheduledFor"],
    where: { cookId, scheduledFor: { in: starts }, ...holdsSlot(now) },
    _count: { _all: true },
  });
  return new Map(rows.map((r) => [r.scheduledFor!.getTime(), r._count._all]));
}

const REFUSALS: Record<SlotRefusal, (store: Store, start: Date) => string> = {
  past: () => "That delivery slot has already passed. Please choose a later one.",
  cutoff: (store, start) =>
    `The ${slotLabel(start, store.timeZone)} slot is closed: ${store.businessName} stops taking orders for a slot ${slotCutoffMinutes(store)} minutes before it starts.`,
  too_far: (store) => `${store.businessName} takes orders at most 7 days ahead.`,
  vacation: (store) => `${store.businessName} is on vacation and not taking orders.`,
  full: (store, start) => `The ${slotLabel(start, store.timeZone)} slot is full. Please choose another slot.`,
  day_off: (store, start) =>
    `${store.businessName} is closed on ${dayLabel(start, store.timeZone)}. Please choose another day.`,
  sold_out: (store, start) =>
    `A dish in your cart is sold out for ${dayLabel(start, store.timeZone)}. Please choose another day.`,
};

/** The refusal of a slot that cannot take an order now, with its reason in the message. */
export function slotRefused(store: Store, start: Date, refusal: SlotRefusal) {
  return new CheckoutError(REFUSALS[refusal](store, start));
}

/**
 * Refuses a slot that is not one the kitchen offers (unknown), or that has passed, closed, lies
 * beyond 7 days, or is full. On a transaction's client after `lockKitchen`, the count holds until it commits.
 */
export async function assertSlotBookable(db: Db, store: Store, start: Date, now: Date): Promise<void> {
  if (!isSlotStart(store, start))
    throw new CheckoutError(
      `${store.businessName} has no delivery slot starting then. Choose one of its 30-minute slots inside its business hours.`,
    );
  const refusal = slotRefusal(store, start, now);
  if (refusal) throw slotRefused(store, start, refusal);
  const date = formatLocalDate(localDateOf(start, store.timeZone));
  if (await db.kitchenDayOff.findUnique({ where: { cookId_date: { cookId: store.userId, date } } }))
    throw slotRefused(store, start, "day_off");
  const booked = (await bookedCounts(db, store.userId, [start], now)).get(start.getTime()) ?? 0;
  if (booked >= slotCapacity(store)) throw slotRefused(store, start, "full");
}

/** Serialises checkouts of one kitchen's slots: the kitchen's user row is locked until the commit. */
export async function lockKitchen(tx: Db, cookId: number) {
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${cookId} FOR UPDATE`;
}

/** What a scheduled order records besides its slot: when to start preparing, until when it may be cancelled. */
export function scheduleOf(store: Store, start: Date) {
  return {
    scheduledFor: start,
    prepareAt: new Date(start.getTime() - store.preparationTime * MINUTE_MS),
    cancellableUntil: new Date(start.getTime() - slotCutoffMinutes(store) * MINUTE_MS),
  };
}

/** The cook hears that a scheduled order is due in the kitchen now. */
async function notifyScheduledDue(
  tx: Db,
  order: { id: number; cookId: number; scheduledFor: Date | null },
  timeZone: string,
) {
  return tx.notification.create({
    data: {
      userId: order.cookId,
      kind: "scheduled_order_due",
      title: "Scheduled order to prepare",
      message: `Start preparing scheduled order #${order.id} for ${slotLabel(order.scheduledFor!, timeZone)}.`,
      url: "/chef-management",
      orderId: order.id,
    },
  });
}

/**
 * Moves every paid scheduled order whose preparation should have started into the live queue: it
 * is marked released (once, whichever process gets there first), its cook is notified, and a
 * kitchen that auto-accepts starts preparing it. Returns how many moved.
 */
export async function releaseDueOrders(services: Services, now = new Date()): Promise<number> {
  const due = await services.prisma.order.findMany({
    where: {
      scheduledFor: { not: null },
      releasedAt: null,
      prepareAt: { lte: now },
      paymentStatus: "succeeded",
      status: { not: "cancelled" },
    },
    select: {
      id: true,
      cookId: true,
      customerId: true,
      driverId: true,
      scheduledFor: true,
      status: true,
      cook: { select: { storeSettings: { select: { timeZone: true, autoAcceptOrders: true } } } },
    },
    orderBy: { prepareAt: "asc" },
    take: 100,
  });
  let moved = 0;
  for (const order of due) {
    const store = order.cook.storeSettings;
    const notifications = await services.prisma.$transaction(async (tx) => {
      const claimed = await tx.order.updateMany({
        where: { id: order.id, releasedAt: null },
        data: { releasedAt: now },
      });
      if (claimed.count !== 1) return null;
      const out: (Notification | null)[] = [await notifyScheduledDue(tx, order, store?.timeZone ?? "America/Chicago")];
      // Auto-accept applies when the order joins the queue, not when it was paid days ahead.
      if (store?.autoAcceptOrders && order.status === "confirmed") {
        const started = await tx.order.updateMany({
          where: { id: order.id, status: "confirmed" },
          data: { status: "preparing" },
        });
        if (started.count === 1) out.push(await notifyOrderStatus(tx, order.id, "preparing"));
      }
      return out.filter((n): n is Notification => n != null);
    });
    if (!notifications) continue;
    moved++;
    await publishOrderUpdated(services, order);
    await announce(services, notifications);
  }
  return moved;
}

/** What makes two checkouts the same purchase: the priced cart and, when scheduled, its slot. An
 * order for as soon as possible keeps the cart's own fingerprint. */
export function purchaseFingerprint(quote: Quote, scheduledFor: Date | null) {
  const cart = quoteFingerprint(quote);
  return scheduledFor ? `${cart}@${scheduledFor.toISOString()}` : cart;
}
