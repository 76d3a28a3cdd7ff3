// Global setup for the browser tests that share one server: start it on a free port with a fresh
// database and the demo data (after e2e/build.ts built the web client), and hand its URL to the tests.
import type { TestProject } from "vitest/node";
import { startTestServer } from "../api/src/test/server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startTestServer();
  project.provide("baseUrl", server.url);
  return () => server.close();
}
