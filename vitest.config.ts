import { createRequire } from "node:module";
import { configDefaults, defineConfig } from "vitest/config";

// Node loads graphql's CommonJS build for Pothos and Yoga (graphql 16 has no "exports"), while Vite
// would give our own files its "module" build: two copies whose classes fail each other's checks.
const graphqlMain = createRequire(import.meta.url).resolve("graphql");

/**
 * The files that run a second time on PostgreSQL and Redis (`npm run test:postgres-redis`, which CI
 * runs with DATABASE_URL and REDIS_URL after `npm test` ran everything on the embedded defaults):
 * those whose behaviour depends on the database or on Redis, each with the reason.
 */
const ON_POSTGRES_AND_REDIS: Record<string, string> = {
  "api/src/**/*.test.ts":
    "the API on PostgreSQL runs statements side by side on a pool (PGlite one at a time), so races, row " +
    "locks and transactions meet real concurrency; subscription events, rate-limit buckets and " +
    "webhook claims go through Redis; some files test two API processes on one database and Redis, " +
    "which only these two allow. The files without a server take seconds.",
  "e2e/checkout.test.ts": "the payment runs in PostgreSQL transactions",
  "e2e/cook-orders.test.ts": "the cook's live queue hears new orders through Redis",
  "e2e/delivery-demo.test.ts": "the demo driver's positions and steps reach the page through Redis",
  "e2e/delivery-live.test.ts": "live tracking: positions and status through Redis",
  "e2e/notifications.test.ts": "the notification bell hears its events through Redis",
  "e2e/share-tracking.test.ts": "a visitor follows a shared order live, through Redis",
};
/** Left out of that second run, with the reason. */
const ONLY_EMBEDDED: Record<string, string> = {
  "api/src/http/fuzz.test.ts":
    "its generated input reaches the same resolvers on either database, and it takes minutes",
};

const postgresRedisRun = process.env.TEST_SET === "postgres-redis";
if (postgresRedisRun && !(process.env.DATABASE_URL && process.env.REDIS_URL))
  throw new Error("npm run test:postgres-redis needs DATABASE_URL and REDIS_URL");
/** A project's files: all of them, or on the PostgreSQL and Redis run those of the list under `dir`. */
const files = (dir: string) =>
  postgresRedisRun
    ? {
        include: Object.keys(ON_POSTGRES_AND_REDIS).filter((f) => f.startsWith(dir)),
        exclude: [...configDefaults.exclude, ...Object.keys(ONLY_EMBEDDED)],
      }
    : { include: [`${dir}**/*.test.ts`] };

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlMain }] },
  test: {
    // Vitest's default is one worker per core but one; on two cores that ran every file alone. The
    // API files start their own server each and mostly wait on I/O (HTTP, the database, timers), so
    // three at once keep two cores busy.
    maxWorkers: 3,
    // A worker's files share its modules: the server and its schema are imported once per worker
    // rather than once per file (seconds of CPU each, ~75 times a run). Nothing a file changes
    // outlives it: each starts its own server, and the two that fake Date restore it.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: "api",
          ...files("api/src/"),
          environment: "node",
          testTimeout: 30_000,
          // A file's server starts in its beforeAll, from the run's migrated and seeded template.
          hookTimeout: 120_000,
          globalSetup: ["api/src/test/globalSetup.ts"],
          pool: "forks",
        },
      },
      {
        extends: true,
        test: {
          // Browser tests, each file with Chromium and a server of its own (e2e/browser.ts) on the
          // web client built once (e2e/build.ts).
          name: "e2e",
          ...files("e2e/"),
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 180_000,
          globalSetup: ["e2e/build.ts", "api/src/test/globalSetup.ts"],
          pool: "forks",
        },
      },
    ],
  },
});
