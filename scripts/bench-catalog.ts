// npm run bench (catalog part): the menu under load, beside a hand-written baseline, on the embedded
// database and on PostgreSQL (when one answers at BENCH_DATABASE_URL or DATABASE_URL, default
// postgresql://postgres@127.0.0.1:5432/postgres, in a scratch database dropped afterwards).
//
// Compared like with like, anonymous, 1,000 listable dishes:
//  - GraphQL `menu` (its default page, first 20, with the fields a food card shows and the cook's
//    name) against one SQL statement reading the same 20 rows, served as JSON by a bare node:http handler;
//  - GET /api/food-items (the whole menu, 1,000 dishes in the spec's shape) against one SQL statement
//    reading the same 1,000 rows, shaped the same way, served the same way.
// Load: 50 concurrent keep-alive connections from a worker thread, for BENCH_SECONDS (default 5) each.
// Targets: at least half the baseline's requests per second, at most twice its p99, measured with
// the shared cache of anonymous reads off; the same requests are then measured from that cache.
// Also: SQL statements one menu query issues at 100, 1,000 and 10,000 dishes (must not grow).
import { Worker } from "node:worker_threads";
import pg from "pg";
import { startTestServer, type TestServer } from "../api/src/test/server.ts";
import { startBaseline } from "./bench-catalog-baseline.ts";

const CONCURRENCY = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PG_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

// What a food card shows (web/src/pages/catalog/FoodCard.tsx), plus its ids and percent off.
const MENU_QUERY = `query Menu($first: Int) { menu(first: $first) { edges { node { id databaseId name description imageUrl priceCents
  effectivePriceCents specialActive percentOff rating reviewCount prepTime } } } }`;

// The food card also shows whether the dish's kitchen is open; counted separately below (its two
// batched statements must not grow either), so the load comparison stays like with like.
const MENU_WITH_STATUS = MENU_QUERY.replace("prepTime }", "prepTime kitchenStatus { open label } }");

// What an integrator asks: every scalar field of the dish, its cook's name and its kitchen's status.
const WIDE_DISH = `id databaseId available cookDatabaseId createdAt customDeliveryFeeCents description effectivePriceCents imageUrl
  isOnSpecial meal name percentOff prepTime priceCents rating reviewCount specialActive specialDescription specialEndDate
  specialPriceCents withdrawn cook { name } kitchenStatus { open label }`;
const WIDE_MENU = `query WideMenu($first: Int) { menu(first: $first) { edges { node { ${WIDE_DISH} } } } }`;
const WIDE_KITCHEN = `query WideKitchen($cook: Int!) { chef(databaseId: $cook) { name menuItems(first: 50) { edges { node { ${WIDE_DISH} } } } } }`;
const WIDE_DISH_QUERY = `query WideDish($id: Int!) { foodItem(databaseId: $id) { ${WIDE_DISH} } }`;

type Load = { rps: number; p50: number; p99: number; errors: number; requests: number };

/** Runs the load loop in a worker thread, so the client does not share the server's event loop. */
function load(url: string, init: { method: string; body?: string; headers?: Record<string, string> }): Promise<Load> {
  const code = `
    const { parentPort, workerData } = require("node:worker_threads");
    const { url, init, concurrency, seconds } = workerData;
    (async () => {
      const latencies = []; let errors = 0;
      const run = async (until, record) => {
        while (performance.now() < until) {
          const t = performance.now();
          try {
            const res = await fetch(url, init);
            await res.arrayBuffer();
            if (res.status !== 200) errors++;
          } catch { errors++; }
          if (record) latencies.push(performance.now() - t);
        }
      };
      const warm = performance.now() + 1000;
      await Promise.all(Array.from({ length: concurrency }, () => run(warm, false)));
      const start = performance.now();
      await Promise.all(Array.from({ length: concurrency }, () => run(start + seconds * 1000, true)));
      const elapsed = (performance.now() - start) / 1000;
      latencies.sort((a, b) => a - b);
      const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
      parentPort.postMessage({ rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors, requests: latencies.length });
    })();`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, {
      eval: true,
      workerData: { url, init, concurrency: CONCURRENCY, seconds: SECONDS },
    });
    worker.once("message", (m) => {
      resolve(m);
      void worker.terminate();
    });
    worker.once("error", reject);
  });
}

/** Adds cooks with dishes until `total` dishes are listed (the demo kitchens count). */
async function seedDishes(server: TestServer, total: number) {
  const prisma = server.services.prisma;
  const listed = await prisma.foodItem.count({ where: { withdrawnAt: null, available: true } });
  let missing = total - listed;
  for (let k = 0; missing > 0; k++) {
    const cook = await prisma.user.create({
      data: {
        name: `Bench Cook ${total}-${k}`,
        username: `Bench Cook ${total}-${k}`,
        email: `bench.${total}.${k}.${Date.now()}@example.com`,
        role: "cook",
        approvalStatus: "approved",
      },
    });
    const n = Math.min(missing, 500);
    await prisma.foodItem.createMany({
      data: Array.from({ length: n }, (_, i) => ({
        cookId: cook.id,
        meal: ["breakfast", "lunch", "dinner", "desserts"][i % 4]!,
        name: `Bench dish ${k}-${i}`,
        description: "A dish seeded for the benchmark, with a description about as long as a real one.",
        priceCents: 800 + (i % 20) * 50,
        prepTime: "20-30 mins",
        isOnSpecial: i % 10 === 0,
        specialPriceCents: i % 10 === 0 ? 700 : null,
      })),
    });
    missing -= n;
  }
}

const table: string[] = [
  "| database | request | HomePlate | baseline | throughput | p99 | targets |",
  "| --- | --- | --- | --- | --- | --- | --- |",
];
const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(0)} ms`);
const fmt = (l: Load) =>
  `${l.rps.toFixed(0).padStart(6)} req/s  p50 ${l.p50.toFixed(1).padStart(6)} ms  p99 ${l.p99.toFixed(1).padStart(6)} ms${l.errors ? `  ${l.errors} errors` : ""}`;

async function benchDatabase(label: string, env: NodeJS.ProcessEnv) {
  const server = await startTestServer({}, env);
  const rows: string[] = [];
  try {
    await seedDishes(server, 1000);
    const baseline = await startBaseline(server);
    try {
      const gqlInit = {
        method: "POST",
        body: JSON.stringify({ query: MENU_QUERY }),
        headers: { "content-type": "application/json" },
      };
      // Sanity: both answer the same 20 dishes.
      const api = await (await fetch(`${server.url}/graphql`, gqlInit)).json();
      const base = await (await fetch(`${baseline.url}/menu`)).json();
      if (JSON.stringify(api) !== JSON.stringify(base))
        throw new Error("the menu baseline does not answer the same JSON as GraphQL");
      const list = await (await fetch(`${server.url}/api/food-items`)).json();
      const baseList = await (await fetch(`${baseline.url}/list`)).json();
      // The same fields and values; their order is the shape's business (rest/shapes.ts).
      const canonical = (items: Record<string, unknown>[]) =>
        JSON.stringify(items.map((x) => Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b)))));
      if (list.length !== 1000 || canonical(list) !== canonical(baseList))
        throw new Error(
          `the list baseline differs from GET /api/food-items (${list.length} vs ${baseList.length} dishes)`,
        );

      // Uncached first (the targets apply to it), then the same requests answered from the shared
      // cache of anonymous reads, each beside the same bare baseline.
      const menuUrl = `${server.url}/graphql`;
      const listUrl = `${server.url}/api/food-items`;
      server.publicCache.setSeconds(0);
      const menu = await load(menuUrl, gqlInit);
      const menuBase = await load(`${baseline.url}/menu`, { method: "GET" });
      const listLoad = await load(listUrl, { method: "GET" });
      const listBase = await load(`${baseline.url}/list`, { method: "GET" });
      // The wider selection, on the menu, a kitchen's menu and one dish, and the chefs' list.
      const post = (query: string, variables: object) => ({
        method: "POST",
        body: JSON.stringify({ query, variables }),
        headers: { "content-type": "application/json" },
      });
      const bench = await server.services.prisma.foodItem.findFirstOrThrow({
        where: { name: { startsWith: "Bench dish" } },
        orderBy: { id: "desc" },
      });
      const wideMenu = await load(menuUrl, post(WIDE_MENU, { first: 50 }));
      const wideMenuBase = await load(`${baseline.url}/wide-menu`, { method: "GET" });
      const wideKitchen = await load(menuUrl, post(WIDE_KITCHEN, { cook: bench.cookId }));
      const wideKitchenBase = await load(`${baseline.url}/wide-kitchen?cook=${bench.cookId}`, { method: "GET" });
      const wideDish = await load(menuUrl, post(WIDE_DISH_QUERY, { id: bench.id }));
      const wideDishBase = await load(`${baseline.url}/wide-dish?id=${bench.id}`, { method: "GET" });
      const chefs = await load(`${server.url}/api/chefs`, { method: "GET" });
      const chefsBase = await load(`${baseline.url}/chefs`, { method: "GET" });
      server.publicCache.setSeconds(60);
      const menuCached = await load(menuUrl, gqlInit);
      const listCached = await load(listUrl, { method: "GET" });
      server.publicCache.setSeconds(0);
      const pairs: [string, Load, Load, boolean][] = [
        ["GraphQL menu (first 20 of 1,000)", menu, menuBase, true],
        ["GET /api/food-items (all 1,000)", listLoad, listBase, true],
        ["GraphQL menu, wide selection (first 50)", wideMenu, wideMenuBase, true],
        ["GraphQL kitchen's menu, wide selection (50)", wideKitchen, wideKitchenBase, true],
        ["GraphQL one dish, wide selection", wideDish, wideDishBase, true],
        ["GET /api/chefs", chefs, chefsBase, true],
        ["GraphQL menu, shared cache", menuCached, menuBase, false],
        ["GET /api/food-items, shared cache", listCached, listBase, false],
      ];
      for (const [name, ours, bare, targeted] of pairs) {
        const tput = ours.rps / bare.rps;
        const tail = ours.p99 / bare.p99;
        const ok = tput >= 0.5 && tail <= 2 && !ours.errors;
        rows.push(`[${label}] ${name}`);
        rows.push(`    HomePlate  ${fmt(ours)}`);
        rows.push(`    baseline   ${fmt(bare)}`);
        rows.push(
          `    ratio      throughput ${tput.toFixed(2)}x (target >= 0.5), p99 ${tail.toFixed(2)}x (target <= 2)${targeted ? `: ${ok ? "meets" : "MISSES"} the targets` : " (cached: no target)"}`,
        );
        table.push(
          `| ${label} | ${name} | ${Math.round(ours.rps).toLocaleString("en-US")} req/s, p99 ${ms(ours.p99)}${ours.errors ? `, ${ours.errors} errors` : ""} | ${Math.round(bare.rps).toLocaleString("en-US")} req/s, p99 ${ms(bare.p99)} | ${tput.toFixed(2)}x | ${tail.toFixed(2)}x | ${targeted ? (ok ? "met" : "**missed**") : "n/a"} |`,
        );
      }
    } finally {
      baseline.close();
    }

    // Statements per menu query as the menu grows.
    const counts: string[] = [];
    // On the 1,000-dish database: a page of 100 and a page of 1,000; then a page of 1,000 among 10,000.
    for (const [listed, first] of [
      [1000, 100],
      [1000, 1000],
      [10000, 1000],
    ] as const) {
      if (listed > 1000) await seedDishes(server, listed);
      const before = server.services.db.statementCount();
      const { errors } = await server.client().gql(MENU_QUERY, { first });
      if (errors) throw new Error(errors[0]!.message);
      const plain = server.services.db.statementCount() - before;
      const withStatus = await server.client().gql(MENU_WITH_STATUS, { first });
      if (withStatus.errors) throw new Error(withStatus.errors[0]!.message);
      const status = server.services.db.statementCount() - before - plain;
      counts.push(
        `${first.toLocaleString("en-US")} of ${listed.toLocaleString("en-US")} dishes: ${plain} (with kitchenStatus: ${status})`,
      );
    }
    rows.push(`[${label}] SQL statements per menu query: ${counts.join(", ")}`);
  } finally {
    await server.close();
  }
  return rows;
}

async function postgresAnswers(url: string) {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

const { DATABASE_URL: _unused, ...embeddedEnv } = process.env;
const out: string[] = [];
// BENCH_ONLY=embedded|postgres measures one database (while profiling one change).
const only = process.env.BENCH_ONLY;
if (only !== "postgres") out.push(...(await benchDatabase("embedded", embeddedEnv)));
if (only === "embedded") out.push("[postgres] skipped: BENCH_ONLY=embedded");
else if (await postgresAnswers(PG_URL))
  out.push(...(await benchDatabase("postgres", { ...embeddedEnv, DATABASE_URL: PG_URL })));
else out.push(`[postgres] skipped: nothing answers at ${PG_URL}`);
console.log(`catalog under load: ${CONCURRENCY} connections, ${SECONDS} s each`);
for (const line of out) console.log(line);
console.log("\nTargets (uncached rows): throughput >= 0.5x and p99 <= 2x the baseline, no errors.\n");
for (const line of table) console.log(line);
