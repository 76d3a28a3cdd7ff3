// What every resolver receives. Built per HTTP request and per graphql-ws subscription.
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { PrismaClient, User } from "./generated/prisma/client.ts";
import type { Mailer } from "./services/mail.ts";
import type { Maps } from "./services/maps.ts";
import type { PaymentProvider } from "./services/payments.ts";
import type { OnEventGap, PubSub } from "./services/pubsub.ts";
import type { RateLimiter } from "./services/rateLimit.ts";
import type { Logger } from "./services/log.ts";
import type { Storage } from "./services/storage.ts";

/** Long-lived parts of the app, shared by every request. */
export type Services = {
  config: Config;
  db: Database;
  prisma: PrismaClient;
  mailer: Mailer;
  payments: PaymentProvider;
  /** Routes, ETAs and addresses (services/maps.ts). */
  maps: Maps;
  pubsub: PubSub;
  /** When this process may have missed events of the bus (services/pubsub.ts). */
  onEventGap: OnEventGap;
  log: Logger;
  /** Uploaded images (services/storage.ts). */
  storage: Storage;
  /** Token buckets of the rate limit (services/rateLimit.ts). */
  rateLimiter: RateLimiter;
  /** Origin of the app as users reach it, for links in mail. */
  publicUrl(): string;
};

export type Context = Services & {
  user: User | null;
  /** Id (token hash) of the session the request was signed in with. */
  sessionId: string | null;
  /** Whether the client reached us over TLS; decides the cookie's Secure flag. */
  secure: boolean;
  /** Set-Cookie values the HTTP layer adds to the response. */
  responseCookies: string[];
  userAgent: string | null;
  /** The API key the request authenticated with (acting as `user` within its scopes), or null. */
  apiKey: { id: number; scopes: readonly string[] } | null;
  /** Headers the HTTP layer adds to the response (the rate limit's). */
  responseHeaders: Record<string, string>;
};
