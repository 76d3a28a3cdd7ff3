// An order as its customer, its cook, its driver and admins see it: status, money in cents,
// addresses, dishes; the customer's order history; live updates of one order.
import type { Context, Services } from "../../context.ts";
import { NotFoundError } from "../../errors.ts";
import type { Order as OrderRow, User } from "../../generated/prisma/client.ts";
import { builder } from "../builder.ts";
import { enumValues } from "../enumValues.ts";
import { OFFSET_DESCRIPTION, offsetOf } from "../offset.ts";
import { whileSignedIn } from "../accounts/session.ts";
import { selfOrAdmin } from "../accounts/user.ts";
import { deliveryFeeLabel } from "./pricing.ts";

export const ORDER_STATUSES = ["pending", "confirmed", "preparing", "ready", "picked_up", "on_way", "delivered", "cancelled"] as const;
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];

/** The spec's display labels (customer spec §4). */
export const STATUS_LABELS: Record<OrderStatusValue, string> = {
  pending: "Order Pending",
  confirmed: "Order Confirmed",
  preparing: "Being Prepared",
  ready: "Ready for Pickup",
  picked_up: "Picked Up",
  on_way: "On the Way",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

export const OrderStatus = builder.enumType("OrderStatus", {
  description: "Where an order is in its life: pending until paid, then the cook's steps, then the driver's.",
  values: enumValues({
    pending: "Placed; the card has not been charged yet.",
    confirmed: "Paid; waiting for the cook to start (or decline).",
    preparing: "The cook is preparing it.",
    ready: "Ready for pickup; offered to approved drivers until one accepts it.",
    picked_up: "A driver has collected it from the kitchen.",
    on_way: "The driver is on the way to the customer.",
    delivered: "Handed to the customer.",
    cancelled: "Declined by the cook, with a reason; the payment is refunded.",
  } satisfies Record<OrderStatusValue, string>),
});
export const PaymentStatus = builder.enumType("PaymentStatus", {
  description: "The state of an order's payment.",
  values: enumValues({
    requires_payment: "Not paid yet.",
    succeeded: "The card was charged.",
    failed: "The charge was declined or failed; nothing was taken.",
    refunded: "The charge was given back (the order was declined or cancelled).",
  }),
});

/** Who may see an order: its customer, its cook, its driver, and admins; and, while it is ready
 * and no driver has taken it, any approved driver (it is on offer to them). */
export function canSeeOrder(
  user: Pick<User, "id" | "role" | "approvalStatus" | "isPaused"> | null,
  order: Pick<OrderRow, "customerId" | "cookId" | "driverId"> & { status?: OrderRow["status"] },
) {
  if (!user) return false;
  if (user.role === "admin" || user.id === order.customerId || user.id === order.cookId || user.id === order.driverId) return true;
  return isOnOfferTo(user, order);
}

/** A ready order no driver has taken is on offer to every approved, active driver. */
export function isOnOfferTo(user: Pick<User, "role" | "approvalStatus" | "isPaused">, order: { driverId: number | null; status?: OrderRow["status"] }) {
  return user.role === "driver" && user.approvalStatus === "approved" && !user.isPaused && order.status === "ready" && order.driverId == null;
}

/** Tells everyone following an order that it changed: its customer, cook and driver. */
export async function publishOrderUpdated(services: Services, order: Pick<OrderRow, "id" | "customerId" | "cookId" | "driverId">) {
  const userIds = new Set([order.customerId, order.cookId, order.driverId].filter((id): id is number => id != null));
  for (const userId of userIds) await services.pubsub.publish("orderUpdated", userId, { orderId: order.id });
}

export const Order = builder.prismaNode("Order", {
  id: { field: "id" },
  authScopes: (order, ctx) => canSeeOrder(ctx.user, order),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The order number; the numeric id the /api paths use." }),
    customerDatabaseId: t.exposeInt("customerId"),
    cookDatabaseId: t.exposeInt("cookId"),
    driverDatabaseId: t.exposeInt("driverId", { nullable: true }),
    status: t.expose("status", { type: OrderStatus }),
    statusLabel: t.string({ resolve: (order) => STATUS_LABELS[order.status] }),
    paymentStatus: t.expose("paymentStatus", { type: PaymentStatus }),
    refundPending: t.boolean({
      description: "True while a refund owed on this declined order has not yet been taken by the payment provider; it is retried until it is.",
      select: { refundJob: { select: { orderId: true } } },
      resolve: (order) => order.refundJob != null,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    paidAt: t.expose("paidAt", { type: "DateTime", nullable: true }),
    subtotalCents: t.exposeInt("subtotalCents"),
    platformFeeCents: t.exposeInt("platformFeeCents"),
    deliveryFeeCents: t.exposeInt("deliveryFeeCents"),
    deliveryFeeLabel: t.string({
      description: "'Delivery Fee (N mi)', with the distance the fee was priced on.",
      resolve: (order) => deliveryFeeLabel(order.distanceMiles),
    }),
    taxCents: t.exposeInt("taxCents"),
    totalCents: t.exposeInt("totalCents"),
    distanceMiles: t.exposeFloat("distanceMiles", { description: "Kitchen to delivery address; 2.5 when either point is unknown." }),
    deliveryAddress: t.exposeString("deliveryAddress"),
    pickupAddress: t.exposeString("pickupAddress"),
    deliveryInstructions: t.exposeString("deliveryInstructions", { nullable: true }),
    cookName: t.string({
      select: { cook: { select: { name: true } } },
      resolve: (order) => order.cook.name,
    }),
    kitchenName: t.string({
      select: { cook: { select: { name: true, restaurantProfile: { select: { restaurantName: true } } } } },
      resolve: (order) => order.cook.restaurantProfile?.restaurantName ?? order.cook.name,
    }),
    customerName: t.string({
      select: { customer: { select: { name: true, deletedAt: true } } },
      resolve: (order) => (order.customer.deletedAt ? "Deleted user" : order.customer.name),
    }),
    items: t.relation("items", { query: { orderBy: { id: "asc" } } }),
  }),
});

export const OrderItem = builder.prismaObject("OrderItem", {
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
    name: t.exposeString("name", { description: "The dish's name when it was ordered." }),
    imageUrl: t.exposeString("imageUrl", { nullable: true }),
    quantity: t.exposeInt("quantity"),
    unitPriceCents: t.exposeInt("unitPriceCents", { description: "What one cost when it was ordered (the special price if it applied)." }),
    lineTotalCents: t.int({ resolve: (item) => item.unitPriceCents * item.quantity }),
    foodItemDatabaseId: t.exposeInt("foodItemId", { nullable: true }),
    foodItem: t.relation("foodItem", { nullable: true }),
    review: t.relation("review", { nullable: true, description: "The customer's review of this dish, once given." }),
    reviewed: t.boolean({
      select: { review: { select: { id: true } } },
      resolve: (item) => item.review != null,
    }),
    reviewRating: t.int({
      nullable: true,
      select: { review: { select: { rating: true } } },
      resolve: (item) => item.review?.rating ?? null,
    }),
    canReview: t.boolean({
      description: "Whether the signed-in user may review this dish now: their order, delivered, not reviewed yet.",
      select: { review: { select: { id: true } }, order: { select: { status: true, customerId: true } } },
      resolve: (item, _args, ctx) =>
        item.review == null && item.order.status === "delivered" && ctx.user?.id === item.order.customerId,
    }),
  }),
});

builder.prismaObjectField("User", "orders", (t) =>
  t.relatedConnection("ordersPlaced", {
    description: "The orders this user placed, newest first (their order history).",
    authScopes: (user) => selfOrAdmin(user.id),
    cursor: "id",
    query: { orderBy: [{ createdAt: "desc" }, { id: "desc" }] },
  }),
);

builder.queryField("order", (t) =>
  t.prismaField({
    type: "Order",
    nullable: true,
    description: "An order by its number, for its customer, cook, driver and admins.",
    args: { databaseId: t.arg.int({ required: true }) },
    resolve: (query, _root, { databaseId }, ctx) =>
      databaseId > 0 && databaseId <= 2_147_483_647 ? ctx.prisma.order.findUnique({ ...query, where: { id: databaseId } }) : null,
  }),
);

builder.queryField("myOrders", (t) =>
  t.withAuth({ loggedIn: true }).prismaConnection({
    type: "Order",
    cursor: "id",
    description: "The signed-in user's order history, newest first (the same list as viewer.orders, one level shallower).",
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.order.findMany({ ...query, where: { customerId: ctx.user.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
  }),
);

builder.queryField("customerOrders", (t) =>
  t.prismaConnection({
    type: "Order",
    cursor: "id",
    description: "A customer's order history, newest first: for that customer and admins (/api/orders/customer/{userId}).",
    args: { customerId: t.arg.int({ required: true }), offset: t.arg.int({ description: OFFSET_DESCRIPTION }) },
    authScopes: (_root, args) => selfOrAdmin(args.customerId),
    totalCount: (_root, args, ctx) => ctx.prisma.order.count({ where: { customerId: args.customerId } }),
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.order.findMany({
        ...query,
        skip: query.skip + offsetOf(args),
        where: { customerId: args.customerId },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      }),
  }),
);

/** Yields the events of one order from a stream of order events while `mayStillSee` holds: the
 * subscriber is authorised again on each event, so one who lost the order (a driver it was taken
 * from) hears no more of it. */
async function* onlyOrder(events: AsyncIterable<{ orderId: number }>, orderId: number, mayStillSee: () => Promise<boolean>) {
  for await (const event of events) {
    if (event.orderId !== orderId) continue;
    if (!(await mayStillSee())) return;
    yield event;
  }
}

/** The order a subscription follows, by its global id, if the subscriber may see it. */
export async function followedOrder(ctx: Context, orderId: { typename: string; id: string }) {
  const id = Number(orderId.id);
  const order =
    orderId.typename === "Order" && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647
      ? await ctx.prisma.order.findUnique({ where: { id }, select: { id: true, customerId: true, cookId: true, driverId: true } })
      : null;
  if (!order || !canSeeOrder(ctx.user, order)) throw new NotFoundError("Order not found.");
  return order;
}

builder.subscriptionField("orderStatusChanged", (t) =>
  t.withAuth({ loggedIn: true }).prismaField({
    type: "Order",
    description: "Fires with the order whenever it changes (payment, status, driver), for those who may see it.",
    args: { orderId: t.arg.globalID({ required: true }) },
    subscribe: async (_root, { orderId }, ctx) => {
      const order = await followedOrder(ctx, orderId);
      // Every change of an order is published to its customer, so that channel carries them all.
      const mayStillSee = async () => {
        const now = await ctx.prisma.order.findUnique({ where: { id: order.id }, select: { customerId: true, cookId: true, driverId: true } });
        return now != null && canSeeOrder(ctx.user, now);
      };
      return onlyOrder(whileSignedIn(ctx, ctx.pubsub.subscribe("orderUpdated", order.customerId)), order.id, mayStillSee);
    },
    resolve: (query, payload: { orderId: number }, _args, ctx) =>
      ctx.prisma.order.findUniqueOrThrow({ ...query, where: { id: payload.orderId } }),
  }),
);
