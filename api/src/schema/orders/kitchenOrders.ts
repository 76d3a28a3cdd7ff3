// The cook's side of orders: the kitchen's paid orders, newest first, and a live feed of them.
// A pending order whose payment has not gone through is the customer's business only: the kitchen
// sees an order from the moment it is paid.
import type { Context } from "../../context.ts";
import { builder } from "../builder.ts";
import { OFFSET_DESCRIPTION, relatedSkip } from "../offset.ts";
import { selfOrAdmin } from "../accounts/user.ts";
import { OrderStatus } from "./order.ts";
import { type OrderStatusValue } from "../../domain/orders/status.ts";

/**
 * The orders a kitchen sees: those past `pending`, i.e. paid (later declined and refunded ones too).
 * An order leaves pending only when its payment succeeds (payment.ts).
 */
export const kitchenVisible = { status: { not: "pending" } } as const;

/** A paid scheduled order waits in upcomingScheduledOrders until its preparation should start
 * (orders/schedule.ts); the live queue leaves it out until then. */
const notWaiting = { NOT: { scheduledFor: { not: null }, releasedAt: null, status: { not: "cancelled" } } } as const;

builder.prismaObjectFields("Order", (t) => ({
  cancelReason: t.exposeString("cancelReason", {
    nullable: true,
    description: "Why the cook declined the order; null unless it was declined.",
  }),
  cancelledAt: t.expose("cancelledAt", {
    type: "DateTime",
    nullable: true,
    description: "When the cook declined the order; null unless it was declined.",
  }),
}));

builder.prismaObjectField("User", "kitchenOrders", (t) =>
  t.relatedConnection("ordersCooked", {
    description:
      "A cook's paid orders, newest first, optionally of one status: for the cook and admins. A scheduled order joins it when its preparation should start (until then it is in upcomingScheduledOrders).",
    authScopes: (user) => selfOrAdmin(user.id),
    cursor: "id",
    args: {
      status: t.arg({ type: OrderStatus, description: "Only orders in this status; every paid order when left out." }),
      offset: t.arg.int({ description: OFFSET_DESCRIPTION }),
    },
    query: (args) => ({
      // Both rules hold: a `status` filter never shows the kitchen an unpaid (pending) order.
      where: { AND: [kitchenVisible, notWaiting, args.status ? { status: args.status as OrderStatusValue } : {}] },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: relatedSkip(args),
    }),
    totalCount: true,
  }),
);

/** The cook's order events, for orders the kitchen sees. */
async function* paidOnly(ctx: Context, events: AsyncIterable<{ orderId: number }>, cookId: number) {
  for await (const event of events) {
    const order = await ctx.prisma.order.findFirst({
      where: { id: event.orderId, cookId, ...kitchenVisible },
      select: { id: true },
    });
    if (order) yield event;
  }
}

builder.subscriptionField("kitchenOrderUpdated", (t) =>
  t.withAuth({ cook: true }).prismaField({
    type: "Order",
    description: "Fires with each of the signed-in cook's orders when it is paid or changes afterwards.",
    subscribe: (_root, _args, ctx) => paidOnly(ctx, ctx.pubsub.subscribe("orderUpdated", ctx.user.id), ctx.user.id),
    resolve: (query, payload: { orderId: number }, _args, ctx) =>
      ctx.prisma.order.findUniqueOrThrow({ ...query, where: { id: payload.orderId } }),
  }),
);
