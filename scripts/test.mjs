// npm test: the generated files' check, both typechecks and the lint, then every test file (arguments
// after `npm test --` go to Vitest), each step timed, stopping at the first that fails.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const steps = [
  ["generated files", process.execPath, ["scripts/gen.mjs", "--check"]],
  ["typecheck api", bin("tsc"), ["-p", "api", "--noEmit"]],
  ["typecheck web", bin("tsc"), ["-p", "web", "--noEmit"]],
  ["lint", "npm", ["run", "lint"]],
  ["tests", bin("vitest"), ["run", ...process.argv.slice(2)]],
];

for (const [name, cmd, args] of steps) {
  const started = performance.now();
  const { status, error } = spawnSync(cmd, args, { cwd: root, stdio: "inherit" });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`== npm test: ${name}: ${seconds} s${status === 0 ? "" : ", failed"}`);
  if (status !== 0) {
    if (error) console.error(error.message);
    process.exit(status ?? 1);
  }
}
