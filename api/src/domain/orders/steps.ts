// The people's events of an order: its cook's and driver's steps, the cook's decline, the customer's
// cancel, and a driver taking or losing it. Each is one event of the lifecycle (lifecycle.ts).
import type { Services } from "../../context.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { ACTIVE_DELIVERY_STATUSES } from "./dispatchRules.ts";
import { DeliveryTakenError } from "./errors.ts";
import type { Aftermath } from "./effects.ts";
import { applyInTransaction, applyOrderEvent, finish } from "./lifecycle.ts";
import type { OrderStatusValue } from "./status.ts";
import { HANDOVER_MINUTES, BASE_MINUTES } from "./timing.ts";
import type { Actor } from "./transitions.ts";

/** When a picked-up order will be at the door: the route's time from the kitchen, and the handover. */
async function promisedAtPickup(services: Services, orderId: number, now: Date) {
  const order = await services.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
  const { pickupLatitude: pLat, pickupLongitude: pLng, deliveryLatitude: dLat, deliveryLongitude: dLng } = order;
  const minutes =
    pLat != null && pLng != null && dLat != null && dLng != null
      ? (await services.maps.route({ lat: pLat, lng: pLng }, { lat: dLat, lng: dLng })).durationMinutes
      : BASE_MINUTES.picked_up;
  return new Date(now.getTime() + (minutes + HANDOVER_MINUTES) * 60_000);
}

/**
 * Moves an order one step for its cook or driver, recording the step's time (and at pickup the
 * time promised). Of two clicks at once, one moves the order and the other is refused, naming the
 * status it found.
 */
export async function takeStep(
  services: Services,
  actor: Actor,
  actorId: number,
  orderId: number,
  to: OrderStatusValue,
) {
  const now = new Date();
  const estimatedDelivery = to === "picked_up" ? await promisedAtPickup(services, orderId, now) : undefined;
  return applyOrderEvent(services, orderId, { type: "step", actor, actorId, to, estimatedDelivery }, now);
}

/** The cook declines a confirmed order: cancelled with the reason, refunded, the customer told and mailed. */
export const declineOrder = (services: Services, cookId: number, orderId: number, reason: string) =>
  applyOrderEvent(services, orderId, { type: "decline", actorId: cookId, reason });

/** The customer cancels: an unpaid order at any time, a paid scheduled one until its cutoff. */
export const cancelByCustomer = (services: Services, customerId: number, orderId: number) =>
  applyOrderEvent(services, orderId, { type: "customer_cancel", actorId: customerId });

/**
 * Assigns a ready order nobody has taken to a driver, within their limit: the one way a delivery is
 * taken, by a driver's accept and by the demo driver alike. Of drivers accepting at once exactly one
 * gets it; the others are refused.
 */
export async function assignDriver(services: Services, orderId: number, driverId: number) {
  const applied = await applyOrderEvent(services, orderId, { type: "driver_assigned", driverId });
  if (!applied.changed) throw new DeliveryTakenError();
  return applied.order;
}

/**
 * Puts a driver's deliveries under way back on offer (their account was paused or deleted): ready
 * again without a driver, the step times cleared, the driver's position deleted. Runs inside the
 * transaction that pauses or deletes them; returns what to finish once it committed.
 */
export async function releaseDriverOrders(tx: Prisma.TransactionClient, driverId: number): Promise<Aftermath[]> {
  const orders = await tx.order.findMany({
    where: { driverId, status: { in: [...ACTIVE_DELIVERY_STATUSES] } },
    select: { id: true },
  });
  const out: Aftermath[] = [];
  for (const { id } of orders) {
    const { aftermath } = await applyInTransaction(tx, id, { type: "driver_released" });
    if (aftermath) out.push(aftermath);
  }
  await tx.driverLocation.deleteMany({ where: { driverId } });
  return out;
}

/** After the pause or deletion committed: the released orders' followers hear. */
export async function announceReleased(services: Services, released: Aftermath[]) {
  for (const aftermath of released) await finish(services, aftermath);
}
