// Order ahead in the schema: an order's slot as its customer, cook and driver see it, the cook's
// upcoming scheduled orders, and the customer's cancellation of a scheduled order until its cutoff
// (refunded in full through the refund path of declined orders). The slots themselves: deliverySlots.ts.
import { recordOrderStatus } from "../../domain/integrations/outbox.ts";
import { NotFoundError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import { commonErrors } from "../errors.ts";
import { selfOrAdmin } from "../accounts/user.ts";
import { dayLabel, slotLabel } from "../../domain/store/slots.ts";
import { orderPayload } from "./checkout.ts";
import { Order } from "./order.ts";
import { publishOrderUpdated } from "../../domain/orders/updates.ts";
import { STATUS_LABELS } from "../../domain/orders/status.ts";
import { attemptRefund, queueRefund } from "../../domain/orders/refunds.ts";
import { publishPortionsChanged } from "../catalog/portionEvents.ts";
import { OrderTransitionError } from "../../domain/orders/errors.ts";
import { announce } from "../../domain/notifications/events.ts";

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

const CANCEL_REASON = "Cancelled by the customer";

builder.mutationField("cancelScheduledOrder", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: orderPayload(
      "CancelScheduledOrderPayload",
      "The cancelled order; its refundPending shows a refund the provider has not taken yet.",
    ),
    description:
      "The customer cancels their paid scheduled order until its cutoff (cancellableUntil): it is cancelled, refunded in full and its cook told. After the cutoff, once the kitchen started it, or for an order for as soon as possible, the cancel is refused with the reason.",
    args: { input: t.arg({ type: CancelOrderInput, required: true, description: "The order." }) },
    errors: {
      types: [...commonErrors, NotFoundError, OrderTransitionError],
      directResult: true,
      union: {
        description:
          "The order, or NotFoundError when it is not the signed-in customer's, OrderTransitionError when it is not scheduled, not paid, already started or past its cutoff.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const order = await ctx.prisma.order.findUnique({
        where: { id: Number(input.orderId.id) },
        include: timeZoneSelect,
      });
      if (!order || order.customerId !== ctx.user.id) throw new NotFoundError("Order not found.");
      const now = new Date();
      if (!order.scheduledFor || !order.cancellableUntil)
        throw new OrderTransitionError(
          "Only an order scheduled ahead can be cancelled; this one was for as soon as possible.",
        );
      if (order.status === "pending")
        throw new OrderTransitionError("This order is not paid, so there is nothing to cancel: it will not be made.");
      if (order.status !== "confirmed")
        throw new OrderTransitionError(
          `This order is '${STATUS_LABELS[order.status]}', so it can no longer be cancelled.`,
        );
      const refusal = cutoffPassed(order.cancellableUntil, order.scheduledFor, zoneOf(order), now);
      if (refusal) throw new OrderTransitionError(refusal);
      const notifications = await ctx.prisma.$transaction(async (tx) => {
        const cancelled = await tx.order.updateMany({
          where: { id: order.id, status: "confirmed", cancellableUntil: { gt: now } },
          data: { status: "cancelled", cancelReason: CANCEL_REASON, cancelledAt: now },
        });
        if (cancelled.count !== 1) return null;
        if (order.paymentIntentId && order.paymentStatus === "succeeded")
          await queueRefund(tx, { id: order.id, paymentIntentId: order.paymentIntentId });
        await recordOrderStatus(tx, order.id);
        const cook = await tx.notification.create({
          data: {
            userId: order.cookId,
            kind: "order_cancelled",
            title: "Scheduled order cancelled",
            message: `The customer cancelled scheduled order #${order.id} (${slotLabel(order.scheduledFor!, zoneOf(order))}).`,
            url: "/chef-management",
            orderId: order.id,
          },
        });
        return [cook];
      });
      if (!notifications) {
        const current = await ctx.prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } });
        throw new OrderTransitionError(
          `This order is '${STATUS_LABELS[current.status]}', so it can no longer be cancelled.`,
        );
      }
      if (order.paymentIntentId) await attemptRefund(ctx, order.paymentIntentId);
      await publishOrderUpdated(ctx, order);
      await publishPortionsChanged(ctx, order.id);
      await announce(ctx, notifications);
      return { orderId: order.id };
    },
  }),
);

/** The refusal once a scheduled order's cutoff has passed, naming the slot and the cutoff. */
function cutoffPassed(cancellableUntil: Date, start: Date, timeZone: string, now: Date): string | null {
  if (cancellableUntil.getTime() > now.getTime()) return null;
  const at = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(
    cancellableUntil,
  );
  return `The cancellation cutoff for the ${slotLabel(start, timeZone)} slot passed at ${at}: the kitchen is already planning this order.`;
}
