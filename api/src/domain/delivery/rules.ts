// The trip's rules, no I/O: what an ETA is, and which positions are believable. What a driver earns
// and how many deliveries one may hold are dispatch's (orders/dispatchRules.ts).
import { haversineMiles } from "../../services/maps.ts";
import type { OrderStatusValue } from "../orders/status.ts";
import { BASE_MINUTES, TOWN_SPEED_MPH, tripMinutes } from "../orders/timing.ts";

const BEFORE_PICKUP: readonly OrderStatusValue[] = ["confirmed", "preparing", "ready"];

/**
 * Minutes until the order is at the door. Before pickup: until the promised time (set from the
 * kitchen's preparation time when it took the order), never less than the trip itself. Once the
 * driver is on the road with a known position: the distance left at their speed (or the town speed
 * when they stand still). Otherwise the spec's base minutes by status; never less than a minute
 * until it is delivered.
 */
export function etaMinutes(
  status: OrderStatusValue,
  driver?: { lat: number; lng: number; speedMps: number | null } | null,
  destination?: { lat: number; lng: number } | null,
  plan?: { estimatedDelivery: Date | null; distanceMiles: number } | null,
  now = new Date(),
): number {
  if (status === "delivered" || status === "cancelled") return 0;
  if (BEFORE_PICKUP.includes(status) && plan?.estimatedDelivery) {
    const left = Math.ceil((plan.estimatedDelivery.getTime() - now.getTime()) / 60_000);
    return Math.max(left, tripMinutes(plan.distanceMiles));
  }
  if ((status === "picked_up" || status === "on_way") && driver && destination) {
    const miles = haversineMiles(
      { latitude: driver.lat, longitude: driver.lng },
      { latitude: destination.lat, longitude: destination.lng },
    );
    const mph = driver.speedMps && driver.speedMps > 1 ? driver.speedMps * 2.236936 : TOWN_SPEED_MPH;
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
