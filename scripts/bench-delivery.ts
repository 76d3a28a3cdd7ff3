// npm run bench, the delivery part: subscribers to one order's driver position, spread over two API
// processes on one PostgreSQL and one Redis (both the script's own), timed from the driver's POST of
// a position to its arrival at every subscriber; beside a bare Redis-to-websocket relay (two relay
// processes, scripts/bench-relay.ts) with the same number of sockets and HomePlate's own message,
// measured in the same run. The subscribers select the six fields the tracking page shows. Client
// sockets live in two worker threads, so reading them does not queue behind the timing thread.
// Targets: 1,000 subscribers p99 <= 1.5x the relay's; 10,000 subscribers p99 <= 2x, none lost;
// the API's memory per idle subscriber reported (aim: under 20 kB).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { Redis } from "ioredis";
import { TestClient } from "../api/src/test/server.ts";
import { startApiProcess, startOwnPostgres, startOwnRedis, type ApiProcess } from "../api/src/test/services.ts";

const SIZES = (process.env.BENCH_SUBSCRIBERS ?? "1000,10000").split(",").map(Number);
const POSTS = Number(process.env.BENCH_POSTS ?? 20);
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 500);
/** Positions sent first and not counted, for both: the steady state is measured, not the warm-up. */
const WARMUP = 3;
const TARGETS: Record<number, number> = { 1000: 1.5, 10000: 2 };
const root = path.resolve(import.meta.dirname, "..");
const now = () => performance.timeOrigin + performance.now();
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const SELECTION = `subscription($id: ID!) { driverLocationUpdated(orderId: $id) { lat lng accuracy speed heading timestamp } }`;

/**
 * A thread holding sockets: for HomePlate it speaks graphql-transport-ws and subscribes; for the relay
 * it only listens. Every message's latitude names the position; arrivals are absolute times.
 */
const CLIENT_THREAD = `
const { parentPort, workerData } = require("node:worker_threads");
const WebSocket = require(workerData.ws);
const { urls, subscribe, sessionToken, variables, query } = workerData;
const arrivals = new Map(); // lat -> [times]
let open = 0, subscribed = 0, closedEarly = 0;
const heard = new Set();
const sockets = [];
const now = () => performance.timeOrigin + performance.now();
(async () => {
  for (let i = 0; i < urls.length; i++) {
    const ws = subscribe ? new WebSocket(urls[i], "graphql-transport-ws") : new WebSocket(urls[i]);
    sockets.push(ws);
    ws.on("open", () => {
      open++;
      if (subscribe) ws.send(JSON.stringify({ type: "connection_init", payload: { sessionToken } }));
    });
    ws.on("message", (data) => {
      const at = now();
      const text = String(data);
      if (subscribe && text.startsWith('{"type":"connection_ack"')) {
        ws.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query, variables } }));
        subscribed++;
        return;
      }
      const m = /"lat":(-?[0-9.]+)/.exec(text);
      if (!m) return;
      heard.add(ws);
      let list = arrivals.get(m[1]);
      if (!list) arrivals.set(m[1], (list = []));
      list.push(at);
    });
    ws.on("close", () => closedEarly++);
    ws.on("error", () => {});
    if (i % 250 === 249) await new Promise((r) => setTimeout(r, 100));
  }
})();
parentPort.on("message", (m) => {
  if (m === "status") parentPort.postMessage({ open, subscribed, heard: heard.size });
  if (m === "report") parentPort.postMessage({ arrivals: [...arrivals], closedEarly });
  if (m === "close") { for (const ws of sockets) ws.close(); setTimeout(() => process.exit(0), 500); }
});
`;

type Thread = { worker: Worker; ask<T>(m: string): Promise<T> };

function clientThread(data: object): Thread {
  const worker = new Worker(CLIENT_THREAD, {
    eval: true,
    workerData: { ...data, ws: path.join(root, "node_modules/ws/index.js") },
  });
  return {
    worker,
    ask: <T>(m: string) =>
      new Promise<T>((resolve) => {
        worker.once("message", resolve);
        worker.postMessage(m);
      }),
  };
}

/** Opens `n` sockets over `urls` (alternating) in two threads and waits until all are ready. */
async function openClients(n: number, urls: string[], extra: object, ready: "open" | "subscribed") {
  const all = Array.from({ length: n }, (_, i) => urls[i % urls.length]!);
  const threads = [0, 1].map((t) => clientThread({ ...extra, urls: all.filter((_, i) => i % 2 === t) }));
  const deadline = Date.now() + 180_000;
  for (;;) {
    const counts = await Promise.all(threads.map((t) => t.ask<{ open: number; subscribed: number }>("status")));
    if (counts.reduce((s, c) => s + c[ready], 0) >= n || Date.now() > deadline) break;
    await sleep(500);
  }
  const counts = await Promise.all(threads.map((t) => t.ask<{ open: number; subscribed: number }>("status")));
  const readied = counts.reduce((s, c) => s + c[ready], 0);
  if (readied < n) console.log(`  only ${readied} of ${n} sockets ${ready} within 3 minutes`);
  return threads;
}

/** Collects the arrival times per position from the threads and turns them into latencies. */
async function latencies(threads: Thread[], sentAt: Map<string, number>, n: number) {
  const times: number[] = [];
  let closedEarly = 0;
  for (const t of threads) {
    const report = await t.ask<{ arrivals: [string, number[]][]; closedEarly: number }>("report");
    closedEarly += report.closedEarly;
    for (const [lat, list] of report.arrivals) {
      const at = sentAt.get(lat);
      if (at !== undefined) for (const x of list) times.push(x - at);
    }
  }
  for (const t of threads) t.worker.postMessage("close");
  return { times, lost: n * sentAt.size - times.length, closedEarly };
}

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);

const [pg, redis] = await Promise.all([startOwnPostgres(), startOwnRedis()]);
const shared = { DATABASE_URL: pg.url, REDIS_URL: redis.url, LOG_LEVEL: "info", NODE_ENV: "production" };
const apis: ApiProcess[] = [];
const relays: { url: string; pid: number; stop(): void }[] = [];
const rows: string[] = [];
try {
  apis.push(await startApiProcess({ ...shared, SEED_DEMO_DATA: "always" }));
  apis.push(await startApiProcess({ ...shared, SEED_DEMO_DATA: "never" }));
  const [a] = apis as [ApiProcess, ApiProcess];
  // A delivery under way, through the API.
  const signIn = async (email: string) => {
    const c = new TestClient(a.url);
    const res = await c.rest("POST", "/api/auth/login", { email, password: "homeplate123" });
    if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${res.text}`);
    return c;
  };
  const [customer, cook, driver] = [
    await signIn("customer@homeplate.dev"),
    await signIn("cook@homeplate.dev"),
    await signIn("driver@homeplate.dev"),
  ];
  const driverId = (await driver.rest("GET", "/api/users/current")).json.id;
  const dish = (await customer.rest("GET", "/api/food-items")).json.find((d: any) => d.name === "Carnitas Plate");
  await customer.rest("POST", "/api/cart", { foodItemId: dish.id, quantity: 1, replaceCart: true });
  const intent = await customer.rest("POST", "/api/create-payment-intent", {});
  const order = await customer.rest("POST", "/api/orders", { paymentIntentId: intent.json.paymentIntentId });
  await customer.mutate(
    `mutation($input: ConfirmTestPaymentInput!) { result: confirmTestPayment(input: $input) { __typename } }`,
    {
      input: { paymentIntentId: intent.json.paymentIntentId, cardNumber: "4242 4242 4242 4242" },
    },
  );
  await customer.rest("POST", `/api/orders/${order.json.id}/complete-payment`, {});
  for (const status of ["preparing", "ready"]) await cook.rest("PATCH", `/api/orders/${order.json.id}`, { status });
  await driver.rest("POST", `/api/orders/${order.json.id}/assign-driver`, {});
  await driver.rest("PATCH", `/api/orders/${order.json.id}`, { status: "picked_up" });
  const variables = { id: Buffer.from(`Order:${order.json.id}`).toString("base64") };
  const apiUrls = apis.map((p) => p.url.replace("http", "ws") + "/graphql");

  for (let i = 0; i < 2; i++) {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "scripts/bench-relay.ts")], {
      env: { ...process.env, REDIS_URL: redis.url },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const url = await new Promise<string>((resolve) =>
      child.stdout!.on(
        "data",
        (d: Buffer) => /relay at (\S+)/.test(String(d)) && resolve(/relay at (\S+)/.exec(String(d))![1]!),
      ),
    );
    relays.push({ url, pid: child.pid!, stop: () => child.kill() });
  }
  const publisher = new Redis(redis.url);

  let lat = 30.2649;
  let sample = "";
  for (const n of SIZES) {
    // HomePlate.
    await sleep(1_000);
    const rssBefore = apis.map((p) => rssKb(p.child.pid!));
    const homeplateThreads = await openClients(
      n,
      apiUrls,
      { subscribe: true, sessionToken: customer.sessionToken, variables, query: SELECTION },
      "subscribed",
    );
    await sleep(3_000);
    // Warm-up positions until every socket has heard one (its subscription is live on the server),
    // at most for a minute; then the measured ones.
    const post = async () => {
      lat = Math.round((lat + 0.00002) * 1e6) / 1e6;
      const res = await driver.rest("POST", `/api/drivers/${driverId}/location`, {
        lat,
        lng: -97.7467,
        accuracy: 5,
        speed: 4.2,
        heading: 180,
        timestamp: new Date().toISOString(),
      });
      if (res.status !== 200) throw new Error(`location post: ${res.status} ${res.text}`);
    };
    const heardBy = async () =>
      (await Promise.all(homeplateThreads.map((t) => t.ask<{ heard: number }>("status")))).reduce(
        (sum, c) => sum + c.heard,
        0,
      );
    for (let i = 0, until = Date.now() + 60_000; i < WARMUP || ((await heardBy()) < n && Date.now() < until); i++) {
      await post();
      await sleep(GAP_MS);
    }
    const rssAfter = apis.map((p) => rssKb(p.child.pid!));
    const perSubscriberKb = (rssAfter.reduce((s, x) => s + x, 0) - rssBefore.reduce((s, x) => s + x, 0)) / n;
    const live = await heardBy();
    if (live < n) console.log(`  ${n - live} of ${n} HomePlate sockets heard no warm-up position within a minute`);
    const sentAt = new Map<string, number>();
    for (let i = 0; i < POSTS; i++) {
      lat = Math.round((lat + 0.00002) * 1e6) / 1e6;
      sentAt.set(String(lat), now());
      const res = await driver.rest("POST", `/api/drivers/${driverId}/location`, {
        lat,
        lng: -97.7467,
        accuracy: 5,
        speed: 4.2,
        heading: 180,
        timestamp: new Date().toISOString(),
      });
      if (res.status !== 200) throw new Error(`location post: ${res.status} ${res.text}`);
      await sleep(GAP_MS);
    }
    await sleep(3_000);
    const homeplate = await latencies(homeplateThreads, sentAt, n);
    sample ||= `{"id":"1","type":"next","payload":{"data":{"driverLocationUpdated":{"lat":${lat},"lng":-97.7467,"accuracy":5,"speed":4.2,"heading":180,"timestamp":"${new Date().toISOString()}"}}}}`;

    // The relay: the same number of sockets and HomePlate's message, timed from the publish.
    await sleep(2_000);
    const relayRssBefore = relays.reduce((sum, r) => sum + rssKb(r.pid), 0);
    const relayThreads = await openClients(
      n,
      relays.map((r) => r.url),
      { subscribe: false },
      "open",
    );
    await sleep(2_000);
    const relayPerSocketKb = (relays.reduce((sum, r) => sum + rssKb(r.pid), 0) - relayRssBefore) / n;
    const relaySent = new Map<string, number>();
    for (let i = 0; i < WARMUP + POSTS; i++) {
      lat = Math.round((lat + 0.00002) * 1e6) / 1e6;
      if (i >= WARMUP) relaySent.set(String(lat), now());
      await publisher.publish("relay", sample.replace(/"lat":-?[0-9.]+/, `"lat":${lat}`));
      await sleep(GAP_MS);
    }
    await sleep(3_000);
    const relay = await latencies(relayThreads, relaySent, n);

    const p99 = percentile(homeplate.times, 99);
    const ratio = p99 / percentile(relay.times, 99);
    const target = TARGETS[n] ?? 2;
    // A run where the bench's own client could not open every socket in time measures nothing.
    const measured = live === n;
    const met = measured && ratio <= target && homeplate.lost === 0;
    rows.push(
      `${String(n).padStart(6)} subscribers  HomePlate p50 ${percentile(homeplate.times, 50).toFixed(1)} ms p99 ${p99.toFixed(1)} ms lost ${homeplate.lost}` +
        ` | relay p50 ${percentile(relay.times, 50).toFixed(1)} ms p99 ${percentile(relay.times, 99).toFixed(1)} ms lost ${relay.lost}` +
        ` | ratio ${ratio.toFixed(2)}x (target <= ${target}x, none lost): ${measured ? (met ? "MET" : "NOT MET") : `NOT MEASURED (${live} of ${n} sockets live)`}`,
    );
    rows.push(
      `${" ".repeat(6)} memory per idle subscriber (RSS of both API processes): ${perSubscriberKb.toFixed(1)} kB (aim < 20 kB): ${!measured || perSubscriberKb <= 0 ? "NOT MEASURED" : perSubscriberKb < 20 ? "MET" : "NOT MET"}` +
        `; the relay's per open socket: ${relayPerSocketKb.toFixed(1)} kB`,
    );
    await sleep(2_000);
  }
  publisher.disconnect();
  console.log(
    `\nDelivery: subscribers to one order's driver position over two API processes (PostgreSQL + Redis), ${POSTS} positions ${GAP_MS} ms apart, message ${sample.length} bytes`,
  );
  for (const row of rows) console.log(`  ${row}`);
} finally {
  for (const r of relays) r.stop();
  await Promise.all(apis.map((p) => p.stop()));
  await Promise.all([pg.destroy(), redis.destroy()]);
}
