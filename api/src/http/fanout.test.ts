// Live subscriptions at scale: one execution per event for everyone who receives the same thing,
// access changes that end exactly the streams they concern, and clients that stop reading without
// costing anyone else an event.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import WebSocket from "ws";
import type { DriverLocationEvent } from "../services/pubsub.ts";
import { eventually } from "../test/eventually.ts";
import { globalId } from "../test/kitchens.ts";
import { checkout, demoIds, setCart } from "../test/orders.ts";
import { startTestServer, type TestClient, type TestServer } from "../test/server.ts";
import { HARD_LIMIT_BYTES, SLOW_CLIENT_CLOSE, SOFT_LIMIT_BYTES } from "./fanout.ts";

let server: TestServer;
let casey: TestClient;
let admin: TestClient;
let orderId: number;
let customerId: number;
let cookId: number;

beforeAll(async () => {
  server = await startTestServer();
  const ids = await demoIds(server);
  casey = await server.signIn("customer@homeplate.dev");
  admin = await server.signIn("admin@homeplate.dev");
  await setCart(server, ids.casey.id, [[ids.carnitas.id, 1]]);
  orderId = (await checkout(casey)).completed.order.databaseId;
  customerId = ids.casey.id;
  cookId = ids.maria.id;
});
afterAll(() => server?.close());

const LOCATION = `subscription($id: ID!) { driverLocationUpdated(orderId: $id) { lat lng accuracy speed heading timestamp } }`;
const STATUS = `subscription($id: ID!) { orderStatusChanged(orderId: $id) { id status totalCents } }`;

type Socket = Awaited<ReturnType<typeof subscriber>>;

/** A raw graphql-transport-ws socket signed in as `client`, running `query` as subscription "s". */
async function subscriber(client: TestClient | null, query: string, variables: object) {
  const ws = new WebSocket(server.url.replace("http", "ws") + "/graphql", "graphql-transport-ws");
  const received: { at: number; raw: string; message: any }[] = [];
  let closed: { code: number } | null = null;
  ws.on("message", (data) => {
    const raw = String(data);
    const message = JSON.parse(raw);
    if (message.type !== "connection_ack") received.push({ at: performance.now(), raw, message });
  });
  ws.on("close", (code) => (closed = { code }));
  await new Promise((resolve) => ws.once("open", resolve));
  const acked = new Promise((resolve) => ws.once("message", resolve));
  ws.send(JSON.stringify({ type: "connection_init", payload: client ? { sessionToken: client.sessionToken } : {} }));
  await acked;
  ws.send(JSON.stringify({ id: "s", type: "subscribe", payload: { query, variables } }));
  return {
    ws,
    received,
    get closed() {
      return closed;
    },
    nexts: () => received.filter((r) => r.message.type === "next"),
    /** Stops reading the socket: the server's writes pile up in the kernel, then in its buffer. */
    stopReading: () => (ws as unknown as { _socket: { pause(): void } })._socket.pause(),
    resumeReading: () => (ws as unknown as { _socket: { resume(): void } })._socket.resume(),
  };
}

const position = (i: number): DriverLocationEvent => ({
  orderId,
  customerId,
  cookId,
  driverId: 0,
  lat: 30 + i / 1e6,
  lng: -97.7467,
  accuracy: 5,
  speed: 3,
  heading: 90,
  timestamp: new Date().toISOString(),
});

/** Waits until the server counts `members` live subscriptions. */
const joined = (members: number) =>
  eventually(
    async () => server.liveSubscriptions().members,
    (n) => n === members,
  );

async function closeAll(sockets: Socket[]) {
  for (const s of sockets) s.ws.terminate();
  await eventually(
    async () => server.liveSubscriptions().members,
    (n) => n === 0,
  );
}

describe("one execution per event per group", () => {
  test("everyone following a driver's position shares one group and receives the same bytes", async () => {
    const maria = await server.signIn("cook@homeplate.dev");
    const sockets = [
      await subscriber(casey, LOCATION, { id: globalId("Order", orderId) }),
      await subscriber(casey, LOCATION, { id: globalId("Order", orderId) }),
      await subscriber(maria, LOCATION, { id: globalId("Order", orderId) }),
      await subscriber(admin, LOCATION, { id: globalId("Order", orderId) }),
    ];
    await joined(4);
    expect(server.liveSubscriptions().groups).toBe(1);
    await server.services.pubsub.publish("driverLocation", orderId, position(1));
    await eventually(
      async () => sockets.map((s) => s.nexts().length),
      (n) => n.every((x) => x === 1),
    );
    const bodies = sockets.map((s) => s.nexts()[0]!.raw);
    expect(new Set(bodies).size).toBe(1);
    expect(sockets[0]!.nexts()[0]!.message.payload.data.driverLocationUpdated).toMatchObject({
      lat: 30.000001,
      lng: -97.7467,
      speed: 3,
    });
    await closeAll(sockets);
  });

  test("an order's changes are read once per group, however many of the user's sockets follow it", async () => {
    const maria = await server.signIn("cook@homeplate.dev");
    const statementsPerEvent = async (sockets: Socket[]) => {
      const before = sockets.map((s) => s.nexts().length);
      const start = server.services.db.statementCount();
      await server.services.pubsub.publish("orderUpdated", customerId, { orderId });
      await eventually(
        async () => sockets.map((s, i) => s.nexts().length - before[i]!),
        (n) => n.every((x) => x === 1),
      );
      return server.services.db.statementCount() - start;
    };
    const one = [await subscriber(casey, STATUS, { id: globalId("Order", orderId) })];
    await joined(1);
    const alone = await statementsPerEvent(one);
    expect(alone).toBeGreaterThan(0);
    const five = [...one];
    for (let i = 0; i < 4; i++) five.push(await subscriber(casey, STATUS, { id: globalId("Order", orderId) }));
    await joined(5);
    expect(server.liveSubscriptions().groups).toBe(1);
    expect(await statementsPerEvent(five)).toBe(alone);
    // The cook's answer may differ from the customer's: a group of their own (Prisma may batch the
    // two groups' reads of the same tick into one statement).
    const cooks = [await subscriber(maria, STATUS, { id: globalId("Order", orderId) })];
    await joined(6);
    expect(server.liveSubscriptions().groups).toBe(2);
    expect(await statementsPerEvent([...five, ...cooks])).toBeLessThanOrEqual(2 * alone);
    await closeAll([...five, ...cooks]);
  });
});

describe("authorization on access changes", () => {
  test("signing out ends that session's streams at once, and the same user's other session keeps hearing", async () => {
    const other = await server.signIn("customer@homeplate.dev");
    const leaving = await subscriber(other, LOCATION, { id: globalId("Order", orderId) });
    const staying = await subscriber(casey, LOCATION, { id: globalId("Order", orderId) });
    await joined(2);
    expect((await other.rest("POST", "/api/auth/logout", {})).status).toBe(200);
    await eventually(
      async () => leaving.received.length,
      (n) => n === 1,
    );
    expect(leaving.received.map((r) => r.message)).toEqual([{ id: "s", type: "complete" }]);
    await server.services.pubsub.publish("driverLocation", orderId, position(2));
    await eventually(
      async () => staying.nexts().length,
      (n) => n === 1,
    );
    expect(leaving.nexts()).toEqual([]);
    await closeAll([leaving, staying]);
  });

  test("a driver taken off an order by pausing him stops hearing of it, however he wrote its id, and the next driver's positions reach the customer alone", async () => {
    const { id, danId, sockets, customer } = await followedByDan();
    const pause = (paused: boolean) =>
      admin.mutate(`mutation($input: SetUserPausedInput!) { result: setUserPaused(input: $input) { __typename } }`, {
        input: { userId: globalId("User", danId), paused },
      });
    expect(await pause(true)).toEqual({ __typename: "UserStatusPayload" });
    await handedToTheNextDriver(id, sockets, customer);
    expect(await pause(false)).toEqual({ __typename: "UserStatusPayload" });
  });

  test("releasing a driver's deliveries ends his streams of them by the order's access change alone, however he wrote its id", async () => {
    const { id, databaseId, danId, sockets, customer } = await followedByDan();
    // The release pausing or deleting him runs, without ending his sessions: only the order's own
    // access change can tell the fan-out that his streams of it must be checked again.
    const { announceReleased, releaseDriverOrders } = await import("../domain/orders/steps.ts");
    const released = await server.services.prisma.$transaction((tx) => releaseDriverOrders(tx, danId));
    expect(released.map((a) => a.order.id)).toEqual([databaseId]);
    await announceReleased(server.services, released);
    await handedToTheNextDriver(id, sockets, customer);
  });
});

/**
 * Casey's new order, made ready by its cook, accepted and picked up by Dan, who follows it four ways
 * (its position by its global id in a variable; inline, written with GraphQL's escapes; as the
 * escaped default of a variable used in a fragment; its status by the escaped id), and Casey its
 * position. Each of Dan's streams has heard one event (the pickup or his first position), and Casey's
 * that position.
 */
async function followedByDan() {
  const ids = await demoIds(server);
  await setCart(server, ids.casey.id, [[ids.carnitas.id, 1]]);
  const databaseId = (await checkout(casey)).completed.order.databaseId as number;
  const maria = await server.signIn("cook@homeplate.dev");
  for (const status of ["preparing", "ready"])
    expect((await maria.rest("PATCH", `/api/orders/${databaseId}`, { status })).status).toBe(200);
  const id = globalId("Order", databaseId);
  const dan = await server.signIn("driver@homeplate.dev");
  const danId = (await server.services.prisma.user.findUniqueOrThrow({ where: { email: "driver@homeplate.dev" } })).id;
  await accept(dan, id);
  // The same string, with none of its characters written as themselves.
  const escaped = [...id].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`).join("");
  const positions = [
    await subscriber(dan, LOCATION, { id }),
    await subscriber(dan, `subscription { driverLocationUpdated(orderId: "${escaped}") { lat lng } }`, {}),
    await subscriber(
      dan,
      `subscription($id: ID! = "${escaped}") { ...Follow } fragment Follow on Subscription { driverLocationUpdated(orderId: $id) { lat lng } }`,
      {},
    ),
  ];
  const status = await subscriber(dan, `subscription { orderStatusChanged(orderId: "${escaped}") { status } }`, {});
  const customer = await subscriber(casey, LOCATION, { id });
  await joined(5);
  expect((await dan.rest("PATCH", `/api/orders/${databaseId}`, { status: "picked_up" })).status).toBe(200);
  await drive(dan, 0);
  const sockets = [...positions, status];
  await eventually(
    async () => [...sockets, customer].map((s) => s.nexts().length),
    (n) => n.every((x) => x === 1),
  );
  for (const s of positions) expect(s.nexts()[0]!.message.payload.data.driverLocationUpdated.lat).toBe(30.2672);
  expect(status.nexts()[0]!.message.payload.data.orderStatusChanged.status).toBe("PICKED_UP");
  return { id, databaseId, danId, sockets, customer };
}

/**
 * Once Dan has lost the order, each of his streams ends (`complete` after its one event) and hears
 * nothing of the order's next driver, Sam, whose acceptance and position reach Casey.
 */
async function handedToTheNextDriver(orderId: string, sockets: Socket[], customer: Socket) {
  await eventually(
    async () => sockets.map((s) => s.received.length),
    (n) => n.every((x) => x === 2),
  );
  for (const s of sockets) expect(s.received.map((r) => r.message.type)).toEqual(["next", "complete"]);
  const sam = await approvedDriver("pending.driver@homeplate.dev");
  await accept(sam, orderId);
  await drive(sam, 1);
  await eventually(
    async () => customer.nexts().length,
    (n) => n === 2,
  );
  for (const s of sockets) expect(s.received).toHaveLength(2);
  await closeAll([...sockets, customer]);
}

async function accept(driver: TestClient, orderId: string) {
  const result = await driver.mutate(
    `mutation($input: AcceptDeliveryInput!) { result: acceptDelivery(input: $input) { __typename ... on Error { message } } }`,
    { input: { orderId } },
  );
  expect(result).toEqual({ __typename: "AcceptDeliveryPayload" });
}

/** The driver's phone reports a position a few metres along Congress Avenue. */
async function drive(driver: TestClient, step: number) {
  const result = await driver.mutate(
    `mutation($input: RecordDriverLocationInput!) { result: recordDriverLocation(input: $input) { __typename ... on RecordDriverLocationPayload { kept } } }`,
    { input: { lat: 30.2672 + step / 1e4, lng: -97.7431, accuracy: 5 } },
  );
  expect(result).toEqual({ __typename: "RecordDriverLocationPayload", kept: true });
}

/** A driver signed in, whose application the admin approves first if it is still pending. */
async function approvedDriver(email: string) {
  const pending = await server.services.prisma.driverApplication.findFirst({
    where: { user: { email }, status: "pending" },
  });
  if (pending) {
    const decided = await admin.mutate(
      `mutation($input: DecideDriverApplicationInput!) { result: decideDriverApplication(input: $input) { __typename } }`,
      { input: { applicationId: globalId("DriverApplication", pending.id), status: "APPROVED" } },
    );
    expect(decided.__typename).toBe("DecideDriverApplicationPayload");
  }
  return server.signIn(email);
}

describe("a client that stops reading", () => {
  test("costs the others nothing: they receive every position on time, it skips to the latest, the server's buffer stays bounded", async () => {
    const variables = { id: globalId("Order", orderId) };
    const slow = await subscriber(casey, LOCATION, variables);
    const fast = [await subscriber(casey, LOCATION, variables), await subscriber(casey, LOCATION, variables)];
    await joined(3);
    slow.stopReading();
    const EVENTS = 30_000;
    const sentAt: number[] = [];
    let maxBuffered = 0;
    for (let i = 0; i < EVENTS; i++) {
      sentAt.push(performance.now());
      await server.services.pubsub.publish("driverLocation", orderId, position(i));
      if (i % 250 === 249) {
        await new Promise((r) => setTimeout(r, 5));
        maxBuffered = Math.max(maxBuffered, server.liveSubscriptions().maxBufferedBytes);
      }
    }
    await eventually(
      async () => fast.map((f) => f.nexts().length),
      (n) => n.every((x) => x === EVENTS),
      60_000,
    );
    for (const f of fast) {
      const lats = f.nexts().map((r) => r.message.payload.data.driverLocationUpdated.lat);
      expect(lats).toEqual(Array.from({ length: EVENTS }, (_, i) => 30 + i / 1e6));
      const late = f.nexts().map((r, i) => r.at - sentAt[i]!);
      expect(Math.max(...late)).toBeLessThan(2_000);
    }
    // The slow socket's unsent bytes passed the soft limit (it really stopped reading) and stayed
    // near it, far below what 30,000 positions weigh.
    const message = fast[0]!.nexts()[0]!.raw.length;
    expect(maxBuffered).toBeGreaterThan(SOFT_LIMIT_BYTES);
    expect(maxBuffered).toBeLessThan(SOFT_LIMIT_BYTES + 50 * message);
    expect(slow.closed).toBeNull();
    slow.resumeReading();
    await eventually(
      async () => slow.nexts().at(-1)?.message.payload.data.driverLocationUpdated.lat,
      (lat) => lat === 30 + (EVENTS - 1) / 1e6,
    );
    // What it missed was skipped (how much the kernel's socket buffers held first varies).
    expect(slow.nexts().length).toBeLessThan(EVENTS);
    await closeAll([slow, ...fast]);
  }, 120_000);

  test("on a status stream, which never skips, it is closed past the hard limit while the others hear every event", async () => {
    // A long notification, so that a few hundred events pass the limit.
    const notification = await server.services.prisma.notification.create({
      data: { userId: customerId, kind: "test", title: "Long", message: "x".repeat(20_000), url: "/" },
    });
    const query = `subscription { notificationAdded { id title message } }`;
    const slow = await subscriber(casey, query, {});
    const fast = await subscriber(casey, query, {});
    await joined(2);
    slow.stopReading();
    const EVENTS = 600;
    for (let i = 0; i < EVENTS; i++) {
      await server.services.pubsub.publish("notificationAdded", customerId, { notificationId: notification.id });
      if (i % 20 === 19) await new Promise((r) => setTimeout(r, 5));
    }
    await eventually(
      async () => fast.nexts().length,
      (n) => n === EVENTS,
      60_000,
    );
    expect(fast.nexts().length).toBe(EVENTS);
    // It reads again, and learns why it was closed.
    slow.resumeReading();
    await eventually(
      async () => slow.closed,
      (c) => c !== null,
      10_000,
    );
    expect(slow.closed).toEqual({ code: SLOW_CLIENT_CLOSE.code });
    expect(slow.nexts().length).toBeLessThan(EVENTS);
    expect(server.liveSubscriptions().maxBufferedBytes).toBeLessThan(HARD_LIMIT_BYTES + 100_000);
    await closeAll([slow, fast]);
  }, 120_000);
});
