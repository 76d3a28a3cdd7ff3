// Signing in and out.
import { parseInput } from "../../errors.ts";
import { builder } from "../builder.ts";
import { commonErrors } from "../errors.ts";
import { AccountPausedError, InvalidCredentialsError, TooManyAttemptsError } from "./accountErrors.ts";
import { verifyPassword } from "./password.ts";
import { login } from "./rules.ts";
import { endSession, startSession } from "./session.ts";
import { userPayload } from "./user.ts";

// Five wrong passwords for one address within 15 minutes block that address for the rest of the window.
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

const LoginInput = builder.inputType("LoginInput", {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
});

const LoginPayload = userPayload("LoginPayload", "The signed-in user.");

builder.mutationField("login", (t) =>
  t.field({
    type: LoginPayload,
    description: "Signs in with email and password and sets the session cookie.",
    args: { input: t.arg({ type: LoginInput, required: true }) },
    errors: {
      types: [...commonErrors, InvalidCredentialsError, AccountPausedError, TooManyAttemptsError],
      directResult: true,
    },
    resolve: async (_root, { input }, ctx) => {
      const { email, password } = parseInput(login, input);
      const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
      const failures = await ctx.prisma.loginFailure.findMany({
        where: { email, createdAt: { gt: since } },
        orderBy: { createdAt: "asc" },
        select: { createdAt: true },
      });
      if (failures.length >= LOGIN_FAILURE_LIMIT) {
        const unblockAt = failures[failures.length - LOGIN_FAILURE_LIMIT]!.createdAt.getTime() + LOGIN_FAILURE_WINDOW_MS;
        throw new TooManyAttemptsError((unblockAt - Date.now()) / 1000);
      }
      const user = await ctx.prisma.user.findUnique({ where: { email } });
      if (!(await verifyPassword(password, user?.passwordHash ?? null)) || !user) {
        await ctx.prisma.loginFailure.deleteMany({ where: { email, createdAt: { lte: since } } });
        await ctx.prisma.loginFailure.create({ data: { email } });
        throw new InvalidCredentialsError();
      }
      if (user.isPaused) throw new AccountPausedError();
      await ctx.prisma.loginFailure.deleteMany({ where: { email } });
      await ctx.prisma.session.deleteMany({ where: { userId: user.id, expiresAt: { lte: new Date() } } });
      if (ctx.sessionId) await endSession(ctx);
      await startSession(ctx, user);
      return { userId: user.id };
    },
  }),
);

const LogoutPayload = builder.objectRef<{ success: boolean }>("LogoutPayload").implement({
  fields: (t) => ({ success: t.exposeBoolean("success") }),
});

builder.mutationField("logout", (t) =>
  t.field({
    type: LogoutPayload,
    description: "Ends the current session. Signing out when signed out succeeds too.",
    errors: { types: commonErrors, directResult: true },
    resolve: async (_root, _args, ctx) => {
      await endSession(ctx);
      return { success: true };
    },
  }),
);
