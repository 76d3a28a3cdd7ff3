// Changing a password, and the forgot/reset flow with single-use tokens that expire after an hour.
import { publishAccessChange } from "../../services/pubsub.ts";
import { parseInput } from "../../domain/errors.ts";
import {
  RESET_MAILS_PER_HOUR,
  RESET_REQUESTED_MESSAGE,
  RESET_TOKEN_TTL_MS,
  sendPasswordResetMail,
} from "../../domain/accounts/passwords.ts";
import { builder } from "../builder.ts";
import { commonErrors } from "../errors.ts";
import { InvalidResetTokenError, WrongPasswordError } from "../../domain/accounts/errors.ts";
import { hashPassword, verifyPassword } from "../../services/passwordHashing.ts";
import { changePassword, forgotPassword, resetPassword } from "../../domain/accounts/rules.ts";
import { tokenId } from "../../domain/accounts/session.ts";

const ChangePasswordInput = builder.inputType("ChangePasswordInput", {
  description: "The current password and the new one.",
  fields: (t) => ({
    currentPassword: t.string({ required: true, description: "The password in use now." }),
    newPassword: t.string({ required: true, description: "6 to 200 characters." }),
  }),
});

const SuccessPayload = (name: string, description: string) =>
  builder.objectRef<{ success: boolean; message: string }>(name).implement({
    description,
    fields: (t) => ({
      success: t.exposeBoolean("success", { description: "Always true." }),
      message: t.exposeString("message", { description: "A confirmation to show the user." }),
    }),
  });

const ChangePasswordPayload = SuccessPayload("ChangePasswordPayload", "A changed password.");

builder.mutationField("changePassword", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: ChangePasswordPayload,
    description:
      "Changes the signed-in user's password after checking the current one; other sessions end. Any signed-in user.",
    args: {
      input: t.arg({ type: ChangePasswordInput, required: true, description: "The current and new passwords." }),
    },
    errors: {
      types: [...commonErrors, WrongPasswordError],
      directResult: true,
      union: {
        description:
          "ChangePasswordPayload once changed; WrongPasswordError when currentPassword does not match, ValidationError for a " +
          "new password out of bounds, NotSignedInError for a visitor.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const data = parseInput(changePassword, input);
      if (!(await verifyPassword(data.currentPassword, ctx.user.passwordHash))) throw new WrongPasswordError();
      ctx.user = await ctx.prisma.user.update({
        where: { id: ctx.user.id },
        data: { passwordHash: await hashPassword(data.newPassword) },
      });
      await ctx.prisma.session.deleteMany({ where: { userId: ctx.user.id, id: { not: ctx.sessionId ?? "" } } });
      await publishAccessChange(ctx.pubsub, { userIds: [ctx.user.id] });
      await ctx.pubsub.publish("userUpdated", ctx.user.id, { userId: ctx.user.id });
      return { success: true, message: "Your password has been successfully changed." };
    },
  }),
);

const RequestPasswordResetInput = builder.inputType("RequestPasswordResetInput", {
  description: "Whose password to reset.",
  fields: (t) => ({ email: t.string({ required: true, description: "The account's email, in any case." }) }),
});
const RequestPasswordResetPayload = SuccessPayload(
  "RequestPasswordResetPayload",
  "The same answer whether or not the address has an account.",
);

builder.mutationField("requestPasswordReset", (t) =>
  t.field({
    type: RequestPasswordResetPayload,
    description:
      "Mails a single-use reset link, valid for one hour, when the address has an account; answers the same either way. " +
      "At most 3 mails per account an hour. Open to visitors.",
    args: { input: t.arg({ type: RequestPasswordResetInput, required: true, description: "The account's email." }) },
    errors: {
      types: commonErrors,
      directResult: true,
      union: { description: "RequestPasswordResetPayload; ValidationError for a malformed email." },
    },
    resolve: async (_root, { input }, ctx) => {
      const { email } = parseInput(forgotPassword, input);
      // A deleted user's placeholder address gets no mail, so no one can set a password on it.
      const user = await ctx.prisma.user.findUnique({ where: { email, deletedAt: null } });
      const recent = user
        ? await ctx.prisma.passwordResetToken.count({
            where: { userId: user.id, createdAt: { gt: new Date(Date.now() - RESET_TOKEN_TTL_MS) } },
          })
        : 0;
      if (user && recent < RESET_MAILS_PER_HOUR) await sendPasswordResetMail(ctx, user);
      return { success: true, message: RESET_REQUESTED_MESSAGE };
    },
  }),
);

const ResetPasswordInput = builder.inputType("ResetPasswordInput", {
  description: "The mailed token and the new password.",
  fields: (t) => ({
    token: t.string({ required: true, description: "The token from the mailed /reset-password link." }),
    newPassword: t.string({ required: true, description: "6 to 200 characters." }),
  }),
});
const ResetPasswordPayload = SuccessPayload("ResetPasswordPayload", "A password set with a reset link.");

builder.mutationField("resetPassword", (t) =>
  t.field({
    type: ResetPasswordPayload,
    description:
      "Sets a new password with a mailed token. The token works once; every session of the user ends and failed sign-ins " +
      "are forgotten. Open to visitors.",
    args: { input: t.arg({ type: ResetPasswordInput, required: true, description: "The token and new password." }) },
    errors: {
      types: [...commonErrors, InvalidResetTokenError],
      directResult: true,
      union: {
        description:
          "ResetPasswordPayload once set; InvalidResetTokenError for an unknown, used or expired token, ValidationError for a " +
          "new password out of bounds.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const data = parseInput(resetPassword, input);
      const id = tokenId(data.token);
      const usable = { id, usedAt: null, expiresAt: { gt: new Date() } };
      // A made-up token is refused before the server spends a password hash on it.
      if (!(await ctx.prisma.passwordResetToken.findFirst({ where: usable, select: { id: true } })))
        throw new InvalidResetTokenError();
      const passwordHash = await hashPassword(data.newPassword);
      const now = new Date();
      // Claiming the token with a conditional update makes two concurrent uses succeed at most once.
      const claimed = await ctx.prisma.passwordResetToken.updateMany({
        where: { ...usable, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      if (claimed.count !== 1) throw new InvalidResetTokenError();
      const { userId, user } = await ctx.prisma.passwordResetToken.findUniqueOrThrow({
        where: { id },
        select: { userId: true, user: { select: { email: true } } },
      });
      await ctx.prisma.$transaction([
        ctx.prisma.user.update({ where: { id: userId }, data: { passwordHash } }),
        ctx.prisma.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } }),
        ctx.prisma.session.deleteMany({ where: { userId } }),
        ctx.prisma.loginAttempt.deleteMany({ where: { email: user.email } }),
      ]);
      await publishAccessChange(ctx.pubsub, { userIds: [userId] });
      await ctx.pubsub.publish("userUpdated", userId, { userId });
      return { success: true, message: "Your password has been reset. You can now sign in with your new password." };
    },
  }),
);
