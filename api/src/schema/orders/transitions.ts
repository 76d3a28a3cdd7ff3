// Who may move an order from which status to which: the one state machine of an order's life after
// payment. The cook's steps are here now (confirmed -> preparing -> ready, or declining a confirmed
// order); the driver's (ready -> picked_up -> on_way -> delivered) join the same table later.
import { z } from "zod";
import type { Services } from "../../context.ts";
import { AppError, NotAllowedError, NotFoundError, parseInput } from "../../errors.ts";
import type { User } from "../../generated/prisma/client.ts";
import { composeMail } from "../../services/mail.ts";
import { builder } from "../builder.ts";
import { commonErrors, errorType } from "../errors.ts";
import { databaseIdOf, orderPayload } from "./checkout.ts";
import { canSeeOrder, OrderStatus, publishOrderUpdated, STATUS_LABELS, type OrderStatusValue } from "./order.ts";

export type Actor = "cook" | "driver";

/** Each status an actor may move an order to, from the one status it must be in. */
export const STEPS: Record<Actor, Partial<Record<OrderStatusValue, OrderStatusValue>>> = {
  // target: required current status
  cook: { preparing: "confirmed", ready: "preparing" },
  driver: {},
};

/** The status an order must be in for its cook to decline it (cancel and refund). */
export const DECLINABLE_FROM: OrderStatusValue = "confirmed";

/** The order cannot take this step from the status it is in. */
export class OrderTransitionError extends AppError {
  constructor(message: string) {
    super(message, "ORDER_TRANSITION_REFUSED");
  }
}
errorType(OrderTransitionError, "The order cannot take this step from its current status; the message says why.");

/** The status `to` requires, or a refusal naming the step. */
export function requiredStatus(actor: Actor, to: OrderStatusValue): OrderStatusValue {
  const from = STEPS[actor][to];
  if (!from) {
    const allowed = Object.keys(STEPS[actor]).map((s) => `'${STATUS_LABELS[s as OrderStatusValue]}'`);
    throw new OrderTransitionError(
      `A ${actor} cannot set an order to '${STATUS_LABELS[to]}'${allowed.length ? `; a ${actor} may set ${allowed.join(" or ")}` : ""}.`,
    );
  }
  return from;
}

const refusedFrom = (current: OrderStatusValue, step: string) =>
  new OrderTransitionError(`This order is '${STATUS_LABELS[current]}', so it cannot be ${step}.`);

/** The order the signed-in cook acts on: theirs, or a refusal that tells no more than they may see. */
async function cooksOrder(services: Services, user: User, globalId: string) {
  const id = databaseIdOf(globalId, "Order");
  const order = id == null ? null : await services.prisma.order.findUnique({ where: { id } });
  if (!order || !canSeeOrder(user, order)) throw new NotFoundError("Order not found.");
  if (order.cookId !== user.id) throw new NotAllowedError("Only the order's cook can change its status.");
  return order;
}

const UpdateOrderStatusInput = builder.inputType("UpdateOrderStatusInput", {
  fields: (t) => ({
    orderId: t.id({ required: true }),
    status: t.field({ type: OrderStatus, required: true, description: "The cook's steps: preparing (from confirmed), ready (from preparing)." }),
  }),
});

builder.mutationField("updateOrderStatus", (t) =>
  t.withAuth({ cook: true }).field({
    type: orderPayload("UpdateOrderStatusPayload"),
    description: "The order's cook moves it one step: confirmed -> preparing -> ready. Any other step is refused.",
    args: { input: t.arg({ type: UpdateOrderStatusInput, required: true }) },
    errors: { types: [...commonErrors, NotFoundError, OrderTransitionError], directResult: true },
    resolve: async (_root, { input }, ctx) => {
      const order = await cooksOrder(ctx, ctx.user, String(input.orderId));
      const to = input.status as OrderStatusValue;
      const from = requiredStatus("cook", to);
      // Conditional: of two clicks at once, one moves the order and the other finds it moved.
      const moved = await ctx.prisma.order.updateMany({
        where: { id: order.id, cookId: ctx.user.id, status: from },
        data: { status: to },
      });
      if (moved.count !== 1) {
        const now = await ctx.prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } });
        throw refusedFrom(now.status, `set to '${STATUS_LABELS[to]}' (only a '${STATUS_LABELS[from]}' order can)`);
      }
      await publishOrderUpdated(ctx, order);
      return { orderId: order.id };
    },
  }),
);

const declineRules = z.object({
  reason: z.string().trim().min(1, "Please give a reason for declining the order.").max(500, "Keep the reason under 500 characters."),
});

const DeclineOrderInput = builder.inputType("DeclineOrderInput", {
  fields: (t) => ({ orderId: t.id({ required: true }), reason: t.string({ required: true }) }),
});

builder.mutationField("declineOrder", (t) =>
  t.withAuth({ cook: true }).field({
    type: orderPayload("DeclineOrderPayload"),
    description: "The order's cook declines a confirmed order: it is cancelled with the reason, the payment refunded and the customer told.",
    args: { input: t.arg({ type: DeclineOrderInput, required: true }) },
    errors: { types: [...commonErrors, NotFoundError, OrderTransitionError], directResult: true },
    resolve: async (_root, { input }, ctx) => {
      const order = await cooksOrder(ctx, ctx.user, String(input.orderId));
      const { reason } = parseInput(declineRules, { reason: input.reason });
      const now = new Date();
      const claimed = await ctx.prisma.order.updateMany({
        where: { id: order.id, cookId: ctx.user.id, status: DECLINABLE_FROM },
        data: { status: "cancelled", cancelReason: reason, cancelledAt: now },
      });
      if (claimed.count !== 1) {
        const current = await ctx.prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } });
        throw refusedFrom(current.status, "declined (only a confirmed order can)");
      }
      await refundDeclined(ctx, order.id);
      await publishOrderUpdated(ctx, order);
      return { orderId: order.id };
    },
  }),
);

/** Refunds a cancelled order's payment and mails its customer. */
async function refundDeclined(services: Services, orderId: number) {
  const order = await services.prisma.order.findUniqueOrThrow({
    where: { id: orderId },
    include: { customer: { select: { email: true, name: true } }, cook: { select: { name: true, restaurantProfile: { select: { restaurantName: true } } } } },
  });
  let refunded = false;
  if (order.paymentIntentId && order.paymentStatus === "succeeded") {
    const { refundId } = await services.payments.refund(order.paymentIntentId);
    await services.prisma.order.update({ where: { id: order.id }, data: { paymentStatus: "refunded", refundId } });
    refunded = true;
  }
  const kitchen = order.cook.restaurantProfile?.restaurantName ?? order.cook.name;
  await services.mailer.send(
    composeMail({
      to: order.customer.email,
      subject: `Your HomePlate order #${order.id} was declined`,
      greeting: `Hello ${order.customer.name},`,
      paragraphs: [
        `${kitchen} could not take your order #${order.id}.`,
        `Reason: ${order.cancelReason}`,
        refunded
          ? `Your payment of $${(order.totalCents / 100).toFixed(2)} has been refunded to your card.`
          : "You were not charged for this order.",
      ],
      action: { label: "View your orders", url: `${services.publicUrl()}/orders` },
    }),
  );
}
