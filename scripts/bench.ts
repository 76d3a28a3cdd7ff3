// npm run bench: timings and sizes worth watching as HomePlate grows. Issues with speed or size
// targets add their measurements here (not in timed unit tests).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { performance } from "node:perf_hooks";
import { startTestServer } from "../api/src/test/server.ts";

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;
const rows: [string, string][] = [];

const t0 = performance.now();
const server = await startTestServer();
rows.push(["start-up (migrate + seed, in-memory database)", ms(performance.now() - t0)]);

try {
  const logins: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    await server.signIn("customer@homeplate.dev");
    logins.push(performance.now() - t);
  }
  rows.push(["login p50 / p95 (scrypt N=2^15)", `${ms(percentile(logins, 50))} / ${ms(percentile(logins, 95))}`]);

  const client = await server.signIn("customer@homeplate.dev");
  const viewer: number[] = [];
  const before = server.services.db.statementCount();
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    await client.gql(`{ viewer { id name email role chefApplication { status } } }`);
    viewer.push(performance.now() - t);
  }
  const statements = (server.services.db.statementCount() - before) / 200;
  rows.push(["viewer query p50 / p95 (signed in)", `${ms(percentile(viewer, 50))} / ${ms(percentile(viewer, 95))}`]);
  rows.push(["SQL statements per viewer query (session + viewer)", statements.toFixed(1)]);

  const rest: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    await client.rest("GET", "/api/users/current");
    rest.push(performance.now() - t);
  }
  rows.push(["GET /api/users/current p50 / p95", `${ms(percentile(rest, 50))} / ${ms(percentile(rest, 95))}`]);
} finally {
  await server.close();
}

const dist = path.resolve(import.meta.dirname, "../web/dist");
// A visitor's / is the prerendered page, which also preloads the landing page's chunks.
const index = [path.join(dist, "prerendered/index.html"), path.join(dist, "index.html")].find((file) =>
  fs.existsSync(file),
);
if (index) {
  const html = fs.readFileSync(index, "utf8");
  const entry = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const gz = entry.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, f))).length, 0);
  const br = entry.reduce((sum, f) => sum + zlib.brotliCompressSync(fs.readFileSync(path.join(dist, f))).length, 0);
  rows.push([
    "web: first-page JS + CSS, gzipped / brotli",
    `${(gz / 1024).toFixed(1)} kB / ${(br / 1024).toFixed(1)} kB (${entry.length} files)`,
  ]);
} else {
  rows.push(["web: first-page JS + CSS, gzipped", "not built (run npm run build)"]);
}

const width = Math.max(...rows.map(([k]) => k.length));
for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
