// One process serves GraphQL (/graphql, with graphql-ws subscriptions on the same path), the /api
// compatibility layer and the built web client. Its parts: app/services.ts (the shared services),
// http/yoga.ts (the GraphQL server), app/handler.ts (HTTP routing), http/websockets.ts (graphql-ws).
import http from "node:http";
import { loadConfig, type Config } from "./config.ts";
import type { Services } from "./context.ts";
import { demoAccounts, DEMO_PASSWORD } from "./seed/seed.ts";
import { createPublicCache, type PublicCache } from "./http/caching.ts";
import { createRequestHandler } from "./app/handler.ts";
import { createOperations } from "./http/operations.ts";
import { attachWebSockets } from "./http/websockets.ts";
import { createYogaServer } from "./http/yoga.ts";
import { startJobs } from "./jobs/start.ts";
import { openServices } from "./app/services.ts";

export type RunningServer = {
  url: string;
  port: number;
  services: Services;
  /** The shared cache of anonymous reads (http/caching.ts). */
  publicCache: PublicCache;
  /** Live subscriptions on this process: groups, members and the largest unsent socket buffer. */
  liveSubscriptions(): { groups: number; members: number; maxBufferedBytes: number };
  close(): Promise<void>;
};

export async function startServer(config: Config): Promise<RunningServer> {
  const opened = await openServices(config);
  const { services } = opened;

  const publicCache = createPublicCache(config.publicCacheSeconds);
  const yoga = createYogaServer(services, publicCache);
  // Sockets, /api routes and webhook payloads execute through Yoga's limits like /graphql.
  const operations = createOperations(yoga);
  const server = http.createServer(createRequestHandler(services, yoga, operations, publicCache));
  const webSockets = attachWebSockets(server, services, operations);

  // Sweeps and workers: refunds, scheduled releases, webhook delivery (jobs/).
  const stopJobs = startJobs(services, operations);

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, resolve);
  });
  const port = (server.address() as { port: number }).port;
  if (!config.publicUrl) opened.setPublicUrl(`http://localhost:${port}`);

  let closed = false;
  return {
    url: `http://localhost:${port}`,
    port,
    services,
    publicCache,
    liveSubscriptions: () => webSockets.fanout.stats(),
    async close() {
      if (closed) return;
      closed = true;
      await stopJobs();
      await webSockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await opened.close();
    },
  };
}

async function main() {
  const config = loadConfig();
  const running = await startServer(config);
  const { log } = running.services;
  log.info(`HomePlate is running at ${running.url}`);
  log.info(
    `GraphQL: ${running.url}/graphql${config.graphiql ? " (GraphiQL in the browser)" : ""}, REST: ${running.url}/api`,
  );
  log.info(
    running.services.db.kind === "pglite"
      ? `database: embedded PGlite in ${config.dataDir}`
      : "database: PostgreSQL (DATABASE_URL)",
  );
  log.info(
    `events: ${config.redisUrl ? "Redis (REDIS_URL)" : "in memory"}; mail: ${config.smtpUrl ? "SMTP" : "outbox table"}`,
  );
  if (running.services.db.kind === "pglite") {
    log.info(`demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of demoAccounts) log.info(`  ${a.email.padEnd(30)} ${a.what}`);
  }
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    log.info("shutting down");
    await running.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

if (process.argv[1] === import.meta.filename) {
  main().catch((error) => {
    console.error(`[homeplate] ${(error as Error).message}`);
    process.exit(1);
  });
}
