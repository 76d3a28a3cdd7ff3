// The one place an order's status or money changes. Every event (a cook's or driver's step, a
// decline, the customer's cancel, a day off, the lapse of an unpaid order's hold, a payment that
// succeeded or failed, a refund taken, a driver taking or losing it, a scheduled order joining the
// queue) comes here. The order is re-read under its row lock, the event decided on that fresh row
// (transitions.ts), and its consequences applied once: in the event's own transaction the order's
// change, its history, the refund owed, the outbox row and the notifications; after the commit the
// provider's refund or the intent's cancellation, the live updates and the notifications' delivery.
import type { Services } from "../../context.ts";
import type { Order, Prisma } from "../../generated/prisma/client.ts";
import { announce } from "../notifications/events.ts";
import { recordOrderPaid, recordOrderStatus } from "../integrations/outbox.ts";
import { publishPortionsChanged } from "../catalog/portionEvents.ts";
import { loadStore } from "../store/defaults.ts";
import { driverHasRoom } from "./dispatch.ts";
import { afterCommit, noticesOf, type Aftermath } from "./effects.ts";
import { TooManyDeliveriesError } from "./errors.ts";
import { placesStillFit } from "./recheck.ts";
import { queueRefund, takeRefund } from "./refunds.ts";
import { scheduledCutoffPassed } from "./schedule.ts";
import { decide, type Change, type OrderEvent } from "./transitions.ts";
import { publishOrderUpdated } from "./updates.ts";

type Tx = Prisma.TransactionClient;

export type Applied = { order: Order; changed: boolean };

/** The order under its row lock, until the transaction ends: events for one order take turns. */
export async function lockOrder(tx: Tx, orderId: number): Promise<Order> {
  await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${orderId} FOR UPDATE`;
  return tx.order.findUniqueOrThrow({ where: { id: orderId } });
}

/** Applies `event` to the order inside the caller's transaction; the caller runs `finish` after it commits. */
export async function applyInTransaction(
  tx: Tx,
  orderId: number,
  event: OrderEvent,
  now = new Date(),
): Promise<{ applied: Applied; aftermath: Aftermath | null }> {
  const before = await lockOrder(tx, orderId);
  const needsStore = ["payment_succeeded", "released", "customer_cancel"].includes(event.type);
  const store = needsStore ? await loadStore(tx, before.cookId) : undefined;
  if (event.type === "driver_assigned" && !(await driverHasRoom(tx, event.driverId)))
    throw new TooManyDeliveriesError();
  let decided = decide(before, event, now, {
    store,
    cutoffPassed: store && scheduledCutoffPassed(store.timeZone),
  });
  if (!decided) return { applied: { order: before, changed: false }, aftermath: null };
  let refusal: string | null = null;
  if (decided.recheck) {
    refusal = await placesStillFit(tx, before, now);
    // Its places went to others meanwhile: the payment is owed back, and the order stays cancelled.
    if (refusal) decided = lateRefund(now);
  }
  const order = await tx.order.update({ where: { id: orderId }, data: decided.data });
  await tx.orderStatusChange.create({
    data: { orderId, event: event.type, fromStatus: before.status, toStatus: order.status, actorId: actorOf(event) },
  });
  if (decided.refund && order.paymentIntentId)
    await queueRefund(tx, { id: order.id, paymentIntentId: order.paymentIntentId });
  if (decided.outbox === "paid") await recordOrderPaid(tx, order.id);
  if (decided.outbox === "status") await recordOrderStatus(tx, order.id);
  const notifications = await noticesOf(tx, { before, order, event, change: decided, refusal });
  return {
    applied: { order, changed: true },
    aftermath: { before, order, event, change: decided, notifications, refusal },
  };
}

const lateRefund = (now: Date): Change => ({
  data: { paymentStatus: "succeeded", paidAt: now },
  refund: true,
  cancelIntent: false,
  placesChanged: false,
  accessChanged: false,
  outbox: null,
});

const actorOf = (event: OrderEvent) =>
  "actorId" in event ? event.actorId : event.type === "driver_assigned" ? event.driverId : null;

/**
 * Applies one event to one order and its consequences: the only way an order's status or money
 * changes. Returns the order as it is afterwards and whether the event changed it; throws the
 * refusal of an event the order cannot take, changing nothing.
 */
export async function applyOrderEvent(
  services: Services,
  orderId: number,
  event: OrderEvent,
  now = new Date(),
): Promise<Applied> {
  const { applied, aftermath } = await services.prisma.$transaction((tx) =>
    applyInTransaction(tx, orderId, event, now),
  );
  if (aftermath) await finish(services, aftermath);
  return applied;
}

/** What follows a committed event: the provider, live updates, notifications and mails. */
export async function finish(services: Services, aftermath: Aftermath): Promise<void> {
  const { order, change } = aftermath;
  if (change.cancelIntent && order.paymentIntentId) {
    const intent = await services.payments.cancel(order.paymentIntentId).catch((error) => {
      services.log.warn(`cancelling the payment of order #${order.id}: ${(error as Error).message}`);
      return null;
    });
    // The customer paid as the order was cancelled: the payment is refunded (or, for a lapsed hold
    // whose places are still there, confirms the order).
    if (intent?.status === "succeeded") await applyOrderEvent(services, order.id, { type: "payment_succeeded" });
  }
  const refunded =
    change.refund && order.paymentIntentId ? await attemptRefund(services, order.paymentIntentId) : false;
  await publishOrderUpdated(services, order, { accessChanged: change.accessChanged });
  if (change.placesChanged) await publishPortionsChanged(services, order.id);
  await announce(services, aftermath.notifications);
  await afterCommit(services, aftermath, { refunded });
}

/**
 * One attempt at a refund that is due: taken at the provider, then recorded on its order (as the
 * lifecycle's `refunded` event) and the job completed in one transaction. Returns true once done.
 */
export async function attemptRefund(services: Services, paymentIntentId: string, now = new Date()): Promise<boolean> {
  const taken = await takeRefund(services, paymentIntentId, now);
  if (!taken) return false;
  const aftermath = await services.prisma.$transaction(async (tx) => {
    await tx.refundJob.delete({ where: { paymentIntentId } });
    if (taken.orderId == null) return null;
    return (await applyInTransaction(tx, taken.orderId, { type: "refunded", refundId: taken.refundId }, now)).aftermath;
  });
  if (aftermath) await finish(services, aftermath);
  return true;
}

/** Attempts every refund that is due; returns how many were completed. */
export async function retryDueRefunds(services: Services, now = new Date()): Promise<number> {
  const due = await services.prisma.refundJob.findMany({
    where: { nextAttemptAt: { lte: now } },
    select: { paymentIntentId: true },
    take: 50,
  });
  let done = 0;
  for (const { paymentIntentId } of due) if (await attemptRefund(services, paymentIntentId, now)) done++;
  return done;
}
