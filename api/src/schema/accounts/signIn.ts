// Signing in and out.
import type { Context } from "../../context.ts";
import { parseInput } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import { commonErrors } from "../errors.ts";
import { AccountPausedError, InvalidCredentialsError, TooManyAttemptsError } from "../../domain/accounts/errors.ts";
import { verifyPassword } from "../../services/passwordHashing.ts";
import { login } from "../../domain/accounts/rules.ts";
import { endSession, startSession } from "../../domain/accounts/session.ts";
import { userPayload } from "./user.ts";

// Five failed sign-ins for one address within 15 minutes block that address until they age out.
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Records a sign-in attempt, then refuses it if the address has had too many in the window. The row
 * is written before the password is checked, so guesses sent in parallel are counted too.
 */
async function recordAttempt(ctx: Context, email: string) {
  const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
  await ctx.prisma.loginAttempt.deleteMany({ where: { createdAt: { lte: since } } });
  await ctx.prisma.loginAttempt.create({ data: { email } });
  const attempts = await ctx.prisma.loginAttempt.findMany({
    where: { email, createdAt: { gt: since } },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
    take: LOGIN_FAILURE_LIMIT + 1,
  });
  if (attempts.length > LOGIN_FAILURE_LIMIT) {
    // Free again once the oldest of the last LIMIT attempts leaves the window.
    const unblockAt = attempts[LOGIN_FAILURE_LIMIT - 1]!.createdAt.getTime() + LOGIN_FAILURE_WINDOW_MS;
    throw new TooManyAttemptsError((unblockAt - Date.now()) / 1000);
  }
}

const LoginInput = builder.inputType("LoginInput", {
  description: "The credentials to sign in with.",
  fields: (t) => ({
    email: t.string({ required: true, description: "The account's email, in any case." }),
    password: t.string({ required: true, description: "The account's password (at least 6 characters)." }),
  }),
});

const LoginPayload = userPayload("LoginPayload", "The signed-in user.", "A successful sign-in.");

builder.mutationField("login", (t) =>
  t.field({
    type: LoginPayload,
    description:
      "Signs in with email and password and sets the session cookie, ending the request's previous session if any. Open to visitors.",
    args: { input: t.arg({ type: LoginInput, required: true, description: "The credentials." }) },
    errors: {
      types: [...commonErrors, InvalidCredentialsError, AccountPausedError, TooManyAttemptsError],
      directResult: true,
      union: {
        description:
          "LoginPayload once signed in; InvalidCredentialsError for a wrong email or password, AccountPausedError for a paused " +
          "account, TooManyAttemptsError after 5 failed attempts in 15 minutes, ValidationError for a malformed email.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const { email, password } = parseInput(login, input);
      await recordAttempt(ctx, email);
      const user = await ctx.prisma.user.findUnique({ where: { email } });
      if (!(await verifyPassword(password, user?.passwordHash ?? null)) || !user) throw new InvalidCredentialsError();
      if (user.isPaused) throw new AccountPausedError();
      await ctx.prisma.loginAttempt.deleteMany({ where: { email } });
      await ctx.prisma.session.deleteMany({ where: { userId: user.id, expiresAt: { lte: new Date() } } });
      if (ctx.sessionId) await endSession(ctx);
      await startSession(ctx, user);
      return { userId: user.id };
    },
  }),
);

const LogoutPayload = builder.objectRef<{ success: boolean }>("LogoutPayload").implement({
  description: "A finished sign-out.",
  fields: (t) => ({ success: t.exposeBoolean("success", { description: "Always true." }) }),
});

builder.mutationField("logout", (t) =>
  t.field({
    type: LogoutPayload,
    description: "Ends the current session and clears the session cookie. Signing out when signed out succeeds too.",
    errors: {
      types: commonErrors,
      directResult: true,
      union: { description: "LogoutPayload; signing out does not fail." },
    },
    resolve: async (_root, _args, ctx) => {
      await endSession(ctx);
      return { success: true };
    },
  }),
);
