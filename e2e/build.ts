// Global setup of both browser-test projects: build the web client the server serves, once per run.
// Each project loads its global setups through its own module runner, so the build is remembered on
// the process's globalThis rather than in this module.
import { execFileSync } from "node:child_process";
import path from "node:path";

const built = globalThis as { homeplateWebBuild?: true };

export default function build() {
  if (built.homeplateWebBuild) return;
  const root = path.resolve(import.meta.dirname, "..");
  execFileSync(path.join(root, "node_modules", ".bin", "vite"), ["build", "web", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
    // Vitest sets NODE_ENV=test; the browser tests should run the build users get.
    env: { ...process.env, NODE_ENV: "production" },
  });
  built.homeplateWebBuild = true;
}
