// Order ahead on the server: whether a delivery slot may take one more order (its room counted in the
// database, under a lock on the kitchen so concurrent checkouts cannot overfill it), what a scheduled
// order records, and until when its customer may cancel it. The sweep that moves each scheduled order
// into the cook's live queue is in sweeps.ts.
import type { Prisma } from "../../generated/prisma/client.ts";
import type { Store } from "../store/defaults.ts";
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
import { holdsPlace } from "./holds.ts";
import { CheckoutError } from "./errors.ts";
import { quoteFingerprint, type Quote } from "./quote.ts";

type Db = Prisma.TransactionClient;

const MINUTE_MS = 60_000;

/** How many orders each of these slot starts of a kitchen holds. */
export async function bookedCounts(db: Db, cookId: number, starts: Date[]): Promise<Map<number, number>> {
  if (starts.length === 0) return new Map();
  const rows = await db.order.groupBy({
    by: ["scheduledFor"],
    where: { cookId, scheduledFor: { in: starts }, ...holdsPlace },
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
  const booked = (await bookedCounts(db, store.userId, [start])).get(start.getTime()) ?? 0;
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

/** The refusal of a customer's cancel once a scheduled order's cutoff has passed, naming the slot
 * and the cutoff in the kitchen's time zone; null while it may still be cancelled. */
export const scheduledCutoffPassed =
  (timeZone: string) =>
  (order: { cancellableUntil: Date | null; scheduledFor: Date | null }, now: Date): string | null => {
    if (!order.cancellableUntil || !order.scheduledFor || order.cancellableUntil.getTime() > now.getTime()) return null;
    const at = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(
      order.cancellableUntil,
    );
    return `The cancellation cutoff for the ${slotLabel(order.scheduledFor, timeZone)} slot passed at ${at}: the kitchen is already planning this order.`;
  };

/** What makes two checkouts the same purchase: the priced cart and, when scheduled, its slot. An
 * order for as soon as possible keeps the cart's own fingerprint. */
export function purchaseFingerprint(quote: Quote, scheduledFor: Date | null) {
  const cart = quoteFingerprint(quote);
  return scheduledFor ? `${cart}@${scheduledFor.toISOString()}` : cart;
}
