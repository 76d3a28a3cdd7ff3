// Global setup for the browser tests: build the web client, start one server on a free port with a
// fresh database and the demo data, and hand its URL to the tests.
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startTestServer } from "../api/src/test/server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, "..");
  execFileSync(path.join(root, "node_modules", ".bin", "vite"), ["build", "web", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
    // Vitest sets NODE_ENV=test; the browser tests should run the build users get.
    env: { ...process.env, NODE_ENV: "production" },
  });
  const server = await startTestServer();
  project.provide("baseUrl", server.url);
  return () => server.close();
}
