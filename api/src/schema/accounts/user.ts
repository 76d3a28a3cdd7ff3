// The User type, `viewer`, and the viewer's live account updates.
import { builder } from "../builder.ts";
import { enumValues } from "../enumValues.ts";
import type { Context } from "../../context.ts";
import type { AppError } from "../../domain/errors.ts";

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

/**
 * An owner rule on an object a resolver has loaded: the `self` scope with the owner's id (or, with
 * `orAdmin`, that or `admin`), run by scope-auth like the rules declared on fields; `refusal` is
 * what a refused user gets (a NotFoundError where an object's existence is itself private).
 */
export async function requireOwner(ctx: Context, ownerId: number, refusal: AppError, { orAdmin = false } = {}) {
  await builder.runAuthScopes(ctx, orAdmin ? selfOrAdmin(ownerId) : { self: ownerId }, () => refusal);
}

// A user is seen by themselves and by admins; an approved cook's public profile (name, role) by
// anyone, since customers order from them. Contact details and account state stay private.
export const User = builder.prismaNode("User", {
  description:
    "An account: customer, cook, driver or admin. Visible to the user and admins; an approved cook's public fields to anyone.",
  id: { field: "id", description: "The user's global id." },
  authScopes: (user) => (user.role === "cook" && user.approvalStatus === "approved") || selfOrAdmin(user.id),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The numeric id the /api paths use." }),
    name: t.exposeString("name", {
      description: "The name given at signup; 'Deleted user' once an admin deleted an account with history.",
    }),
    username: t.exposeString("username", {
      description: "The name in greetings ('Hello, {username}'); the signup name, or 'Deleted user'.",
    }),
    role: t.expose("role", { type: Role, description: "What the account is for, chosen at registration." }),
    approvalStatus: t.expose("approvalStatus", {
      type: ApplicationStatus,
      nullable: true,
      description: "Approval of a cook or driver; null for customers and admins.",
    }),
    email: t.exposeString("email", {
      authScopes: (user) => selfOrAdmin(user.id),
      description: "The sign-in address, lower-cased. The user and admins only.",
    }),
    phone: t.exposeString("phone", {
      nullable: true,
      authScopes: (user) => selfOrAdmin(user.id),
      description:
        "Contact phone as entered; null when none is on file (e.g. after an admin deleted the account). The user and admins only.",
    }),
    address: t.exposeString("address", {
      nullable: true,
      authScopes: (user) => selfOrAdmin(user.id),
      description:
        "Home or kitchen address; checkout's default delivery address. Null when none is on file. The user and admins only.",
    }),
    latitude: t.exposeFloat("latitude", {
      nullable: true,
      authScopes: (user) => selfOrAdmin(user.id),
      description:
        "Latitude of the address in WGS84 degrees, used for delivery distances; null when unknown. The user and admins only.",
    }),
    longitude: t.exposeFloat("longitude", {
      nullable: true,
      authScopes: (user) => selfOrAdmin(user.id),
      description: "Longitude of the address in WGS84 degrees; null when unknown. The user and admins only.",
    }),
    isPaused: t.exposeBoolean("isPaused", {
      authScopes: (user) => selfOrAdmin(user.id),
      description: "True while an admin has paused the account: it cannot sign in. The user and admins only.",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the account was created." }),
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
export function userPayload(name: string, description: string, payloadDescription: string) {
  return builder.objectRef<{ userId: number }>(name).implement({
    description: payloadDescription,
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
