import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

// Node loads graphql's CommonJS build for Pothos and Yoga (graphql 16 has no "exports"), while Vite
// would give our own files its "module" build: two copies whose classes fail each other's checks.
const graphqlMain = createRequire(import.meta.url).resolve("graphql");

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlMain }] },
  test: {
    // Vitest's default is one worker per core but one; on two cores that ran every file alone. The
    // API files start their own server each and mostly wait on I/O (HTTP, the database, timers), so
    // three at once keep two cores busy.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: "api",
          include: ["api/src/**/*.test.ts"],
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
          include: ["e2e/**/*.test.ts"],
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
