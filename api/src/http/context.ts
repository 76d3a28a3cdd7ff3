// Builds the resolver context from a request's credentials: the session cookie, or for clients
// without a cookie jar an `Authorization: Bearer <token>` header or graphql-ws `connectionParams.sessionToken`.
import type { IncomingMessage } from "node:http";
import type { Context, Services } from "../context.ts";
import { readCookie, SESSION_COOKIE, userForToken } from "../domain/accounts/session.ts";
import { apiKeyGrant, apiKeyOf } from "../domain/integrations/keys.ts";
import { isSameOrigin } from "./requests.ts";

export type Credentials = {
  cookie?: string | null;
  authorization?: string | null;
  sessionToken?: unknown;
  userAgent?: string | null;
  secure: boolean;
  responseCookies: string[];
  /** Headers to add to the response (the rate limit's); absent on WebSockets. */
  responseHeaders?: Record<string, string>;
};

export function sessionTokenOf(c: Pick<Credentials, "cookie" | "authorization" | "sessionToken">): string | null {
  const bearer = c.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return readCookie(c.cookie, SESSION_COOKIE) ?? bearer ?? (typeof c.sessionToken === "string" ? c.sessionToken : null);
}

export async function createContext(services: Services, c: Credentials): Promise<Context> {
  // An API key in the Authorization header authenticates alone: a cookie beside it is not read.
  const key = apiKeyOf(c.authorization);
  if (key) {
    const grant = await apiKeyGrant(services, key);
    return {
      ...services,
      user: grant?.user ?? null,
      sessionId: null,
      apiKey: grant?.apiKey ?? null,
      secure: c.secure,
      responseCookies: [],
      userAgent: c.userAgent ?? null,
      responseHeaders: c.responseHeaders ?? {},
    };
  }
  const session = await userForToken(services, sessionTokenOf(c));
  return {
    ...services,
    user: session?.user ?? null,
    sessionId: session?.sessionId ?? null,
    secure: c.secure,
    responseCookies: c.responseCookies,
    userAgent: c.userAgent ?? null,
    apiKey: null,
    responseHeaders: c.responseHeaders ?? {},
  };
}

/** Whether the client reached us over TLS, directly or through a trusted proxy. */
export const isSecure = (services: Services, req: IncomingMessage) =>
  (services.config.trustProxy && req.headers["x-forwarded-proto"] === "https") ||
  services.publicUrl().startsWith("https:");

/** The credentials a node request carries, with an empty list for the cookies to set. */
export const credentialsOf = (services: Services, req: IncomingMessage): Credentials => ({
  cookie: req.headers.cookie,
  authorization: req.headers.authorization,
  userAgent: req.headers["user-agent"],
  secure: isSecure(services, req),
  responseCookies: [],
  responseHeaders: {},
});

/** A request authenticated by our session cookie but sent from another site's page. */
export const isCrossSiteWithCookie = (services: Services, req: IncomingMessage) =>
  !!sessionTokenOf({ cookie: req.headers.cookie }) && !isSameOrigin(req, services.publicUrl(), isSecure(services, req));
