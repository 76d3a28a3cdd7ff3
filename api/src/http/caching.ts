// HTTP caching of public reads: validators (ETag, 304 on If-None-Match) for everyone, and a short-lived
// shared cache of anonymous answers that any mutation empties. Signed-in requests are never served
// from, nor stored in, the shared cache, so one user's data never reaches another.
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ExecutionResult } from "graphql";
import { readCookie, SESSION_COOKIE } from "../domain/accounts/session.ts";

/** A request carries no credentials: what it reads is what anyone reads. */
export function isAnonymous(c: { cookie?: string | null; authorization?: string | null }) {
  return !c.authorization && !readCookie(c.cookie, SESSION_COOKIE);
}

/** A strong validator of the exact bytes sent. */
export const etagOf = (body: string | Buffer) => `"${crypto.createHash("sha1").update(body).digest("base64url")}"`;

/** Whether the client's If-None-Match names this ETag (or `*`). */
export function notModified(req: IncomingMessage, etag: string) {
  const header = req.headers["if-none-match"];
  if (!header) return false;
  return header === "*" || header.split(",").some((t) => t.trim().replace(/^W\//, "") === etag);
}

/**
 * Sends a JSON body with its ETag, or 304 when the client has it. Anonymous answers may be stored by
 * shared caches but must be revalidated; signed-in ones only by the user's own browser.
 */
export function sendCacheable(
  req: IncomingMessage,
  res: ServerResponse,
  body: string,
  anonymous: boolean,
  etag = etagOf(body),
) {
  const headers = {
    etag,
    "cache-control": anonymous ? "public, max-age=0, must-revalidate" : "private, no-cache",
    vary: "Cookie, Authorization",
  };
  if (notModified(req, etag)) return void res.writeHead(304, headers).end();
  res.writeHead(200, { ...headers, "content-type": "application/json; charset=utf-8" }).end(body);
}

type Entry<T> = { value: T; expires: number };

/**
 * The shared cache of anonymous answers: GraphQL results (as Yoga's response-cache plugin stores
 * them) and /api bodies, kept `seconds` at most. Invalidation empties all of it: a dish, category,
 * profile or store-hours change shows on menus, restaurant cards and chef pages alike, and anything
 * finer would have to know every list a row appears in. With several API processes each keeps its
 * own copy, stale for at most `seconds` after a change made on another process.
 */
export function createPublicCache(seconds: number) {
  let ttl = seconds * 1000;
  const entries = new Map<string, Entry<unknown>>();
  const get = <T>(key: string): T | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  };
  const set = (key: string, value: unknown) => {
    if (ttl <= 0) return;
    // A bound on memory: anonymous visitors choose variables, so keys are theirs to multiply.
    if (entries.size >= 1000) entries.delete(entries.keys().next().value!);
    entries.set(key, { value, expires: Date.now() + ttl });
  };
  const clear = () => entries.clear();
  return {
    get enabled() {
      return ttl > 0;
    },
    /** Changes how long answers are kept (the benchmark measures with and without the cache). */
    setSeconds(value: number) {
      ttl = value * 1000;
      clear();
    },
    get,
    set,
    clear,
    /** The store of @graphql-yoga/plugin-response-cache (its Cache interface). */
    graphql: {
      get: (id: string) => get<ExecutionResult>(`graphql:${id}`),
      set: (id: string, data: ExecutionResult) => set(`graphql:${id}`, data),
      invalidate: () => clear(),
    },
  };
}

export type PublicCache = ReturnType<typeof createPublicCache>;
