// An order's history: every event the order lifecycle applied to it (domain/orders/lifecycle.ts), for
// the same people who may see the order.
import { builder } from "../builder.ts";
import { enumValues } from "../enumValues.ts";
import { OrderStatus } from "./order.ts";

const OrderEventKind = builder.enumType("OrderEventKind", {
  description: "What moved an order: a person's step, the payment provider, or a sweep.",
  values: enumValues({
    step: "Its cook or driver took a step.",
    decline: "Its cook declined it.",
    customer_cancel: "Its customer cancelled it.",
    day_off: "Its kitchen closed on its day.",
    hold_expired: "It was not paid before its hold lapsed.",
    payment_succeeded: "The payment provider reported the payment as succeeded.",
    payment_failed: "The payment provider reported the card as refused.",
    refunded: "The payment was refunded.",
    driver_assigned: "A driver took the delivery.",
    driver_released: "Its driver lost the delivery (their account was paused or deleted).",
    released: "The scheduled order joined its kitchen's live queue.",
  }),
});

builder.prismaNode("OrderStatusChange", {
  description:
    "One event of an order's life, as the order lifecycle applied it. Seen by those who may see the order's own parties: its customer, cook and driver, and admins.",
  id: { field: "id", description: "The event's global id." },
  // Read through node(id:) too: the order's parties only (not the drivers it is merely offered to).
  authScopes: async (change, ctx) => {
    if (!ctx.user) return false;
    const order = await ctx.prisma.order.findUnique({
      where: { id: change.orderId },
      select: { customerId: true, cookId: true, driverId: true },
    });
    const { id, role } = ctx.user;
    return order != null && (role === "admin" || [order.customerId, order.cookId, order.driverId].includes(id));
  },
  fields: (t) => ({
    event: t.field({
      type: OrderEventKind,
      description: "What moved the order.",
      resolve: (change) => change.event as never,
    }),
    fromStatus: t.expose("fromStatus", { type: OrderStatus, description: "The order's status before." }),
    toStatus: t.expose("toStatus", { type: OrderStatus, description: "The order's status after." }),
    at: t.expose("createdAt", { type: "DateTime", description: "When it happened." }),
  }),
});

builder.prismaObjectField("Order", "history", (t) =>
  t.relatedConnection("history", {
    description: "Every event of the order's life, oldest first.",
    cursor: "id",
    query: () => ({ orderBy: { id: "asc" } }),
    totalCount: true,
  }),
);
