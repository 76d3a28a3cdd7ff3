// Dispatch: a ready order is offered to the approved drivers near its kitchen, and listed for
// every approved driver, nearest first; accepting one assigns it to exactly one driver however many
// accept at once (the demo driver too); a driver holds at most three; a paused or deleted driver's
// deliveries go back on offer.
import type { Services } from "../../context.ts";
import { NotAllowedError, NotFoundError } from "../../domain/errors.ts";
import type { Notification, Prisma } from "../../generated/prisma/client.ts";
import { builder } from "../builder.ts";
import { commonErrors, errorType } from "../errors.ts";
import { orderPayload } from "../orders/checkout.ts";
import { Order } from "../orders/order.ts";
import { publishOrderUpdated } from "../../domain/orders/updates.ts";
import { haversineMiles } from "../../services/maps.ts";
import { LatLngInput } from "./orderFields.ts";
import { ACTIVE_DELIVERY_STATUSES, MAX_ACTIVE_DELIVERIES } from "../../domain/delivery/rules.ts";
import { requireOwner } from "../accounts/user.ts";
import { NOTIFICATION_DEFAULTS } from "../../domain/notifications/events.ts";
import { onOrderStep } from "../../domain/orders/stepHooks.ts";
import { driverPayCents } from "../../domain/delivery/rules.ts";
import { DeliveryTakenError, TooManyDeliveriesError } from "../../domain/delivery/errors.ts";

/** How far from a kitchen a driver hears of its ready orders, in miles. */
export const NEARBY_DRIVER_MILES = 10;

/**
 * Approved, active drivers near the kitchen hear that an order is ready for pickup: near by their
 * live position when they are on the road, otherwise by their address; every such driver when the
 * kitchen has no coordinates. A driver already holding the most deliveries, or who turned delivery
 * updates off, is left out.
 */
async function offerToNearbyDrivers(tx: Prisma.TransactionClient, orderId: number): Promise<Notification[]> {
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
  const pay = (driverPayCents(order) / 100).toFixed(2);
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
          message: `Order #${order.id} is ready for pickup at ${kitchenName}: you would earn $${pay}.`,
          url: "/driver",
          orderId: order.id,
        },
      }),
    ),
  );
}

onOrderStep(async (tx, { orderId, actorId, to }) => {
  if (to === "ready") return offerToNearbyDrivers(tx, orderId);
  // A position is kept only while its driver has a delivery under way.
  if (to === "delivered") await forgetPositionIfIdle(tx, actorId);
  return [];
});

/** Deletes a driver's position once no delivery of theirs is under way. */
export async function forgetPositionIfIdle(tx: Prisma.TransactionClient, driverId: number) {
  const active = await tx.order.count({ where: { driverId, status: { in: [...ACTIVE_DELIVERY_STATUSES] } } });
  if (active === 0) await tx.driverLocation.deleteMany({ where: { driverId } });
}

errorType(DeliveryTakenError, "The delivery is no longer on offer: another driver took it first, or it is not ready.");

errorType(TooManyDeliveriesError, `A driver may hold at most ${MAX_ACTIVE_DELIVERIES} deliveries at once.`);

/** How many ready orders the offer list shows at most. */
const OFFER_LIMIT = 50;

builder.queryField("availableOrders", (t) =>
  t.withAuth({ $any: { approvedDriver: true, admin: true } }).prismaField({
    type: ["Order"],
    // Null with a FORBIDDEN error for anyone else: the driver page, which loads for every role, reads
    // the null as nothing on offer.
    nullable: true,
    description: `Ready orders no driver has taken (at most ${OFFER_LIMIT}), nearest kitchen first when \`near\` (the driver's phone position) is given, else oldest first. Approved drivers (an empty list while paused) and admins; anyone else is refused.`,
    args: {
      near: t.arg({
        type: LatLngInput,
        description: "The driver's position; orders are sorted by the distance from it to their kitchen.",
      }),
    },
    resolve: async (query, _root, { near }, ctx) => {
      if (ctx.user.isPaused) return [];
      const orders = await ctx.prisma.order.findMany({
        ...query,
        where: { status: "ready", driverId: null },
        orderBy: [{ paidAt: "asc" }, { id: "asc" }],
        take: OFFER_LIMIT,
      });
      if (!near) return orders;
      const away = (o: (typeof orders)[number]) =>
        o.pickupLatitude == null || o.pickupLongitude == null
          ? Number.POSITIVE_INFINITY
          : haversineMiles(
              { latitude: near.lat, longitude: near.lng },
              { latitude: o.pickupLatitude, longitude: o.pickupLongitude },
            );
      return orders
        .map((o) => [o, away(o)] as const)
        .sort((a, b) => a[1] - b[1])
        .map(([o]) => o);
    },
  }),
);

builder.queryField("driverActiveOrders", (t) =>
  t.withAuth({ loggedIn: true }).prismaField({
    type: ["Order"],
    description: `A driver's deliveries under way (accepted and not yet delivered; at most ${MAX_ACTIVE_DELIVERIES}), oldest first: the signed-in driver's own, or any driver's for admins.`,
    args: {
      driverId: t.arg.int({
        description: "Whose deliveries: the signed-in user's when left out; another's for admins only.",
      }),
    },
    resolve: async (query, _root, { driverId }, ctx) => {
      const id = driverId ?? ctx.user.id;
      await requireOwner(ctx, id, new NotAllowedError("You can only see your own deliveries."), { orAdmin: true });
      return ctx.prisma.order.findMany({
        ...query,
        where: { driverId: id, status: { in: [...ACTIVE_DELIVERY_STATUSES] } },
        orderBy: [{ driverAssignedAt: "asc" }, { id: "asc" }],
      });
    },
  }),
);

const AcceptDeliveryInput = builder.inputType("AcceptDeliveryInput", {
  description: "The order a driver accepts.",
  fields: (t) => ({ orderId: t.globalID({ for: Order, required: true, description: "The order's global id." }) }),
});

builder.mutationField("acceptDelivery", (t) =>
  t.withAuth({ approvedDriver: true }).field({
    type: orderPayload("AcceptDeliveryPayload", "The order, now assigned to the signed-in driver."),
    description: `The signed-in driver takes a ready order nobody has taken. Of several drivers accepting at once exactly one gets it; the others get DeliveryTakenError. A driver holds at most ${MAX_ACTIVE_DELIVERIES}.`,
    args: { input: t.arg({ type: AcceptDeliveryInput, required: true, description: "The order to take." }) },
    errors: {
      types: [...commonErrors, NotFoundError, DeliveryTakenError, TooManyDeliveriesError],
      directResult: true,
      union: {
        description:
          "The order, or NotFoundError for an unknown or unpaid order, DeliveryTakenError when it is taken or not ready (or the driver is paused), TooManyDeliveriesError at the limit, NotAllowedError for anyone but an approved driver.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const order = await ctx.prisma.order.findUnique({ where: { id: Number(input.orderId.id) } });
      if (!order || order.status === "pending" || order.paymentStatus !== "succeeded")
        throw new NotFoundError("Order not found.");
      if (ctx.user.isPaused) throw new DeliveryTakenError("Your account is paused.");
      await assignDriver(ctx, order, ctx.user.id);
      return { orderId: order.id };
    },
  }),
);

/**
 * Assigns a ready order nobody has taken to a driver, within their limit, and tells everyone
 * following it: the one way a delivery is taken, by a driver's accept and by the demo driver alike.
 * Returns the order as assigned.
 */
export async function assignDriver<
  O extends { id: number; customerId: number; cookId: number; driverId: number | null },
>(services: Services, order: O, driverId: number): Promise<O> {
  await services.prisma.$transaction(async (tx) => {
    // One driver's accepts run one at a time (a row lock on the driver), so the bound holds.
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${driverId} FOR UPDATE`;
    const active = await tx.order.count({ where: { driverId, status: { in: [...ACTIVE_DELIVERY_STATUSES] } } });
    if (active >= MAX_ACTIVE_DELIVERIES) throw new TooManyDeliveriesError();
    // Conditional: of drivers accepting at once, the first write wins and the rest match nothing.
    const taken = await tx.order.updateMany({
      where: { id: order.id, status: "ready", driverId: null },
      data: { driverId, driverAssignedAt: new Date() },
    });
    if (taken.count !== 1) throw new DeliveryTakenError();
  });
  const assigned = { ...order, driverId };
  await publishOrderUpdated(services, assigned, { accessChanged: true });
  return assigned;
}

/**
 * Puts a driver's deliveries under way back on offer (their account was paused or deleted): the
 * orders are ready again without a driver, the step times cleared, and the driver's position
 * deleted. Call inside the transaction that pauses or deletes them; returns the orders to announce.
 */
export async function releaseDriverOrders(tx: Prisma.TransactionClient, driverId: number) {
  const orders = await tx.order.findMany({
    where: { driverId, status: { in: [...ACTIVE_DELIVERY_STATUSES] } },
    select: { id: true, customerId: true, cookId: true, driverId: true },
  });
  if (orders.length) {
    await tx.order.updateMany({
      where: { id: { in: orders.map((o) => o.id) } },
      data: {
        driverId: null,
        status: "ready",
        driverAssignedAt: null,
        pickedUpAt: null,
        onWayAt: null,
        estimatedDelivery: null,
      },
    });
  }
  await tx.driverLocation.deleteMany({ where: { driverId } });
  return orders;
}

/** Tells the parties of released orders (and the driver who lost them) that they changed. */
export async function announceReleased(services: Services, orders: Awaited<ReturnType<typeof releaseDriverOrders>>) {
  for (const order of orders) await publishOrderUpdated(services, order, { accessChanged: true });
}
