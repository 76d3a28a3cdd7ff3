// Global setup of the browser tests: build the web client the server serves, once per run; with
// REUSE_WEB_BUILD=1, not at all when a build is there (CI's second pass uses the first pass's build).
// Each project loads its global setups through its own module runner, so the build is remembered on
// the process's globalThis rather than in this module.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const built = globalThis as { homeplateWebBuild?: true };

export default function build() {
  if (built.homeplateWebBuild) return;
  const root = path.resolve(import.meta.dirname, "..");
  if (process.env.REUSE_WEB_BUILD === "1" && fs.existsSync(path.join(root, "web", "dist", "index.html"))) return;
  execFileSync(path.join(root, "node_modules", ".bin", "vite"), ["build", "web", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
    // Vitest sets NODE_ENV=test; the browser tests should run the build users get.
    env: { ...process.env, NODE_ENV: "production" },
  });
  built.homeplateWebBuild = true;
}
