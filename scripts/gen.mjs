// npm run gen: the Prisma client and Pothos types, schema.graphql, then the Relay artifacts.
// npm test runs it with --check.
// The Prisma CLI fetches a schema engine it does not need for `generate`; the stub answers for it
// offline (see ARCHITECTURE.md).
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const run = (cmd, args, env = {}) =>
  execFileSync(cmd, args, {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PATH: `${path.join(root, "node_modules", ".bin")}${path.delimiter}${process.env.PATH}`,
      ...env,
    },
  });

run(bin("prisma"), ["generate"], {
  PRISMA_SCHEMA_ENGINE_BINARY: path.join(root, "scripts", "schema-engine-stub.sh"),
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
});
// --check (npm test): generate only the uncommitted Prisma client, and fail when the committed
// schema.graphql or Relay artifacts are stale instead of rewriting them.
if (process.argv.includes("--check")) {
  run(bin("relay-compiler"), ["--validate"]);
} else {
  run(bin("tsx"), ["api/src/schema/print.ts"]);
  // persisted-queries.json: every operation's text by its id, which the server reads for a route's
  // preloaded query (sent by id alone). Ids are never dropped: a browser or an installed app still on
  // an earlier build sends the ids it was built with, and the server must keep answering them across
  // a deploy. The compiler is run afresh (today's operations), then the earlier ones are kept beside.
  const file = path.join(root, "persisted-queries.json");
  const earlier = JSON.parse(readFileSync(file, "utf8"));
  writeFileSync(file, "{}\n");
  try {
    run(bin("relay-compiler"), ["--repersist"]);
  } catch (error) {
    // A document that does not compile leaves the file as it was.
    writeFileSync(file, `${JSON.stringify(earlier, null, 2)}\n`);
    throw error;
  }
  const today = JSON.parse(readFileSync(file, "utf8"));
  const all = { ...earlier, ...today };
  const sorted = Object.fromEntries(
    Object.keys(all)
      .sort()
      .map((id) => [id, all[id]]),
  );
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
