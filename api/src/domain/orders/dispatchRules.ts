// Dispatch's rules, no I/O: what a driver earns from an order, how many deliveries one may hold, and
// how far from a kitchen a driver hears of its ready orders.
import type { OrderStatusValue } from "./status.ts";

/** A driver keeps 80% of the delivery fee (the platform the rest) and 100% of the tip. */
export const DRIVER_FEE_SHARE_PERCENT = 80;
/** How many deliveries one driver may hold at once (accepted and not yet delivered). */
export const MAX_ACTIVE_DELIVERIES = 3;
/** The statuses of an order that a driver holds. */
export const ACTIVE_DELIVERY_STATUSES = ["ready", "picked_up", "on_way"] as const satisfies readonly OrderStatusValue[];

export const driverPayCents = (order: { deliveryFeeCents: number; tipCents: number }) =>
  Math.round((order.deliveryFeeCents * DRIVER_FEE_SHARE_PERCENT) / 100) + order.tipCents;

/** How far from a kitchen a driver hears of its ready orders, in miles. */
export const NEARBY_DRIVER_MILES = 10;
