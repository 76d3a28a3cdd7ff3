// User management for admins (companion spec §2 Admin dashboard: Users, §6): the user list with
// search, pause/activate, password reset mail, and delete. Admin accounts are never acted on.
import type { Context } from "../../context.ts";
import { NotAllowedError, NotFoundError, parseInput } from "../../domain/errors.ts";
import { Prisma, type User } from "../../generated/prisma/client.ts";
import { sendPasswordResetMail } from "../../domain/accounts/passwords.ts";
import { User as UserNode } from "../accounts/user.ts";
import { deleteUser, setPaused } from "../../domain/admin/users.ts";
import { builder } from "../builder.ts";
import { enumValues } from "../enumValues.ts";
import { OFFSET_DESCRIPTION, offsetOf } from "../offset.ts";
import { commonErrors } from "../errors.ts";
import { recordAudit } from "../../domain/admin/audit.ts";
import { userSearch } from "../../domain/admin/rules.ts";
import { AdminStats } from "./stats.ts";
import { containsText } from "../../domain/textMatch.ts";

export const ADMIN_PROTECTED = "Admin accounts cannot be paused, reset or deleted.";

builder.prismaObjectField("User", "deleted", (t) =>
  t.boolean({
    description: "Whether an admin deleted the account; its orders remain under 'Deleted user'.",
    resolve: (user) => user.deletedAt != null,
  }),
);

function usersWhere(search: string | undefined): Prisma.UserWhereInput {
  if (!search) return { deletedAt: null };
  const contains = containsText(search);
  return { deletedAt: null, OR: [{ name: contains }, { username: contains }, { email: contains }] };
}

builder.queryField("users", (t) =>
  t.withAuth({ admin: true }).prismaConnection({
    type: "User",
    cursor: "id",
    description: "Every account not deleted, oldest first; `search` matches name, username or email. Admins only.",
    args: {
      search: t.arg.string({
        required: false,
        description: "Text to find in name, username or email, any case; at most 200 characters.",
      }),
      offset: t.arg.int({ description: OFFSET_DESCRIPTION }),
    },
    totalCount: (_root, args, ctx) =>
      ctx.prisma.user.count({ where: usersWhere(parseInput(userSearch, args.search ?? undefined)) }),
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.user.findMany({
        ...query,
        skip: query.skip + offsetOf(args),
        where: usersWhere(parseInput(userSearch, args.search ?? undefined)),
        orderBy: { id: "asc" },
      }),
  }),
);

/** A user an admin may act on: exists, not deleted, not an admin. */
async function targetUser(ctx: Context, userId: { id: string }): Promise<User> {
  const user = await ctx.prisma.user.findUnique({ where: { id: Number(userId.id) } });
  if (!user || user.deletedAt) throw new NotFoundError("No such user.");
  if (user.role === "admin") throw new NotAllowedError(ADMIN_PROTECTED);
  return user;
}

const UserIdInput = (name: string) =>
  builder.inputType(name, {
    description: "The non-admin user to act on.",
    fields: (t) => ({ userId: t.globalID({ for: UserNode, required: true, description: "The user's global id." }) }),
  });

/** What an admin action on one user answers besides its payload. */
const userActionErrors =
  "NotFoundError for an unknown or deleted user, ValidationError for an id that is not a User's, NotAllowedError for an admin account or a non-admin caller.";

const UserStatusPayload = builder.objectRef<{ userId: number }>("UserStatusPayload").implement({
  description: "The user after a pause or activation, with the refreshed counts.",
  fields: (t) => ({
    user: t.prismaField({
      type: "User",
      description: "The user, with isPaused as it now is.",
      resolve: (query, p, _a, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }),
    }),
    stats: t.field({
      type: AdminStats,
      description: "The admin overview's counts after the change.",
      resolve: () => ({}),
    }),
  }),
});

builder.mutationField("setUserPaused", (t) =>
  t.withAuth({ admin: true }).field({
    type: UserStatusPayload,
    description:
      "Pauses (signs out and locks out; a driver's deliveries under way go back on offer) or activates a non-admin user. " +
      "Setting the state it already has changes nothing. Admins only.",
    args: {
      input: t.arg({
        type: builder.inputType("SetUserPausedInput", {
          description: "The user and the state to put them in.",
          fields: (f) => ({
            userId: f.globalID({ for: UserNode, required: true, description: "The user's global id." }),
            paused: f.boolean({ required: true, description: "True to pause, false to activate." }),
          }),
        }),
        required: true,
        description: "Whom to pause or activate.",
      }),
    },
    errors: {
      types: [...commonErrors, NotFoundError],
      directResult: true,
      union: { description: `UserStatusPayload once done; ${userActionErrors}` },
    },
    resolve: async (_root, { input }, ctx) => {
      const target = await targetUser(ctx, input.userId);
      await setPaused(ctx, ctx.user.id, target, () => input.paused);
      return { userId: target.id };
    },
  }),
);

builder.mutationField("toggleUserPause", (t) =>
  t.withAuth({ admin: true }).field({
    type: UserStatusPayload,
    description:
      "Flips a non-admin user between active and paused (the spec's pause toggle), as setUserPaused does; toggles at the same moment " +
      "each flip once, in turn. Admins only.",
    args: {
      input: t.arg({ type: UserIdInput("ToggleUserPauseInput"), required: true, description: "Whom to toggle." }),
    },
    errors: {
      types: [...commonErrors, NotFoundError],
      directResult: true,
      union: { description: `UserStatusPayload once flipped; ${userActionErrors}` },
    },
    resolve: async (_root, { input }, ctx) => {
      const target = await targetUser(ctx, input.userId);
      await setPaused(ctx, ctx.user.id, target, (paused) => !paused);
      return { userId: target.id };
    },
  }),
);

const DeletedUserOutcome = builder.enumType("DeletedUserOutcome", {
  description: "What deleting a user did.",
  values: enumValues({
    removed: "The user had no history and is gone.",
    anonymized:
      "The user had orders, reviews or payments: personal data is erased, the books stay under 'Deleted user'.",
  }),
});

const DeleteUserPayload = builder
  .objectRef<{ userId: number; outcome: "removed" | "anonymized" }>("DeleteUserPayload")
  .implement({
    description: "A deleted user: removed outright, or anonymized when they have history.",
    fields: (t) => ({
      deletedUserId: t.globalID({
        description: "The user's global id, for removing them from lists.",
        resolve: (p) => ({ type: "User", id: p.userId }),
      }),
      deletedUserDatabaseId: t.exposeInt("userId", { description: "The user's numeric id." }),
      outcome: t.field({
        type: DeletedUserOutcome,
        description: "Whether the user was removed or anonymized.",
        resolve: (p) => p.outcome,
      }),
      message: t.string({
        description: "Always 'User deleted successfully'.",
        resolve: () => "User deleted successfully",
      }),
      stats: t.field({
        type: AdminStats,
        description: "The admin overview's counts after the delete.",
        resolve: () => ({}),
      }),
    }),
  });

builder.mutationField("deleteUser", (t) =>
  t.withAuth({ admin: true }).field({
    type: DeleteUserPayload,
    description:
      "Deletes a non-admin user. One with orders, reviews or payments is anonymized instead, so the books stay whole. Admins only.",
    args: { input: t.arg({ type: UserIdInput("DeleteUserInput"), required: true, description: "Whom to delete." }) },
    errors: {
      types: [...commonErrors, NotFoundError],
      directResult: true,
      union: { description: `DeleteUserPayload once deleted; ${userActionErrors}` },
    },
    resolve: async (_root, { input }, ctx) => {
      const target = await targetUser(ctx, input.userId);
      return { userId: target.id, outcome: await deleteUser(ctx, ctx.user.id, target) };
    },
  }),
);

const SendUserPasswordResetPayload = builder.objectRef<{ userId: number }>("SendUserPasswordResetPayload").implement({
  description: "A reset link mailed to a user.",
  fields: (t) => ({
    user: t.prismaField({
      type: "User",
      description: "The user the link was mailed to.",
      resolve: (query, p, _a, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }),
    }),
    message: t.string({
      description: "Always 'A password reset email has been sent to the user.'",
      resolve: () => "A password reset email has been sent to the user.",
    }),
  }),
});

builder.mutationField("sendUserPasswordReset", (t) =>
  t.withAuth({ admin: true }).field({
    type: SendUserPasswordResetPayload,
    description: "Mails a non-admin user a single-use link, valid for one hour, to set a new password. Admins only.",
    args: {
      input: t.arg({ type: UserIdInput("SendUserPasswordResetInput"), required: true, description: "Whom to mail." }),
    },
    errors: {
      types: [...commonErrors, NotFoundError],
      directResult: true,
      union: { description: `SendUserPasswordResetPayload once mailed; ${userActionErrors}` },
    },
    resolve: async (_root, { input }, ctx) => {
      const target = await targetUser(ctx, input.userId);
      await sendPasswordResetMail(ctx, target);
      await recordAudit(ctx.prisma, { actorId: ctx.user.id, action: "user.passwordResetSent", subjectId: target.id });
      return { userId: target.id };
    },
  }),
);
