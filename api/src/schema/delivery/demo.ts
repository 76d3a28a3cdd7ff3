// Demo mode: the demo driver (driver@homeplate.dev) takes a ready order and drives it to the door on
// the server, through the same dispatch, steps and positions a phone would send, so a visitor can
// watch a delivery end to end without a driver or a phone.
import type { Services } from "../../context.ts";
import { NotAllowedError, NotFoundError } from "../../domain/errors.ts";
import type { Order as OrderRow } from "../../generated/prisma/client.ts";
import type { LatLng } from "../../services/maps.ts";
import { builder } from "../builder.ts";
import { commonErrors } from "../errors.ts";
import { orderPayload } from "../orders/checkout.ts";
import { Order } from "../orders/order.ts";
import { takeStep } from "../orders/transitions.ts";
import { assignDriver } from "./dispatch.ts";
import { DeliveryTakenError, TooManyDeliveriesError } from "../../domain/delivery/errors.ts";
import { recordPosition } from "./location.ts";
import { requireOwner } from "../accounts/user.ts";

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
export async function driveDemo(services: Services, order: OrderRow, driverId: number, intervalMs: number) {
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
  await takeStep(services, "driver", driverId, order, "picked_up");
  await wait();
  await takeStep(services, "driver", driverId, order, "on_way");
  const route = await services.maps.route(kitchen, door);
  // One position a step, as far apart as the demo speed covers in a step (between 5 and 60 of them).
  const kmPerStep = (DEMO_SPEED_KMH * intervalMs) / 3_600_000;
  const positions = Math.min(60, Math.max(5, Math.ceil((route.distanceMiles * KM_PER_MILE) / kmPerStep)));
  for (const p of pointsAlong(route.path, positions)) {
    await wait();
    await at(p, (DEMO_SPEED_KMH * 1000) / 3600);
  }
  await wait();
  await takeStep(services, "driver", driverId, order, "delivered");
}

const StartDemoDeliveryInput = builder.inputType("StartDemoDeliveryInput", {
  description: "The ready order the demo driver should deliver.",
  fields: (t) => ({ orderId: t.globalID({ for: Order, required: true, description: "The order's global id." }) }),
});

builder.mutationField("startDemoDelivery", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: orderPayload(
      "StartDemoDeliveryPayload",
      "The order, now assigned to the demo driver; follow it with orderStatusChanged and driverLocationUpdated.",
    ),
    description:
      "Demo mode: the demo driver takes the order (its customer's or, for admins, any ready order nobody has taken) and drives it to the door on the server, sending positions every few seconds, then delivers it.",
    args: { input: t.arg({ type: StartDemoDeliveryInput, required: true, description: "The ready order." }) },
    errors: {
      types: [...commonErrors, NotFoundError, DeliveryTakenError, TooManyDeliveriesError],
      directResult: true,
      union: {
        description:
          "The order, or NotFoundError when it is unknown or (for non-admins) not the user's, NotAllowedError without the demo driver account, DeliveryTakenError when the order is not ready or a driver has it, TooManyDeliveriesError when the demo driver already holds as many deliveries as a driver may.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const order = await ctx.prisma.order.findUnique({ where: { id: Number(input.orderId.id) } });
      if (!order) throw new NotFoundError("Order not found.");
      await requireOwner(ctx, order.customerId, new NotFoundError("Order not found."), { orAdmin: true });
      const driver = await ctx.prisma.user.findFirst({
        where: {
          email: DEMO_DRIVER_EMAIL,
          role: "driver",
          approvalStatus: "approved",
          isPaused: false,
          deletedAt: null,
        },
      });
      if (!driver) throw new NotAllowedError("Demo mode needs the demo driver account (driver@homeplate.dev).");
      if (order.status !== "ready")
        throw new DeliveryTakenError("Demo mode starts once the kitchen has the order ready for pickup.");
      const assigned = await assignDriver(ctx, order, driver.id);
      void driveDemo(ctx, assigned, driver.id, ctx.config.demoStepMs).catch((error) =>
        ctx.log.warn(`demo delivery of order #${order.id} stopped: ${(error as Error).message}`),
      );
      return { orderId: order.id };
    },
  }),
);
