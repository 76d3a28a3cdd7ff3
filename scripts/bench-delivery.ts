// npm run bench, the delivery part: 1,000 subscribers to one order's driver position,
// spread over two API processes on one PostgreSQL and one Redis (both of the script's own), and the
// time from a driver's POST of a position to its arrival at every subscriber; beside a bare
// Redis-to-websocket relay (two relay processes, the same 1,000 sockets) measured in the same run.
// Target: HomePlate's p99 within 2x the relay's.
import { spawn } from "node:child_process";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createClient } from "graphql-ws";
import { Redis } from "ioredis";
import WebSocket from "ws";
import { TestClient } from "../api/src/test/server.ts";
import { startApiProcess, startOwnPostgres, startOwnRedis } from "../api/src/test/services.ts";

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const POSTS = Number(process.env.BENCH_POSTS ?? 20);
const GAP_MS = 250;
/** Positions sent first and not counted, for both: the steady state is measured, not the first event's warm-up. */
const WARMUP = 3;
const root = path.resolve(import.meta.dirname, "..");
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const fmt = (xs: number[]) => `p50 ${percentile(xs, 50).toFixed(1)} ms, p99 ${percentile(xs, 99).toFixed(1)} ms (${xs.length} arrivals)`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const [pg, redis] = await Promise.all([startOwnPostgres(), startOwnRedis()]);
const shared = { DATABASE_URL: pg.url, REDIS_URL: redis.url, LOG_LEVEL: "info", NODE_ENV: "production" };
const a = await startApiProcess({ ...shared, SEED_DEMO_DATA: "always" });
const b = await startApiProcess({ ...shared, SEED_DEMO_DATA: "never" });
const relays: { url: string; stop(): void }[] = [];
try {
  // A delivery under way, through the API.
  const signIn = async (email: string) => {
    const c = new TestClient(a.url);
    const res = await c.rest("POST", "/api/auth/login", { email, password: "homeplate123" });
    if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${res.text}`);
    return c;
  };
  const [customer, cook, driver] = [await signIn("customer@homeplate.dev"), await signIn("cook@homeplate.dev"), await signIn("driver@homeplate.dev")];
  const driverId = (await driver.rest("GET", "/api/users/current")).json.id;
  const dish = (await customer.rest("GET", "/api/food-items")).json.find((d: any) => d.name === "Carnitas Plate");
  await customer.rest("POST", "/api/cart", { foodItemId: dish.id, quantity: 1, replaceCart: true });
  const intent = await customer.rest("POST", "/api/create-payment-intent", {});
  const order = await customer.rest("POST", "/api/orders", { paymentIntentId: intent.json.paymentIntentId });
  await customer.mutate(`mutation($input: ConfirmTestPaymentInput!) { result: confirmTestPayment(input: $input) { __typename } }`, {
    input: { paymentIntentId: intent.json.paymentIntentId, cardNumber: "4242 4242 4242 4242" },
  });
  await customer.rest("POST", `/api/orders/${order.json.id}/complete-payment`, {});
  for (const status of ["preparing", "ready"]) await cook.rest("PATCH", `/api/orders/${order.json.id}`, { status });
  await driver.rest("POST", `/api/orders/${order.json.id}/assign-driver`, {});
  await driver.rest("PATCH", `/api/orders/${order.json.id}`, { status: "picked_up" });
  const orderGlobalId = Buffer.from(`Order:${order.json.id}`).toString("base64");

  // HomePlate: half the subscribers on each API process; each arrival is timed from its POST.
  const sentAt = new Map<string, number>();
  const homeplate: number[] = [];
  const clients = Array.from({ length: SUBSCRIBERS }, (_, i) =>
    createClient({ url: (i % 2 ? b : a).url.replace("http", "ws") + "/graphql", webSocketImpl: WebSocket, connectionParams: { sessionToken: customer.sessionToken }, lazy: false }),
  );
  let subscribed = 0;
  for (const client of clients) {
    client.subscribe(
      { query: `subscription($id: ID!) { driverLocationUpdated(orderId: $id) { lat } }`, variables: { id: orderGlobalId } },
      {
        next: (r) => {
          const at = sentAt.get(String((r.data as any).driverLocationUpdated.lat));
          if (at !== undefined) homeplate.push(performance.now() - at);
        },
        error: (e) => console.error("subscription error", e),
        complete: () => {},
      },
    );
    if (++subscribed % 100 === 0) await sleep(50);
  }
  await sleep(3_000);
  let lat = 30.2649;
  for (let i = 0; i < WARMUP + POSTS; i++) {
    lat = Math.round((lat + 0.00002) * 1e6) / 1e6;
    if (i >= WARMUP) sentAt.set(String(lat), performance.now());
    const res = await driver.rest("POST", `/api/drivers/${driverId}/location`, { lat, lng: -97.7467, accuracy: 5, timestamp: new Date().toISOString() });
    if (res.status !== 200) throw new Error(`location post: ${res.status} ${res.text}`);
    await sleep(GAP_MS);
  }
  await sleep(2_000);
  await Promise.all(clients.map((c) => c.dispose()));

  // The relay: the same number of sockets over two relay processes, timed from the publish.
  for (let i = 0; i < 2; i++) {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "scripts/bench-relay.ts")], { env: { ...process.env, REDIS_URL: redis.url }, stdio: ["ignore", "pipe", "inherit"] });
    const url = await new Promise<string>((resolve) => child.stdout!.on("data", (d: Buffer) => /relay at (\S+)/.test(String(d)) && resolve(/relay at (\S+)/.exec(String(d))![1]!)));
    relays.push({ url, stop: () => child.kill() });
  }
  const relayTimes: number[] = [];
  const relaySent = new Map<number, number>();
  const sockets = await Promise.all(
    Array.from({ length: SUBSCRIBERS }, (_, i) => new Promise<WebSocket>((resolve) => {
      const ws = new WebSocket(relays[i % 2]!.url);
      ws.on("message", (m) => {
        const at = relaySent.get(JSON.parse(String(m)).i);
        if (at !== undefined) relayTimes.push(performance.now() - at);
      });
      ws.on("open", () => resolve(ws));
    })),
  );
  await sleep(1_000);
  const publisher = new Redis(redis.url);
  for (let i = 0; i < WARMUP + POSTS; i++) {
    if (i >= WARMUP) relaySent.set(i, performance.now());
    await publisher.publish("relay", JSON.stringify({ i, lat, lng: -97.7467 }));
    await sleep(GAP_MS);
  }
  await sleep(2_000);
  for (const ws of sockets) ws.close();
  publisher.disconnect();

  const expected = SUBSCRIBERS * POSTS;
  const ratio = percentile(homeplate, 99) / percentile(relayTimes, 99);
  console.log(`\nDelivery: ${SUBSCRIBERS} subscribers to one order's driver position over two API processes, ${POSTS} positions`);
  console.log(`  HomePlate  POST -> every subscriber: ${fmt(homeplate)}${homeplate.length < expected ? `  MISSING ${expected - homeplate.length}` : ""}`);
  console.log(`  bare relay publish -> every socket:  ${fmt(relayTimes)}${relayTimes.length < expected ? `  MISSING ${expected - relayTimes.length}` : ""}`);
  console.log(`  p99 ratio ${ratio.toFixed(2)}x (target <= 2x): ${ratio <= 2 && homeplate.length === expected ? "MET" : "NOT MET"}`);
} finally {
  for (const r of relays) r.stop();
  await Promise.all([a.stop(), b.stop()]);
  await Promise.all([pg.destroy(), redis.destroy()]);
}
