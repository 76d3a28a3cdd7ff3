// The environment, parsed once. Nothing else in the server reads process.env.
import path from "node:path";
import { z } from "zod";

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default(".data"),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  REDIS_PREFIX: z
    .string()
    .trim()
    .regex(/^[\w:.-]*$/, "letters, digits and _ : . - only")
    .default(""),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("HomePlate <no-reply@homeplate.dev>"),
  GRAPHIQL: flag,
  INTROSPECTION: z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((v) => v !== "false" && v !== "0"),
  SEED_DEMO_DATA: z.enum(["auto", "always", "never"]).default("auto"),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  TRUST_PROXY: flag,
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  PUBLIC_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  DB_WAIT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  S3_BUCKET: z.string().trim().optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  MAPBOX_ACCESS_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  DEMO_STEP_MS: z.coerce.number().int().min(10).max(60_000).default(5_000),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  VAPID_SUBJECT: z.string().trim().default("mailto:no-reply@homeplate.dev"),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(600),
  WEBHOOK_ALLOW_PRIVATE: flag,
  WEBHOOK_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
});

/** Signs test-provider webhooks when STRIPE_WEBHOOK_SECRET is unset; Stripe mode has no default. */
export const DEV_WEBHOOK_SECRET = "whsec_homeplate_test_provider";

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  /** Origin the app is reached at; used in mail links and to check the Origin of cookie requests. */
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Not from the environment: a tarball of a migrated and seeded embedded database (Database.dumpTo)
   * that an in-memory one starts from, so each test server copies one template instead of seeding. */
  pgliteTemplate: string | undefined;
  redisUrl: string | undefined;
  /** Put before every Redis key and pub/sub channel, so several deployments (or test servers) can
   * share one Redis without hearing each other's events or sharing rate-limit buckets. */
  redisPrefix: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  graphiql: boolean;
  /** Introspection answered (on by default, for integrators' tools); off, GraphiQL is off too and no
   * error suggests a field, type or argument name. */
  introspection: boolean;
  /** auto: seed the embedded database the first time it is created. */
  seedDemoData: "auto" | "always" | "never";
  sessionDays: number;
  trustProxy: boolean;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  /** How long anonymous catalog reads are served from the shared response cache; 0 turns it off. */
  publicCacheSeconds: number;
  /** How long a query waits for a database connection, and runs at most, before it fails (503). */
  dbWaitMs: number;
  /** Stripe keys; without a secret key the built-in test payment provider takes cards. */
  stripe: { secretKey: string | undefined; publishableKey: string | undefined };
  /** Mapbox token for routes, geocoding and map tiles; unset, the offline router and map are used. */
  mapboxToken: string | undefined;
  /** Demo mode: milliseconds between the simulated driver's steps and positions (the spec's 5 s). */
  demoStepMs: number;
  /** Secret of the `Stripe-Signature` on /api/stripe/webhook (a dev default for the test provider). */
  stripeWebhookSecret: string | undefined;
  /** Where the built web client lives, served at /. */
  webDist: string;
  /** An S3-compatible bucket for uploaded images; unset: files under DATA_DIR/uploads. */
  s3: { bucket: string; endpoint: string; region: string; accessKeyId: string; secretAccessKey: string } | undefined;
  /** Web push: the VAPID key pair when configured (otherwise generated once and kept in the database), and the contact. */
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
  /** Requests a minute per API key and per signed-in user on /graphql and /api (GraphQL ones weigh
   * their query cost); 0 turns the limit off. */
  rateLimitPerMinute: number;
  webhooks: {
    /** Whether endpoints may resolve to private, loopback or link-local addresses (development, tests). */
    allowPrivate: boolean;
    /** How often each process looks for due deliveries (it also wakes on its own new events). */
    pollMs: number;
    /** Delays between attempts, scaled by this factor (tests shorten the schedule; 1 in production). */
    retryScale: number;
  };
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (parsed.success && parsed.data.S3_BUCKET && !(parsed.data.S3_ACCESS_KEY_ID && parsed.data.S3_SECRET_ACCESS_KEY))
    throw new Error("Invalid environment:\n  S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  if (parsed.success && !parsed.data.VAPID_PUBLIC_KEY !== !parsed.data.VAPID_PRIVATE_KEY)
    throw new Error("Invalid environment:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together");
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const config: Config = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ""),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    pgliteTemplate: undefined,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    graphiql: e.INTROSPECTION && (e.NODE_ENV !== "production" || e.GRAPHIQL),
    introspection: e.INTROSPECTION,
    seedDemoData: e.SEED_DEMO_DATA,
    sessionDays: e.SESSION_DAYS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    publicCacheSeconds: e.PUBLIC_CACHE_SECONDS,
    dbWaitMs: e.DB_WAIT_MS,
    stripe: { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY },
    mapboxToken: e.MAPBOX_ACCESS_TOKEN,
    demoStepMs: e.DEMO_STEP_MS,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET ?? (e.STRIPE_SECRET_KEY ? undefined : DEV_WEBHOOK_SECRET),
    webDist: path.resolve(import.meta.dirname, "../../web/dist"),
    s3: s3Of(e),
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    webhooks: { allowPrivate: e.WEBHOOK_ALLOW_PRIVATE, pollMs: e.WEBHOOK_POLL_MS, retryScale: 1 },
    ...overrides,
  };
  return config;
}

function s3Of(e: z.output<typeof envSchema>): Config["s3"] {
  if (!e.S3_BUCKET) return undefined;
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
  };
}
