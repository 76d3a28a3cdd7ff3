// An order as its customer, its cook, its driver and admins see it: status, money in cents,
// addresses, dishes; the customer's order history; live updates of one order.
import type { Context } from "../../context.ts";
import { NotFoundError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import { enumValues } from "../enumValues.ts";
import { OFFSET_DESCRIPTION, offsetOf } from "../offset.ts";
import { selfOrAdmin } from "../accounts/user.ts";
import { deliveryFeeLabel, shownMiles } from "../../domain/orders/pricing.ts";
import { readsDelivery, readsPickup } from "../../domain/orders/addressPrivacy.ts";
import { LOCAL_AREA, publicArea } from "../../services/gazetteer.ts";
import { canSeeOrder } from "../../domain/orders/access.ts";
import { STATUS_LABELS, type OrderStatusValue } from "../../domain/orders/status.ts";

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

export const Order = builder.prismaNode("Order", {
  description:
    "An order of one kitchen's dishes, with money in integer cents. Visible to its customer, cook and driver and to admins, and to approved drivers while it is ready and untaken.",
  id: { field: "id", description: "The order's global id." },
  authScopes: (order, ctx) => canSeeOrder(ctx.user, order),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The order number; the numeric id the /api paths use." }),
    customerDatabaseId: t.exposeInt("customerId", {
      description: "The numeric user id of the customer who placed it.",
    }),
    cookDatabaseId: t.exposeInt("cookId", { description: "The numeric user id of the cook whose kitchen makes it." }),
    driverDatabaseId: t.exposeInt("driverId", {
      nullable: true,
      description: "The numeric user id of its driver; null until a driver accepts the delivery.",
    }),
    status: t.expose("status", {
      type: OrderStatus,
      description:
        "Pending until paid; then confirmed (or straight to preparing when the kitchen auto-accepts), preparing, ready, picked up, on the way, delivered; cancelled when the cook declines it.",
    }),
    statusLabel: t.string({
      description: "The status as the app shows it, e.g. 'Being Prepared' or 'On the Way'.",
      resolve: (order) => STATUS_LABELS[order.status],
    }),
    paymentStatus: t.expose("paymentStatus", {
      type: PaymentStatus,
      description:
        "The card payment: requires payment until it succeeds, failed after a refused attempt, refunded once a declined order's refund went through.",
    }),
    refundPending: t.boolean({
      description:
        "True while a refund owed on this declined order has not yet been taken by the payment provider; it is retried until it is.",
      select: { refundJob: { select: { paymentIntentId: true } } },
      resolve: (order) => order.refundJob != null,
    }),
    createdAt: t.expose("createdAt", {
      type: "DateTime",
      description: "When the order was placed (before it was paid).",
    }),
    paidAt: t.expose("paidAt", {
      type: "DateTime",
      nullable: true,
      description: "When the payment succeeded; null while unpaid.",
    }),
    subtotalCents: t.exposeInt("subtotalCents", {
      description: "The dishes' total in cents, at the prices they had when ordered.",
    }),
    platformFeeCents: t.exposeInt("platformFeeCents", {
      description: "HomePlate's fee in cents: 12% of the subtotal, rounded half-up.",
    }),
    deliveryFeeCents: t.exposeInt("deliveryFeeCents", {
      description:
        "In cents: the kitchen's base fee plus 50 cents a mile beyond 2 miles; 0 when the subtotal reached the kitchen's free-delivery minimum.",
    }),
    deliveryFeeLabel: t.string({
      description: "'Delivery Fee (N mi)', with the distance the fee was priced on.",
      resolve: (order) => deliveryFeeLabel(order.distanceMiles),
    }),
    taxCents: t.exposeInt("taxCents", { description: "Tax in cents: 8.75% of the subtotal, rounded half-up." }),
    totalCents: t.exposeInt("totalCents", {
      description: "What the customer pays, in cents: subtotal, platform fee, delivery fee, tax and tip.",
    }),
    distanceMiles: t.float({
      description:
        "Kitchen to delivery address in half-mile steps, as its fee was priced; 2.5 when either point is unknown.",
      resolve: (order) => shownMiles(order.distanceMiles),
    }),
    distanceApproximate: t.exposeBoolean("distanceApproximate", {
      description:
        "True when the delivery address or the kitchen was placed only at the public place its address names (its ZIP code or city), so the distance and its fee are approximate.",
    }),
    deliveryAddress: t.string({
      description:
        "Where the order is delivered: for its customer, cook, driver and admins; a driver it is only offered to reads the ZIP code and city.",
      resolve: (o, _a, ctx) =>
        readsDelivery(ctx.user, o) ? o.deliveryAddress : (publicArea(o.deliveryAddress) ?? LOCAL_AREA),
    }),
    pickupAddress: t.string({
      description:
        "Where the driver collects it: the kitchen's address, for its cook, the order's driver and admins; the customer and drivers it is only offered to read the kitchen's ZIP code and city.",
      resolve: (o, _a, ctx) =>
        readsPickup(ctx.user, o) ? o.pickupAddress : (publicArea(o.pickupAddress) ?? LOCAL_AREA),
    }),
    deliveryInstructions: t.string({
      nullable: true,
      description:
        "The customer's note for the driver; null when none was given, and for a driver the order is only offered to.",
      resolve: (o, _a, ctx) => (readsDelivery(ctx.user, o) ? o.deliveryInstructions : null),
    }),
    cookName: t.string({
      description: "The cook's name.",
      select: { cook: { select: { name: true } } },
      resolve: (order) => order.cook.name,
    }),
    kitchenName: t.string({
      description: "The kitchen's restaurant name, or the cook's name when they have no restaurant profile.",
      select: { cook: { select: { name: true, restaurantProfile: { select: { restaurantName: true } } } } },
      resolve: (order) => order.cook.restaurantProfile?.restaurantName ?? order.cook.name,
    }),
    customerName: t.string({
      description: "The customer's name, or 'Deleted user' once their account was deleted.",
      select: { customer: { select: { name: true, deletedAt: true } } },
      resolve: (order) => (order.customer.deletedAt ? "Deleted user" : order.customer.name),
    }),
    items: t.relation("items", {
      description: "The dishes ordered, in the order they were added.",
      query: { orderBy: { id: "asc" } },
    }),
  }),
});

export const OrderItem = builder.prismaObject("OrderItem", {
  description: "One dish of an order, with the name, photo and price it had when it was ordered.",
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The order item's numeric id (createReview's orderItemId)." }),
    name: t.exposeString("name", { description: "The dish's name when it was ordered." }),
    imageUrl: t.exposeString("imageUrl", {
      nullable: true,
      description: "The dish's photo when it was ordered; null when it had none.",
    }),
    quantity: t.exposeInt("quantity", { description: "How many were ordered." }),
    unitPriceCents: t.exposeInt("unitPriceCents", {
      description: "What one cost when it was ordered (the special price if it applied).",
    }),
    lineTotalCents: t.int({
      description: "unitPriceCents times quantity, in cents.",
      resolve: (item) => item.unitPriceCents * item.quantity,
    }),
    foodItemDatabaseId: t.exposeInt("foodItemId", {
      nullable: true,
      description: "The dish's numeric id; null once the dish was deleted.",
    }),
    foodItem: t.relation("foodItem", {
      nullable: true,
      description: "The dish as it is on the menu now; null once it was deleted.",
    }),
    review: t.relation("review", { nullable: true, description: "The customer's review of this dish, once given." }),
    reviewed: t.boolean({
      description: "Whether the customer has reviewed this dish of this order.",
      select: { review: { select: { id: true } } },
      resolve: (item) => item.review != null,
    }),
    reviewRating: t.int({
      nullable: true,
      description: "The review's stars, 1 to 5; null until it is reviewed.",
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
    description:
      "An order by its number, for those who may see it (its customer, cook and driver, admins; approved drivers while it is on offer). Null when there is none; anyone else gets an authorization error.",
    args: { databaseId: t.arg.int({ required: true, description: "The order number (Order.databaseId)." }) },
    resolve: (query, _root, { databaseId }, ctx) =>
      databaseId > 0 && databaseId <= 2_147_483_647
        ? ctx.prisma.order.findUnique({ ...query, where: { id: databaseId } })
        : null,
  }),
);

builder.queryField("myOrders", (t) =>
  t.withAuth({ loggedIn: true }).prismaConnection({
    type: "Order",
    cursor: "id",
    description:
      "The signed-in user's order history, newest first (the same list as viewer.orders, one level shallower).",
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.order.findMany({
        ...query,
        where: { customerId: ctx.user.id },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      }),
  }),
);

builder.queryField("customerOrders", (t) =>
  t.prismaConnection({
    type: "Order",
    cursor: "id",
    description:
      "A customer's order history, newest first: for that customer and admins (/api/orders/customer/{userId}).",
    args: {
      customerId: t.arg.int({ required: true, description: "The customer's numeric user id." }),
      offset: t.arg.int({ description: OFFSET_DESCRIPTION }),
    },
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

/** The events of one order from a stream of order events. */
async function* onlyOrder(events: AsyncIterable<{ orderId: number }>, orderId: number) {
  for await (const event of events) if (event.orderId === orderId) yield event;
}

/** The order a subscription follows, by its global id, if the subscriber may see it. */
export async function followedOrder(ctx: Context, orderId: { typename: string; id: string }) {
  const id = Number(orderId.id);
  const order =
    orderId.typename === "Order" && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647
      ? await ctx.prisma.order.findUnique({
          where: { id },
          select: { id: true, customerId: true, cookId: true, driverId: true },
        })
      : null;
  if (!order || !canSeeOrder(ctx.user, order)) throw new NotFoundError("Order not found.");
  return order;
}

builder.subscriptionField("orderStatusChanged", (t) =>
  t.withAuth({ loggedIn: true }).prismaField({
    type: "Order",
    description:
      "Fires with the order whenever it changes (payment, status, driver, review), for signed-in users who may see it. The stream ends when they may no longer see it or their session ends.",
    args: {
      orderId: t.arg.globalID({
        required: true,
        description: "The order's global id; an order the subscriber may not see is refused as 'Order not found.'",
      }),
    },
    subscribe: async (_root, { orderId }, ctx) => {
      const order = await followedOrder(ctx, orderId);
      // Every change of an order is published to its customer, so that channel carries them all.
      // Who may still follow it is checked again on each access change (http/fanout.ts).
      return onlyOrder(ctx.pubsub.subscribe("orderUpdated", order.customerId), order.id);
    },
    resolve: (query, payload: { orderId: number }, _args, ctx) =>
      ctx.prisma.order.findUniqueOrThrow({ ...query, where: { id: payload.orderId } }),
  }),
);
