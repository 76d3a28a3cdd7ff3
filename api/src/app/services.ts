// The long-lived parts every request shares, each the embedded default or the real service the
// config names, chosen once here (ARCHITECTURE.md 'Two ways to run, one code path').
import path from "node:path";
import type { Config } from "../config.ts";
import type { Services } from "../context.ts";
import { IN_MEMORY, openDatabase } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { seedDemoData } from "../seed/seed.ts";
import { createLogger } from "../services/log.ts";
import { createMailer } from "../services/mail.ts";
import { createMaps } from "../services/maps.ts";
import { createPaymentProvider } from "../services/stripePayments.ts";
import { createEventBus } from "../services/pubsub.ts";
import { createRateLimiter } from "../services/rateLimit.ts";
import { createStorage } from "../services/storage.ts";

export type OpenServices = {
  services: Services;
  /** The origin users reach the app at, once the listening port is known. */
  setPublicUrl(url: string): void;
  /** Closes the event bus and the database. */
  close(): Promise<void>;
};

/** Where uploaded images live: the bucket, files under the data dir, or memory for an in-memory database. */
export function storageFor(config: Config) {
  return createStorage({
    s3: config.s3,
    uploadsDir: config.dataDir === IN_MEMORY ? null : path.join(config.dataDir, "uploads"),
  });
}

/** Opens the database (migrated, and seeded with the demo data when the config says so) and builds
 * the services on it. */
export async function openServices(config: Config): Promise<OpenServices> {
  const log = createLogger(config.logLevel);
  const db = await openDatabase(config);
  const storage = storageFor(config);
  try {
    await migrate(db, log.info);
    const seed =
      config.seedDemoData === "always" || (config.seedDemoData === "auto" && db.kind === "pglite" && db.created);
    if (seed && (await seedDemoData(db.prisma, storage))) log.info("seeded demo data");
  } catch (error) {
    await db.close();
    throw error;
  }
  const bus = createEventBus(config.redisUrl, log.warn, config.redisPrefix);
  const rateLimiter = createRateLimiter(config.rateLimitPerMinute, config.redisUrl, log.warn, config.redisPrefix);
  let publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const services: Services = {
    config,
    db,
    prisma: db.prisma,
    pubsub: bus.pubsub,
    onEventGap: bus.onGap,
    log,
    mailer: createMailer({
      prisma: db.prisma,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log,
      logLinks: config.env !== "production" && db.kind === "pglite",
    }),
    storage,
    payments: createPaymentProvider(config, db.prisma),
    maps: createMaps({ mapboxToken: config.mapboxToken }),
    rateLimiter,
    publicUrl: () => publicUrl,
  };
  return {
    services,
    setPublicUrl: (url) => {
      publicUrl = url;
    },
    async close() {
      await bus.close();
      await rateLimiter.close();
      await db.close();
    },
  };
}
