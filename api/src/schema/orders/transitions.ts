// The cook's and driver's steps of an order and the cook's decline, as mutations: who may, then the
// order lifecycle (domain/orders/lifecycle.ts), which decides on the order re-read under its lock.
import { z } from "zod";
import type { Context } from "../../context.ts";
import { NotAllowedError, NotFoundError, parseInput } from "../../domain/errors.ts";
import { canSeeOrder } from "../../domain/orders/access.ts";
import { OrderTransitionError } from "../../domain/orders/errors.ts";
import type { OrderStatusValue } from "../../domain/orders/status.ts";
import { declineOrder, takeStep } from "../../domain/orders/steps.ts";
import type { Actor } from "../../domain/orders/transitions.ts";
import type { User } from "../../generated/prisma/client.ts";
import { builder } from "../builder.ts";
import { commonErrors, errorType } from "../errors.ts";
import { orderPayload } from "./orderPayload.ts";
import { Order, OrderStatus } from "./order.ts";

errorType(OrderTransitionError, "The order cannot take this step from its current status; the message says why.");

/** The order the signed-in cook (or driver) acts on: theirs, or a refusal that tells no more than they may see. */
async function actorsOrder(ctx: Context, user: User, orderId: { id: string }, actor: Actor) {
  const order = await ctx.prisma.order.findUnique({ where: { id: Number(orderId.id) } });
  if (!order || !canSeeOrder(user, order)) throw new NotFoundError("Order not found.");
  if ((actor === "cook" ? order.cookId : order.driverId) !== user.id)
    throw new NotAllowedError(
      actor === "cook"
        ? "Only the order's cook can change its status."
        : "Only the order's driver can change its delivery status.",
    );
  return order;
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
      const actor: Actor = ctx.user.role === "driver" ? "driver" : "cook";
      const order = await actorsOrder(ctx, ctx.user, input.orderId, actor);
      await takeStep(ctx, actor, ctx.user.id, order.id, input.status as OrderStatusValue);
      return { orderId: order.id };
    },
  }),
);

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
      const order = await actorsOrder(ctx, ctx.user, input.orderId, "cook");
      const { reason } = parseInput(declineRules, { reason: input.reason });
      await declineOrder(ctx, ctx.user.id, order.id, reason);
      return { orderId: order.id };
    },
  }),
);
