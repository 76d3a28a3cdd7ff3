// Server-side sessions: the cookie holds a random token, the Session table its SHA-256.
import crypto from "node:crypto";
import type { Context, Services } from "../../context.ts";
import type { User } from "../../generated/prisma/client.ts";
import { publishAccessChange } from "../../services/pubsub.ts";

export const SESSION_COOKIE = "hp_session";

export const newToken = () => crypto.randomBytes(32).toString("base64url");
export const tokenId = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** A cookie's raw value. Ours are base64url, so nothing needs decoding (and nothing can fail to). */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

function sessionCookie(ctx: Context, value: string, maxAgeSeconds: number) {
  return [
    `${SESSION_COOKIE}=${value}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeSeconds}`,
    ...(ctx.secure ? ["Secure"] : []),
  ].join("; ");
}

export async function startSession(ctx: Context, user: User) {
  const token = newToken();
  const maxAge = ctx.config.sessionDays * 24 * 60 * 60;
  await ctx.prisma.session.create({
    data: {
      id: tokenId(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + maxAge * 1000),
      userAgent: ctx.userAgent?.slice(0, 300),
    },
  });
  ctx.responseCookies.push(sessionCookie(ctx, token, maxAge));
  ctx.user = user;
}

export async function endSession(ctx: Context) {
  if (ctx.sessionId) await ctx.prisma.session.deleteMany({ where: { id: ctx.sessionId } });
  // The session's live subscriptions end too.
  if (ctx.user) await publishAccessChange(ctx.pubsub, { userIds: [ctx.user.id] });
  ctx.responseCookies.push(sessionCookie(ctx, "", 0));
  ctx.user = null;
  ctx.sessionId = null;
}

/** The user a session token belongs to, or null when it is unknown, expired or the user is paused. */
export async function userForToken(services: Services, token: string | null) {
  if (!token || token.length > 200) return null;
  const id = tokenId(token);
  const session = await services.prisma.session.findUnique({ where: { id }, include: { user: true } });
  if (!session) return null;
  if (session.expiresAt <= new Date() || session.user.isPaused) {
    await services.prisma.session.deleteMany({ where: { id } });
    return null;
  }
  return { sessionId: id, user: session.user };
}
