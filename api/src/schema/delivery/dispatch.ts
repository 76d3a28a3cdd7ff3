// Dispatch: a ready order is offered to the approved drivers near its kitchen, and listed for
// every approved driver, nearest first; accepting one assigns it to exactly one driver however many
// accept at once (the demo driver too); a driver holds at most three; a paused or deleted driver's
// deliveries go back on offer.
import { NotAllowedError, NotFoundError } from "../../domain/errors.ts";
import { ACTIVE_DELIVERY_STATUSES, MAX_ACTIVE_DELIVERIES } from "../../domain/orders/dispatchRules.ts";
import { DeliveryTakenError, TooManyDeliveriesError } from "../../domain/orders/errors.ts";
import { assignDriver } from "../../domain/orders/steps.ts";
import { publicPoint } from "../../services/gazetteer.ts";
import { haversineMiles } from "../../services/maps.ts";
import { builder } from "../builder.ts";
import { commonErrors, errorType } from "../errors.ts";
import { requireOwner } from "../accounts/user.ts";
import { orderPayload } from "../orders/orderPayload.ts";
import { Order } from "../orders/order.ts";
import { LatLngInput } from "./orderFields.ts";

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
        description:
          "The driver's position; orders are sorted by the distance from it to their kitchen's public place (its ZIP code).",
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
      // Sorted by the kitchen's public place (its ZIP code's centre), never its door: an order only
      // on offer must not let a chosen `near` find where the kitchen is.
      const away = (o: (typeof orders)[number]) => {
        const kitchen = publicPoint(o.pickupAddress);
        return kitchen
          ? haversineMiles(
              { latitude: near.lat, longitude: near.lng },
              { latitude: kitchen.lat, longitude: kitchen.lng },
            )
          : Number.POSITIVE_INFINITY;
      };
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
      await assignDriver(ctx, order.id, ctx.user.id);
      return { orderId: order.id };
    },
  }),
);
