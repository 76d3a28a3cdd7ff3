// Order ahead in the schema: an order's slot as its customer, cook and driver see it, the cook's
// upcoming scheduled orders, and the customer's cancellation (domain/orders/steps.ts): a scheduled
// order until its cutoff, refunded in full, and an unpaid order at any time. The slots: deliverySlots.ts.
import { NotFoundError } from "../../domain/errors.ts";
import { cancelByCustomer } from "../../domain/orders/steps.ts";
import { builder } from "../builder.ts";
import { commonErrors } from "../errors.ts";
import { selfOrAdmin } from "../accounts/user.ts";
import { dayLabel, slotLabel } from "../../domain/store/slots.ts";
import { orderPayload } from "./orderPayload.ts";
import { Order } from "./order.ts";
import { OrderTransitionError } from "../../domain/orders/errors.ts";

const DEFAULT_TIME_ZONE = "America/Chicago";
const timeZoneSelect = { cook: { select: { storeSettings: { select: { timeZone: true } } } } } as const;
type WithZone = { cook: { storeSettings: { timeZone: string } | null } };
const zoneOf = (order: WithZone) => order.cook.storeSettings?.timeZone ?? DEFAULT_TIME_ZONE;

builder.prismaObjectFields("Order", (t) => ({
  scheduledFor: t.expose("scheduledFor", {
    type: "DateTime",
    nullable: true,
    description: "Order ahead: the start of the 30-minute delivery slot; null for as soon as possible.",
  }),
  scheduledLabel: t.string({
    nullable: true,
    description: "'Scheduled for Fri 6:30-7:00 PM' in the kitchen's time zone; null for as soon as possible.",
    select: timeZoneSelect,
    resolve: (o) => (o.scheduledFor ? `Scheduled for ${slotLabel(o.scheduledFor, zoneOf(o))}` : null),
  }),
  scheduledDayLabel: t.string({
    nullable: true,
    description:
      "The slot's day, 'Friday, November 27', in the kitchen's time zone (the cook's upcoming list groups by it).",
    select: timeZoneSelect,
    resolve: (o) => (o.scheduledFor ? dayLabel(o.scheduledFor, zoneOf(o)) : null),
  }),
  prepareAt: t.expose("prepareAt", {
    type: "DateTime",
    nullable: true,
    description: "When a scheduled order joins the cook's live queue: the slot's start less the preparation time.",
  }),
  cancellableUntil: t.expose("cancellableUntil", {
    type: "DateTime",
    nullable: true,
    description:
      "Until when the customer may cancel a scheduled order (the slot's cutoff); null for as soon as possible.",
  }),
  cancellableUntilLabel: t.string({
    nullable: true,
    description: "The cancellation cutoff as 'Fri 5:30 PM' in the kitchen's time zone; null for as soon as possible.",
    select: timeZoneSelect,
    resolve: (o) =>
      o.cancellableUntil
        ? new Intl.DateTimeFormat("en-US", {
            timeZone: zoneOf(o),
            weekday: "short",
            hour: "numeric",
            minute: "2-digit",
          }).format(o.cancellableUntil)
        : null,
  }),
  canCancel: t.boolean({
    description:
      "Whether the signed-in user may cancel this order now: its customer, a paid scheduled order not yet started, before its cutoff.",
    resolve: (o, _a, ctx) =>
      ctx.user?.id === o.customerId &&
      o.status === "confirmed" &&
      o.cancellableUntil != null &&
      o.cancellableUntil.getTime() > Date.now(),
  }),
}));

builder.prismaObjectField("User", "upcomingScheduledOrders", (t) =>
  t.relatedConnection("ordersCooked", {
    description:
      "A cook's paid scheduled orders that have not joined the live queue yet, earliest slot first: for the cook and admins. Each moves to kitchenOrders when its preparation should start.",
    authScopes: (user) => selfOrAdmin(user.id),
    cursor: "id",
    query: () => ({
      where: {
        scheduledFor: { not: null },
        releasedAt: null,
        paymentStatus: "succeeded",
        status: { not: "cancelled" },
      },
      orderBy: [{ scheduledFor: "asc" }, { id: "asc" }],
    }),
    totalCount: true,
  }),
);

const CancelOrderInput = builder.inputType("CancelScheduledOrderInput", {
  description: "The signed-in customer's scheduled order to cancel.",
  fields: (t) => ({ orderId: t.globalID({ for: Order, required: true, description: "The order's global id." }) }),
});

builder.mutationField("cancelScheduledOrder", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: orderPayload(
      "CancelScheduledOrderPayload",
      "The cancelled order; its refundPending shows a refund the provider has not taken yet.",
    ),
    description:
      "The customer cancels their order: an unpaid one at any time (its place and payment are let go), a paid scheduled one until its cutoff (cancellableUntil), refunded in full and its cook told. After the cutoff, once the kitchen started it, or for a paid order for as soon as possible, the cancel is refused with the reason.",
    args: { input: t.arg({ type: CancelOrderInput, required: true, description: "The order." }) },
    errors: {
      types: [...commonErrors, NotFoundError, OrderTransitionError],
      directResult: true,
      union: {
        description:
          "The order, or NotFoundError when it is not the signed-in customer's, OrderTransitionError when it is paid and not scheduled, already started or past its cutoff.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const order = await ctx.prisma.order.findUnique({ where: { id: Number(input.orderId.id) } });
      if (!order || order.customerId !== ctx.user.id) throw new NotFoundError("Order not found.");
      await cancelByCustomer(ctx, ctx.user.id, order.id);
      return { orderId: order.id };
    },
  }),
);
