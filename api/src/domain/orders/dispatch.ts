// Dispatch's consequences of an order's steps (applied by the lifecycle in the step's transaction): a
// ready order is offered to the approved drivers near its kitchen, and a driver's position is kept
// only while they have a delivery under way.
import type { Notification, Prisma } from "../../generated/prisma/client.ts";
import { haversineMiles } from "../../services/maps.ts";
import { formatDollars } from "../money.ts";
import { NOTIFICATION_DEFAULTS } from "../notifications/events.ts";
import {
  ACTIVE_DELIVERY_STATUSES,
  driverPayCents,
  MAX_ACTIVE_DELIVERIES,
  NEARBY_DRIVER_MILES,
} from "./dispatchRules.ts";

type Tx = Prisma.TransactionClient;

/**
 * Approved, active drivers near the kitchen hear that an order is ready for pickup: near by their
 * live position when they are on the road, otherwise by their address; every such driver when the
 * kitchen has no coordinates. A driver already holding the most deliveries, or who turned delivery
 * updates off, is left out.
 */
export async function offerToNearbyDrivers(tx: Tx, orderId: number): Promise<Notification[]> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      id: true,
      driverId: true,
      pickupLatitude: true,
      pickupLongitude: true,
      deliveryFeeCents: true,
      tipCents: true,
      cook: { select: { name: true, restaurantProfile: { select: { restaurantName: true } } } },
    },
  });
  if (order.driverId !== null) return [];
  const drivers = await tx.user.findMany({
    where: { role: "driver", approvalStatus: "approved", isPaused: false, deletedAt: null },
    select: {
      id: true,
      latitude: true,
      longitude: true,
      driverLocation: { select: { latitude: true, longitude: true } },
      notificationSettings: { select: { deliveryUpdates: true } },
      _count: { select: { ordersDriven: { where: { status: { in: [...ACTIVE_DELIVERY_STATUSES] } } } } },
    },
  });
  const kitchen =
    order.pickupLatitude != null && order.pickupLongitude != null
      ? { latitude: order.pickupLatitude, longitude: order.pickupLongitude }
      : null;
  const near = (d: (typeof drivers)[number]) => {
    const at =
      d.driverLocation ??
      (d.latitude != null && d.longitude != null ? { latitude: d.latitude, longitude: d.longitude } : null);
    return !kitchen || (at !== null && haversineMiles(at, kitchen) <= NEARBY_DRIVER_MILES);
  };
  const kitchenName = order.cook.restaurantProfile?.restaurantName ?? order.cook.name;
  const told = drivers.filter(
    (d) =>
      (d.notificationSettings?.deliveryUpdates ?? NOTIFICATION_DEFAULTS.deliveryUpdates) &&
      d._count.ordersDriven < MAX_ACTIVE_DELIVERIES &&
      near(d),
  );
  return Promise.all(
    told.map((d) =>
      tx.notification.create({
        data: {
          userId: d.id,
          kind: "delivery_available",
          title: "Order ready near you",
          message: `Order #${order.id} is ready for pickup at ${kitchenName}: you would earn ${formatDollars(driverPayCents(order))}.`,
          url: "/driver",
          orderId: order.id,
        },
      }),
    ),
  );
}

/** Deletes a driver's position once no delivery of theirs is under way. */
export async function forgetPositionIfIdle(tx: Tx, driverId: number) {
  const active = await tx.order.count({ where: { driverId, status: { in: [...ACTIVE_DELIVERY_STATUSES] } } });
  if (active === 0) await tx.driverLocation.deleteMany({ where: { driverId } });
}

/** Refuses a driver who already holds as many deliveries as one may; holds their row lock until the commit,
 * so one driver's accepts run one at a time and the bound holds. */
export async function driverHasRoom(tx: Tx, driverId: number): Promise<boolean> {
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${driverId} FOR UPDATE`;
  const active = await tx.order.count({ where: { driverId, status: { in: [...ACTIVE_DELIVERY_STATUSES] } } });
  return active < MAX_ACTIVE_DELIVERIES;
}
