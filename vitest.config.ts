import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

// Node loads graphql's CommonJS build for Pothos and Yoga (graphql 16 has no "exports"), while Vite
// would give our own files its "module" build: two copies whose classes fail each other's checks.
const graphqlMain = createRequire(import.meta.url).resolve("graphql");

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlMain }] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "api",
          include: ["api/src/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 180_000,
          globalSetup: ["e2e/setup.ts"],
          fileParallelism: false,
          pool: "forks",
        },
      },
    ],
  },
});
