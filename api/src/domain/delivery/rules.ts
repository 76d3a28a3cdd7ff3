// The trip's rules, no I/O: what an ETA is, and which positions are believable. What a driver earns
// and how many deliveries one may hold are dispatch's (orders/dispatchRules.ts).
import { haversineMiles } from "../../services/maps.ts";
import type { OrderStatusValue } from "../orders/status.ts";
import { BASE_MINUTES, TOWN_SPEED_MPH, tripMinutes } from "../orders/timing.ts";

const BEFORE_PICKUP: readonly OrderStatusValue[] = ["confirmed", "preparing", "ready"];

/** What an order's ETA is read from: its row's status, door and promise. */
export type EtaOrder = {
  status: OrderStatusValue;
  deliveryLatitude: number | null;
  deliveryLongitude: number | null;
  estimatedDelivery: Date | null;
  distanceMiles: number;
};

/** The driver's last position as kept (a DriverLocation row), speed in metres per second. */
export type EtaPosition = { latitude: number; longitude: number; speed: number | null };

/**
 * Minutes until the order is at the door: the one ETA the app shows, wherever it is read (the
 * order, its shared link, the live position). Before pickup: until the promised time (set from the
 * kitchen's preparation time when it took the order), never less than the trip itself. Once the
 * driver is on the road with a known position: the distance left at their speed (or the town speed
 * when they stand still). Otherwise the spec's base minutes by status; never less than a minute
 * until it is delivered.
 */
export function etaMinutes(order: EtaOrder, driver: EtaPosition | null | undefined, now = new Date()): number {
  const { status } = order;
  if (status === "delivered" || status === "cancelled") return 0;
  if (BEFORE_PICKUP.includes(status) && order.estimatedDelivery) {
    const left = Math.ceil((order.estimatedDelivery.getTime() - now.getTime()) / 60_000);
    return Math.max(left, tripMinutes(order.distanceMiles));
  }
  if (
    (status === "picked_up" || status === "on_way") &&
    driver &&
    order.deliveryLatitude != null &&
    order.deliveryLongitude != null
  ) {
    const miles = haversineMiles(
      { latitude: driver.latitude, longitude: driver.longitude },
      { latitude: order.deliveryLatitude, longitude: order.deliveryLongitude },
    );
    const mph = driver.speed && driver.speed > 1 ? driver.speed * 2.236936 : TOWN_SPEED_MPH;
    return Math.max(1, Math.round((miles / mph) * 60));
  }
  return BASE_MINUTES[status];
}

/** Positions a phone reports from an implausible place or time are refused. */
export const MAX_SPEED_KMH = 200;
export const MAX_FIX_AGE_MS = 2 * 60_000;
export const MAX_FIX_FUTURE_MS = 30_000;

export type Fix = { lat: number; lng: number; recordedAt: Date };

/** Why a new position cannot be believed, or null when it can. */
export function implausibleFix(fix: Fix, previous: Fix | null, now: Date): string | null {
  if (fix.recordedAt.getTime() < now.getTime() - MAX_FIX_AGE_MS)
    return "That position is too old: send the current one.";
  if (fix.recordedAt.getTime() > now.getTime() + MAX_FIX_FUTURE_MS) return "That position's time is in the future.";
  if (!previous) return null;
  if (fix.recordedAt.getTime() <= previous.recordedAt.getTime())
    return "That position is older than the last one sent.";
  const km =
    haversineMiles({ latitude: previous.lat, longitude: previous.lng }, { latitude: fix.lat, longitude: fix.lng }) *
    1.609344;
  const hours = (fix.recordedAt.getTime() - previous.recordedAt.getTime()) / 3_600_000;
  // A little slack for GPS jitter over short intervals.
  if (km > 0.2 && km / hours > MAX_SPEED_KMH) return "That position is implausibly far from the last one.";
  return null;
}
