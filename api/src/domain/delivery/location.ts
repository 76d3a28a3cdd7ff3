// The driver's position: kept only while they have a delivery under way, refused when it is stale or
// an implausible jump, and published live to each of their orders' followers (its customer, cook and
// admins); deleted once the last delivery is done (orders/dispatch.ts).
import type { Services } from "../../context.ts";
import type { DriverLocationEvent } from "../../services/pubsub.ts";
import { ValidationError } from "../errors.ts";
import { ACTIVE_DELIVERY_STATUSES } from "../orders/dispatchRules.ts";
import { etaMinutes, implausibleFix } from "./rules.ts";

/** A position as the phone reported it. */
export type DriverPositionShape = {
  lat: number;
  lng: number;
  accuracy: number | null;
  speed: number | null;
  heading: number | null;
  timestamp: Date;
  /** The ETA of the order this position is read for; absent where it is no one order's. */
  etaMinutes?: number | null;
};

/**
 * Keeps a driver's position while they have a delivery under way and sends it to each of those
 * orders' followers; drops it otherwise. Refuses a stale, future or implausibly distant position.
 */
export async function recordPosition(
  services: Services,
  driverId: number,
  position: DriverPositionShape,
  /** The server's own demo driver: its positions are not a phone's, so they are not checked. */
  simulated = false,
) {
  const now = new Date();
  const recordedAt = position.timestamp;
  const orders = await services.prisma.order.findMany({
    where: { driverId, status: { in: [...ACTIVE_DELIVERY_STATUSES] } },
    select: {
      id: true,
      customerId: true,
      cookId: true,
      status: true,
      deliveryLatitude: true,
      deliveryLongitude: true,
      estimatedDelivery: true,
      distanceMiles: true,
    },
  });
  if (orders.length === 0) return { kept: false, position, orderIds: [] };
  const last = await services.prisma.driverLocation.findUnique({ where: { driverId } });
  const refused = implausibleFix(
    { lat: position.lat, lng: position.lng, recordedAt },
    last ? { lat: last.latitude, lng: last.longitude, recordedAt: last.recordedAt } : null,
    now,
  );
  if (refused && !simulated) throw new ValidationError([{ field: "timestamp", message: refused }]);
  const row = {
    latitude: position.lat,
    longitude: position.lng,
    accuracy: position.accuracy,
    speed: position.speed,
    heading: position.heading,
    recordedAt,
  };
  await services.prisma.driverLocation.upsert({ where: { driverId }, create: { driverId, ...row }, update: row });
  for (const order of orders) {
    const event: DriverLocationEvent = {
      orderId: order.id,
      customerId: order.customerId,
      cookId: order.cookId,
      driverId,
      ...position,
      timestamp: recordedAt.toISOString(),
      etaMinutes: etaMinutes(order, { latitude: position.lat, longitude: position.lng, speed: position.speed }, now),
    };
    await services.pubsub.publish("driverLocation", order.id, event);
  }
  return { kept: true, position, orderIds: orders.map((o) => o.id) };
}
