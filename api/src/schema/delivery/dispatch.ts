// Dispatch: ready orders on offer to approved drivers, nearest first; accepting one assigns it to
// exactly one driver however many accept at once; a driver holds at most three; a paused or deleted
// driver's deliveries go back on offer.
import type { Services } from "../../context.ts";
import { AppError, NotAllowedError, NotFoundError } from "../../errors.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { builder } from "../builder.ts";
import { commonErrors, errorType } from "../errors.ts";
import { orderPayload } from "../orders/checkout.ts";
import { Order, publishOrderUpdated } from "../orders/order.ts";
import { haversineMiles } from "../orders/pricing.ts";
import { LatLngInput } from "./orderFields.ts";
import { ACTIVE_DELIVERY_STATUSES, MAX_ACTIVE_DELIVERIES } from "./rules.ts";
import { requireOwner } from "../accounts/user.ts";

/** Another driver accepted the order first (or it is no longer ready). */
export class DeliveryTakenError extends AppError {
  static override readonly httpStatus = 409;
  constructor(message = "This order has already been taken by another driver.") {
    super(message, "DELIVERY_TAKEN");
  }
}
errorType(DeliveryTakenError, "The delivery is no longer on offer: another driver took it first, or it is not ready.");

/** The driver already holds as many deliveries as one may. */
export class TooManyDeliveriesError extends AppError {
  static override readonly httpStatus = 409;
  constructor() {
    super(`You already have ${MAX_ACTIVE_DELIVERIES} active deliveries. Complete one before accepting another.`, "TOO_MANY_DELIVERIES");
  }
}
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
    args: { near: t.arg({ type: LatLngInput, description: "The driver's position; orders are sorted by the distance from it to their kitchen." }) },
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
          : haversineMiles({ latitude: near.lat, longitude: near.lng }, { latitude: o.pickupLatitude, longitude: o.pickupLongitude });
      return orders.map((o) => [o, away(o)] as const).sort((a, b) => a[1] - b[1]).map(([o]) => o);
    },
  }),
);

builder.queryField("driverActiveOrders", (t) =>
  t.withAuth({ loggedIn: true }).prismaField({
    type: ["Order"],
    description: `A driver's deliveries under way (accepted and not yet delivered; at most ${MAX_ACTIVE_DELIVERIES}), oldest first: the signed-in driver's own, or any driver's for admins.`,
    args: { driverId: t.arg.int({ description: "Whose deliveries: the signed-in user's when left out; another's for admins only." }) },
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
      if (!order || order.status === "pending" || order.paymentStatus !== "succeeded") throw new NotFoundError("Order not found.");
      if (ctx.user.isPaused) throw new DeliveryTakenError("Your account is paused.");
      const driverId = ctx.user.id;
      await ctx.prisma.$transaction(async (tx) => {
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
      await publishOrderUpdated(ctx, { ...order, driverId }, { accessChanged: true });
      return { orderId: order.id };
    },
  }),
);

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
      data: { driverId: null, status: "ready", driverAssignedAt: null, pickedUpAt: null, onWayAt: null, estimatedDelivery: null },
    });
  }
  await tx.driverLocation.deleteMany({ where: { driverId } });
  return orders;
}

/** Tells the parties of released orders (and the driver who lost them) that they changed. */
export async function announceReleased(services: Services, orders: Awaited<ReturnType<typeof releaseDriverOrders>>) {
  for (const order of orders) await publishOrderUpdated(services, order, { accessChanged: true });
}
