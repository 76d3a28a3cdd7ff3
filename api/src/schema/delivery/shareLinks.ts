// A tracking link the customer shares: an unguessable token (only its SHA-256 is kept) that opens a
// read-only view of the order for anyone, signed in or not. The view shows the status, the ETA, the
// kitchen's name, the driver's first name and, while the delivery is under way, the driver's position:
// never an address, a phone, a price or the dishes. It follows the order's own events (orderUpdated on
// its customer's channel, driverLocation on the order's), ends an hour after delivery, and a
// revoked link stops answering at once, also on a subscription already open.
import { Repeater } from "graphql-yoga";
import type { Services } from "../../context.ts";
import { NotFoundError } from "../../domain/errors.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { newToken, tokenId } from "../../domain/accounts/session.ts";
import { builder } from "../builder.ts";
import { commonErrors } from "../errors.ts";
import { etaMinutes } from "../../domain/delivery/rules.ts";
import { LatLng } from "./orderFields.ts";
import { slotLabel } from "../../domain/store/slots.ts";
import { Order, OrderStatus } from "../orders/order.ts";
import { STATUS_LABELS, type OrderStatusValue } from "../../domain/orders/status.ts";
import { OrderTransitionError } from "../../domain/orders/errors.ts";

/** A link keeps working this long after the order was delivered (or cancelled). */
export const SHARE_AFTER_END_MS = 60 * 60_000;
/** Statuses in which the driver is on the road with the order: their position is shown then. */
const UNDER_WAY: readonly OrderStatusValue[] = ["picked_up", "on_way"];

const sharedSelect = {
  id: true,
  customerId: true,
  status: true,
  deliveredAt: true,
  cancelledAt: true,
  estimatedDelivery: true,
  distanceMiles: true,
  scheduledFor: true,
  deliveryLatitude: true,
  deliveryLongitude: true,
  cook: {
    select: {
      name: true,
      restaurantProfile: { select: { restaurantName: true } },
      storeSettings: { select: { timeZone: true } },
    },
  },
  driver: { select: { name: true, deletedAt: true, driverLocation: true } },
} as const satisfies Prisma.OrderSelect;

type SharedOrder = Prisma.OrderGetPayload<{ select: typeof sharedSelect }>;

/** When a link to this order stops working; null while the order is still open. */
export function shareExpiresAt(order: { deliveredAt: Date | null; cancelledAt: Date | null }): Date | null {
  const end = order.deliveredAt ?? order.cancelledAt;
  return end ? new Date(end.getTime() + SHARE_AFTER_END_MS) : null;
}

const isExpired = (order: { deliveredAt: Date | null; cancelledAt: Date | null }, now: Date) => {
  const expires = shareExpiresAt(order);
  return expires != null && expires.getTime() <= now.getTime();
};

/** The order a token opens, or null when it is unknown, revoked or expired. */
export async function sharedOrder(
  services: Pick<Services, "prisma">,
  token: string,
  now = new Date(),
): Promise<SharedOrder | null> {
  if (token.length < 20 || token.length > 100) return null;
  const link = await services.prisma.orderShareLink.findUnique({
    where: { tokenHash: tokenId(token) },
    select: { order: { select: sharedSelect } },
  });
  if (!link || isExpired(link.order, now)) return null;
  return link.order;
}

const SharedTracking = builder.objectRef<SharedOrder>("SharedTracking").implement({
  description:
    "An order as a shared tracking link shows it to anyone: status, ETA, kitchen, the driver's first name and position while under way. No address, phone, price or dish.",
  fields: (t) => ({
    status: t.field({ type: OrderStatus, description: "Where the order is in its life.", resolve: (o) => o.status }),
    statusLabel: t.string({
      description: "The status as the app shows it, e.g. 'On the Way'.",
      resolve: (o) => STATUS_LABELS[o.status],
    }),
    etaMinutes: t.int({
      description:
        "Minutes until the order is at the door (0 once delivered): the order's own etaMinutes, refined by the driver's position while under way.",
      resolve: (o) => etaMinutes(o, o.driver?.driverLocation),
    }),
    estimatedDelivery: t.field({
      type: "DateTime",
      nullable: true,
      description: "When the order should be at the door, once a driver picked it up.",
      resolve: (o) => o.estimatedDelivery,
    }),
    scheduledLabel: t.string({
      nullable: true,
      description: "'Scheduled for Fri 6:30-7:00 PM' for an order placed ahead; null otherwise.",
      resolve: (o) =>
        o.scheduledFor
          ? `Scheduled for ${slotLabel(o.scheduledFor, o.cook.storeSettings?.timeZone ?? "America/Chicago")}`
          : null,
    }),
    kitchenName: t.string({
      description: "The kitchen's restaurant name, or the cook's name without a restaurant profile.",
      resolve: (o) => o.cook.restaurantProfile?.restaurantName ?? o.cook.name,
    }),
    driverFirstName: t.string({
      nullable: true,
      description: "The driver's first name, once a driver took the delivery.",
      resolve: (o) => (o.driver && !o.driver.deletedAt ? o.driver.name.trim().split(/\s+/)[0]! : null),
    }),
    driverLocation: t.field({
      type: LatLng,
      nullable: true,
      description: "Where the driver is while the order is picked up or on the way; null otherwise.",
      resolve: (o) => {
        const at = o.driver?.driverLocation;
        return at && UNDER_WAY.includes(o.status) ? { lat: at.latitude, lng: at.longitude } : null;
      },
    }),
    expiresAt: t.field({
      type: "DateTime",
      nullable: true,
      description:
        "When the link stops working: an hour after delivery (or cancellation); null while the order is open.",
      resolve: (o) => shareExpiresAt(o),
    }),
  }),
});

builder.queryField("sharedTracking", (t) =>
  t.field({
    type: SharedTracking,
    nullable: true,
    description:
      "The order a shared tracking link opens, for anyone. Null when the link is unknown, revoked or expired.",
    args: {
      token: t.arg.string({ required: true, description: "The token at the end of the link (/track/{token})." }),
    },
    resolve: (_root, { token }, ctx) => sharedOrder(ctx, token),
  }),
);

/** Passes events on while the link still opens its order; ends the stream once it does not. */
async function* whileShared(
  services: Services,
  token: string,
  orderId: number,
  events: AsyncIterable<{ orderId: number }>,
) {
  for await (const event of events) {
    if (event.orderId !== orderId) continue;
    const order = await sharedOrder(services, token);
    if (!order) return;
    yield order;
  }
}

builder.subscriptionField("sharedTrackingUpdated", (t) =>
  t.field({
    type: SharedTracking,
    description:
      "Fires with the shared view whenever the order changes or its driver moves, for anyone holding the link. Refused for an unknown or expired link; ends when the link is revoked or expires.",
    args: { token: t.arg.string({ required: true, description: "The token at the end of the link." }) },
    subscribe: async (_root, { token }, ctx) => {
      const order = await sharedOrder(ctx, token);
      if (!order) throw new NotFoundError("This tracking link is not valid or has expired.");
      // The customer's channel carries all their orders; both kinds of event name their order.
      const events = Repeater.merge([
        ctx.pubsub.subscribe("orderUpdated", order.customerId),
        ctx.pubsub.subscribe("driverLocation", order.id),
      ]);
      return whileShared(ctx, token, order.id, events);
    },
    resolve: (order: SharedOrder) => order,
  }),
);

const ShareInput = builder.inputType("ShareOrderTrackingInput", {
  description: "The signed-in customer's order to share.",
  fields: (t) => ({ orderId: t.globalID({ for: Order, required: true, description: "The order's global id." }) }),
});

const RevokeInput = builder.inputType("RevokeOrderTrackingInput", {
  description: "The signed-in customer's order to stop sharing.",
  fields: (t) => ({ orderId: t.globalID({ for: Order, required: true, description: "The order's global id." }) }),
});

const SharePayload = builder
  .objectRef<{ url: string; token: string; expiresAt: Date | null }>("ShareOrderTrackingPayload")
  .implement({
    description: "A new tracking link. Only its hash is kept: the link cannot be shown again, only made anew.",
    fields: (t) => ({
      url: t.exposeString("url", { description: "The link to share: the app's /track/{token} page." }),
      token: t.exposeString("token", {
        description: "The token at the end of the link (for sharedTracking and sharedTrackingUpdated).",
      }),
      expiresAt: t.expose("expiresAt", {
        type: "DateTime",
        nullable: true,
        description: "When the link stops working: an hour after delivery; null while the order is not delivered yet.",
      }),
    }),
  });

/** The signed-in customer's own order, or 'Order not found.' for anyone else's. */
async function customersOrder(services: Pick<Services, "prisma">, userId: number, orderId: { id: string }) {
  const order = await services.prisma.order.findUnique({
    where: { id: Number(orderId.id) },
    select: { id: true, customerId: true, deliveredAt: true, cancelledAt: true },
  });
  if (!order || order.customerId !== userId) throw new NotFoundError("Order not found.");
  return order;
}

builder.mutationField("shareOrderTracking", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: SharePayload,
    description:
      "The order's customer makes a read-only tracking link anyone can open until an hour after delivery. Each call makes another link; revokeOrderTracking ends them all.",
    args: { input: t.arg({ type: ShareInput, required: true, description: "The order." }) },
    errors: {
      types: [...commonErrors, NotFoundError, OrderTransitionError],
      directResult: true,
      union: {
        description:
          "The link, or NotFoundError when the order is not the signed-in customer's, OrderTransitionError when its tracking has ended (over an hour after delivery).",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const order = await customersOrder(ctx, ctx.user.id, input.orderId);
      if (isExpired(order, new Date()))
        throw new OrderTransitionError("This order's tracking has ended: it was delivered over an hour ago.");
      const token = newToken();
      await ctx.prisma.orderShareLink.create({ data: { tokenHash: tokenId(token), orderId: order.id } });
      return { url: `${ctx.publicUrl()}/track/${token}`, token, expiresAt: shareExpiresAt(order) };
    },
  }),
);

const RevokePayload = builder.objectRef<{ revoked: number }>("RevokeOrderTrackingPayload").implement({
  description: "The order's tracking links were revoked.",
  fields: (t) => ({
    revokedCount: t.exposeInt("revoked", { description: "How many links stopped working (0 when none was open)." }),
  }),
});

builder.mutationField("revokeOrderTracking", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: RevokePayload,
    description:
      "The order's customer revokes every tracking link of the order at once; an open shared page stops updating.",
    args: { input: t.arg({ type: RevokeInput, required: true, description: "The order." }) },
    errors: {
      types: [...commonErrors, NotFoundError],
      directResult: true,
      union: {
        description: "How many links were revoked, or NotFoundError when the order is not the signed-in customer's.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const order = await customersOrder(ctx, ctx.user.id, input.orderId);
      const { count } = await ctx.prisma.orderShareLink.deleteMany({ where: { orderId: order.id } });
      // Open shared pages hear of it on their next event; an order event now ends them at once.
      await ctx.pubsub.publish("orderUpdated", order.customerId, { orderId: order.id });
      return { revoked: count };
    },
  }),
);
