// The order's state machine, no I/O: each event an order can meet, and what it changes when it meets
// it, decided on the order as it is now (the lifecycle reads it under its row lock first). An event
// that finds its work already done (a webhook after completePayment, a second sweep) changes nothing;
// one the order cannot take is refused with the reason.
import type { Order, Prisma } from "../../generated/prisma/client.ts";
import { NotAllowedError } from "../errors.ts";
import { OrderTransitionError } from "./errors.ts";
import { holdLapsesAt } from "./holds.ts";
import { promisedDelivery } from "./timing.ts";
import { STATUS_LABELS, type OrderStatusValue } from "./status.ts";

export type Actor = "cook" | "driver";

/** Each status an actor may move an order to, from the statuses it may be in. */
export const STEPS: Record<Actor, Partial<Record<OrderStatusValue, readonly OrderStatusValue[]>>> = {
  // target: allowed current statuses
  cook: { preparing: ["confirmed"], ready: ["preparing"] },
  // The driver dashboard offers 'Complete Delivery' while picked up as well as on the way (driver
  // spec §2): a driver who hands the order over without marking 'On the Way' first may finish it.
  driver: { picked_up: ["ready"], on_way: ["picked_up"], delivered: ["picked_up", "on_way"] },
};

/** The status an order must be in for its cook to decline it (cancel and refund). */
export const DECLINABLE_FROM: OrderStatusValue = "confirmed";
/** Orders a day off cancels: those not yet on the road. */
export const CLOSED_DAY_CANCELS: readonly OrderStatusValue[] = ["pending", "confirmed", "preparing"];
/** Statuses a driver holds an order in (dispatchRules.ts's ACTIVE_DELIVERY_STATUSES). */
const WITH_DRIVER: readonly OrderStatusValue[] = ["ready", "picked_up", "on_way"];

/** Why an order was cancelled, as `cancelReason` records it. */
export const CANCEL_REASONS = {
  customer: "Cancelled by the customer",
  holdLapsed: "Not paid in time",
  dayOff: (reason: string) => `Kitchen closed: ${reason}`,
} as const;

export type OrderEvent =
  | { type: "step"; actor: Actor; actorId: number; to: OrderStatusValue; estimatedDelivery?: Date }
  | { type: "decline"; actorId: number; reason: string }
  | { type: "customer_cancel"; actorId: number }
  | { type: "day_off"; date: string; reason: string; substitutes: number[] }
  | { type: "hold_expired" }
  | { type: "payment_succeeded" }
  | { type: "payment_failed" }
  | { type: "refunded"; refundId: string | null }
  | { type: "driver_assigned"; driverId: number }
  | { type: "driver_released" }
  | { type: "released" };

/** What the store says that a decision needs. */
export type StoreFacts = { autoAcceptOrders: boolean; preparationTime: number };

/** What an event changes: the order's columns, and the consequences the lifecycle applies once. */
export type Change = {
  data: Prisma.OrderUncheckedUpdateInput;
  /** A payment that succeeded is owed back: queued with the change, attempted after it. */
  refund: boolean;
  /** The order's open payment intent is cancelled at the provider, so it can never be paid. */
  cancelIntent: boolean;
  /** The order gave back (or took again) portions, its slot and its promo use. */
  placesChanged: boolean;
  /** Who may follow the order changed: live subscriptions are authorised again. */
  accessChanged: boolean;
  /** The outbox event the change raises (order.paid, or order.status_changed). */
  outbox: "paid" | "status" | null;
  /** A payment arrived for an order whose hold lapsed: it is confirmed only if its places still fit. */
  recheck?: boolean;
};

const change = (data: Prisma.OrderUncheckedUpdateInput, more: Partial<Omit<Change, "data">> = {}): Change => ({
  data,
  refund: false,
  cancelIntent: false,
  placesChanged: false,
  accessChanged: false,
  outbox: "status",
  ...more,
});

const refused = (order: Pick<Order, "status">, step: string) =>
  new OrderTransitionError(`This order is '${STATUS_LABELS[order.status]}', so it cannot be ${step}.`);

/** The statuses `to` may be reached from, or a refusal naming the step. */
export function requiredStatus(actor: Actor, to: OrderStatusValue): readonly OrderStatusValue[] {
  const from = STEPS[actor][to];
  if (!from) {
    const allowed = Object.keys(STEPS[actor]).map((s) => `'${STATUS_LABELS[s as OrderStatusValue]}'`);
    throw new OrderTransitionError(
      `A ${actor} cannot set an order to '${STATUS_LABELS[to]}'${allowed.length ? `; a ${actor} may set ${allowed.join(" or ")}` : ""}.`,
    );
  }
  return from;
}

const paid = (order: Order) => order.paymentStatus === "succeeded";

/** The cancellation of `order`: refunded when paid, its open intent cancelled when not. */
function cancellation(order: Order, now: Date, cancelReason: string, more: Prisma.OrderUncheckedUpdateInput = {}) {
  return change(
    { status: "cancelled", cancelReason, cancelledAt: now, ...more },
    { refund: paid(order), cancelIntent: !paid(order), placesChanged: true, accessChanged: true },
  );
}

/** The refusal of a customer's cancel after a scheduled order's cutoff, or null while it may. */
export type CutoffRefusal = (order: Order, now: Date) => string | null;

/**
 * What `event` changes on `order` now, or null when there is nothing left to do. Throws the refusal
 * of an event the order cannot take. `cutoffPassed` words a scheduled order's passed cutoff.
 */
export function decide(
  order: Order,
  event: OrderEvent,
  now: Date,
  facts: { store?: StoreFacts; cutoffPassed?: CutoffRefusal } = {},
): Change | null {
  switch (event.type) {
    case "step": {
      const from = requiredStatus(event.actor, event.to);
      const owner = event.actor === "cook" ? order.cookId : order.driverId;
      if (owner !== event.actorId)
        throw new NotAllowedError(
          event.actor === "cook"
            ? "Only the order's cook can change its status."
            : "Only the order's driver can change its delivery status.",
        );
      if (!from.includes(order.status)) {
        const froms = from.map((s) => `'${STATUS_LABELS[s]}'`).join(" or ");
        throw refused(order, `set to '${STATUS_LABELS[event.to]}' (only a ${froms} order can)`);
      }
      const times: Prisma.OrderUncheckedUpdateInput =
        event.to === "picked_up"
          ? { pickedUpAt: now, estimatedDelivery: event.estimatedDelivery ?? order.estimatedDelivery }
          : event.to === "on_way"
            ? { onWayAt: now }
            : event.to === "delivered"
              ? { deliveredAt: now }
              : {};
      return change({ status: event.to, ...times });
    }
    case "decline":
      if (order.cookId !== event.actorId) throw new NotAllowedError("Only the order's cook can change its status.");
      if (order.status !== DECLINABLE_FROM) throw refused(order, "declined (only a confirmed order can)");
      return cancellation(order, now, event.reason);
    case "customer_cancel": {
      if (order.customerId !== event.actorId) throw new NotAllowedError("Only the order's customer can cancel it.");
      // An unpaid order is the customer's to let go of at any time: its place is given back at once.
      if (order.status === "pending") return cancellation(order, now, CANCEL_REASONS.customer);
      if (!order.scheduledFor || !order.cancellableUntil)
        throw new OrderTransitionError(
          "Only an order scheduled ahead can be cancelled; this one was for as soon as possible.",
        );
      if (order.status !== "confirmed")
        throw new OrderTransitionError(
          `This order is '${STATUS_LABELS[order.status]}', so it can no longer be cancelled.`,
        );
      const late = facts.cutoffPassed?.(order, now);
      if (late) throw new OrderTransitionError(late);
      return cancellation(order, now, CANCEL_REASONS.customer);
    }
    case "day_off":
      if (!CLOSED_DAY_CANCELS.includes(order.status) || order.deliveryDate !== event.date) return null;
      return cancellation(order, now, CANCEL_REASONS.dayOff(event.reason), { substitutes: event.substitutes });
    case "hold_expired":
      if (order.status !== "pending" || paid(order) || holdLapsesAt(order) > now) return null;
      return cancellation(order, now, CANCEL_REASONS.holdLapsed);
    case "payment_succeeded":
      return paymentArrived(order, now, facts.store);
    case "payment_failed":
      if (order.status !== "pending" || order.paymentStatus !== "requires_payment") return null;
      // The order keeps its place while the customer tries another card (holds.ts).
      return change({ paymentStatus: "failed" }, { outbox: null });
    case "refunded":
      if (order.paymentStatus !== "succeeded") return null;
      return change(
        { paymentStatus: "refunded", ...(event.refundId ? { refundId: event.refundId } : {}) },
        { outbox: null },
      );
    case "driver_assigned":
      if (order.status !== "ready" || order.driverId != null) return null;
      return change({ driverId: event.driverId, driverAssignedAt: now }, { accessChanged: true, outbox: null });
    case "driver_released":
      if (order.driverId == null || !WITH_DRIVER.includes(order.status)) return null;
      return change(
        {
          driverId: null,
          status: "ready",
          driverAssignedAt: null,
          pickedUpAt: null,
          onWayAt: null,
          estimatedDelivery: null,
        },
        { accessChanged: true },
      );
    case "released":
      if (order.releasedAt || !order.scheduledFor || !paid(order) || order.status === "cancelled") return null;
      // Auto-accept applies when the order joins the queue, not when it was paid days ahead.
      return change(
        {
          releasedAt: now,
          ...(facts.store?.autoAcceptOrders && order.status === "confirmed" ? { status: "preparing" } : {}),
        },
        { outbox: facts.store?.autoAcceptOrders && order.status === "confirmed" ? "status" : null },
      );
  }
}

/** A payment that succeeded: it confirms a pending order, and is owed back to a cancelled one. */
function paymentArrived(order: Order, now: Date, store?: StoreFacts): Change | null {
  if (paid(order) || order.paymentStatus === "refunded") return null;
  const confirmed: Prisma.OrderUncheckedUpdateInput = {
    // A scheduled order waits as confirmed until its preparation should start (schedule.ts).
    status: store?.autoAcceptOrders && !order.scheduledFor ? "preparing" : "confirmed",
    paymentStatus: "succeeded",
    paidAt: now,
    estimatedDelivery: store ? promisedDelivery(now, store.preparationTime, order.distanceMiles) : null,
  };
  if (order.status === "pending") return change(confirmed, { outbox: "paid" });
  if (order.status === "cancelled" && order.cancelReason === CANCEL_REASONS.holdLapsed)
    // The hold lapsed while the customer paid: confirmed if its places are still there, else refunded.
    return change(
      { ...confirmed, cancelReason: null, cancelledAt: null },
      { outbox: "paid", placesChanged: true, accessChanged: true, recheck: true },
    );
  // Cancelled by its kitchen, a day off or its customer: the money goes straight back.
  return change({ paymentStatus: "succeeded", paidAt: now }, { refund: true, outbox: null });
}
