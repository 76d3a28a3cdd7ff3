// The User type, `viewer`, and the viewer's live account updates.
import { builder } from "../builder.ts";

export const Role = builder.enumType("Role", { values: ["customer", "cook", "driver", "admin"] as const });
export const ApplicationStatus = builder.enumType("ApplicationStatus", {
  values: ["pending", "approved", "rejected"] as const,
});

// Contact details and account state are for the user themselves and for admins; the public part
// (a cook's name, role and approval) is what other users see of them.
const selfOrAdmin = (user: { id: number }) => ({ $any: { self: user.id, admin: true } });

export const User = builder.prismaNode("User", {
  id: { field: "id" },
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The numeric id the /api paths use." }),
    name: t.exposeString("name"),
    username: t.exposeString("username"),
    role: t.expose("role", { type: Role }),
    approvalStatus: t.expose("approvalStatus", {
      type: ApplicationStatus,
      nullable: true,
      description: "Approval of a cook or driver; null for customers and admins.",
    }),
    email: t.exposeString("email", { authScopes: selfOrAdmin }),
    phone: t.exposeString("phone", { nullable: true, authScopes: selfOrAdmin }),
    address: t.exposeString("address", { nullable: true, authScopes: selfOrAdmin }),
    latitude: t.exposeFloat("latitude", { nullable: true, authScopes: selfOrAdmin }),
    longitude: t.exposeFloat("longitude", { nullable: true, authScopes: selfOrAdmin }),
    isPaused: t.exposeBoolean("isPaused", { authScopes: selfOrAdmin }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.queryField("viewer", (t) =>
  t.prismaField({
    type: "User",
    nullable: true,
    description: "The signed-in user, or null for a visitor.",
    resolve: (query, _root, _args, ctx) =>
      ctx.user ? ctx.prisma.user.findUnique({ ...query, where: { id: ctx.user.id } }) : null,
  }),
);

builder.subscriptionField("viewerUpdated", (t) =>
  t.withAuth({ loggedIn: true }).prismaField({
    type: "User",
    description: "Fires with the signed-in user whenever their account changes (approval, password, profile).",
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe("userUpdated", ctx.user.id),
    resolve: (query, payload: { userId: number }, _args, ctx) =>
      ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: payload.userId } }),
  }),
);

/** A mutation payload that returns one user, read with the client's selection. */
export function userPayload(name: string, description: string) {
  return builder.objectRef<{ userId: number }>(name).implement({
    fields: (t) => ({
      user: t.prismaField({
        type: "User",
        description,
        resolve: (query, payload, _args, ctx) =>
          ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: payload.userId } }),
      }),
    }),
  });
}
