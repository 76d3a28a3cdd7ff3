// Demo mode's mutation: the demo driver takes a ready order and drives it to the door on the server
// (domain/delivery/demo.ts).
import { DEMO_DRIVER_EMAIL, driveDemo } from "../../domain/delivery/demo.ts";
import { NotAllowedError, NotFoundError } from "../../domain/errors.ts";
import { DeliveryTakenError, TooManyDeliveriesError } from "../../domain/orders/errors.ts";
import { assignDriver } from "../../domain/orders/steps.ts";
import { builder } from "../builder.ts";
import { commonErrors } from "../errors.ts";
import { requireOwner } from "../accounts/user.ts";
import { orderPayload } from "../orders/orderPayload.ts";
import { Order } from "../orders/order.ts";

const StartDemoDeliveryInput = builder.inputType("StartDemoDeliveryInput", {
  description: "The ready order the demo driver should deliver.",
  fields: (t) => ({ orderId: t.globalID({ for: Order, required: true, description: "The order's global id." }) }),
});

builder.mutationField("startDemoDelivery", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: orderPayload(
      "StartDemoDeliveryPayload",
      "The order, now assigned to the demo driver; follow it with orderStatusChanged and driverLocationUpdated.",
    ),
    description:
      "Demo mode: the demo driver takes the order (its customer's or, for admins, any ready order nobody has taken) and drives it to the door on the server, sending positions every few seconds, then delivers it.",
    args: { input: t.arg({ type: StartDemoDeliveryInput, required: true, description: "The ready order." }) },
    errors: {
      types: [...commonErrors, NotFoundError, DeliveryTakenError, TooManyDeliveriesError],
      directResult: true,
      union: {
        description:
          "The order, or NotFoundError when it is unknown or (for non-admins) not the user's, NotAllowedError without the demo driver account, DeliveryTakenError when the order is not ready or a driver has it, TooManyDeliveriesError when the demo driver already holds as many deliveries as a driver may.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const order = await ctx.prisma.order.findUnique({ where: { id: Number(input.orderId.id) } });
      if (!order) throw new NotFoundError("Order not found.");
      await requireOwner(ctx, order.customerId, new NotFoundError("Order not found."), { orAdmin: true });
      const driver = await ctx.prisma.user.findFirst({
        where: {
          email: DEMO_DRIVER_EMAIL,
          role: "driver",
          approvalStatus: "approved",
          isPaused: false,
          deletedAt: null,
        },
      });
      if (!driver) throw new NotAllowedError("Demo mode needs the demo driver account (driver@homeplate.dev).");
      if (order.status !== "ready")
        throw new DeliveryTakenError("Demo mode starts once the kitchen has the order ready for pickup.");
      const assigned = await assignDriver(ctx, order.id, driver.id);
      void driveDemo(ctx, assigned, driver.id, ctx.config.demoStepMs).catch((error) =>
        ctx.log.warn(`demo delivery of order #${order.id} stopped: ${(error as Error).message}`),
      );
      return { orderId: order.id };
    },
  }),
);
