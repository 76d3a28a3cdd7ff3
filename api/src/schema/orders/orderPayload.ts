// The payload of a mutation that changes one order.
import { builder } from "../builder.ts";

/** A mutation payload that returns one order, read with the client's selection. */
export function orderPayload(name: string, description: string) {
  return builder.objectRef<{ orderId: number }>(name).implement({
    description,
    fields: (t) => ({
      order: t.prismaField({
        type: "Order",
        description: "The order as it is after the mutation.",
        resolve: (query, payload, _args, ctx) =>
          ctx.prisma.order.findUniqueOrThrow({ ...query, where: { id: payload.orderId } }),
      }),
      viewer: t.prismaField({
        type: "User",
        nullable: true,
        description: "The signed-in user after the change, e.g. their emptied cart once a payment completed.",
        resolve: (query, _payload, _args, ctx) =>
          ctx.user ? ctx.prisma.user.findUnique({ ...query, where: { id: ctx.user.id } }) : null,
      }),
    }),
  });
}
