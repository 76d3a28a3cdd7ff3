// Demo mode: the demo driver (driver@homeplate.dev) takes a ready order and drives it to the door on
// the server, through the same dispatch, steps and positions a phone would send, so a visitor can
// watch a delivery end to end without a driver or a phone.
import type { Services } from "../../context.ts";
import type { Order } from "../../generated/prisma/client.ts";
import type { LatLng } from "../../services/maps.ts";
import { takeStep } from "../orders/steps.ts";
import { recordPosition } from "./location.ts";

export const DEMO_DRIVER_EMAIL = "driver@homeplate.dev";
/** The simulated driver's speed in town. */
const DEMO_SPEED_KMH = 40;
const KM_PER_MILE = 1.609344;

/** Evenly spaced points along a path (its corners included in the spacing). */
export function pointsAlong(path: LatLng[], count: number): LatLng[] {
  if (path.length < 2) return path.slice();
  const legs = path
    .slice(1)
    .map((b, i) => ({ a: path[i]!, b, length: Math.hypot(b.lat - path[i]!.lat, b.lng - path[i]!.lng) }));
  const total = legs.reduce((sum, leg) => sum + leg.length, 0) || 1;
  return Array.from({ length: count }, (_, k) => {
    let along = (total * (k + 1)) / count;
    for (const leg of legs) {
      if (along <= leg.length || leg === legs.at(-1)) {
        const f = leg.length ? Math.min(1, along / leg.length) : 1;
        return { lat: leg.a.lat + (leg.b.lat - leg.a.lat) * f, lng: leg.a.lng + (leg.b.lng - leg.a.lng) * f };
      }
      along -= leg.length;
    }
    return path.at(-1)!;
  });
}

/** Runs the delivery; each step waits `intervalMs`. Errors end the run (it is a demo). */
export async function driveDemo(services: Services, order: Order, driverId: number, intervalMs: number) {
  const wait = () => new Promise((r) => setTimeout(r, intervalMs));
  const kitchen = { lat: order.pickupLatitude ?? 30.2672, lng: order.pickupLongitude ?? -97.7431 };
  const door = {
    lat: order.deliveryLatitude ?? kitchen.lat - 0.01,
    lng: order.deliveryLongitude ?? kitchen.lng + 0.01,
  };
  const at = (p: LatLng, speed: number | null) =>
    recordPosition(services, driverId, { ...p, accuracy: 5, speed, heading: null, timestamp: new Date() }, true);
  await at(kitchen, 0);
  await wait();
  await takeStep(services, "driver", driverId, order.id, "picked_up");
  await wait();
  await takeStep(services, "driver", driverId, order.id, "on_way");
  const route = await services.maps.route(kitchen, door);
  // One position a step, as far apart as the demo speed covers in a step (between 5 and 60 of them).
  const kmPerStep = (DEMO_SPEED_KMH * intervalMs) / 3_600_000;
  const positions = Math.min(60, Math.max(5, Math.ceil((route.distanceMiles * KM_PER_MILE) / kmPerStep)));
  for (const p of pointsAlong(route.path, positions)) {
    await wait();
    await at(p, (DEMO_SPEED_KMH * 1000) / 3600);
  }
  await wait();
  await takeStep(services, "driver", driverId, order.id, "delivered");
}
