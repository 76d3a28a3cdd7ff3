// Who may move an order from which status to which: the one state machine of an order's life after
// payment. The cook's steps (confirmed -> preparing -> ready, or declining a confirmed order) and the
// driver's (ready -> picked_up -> on_way -> delivered) are one table.
import { z } from "zod";
import type { Services } from "../../context.ts";
import { NotAllowedError, NotFoundError, parseInput } from "../../domain/errors.ts";
import type { Order as OrderRow, User } from "../../generated/prisma/client.ts";
import { composeMail } from "../../services/mail.ts";
import { builder } from "../builder.ts";
import { announce, notifyOrderDeclined, notifyOrderStatus } from "../../domain/notifications/events.ts";
import { commonErrors, errorType } from "../errors.ts";
import { orderPayload } from "./checkout.ts";
import { attemptRefund, queueRefund } from "../../domain/orders/refunds.ts";
import { publishPortionsChanged } from "../catalog/portionEvents.ts";
import { recordOrderStatus } from "../../domain/integrations/outbox.ts";
import { Order, OrderStatus } from "./order.ts";
import { canSeeOrder } from "../../domain/orders/access.ts";
import { publishOrderUpdated } from "../../domain/orders/updates.ts";
import { STATUS_LABELS, type OrderStatusValue } from "../../domain/orders/status.ts";
import { runStepHooks } from "../../domain/orders/stepHooks.ts";
import { BASE_MINUTES, HANDOVER_MINUTES } from "../../domain/orders/timing.ts";
import { OrderTransitionError } from "../../domain/orders/errors.ts";

export type Actor = "cook" | "driver";

/** Each status an actor may move an order to, from the statuses it may be in. */
export const STEPS: Record<Actor, Partial<Record<OrderStatusValue, readonly OrderStatusValue[]>>> = {
  // target: allowed current statuses
  cook: { preparing: ["confirmed"], ready: ["preparing"] },
  // The driver dashboard offers 'Complete Delivery' while picked up as well as on the way (driver
  // spec §2): a driver who hands the order over without marking 'On the Way' first may finish it.
  driver: { picked_up: ["ready"], on_way: ["picked_up"], delivered: ["picked_up", "on_way"] },
};

/** The status an order must be in for its cook to decline it (cancel and refund). */
export const DECLINABLE_FROM: OrderStatusValue = "confirmed";

errorType(OrderTransitionError, "The order cannot take this step from its current status; the message says why.");

/** The statuses `to` may be reached from, or a refusal naming the step. */
export function requiredStatus(actor: Actor, to: OrderStatusValue): readonly OrderStatusValue[] {
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

/** The order the signed-in cook (or driver) acts on: theirs, or a refusal that tells no more than they may see. */
async function actorsOrder(services: Services, user: User, orderId: { id: string }, actor: Actor = "cook") {
  const order = await services.prisma.order.findUnique({ where: { id: Number(orderId.id) } });
  if (!order || !canSeeOrder(user, order)) throw new NotFoundError("Order not found.");
  if ((actor === "cook" ? order.cookId : order.driverId) !== user.id)
    throw new NotAllowedError(
      actor === "cook"
        ? "Only the order's cook can change its status."
        : "Only the order's driver can change its delivery status.",
    );
  return order;
}
const cooksOrder = (services: Services, user: User, orderId: { id: string }) =>
  actorsOrder(services, user, orderId, "cook");

/** What a step records besides the status: when it happened, and at pickup the promised time. */
async function stepData(services: Services, order: OrderRow, to: OrderStatusValue, now: Date) {
  if (to === "picked_up") {
    const known =
      order.pickupLatitude != null &&
      order.pickupLongitude != null &&
      order.deliveryLatitude != null &&
      order.deliveryLongitude != null;
    const minutes = known
      ? (
          await services.maps.route(
            { lat: order.pickupLatitude!, lng: order.pickupLongitude! },
            { lat: order.deliveryLatitude!, lng: order.deliveryLongitude! },
          )
        ).durationMinutes
      : BASE_MINUTES.picked_up;
    return { pickedUpAt: now, estimatedDelivery: new Date(now.getTime() + (minutes + HANDOVER_MINUTES) * 60_000) };
  }
  if (to === "on_way") return { onWayAt: now };
  if (to === "delivered") return { deliveredAt: now };
  return {};
}

const UpdateOrderStatusInput = builder.inputType("UpdateOrderStatusInput", {
  description: "The order and the status its cook or driver moves it to.",
  fields: (t) => ({
    orderId: t.globalID({ for: Order, required: true, description: "The order's global id." }),
    status: t.field({
      type: OrderStatus,
      required: true,
      description:
        "The cook's steps: PREPARING (from confirmed), READY (from preparing). The driver's: PICKED_UP (from ready), ON_WAY (from picked up), DELIVERED (from picked up or on the way).",
    }),
  }),
});

builder.mutationField("updateOrderStatus", (t) =>
  t.withAuth({ cookOrDriver: true }).field({
    type: orderPayload("UpdateOrderStatusPayload", "The order after the step."),
    description:
      "Moves an order one step. Its cook: CONFIRMED -> PREPARING -> READY. Its driver: READY -> PICKED_UP -> ON_WAY -> DELIVERED (or PICKED_UP -> DELIVERED), each step recording its time (estimatedDelivery is set at pickup). Any other step is refused.",
    args: {
      input: t.arg({ type: UpdateOrderStatusInput, required: true, description: "The order and its next status." }),
    },
    errors: {
      types: [...commonErrors, NotFoundError, OrderTransitionError],
      directResult: true,
      union: {
        description:
          "The order, or NotFoundError when the user cannot see it, NotAllowedError when they are not its cook (or driver), OrderTransitionError when their role may not set that status or the order is not in the status it needs.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const user = ctx.user;
      const actor: Actor = user.role === "driver" ? "driver" : "cook";
      const order = await actorsOrder(ctx, user, input.orderId, actor);
      await takeStep(ctx, actor, user.id, order, input.status as OrderStatusValue);
      return { orderId: order.id };
    },
  }),
);

/**
 * Moves an order one step for its cook or driver (`userId`), recording the step's time, and tells
 * everyone following it. A conditional write: of two clicks at once, one moves the order and the
 * other is refused, naming the status it found.
 */
export async function takeStep(
  services: Services,
  actor: Actor,
  userId: number,
  order: OrderRow,
  to: OrderStatusValue,
) {
  const from = requiredStatus(actor, to);
  const data = { status: to, ...(await stepData(services, order, to, new Date())) };
  const owner = actor === "cook" ? { cookId: userId } : { driverId: userId };
  // The step and the customer's notification of it are one write.
  const [moved, notification] = await services.prisma.$transaction(async (tx) => {
    const step = await tx.order.updateMany({ where: { id: order.id, ...owner, status: { in: [...from] } }, data });
    if (step.count !== 1) return [false, null] as const;
    await recordOrderStatus(tx, order.id);
    const customer = await notifyOrderStatus(tx, order.id, to);
    const others = await runStepHooks(tx, { orderId: order.id, actorId: userId, to });
    return [true, [customer, ...others].filter((n) => n !== null)] as const;
  });
  if (!moved) {
    const current = await services.prisma.order.findUniqueOrThrow({
      where: { id: order.id },
      select: { status: true },
    });
    const froms = from.map((s) => `'${STATUS_LABELS[s]}'`).join(" or ");
    throw refusedFrom(current.status, `set to '${STATUS_LABELS[to]}' (only a ${froms} order can)`);
  }
  await publishOrderUpdated(services, order);
  await announce(services, notification);
}

const declineRules = z.object({
  reason: z
    .string()
    .trim()
    .min(1, "Please give a reason for declining the order.")
    .max(500, "Keep the reason under 500 characters."),
});

const DeclineOrderInput = builder.inputType("DeclineOrderInput", {
  description: "The order the cook declines, and why.",
  fields: (t) => ({
    orderId: t.globalID({ for: Order, required: true, description: "The order's global id." }),
    reason: t.string({
      required: true,
      description: "Shown and mailed to the customer; 1 to 500 characters after trimming.",
    }),
  }),
});

builder.mutationField("declineOrder", (t) =>
  t.withAuth({ cook: true }).field({
    type: orderPayload(
      "DeclineOrderPayload",
      "The cancelled order; its refundPending shows a refund the provider has not taken yet.",
    ),
    description:
      "The order's cook declines a confirmed order: it is cancelled with the reason, the payment refunded and the customer told.",
    args: { input: t.arg({ type: DeclineOrderInput, required: true, description: "The order and the reason." }) },
    errors: {
      types: [...commonErrors, NotFoundError, OrderTransitionError],
      directResult: true,
      union: {
        description:
          "The order, or NotFoundError when the cook cannot see it, NotAllowedError when it is another cook's, ValidationError for an empty or too long reason, OrderTransitionError when it is not confirmed.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const order = await cooksOrder(ctx, ctx.user, input.orderId);
      const { reason } = parseInput(declineRules, { reason: input.reason });
      const now = new Date();
      // The cancellation, the refund it owes and the customer's notification are one write: a refund
      // that fails is retried.
      const [claimed, notification] = await ctx.prisma.$transaction(async (tx) => {
        const cancelled = await tx.order.updateMany({
          where: { id: order.id, cookId: ctx.user.id, status: DECLINABLE_FROM },
          data: { status: "cancelled", cancelReason: reason, cancelledAt: now },
        });
        if (cancelled.count !== 1) return [false, null] as const;
        if (order.paymentIntentId && order.paymentStatus === "succeeded")
          await queueRefund(tx, { id: order.id, paymentIntentId: order.paymentIntentId });
        await recordOrderStatus(tx, order.id);
        return [true, await notifyOrderDeclined(tx, order.id)] as const;
      });
      if (!claimed) {
        const current = await ctx.prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } });
        throw refusedFrom(current.status, "declined (only a confirmed order can)");
      }
      await refundDeclined(ctx, order.id);
      await publishOrderUpdated(ctx, order, { accessChanged: true });
      await publishPortionsChanged(ctx, order.id);
      await announce(ctx, notification);
      return { orderId: order.id };
    },
  }),
);

/** Refunds a cancelled order's payment and mails its customer. */
async function refundDeclined(services: Services, orderId: number) {
  const order = await services.prisma.order.findUniqueOrThrow({
    where: { id: orderId },
    include: {
      customer: { select: { email: true, name: true } },
      cook: { select: { name: true, restaurantProfile: { select: { restaurantName: true } } } },
    },
  });
  const owed = order.paymentIntentId != null && order.paymentStatus === "succeeded";
  const refunded = owed && (await attemptRefund(services, order.paymentIntentId!));
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
          : owed
            ? `Your refund of $${(order.totalCents / 100).toFixed(2)} is being processed and will reach your card.`
            : "You were not charged for this order.",
      ],
      action: { label: "View your orders", url: `${services.publicUrl()}/orders` },
    }),
  );
}
