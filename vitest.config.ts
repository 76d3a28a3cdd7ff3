import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

// Node loads graphql's CommonJS build for Pothos and Yoga (graphql 16 has no "exports"), while Vite
// would give our own files its "module" build: two copies whose classes fail each other's checks.
const graphqlMain = createRequire(import.meta.url).resolve("graphql");

/** Browser tests with a server of their own (startTestServer), which share nothing with the others. */
const OWN_SERVER_E2E = [
  "e2e/checkout.test.ts",
  "e2e/cooks.test.ts",
  "e2e/delivery-demo.test.ts",
  "e2e/delivery-live.test.ts",
  "e2e/password-reset.test.ts",
];

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
          // A file's server starts in its beforeAll: migrations, the demo data and its pictures on a
          // fresh database, while other files do the same beside it.
          hookTimeout: 120_000,
          pool: "forks",
        },
      },
      {
        extends: true,
        test: {
          // The browser tests on the one shared server (e2e/setup.ts): one file at a time, as they
          // share its data.
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          exclude: OWN_SERVER_E2E,
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 180_000,
          globalSetup: ["e2e/build.ts", "e2e/setup.ts"],
          fileParallelism: false,
          pool: "forks",
        },
      },
      {
        extends: true,
        test: {
          // The browser tests that start their own server: beside each other and the shared ones.
          name: "e2e-own-server",
          include: OWN_SERVER_E2E,
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 180_000,
          globalSetup: ["e2e/build.ts"],
          pool: "forks",
        },
      },
    ],
  },
});
