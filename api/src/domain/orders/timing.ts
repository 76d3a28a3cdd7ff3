// When an order should be at the door: the spec's base minutes by status, the trip from the kitchen,
// and the time promised when the kitchen takes a paid order. No I/O.
import type { OrderStatusValue } from "./status.ts";

/** The spec's base minutes to the door by status (companion spec §9). */
export const BASE_MINUTES: Record<OrderStatusValue, number> = {
  pending: 45,
  confirmed: 40,
  preparing: 35,
  ready: 20,
  picked_up: 15,
  on_way: 10,
  delivered: 0,
  cancelled: 0,
};

/** Speed assumed when the driver's own is unknown or near zero, in mph. */
export const TOWN_SPEED_MPH = 20;
/** Minutes a driver is given beyond the road's own time to collect and hand the order over. */
export const HANDOVER_MINUTES = 5;

/** Minutes from the kitchen to the door over `miles` at the town speed, handover included. */
export const tripMinutes = (miles: number) => Math.ceil((miles / TOWN_SPEED_MPH) * 60) + HANDOVER_MINUTES;

/**
 * The time promised when the kitchen takes a paid order: its preparation time (the store's
 * preparationTime), then the trip. The driver's pickup replaces it with the route's own time.
 */
export const promisedDelivery = (paidAt: Date, preparationMinutes: number, miles: number) =>
  new Date(paidAt.getTime() + (preparationMinutes + tripMinutes(miles)) * 60_000);
