// The chef area's root: the signed-in approved cook, whose profile, categories, menu, store and
// earnings the six tabs read. Anyone else is refused here, on the server.
import { builder } from "../builder.ts";

builder.queryField("chefKitchen", (t) =>
  t.withAuth({ approvedCook: true }).prismaField({
    type: "User",
    description: "The signed-in approved cook, for chef management; refused to everyone else.",
    resolve: (query, _root, _args, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: ctx.user.id } }),
  }),
);
