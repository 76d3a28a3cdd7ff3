// The User type, `viewer`, and the viewer's live account updates.
import { builder } from "../builder.ts";
import { enumValues } from "../enumValues.ts";
import { whileSignedIn } from "./session.ts";

export const Role = builder.enumType("Role", {
  description: "What an account is for. A role is chosen at registration and never changes.",
  values: enumValues({
    customer: "Orders meals from approved cooks.",
    cook: "Runs a kitchen once an admin approves their application.",
    driver: "Delivers ready orders once an admin approves their application.",
    admin: "Reviews applications and manages users.",
  }),
});
export const ApplicationStatus = builder.enumType("ApplicationStatus", {
  description: "Where a cook's or driver's application stands; customers and admins are always approved.",
  values: enumValues({
    pending: "Submitted and waiting for an admin's decision.",
    approved: "Accepted by an admin: the cook may sell, the driver may deliver.",
    rejected: "Refused by an admin, with the reason given in the decision.",
  }),
});

/** The scopes of something only its user and admins may see. */
export const selfOrAdmin = (userId: number) => ({ $any: { self: userId, admin: true } });

// A user is seen by themselves and by admins; an approved cook's public profile (name, role) by
// anyone, since customers order from them. Contact details and account state stay private.
export const User = builder.prismaNode("User", {
  id: { field: "id" },
  authScopes: (user) => (user.role === "cook" && user.approvalStatus === "approved") || selfOrAdmin(user.id),
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
    email: t.exposeString("email", { authScopes: (user) => selfOrAdmin(user.id) }),
    phone: t.exposeString("phone", { nullable: true, authScopes: (user) => selfOrAdmin(user.id) }),
    address: t.exposeString("address", { nullable: true, authScopes: (user) => selfOrAdmin(user.id) }),
    latitude: t.exposeFloat("latitude", { nullable: true, authScopes: (user) => selfOrAdmin(user.id) }),
    longitude: t.exposeFloat("longitude", { nullable: true, authScopes: (user) => selfOrAdmin(user.id) }),
    isPaused: t.exposeBoolean("isPaused", { authScopes: (user) => selfOrAdmin(user.id) }),
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
    subscribe: (_root, _args, ctx) => whileSignedIn(ctx, ctx.pubsub.subscribe("userUpdated", ctx.user.id)),
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
