// A tracking link to share: the order's customer makes an unguessable link (only its hash is kept)
// that anyone opens read-only, without the address, phones, prices or dishes; it follows the order and
// its driver live, expires an hour after delivery, and stops at once when revoked.
import crypto from "node:crypto";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";
import { checkout, demoIds, setCart } from "../../test/orders.ts";

let server: TestServer;
let ids: Awaited<ReturnType<typeof demoIds>>;
let jordan: TestClient;
let driverId: number;
const prisma = () => server.services.prisma;

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  jordan = await server.signIn("customer2@homeplate.dev");
  driverId = (await prisma().user.findUniqueOrThrow({ where: { email: "driver@homeplate.dev" } })).id;
  await prisma().storeSettings.update({
    where: { userId: ids.maria.id },
    data: {
      businessHours: Object.fromEntries(
        ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [
          d,
          { isOpen: true, openTime: "00:00", closeTime: "24:00" },
        ]),
      ),
      maxOrdersPerDay: null,
      maxOrdersPerHour: 50,
    },
  });
});
afterAll(() => server?.close());

async function paidOrder() {
  await setCart(server, ids.jordan.id, [[ids.carnitas.id, 1]]);
  return (await checkout(jordan)).completed.order.databaseId as number;
}
const tokenOf = (url: string) => url.split("/track/")[1]!;

test("the customer's link opens a read-only view for a visitor, without address, phone, price or dishes", async () => {
  const orderId = await paidOrder();
  const shared = await jordan.rest("POST", `/api/orders/${orderId}/share`);
  expect(shared.status).toBe(200);
  expect(shared.json).toEqual({
    url: expect.stringMatching(/^http:\/\/localhost:\d+\/track\/[A-Za-z0-9_-]{43}$/),
    expiresAt: null,
  });
  const token = tokenOf(shared.json.url);
  // Only the token's hash is kept.
  const rows = await prisma().orderShareLink.findMany({ where: { orderId } });
  expect(rows.map((r) => r.tokenHash)).toEqual([crypto.createHash("sha256").update(token).digest("hex")]);

  const visitor = server.client();
  const view = await visitor.rest("GET", `/api/tracking/${token}`);
  expect(view.status).toBe(200);
  expect(view.json).toEqual({
    status: "confirmed",
    statusLabel: "Order Confirmed",
    // The order's own ETA: the countdown to the time promised (delivery/eta.test.ts).
    etaMinutes: expect.any(Number),
    // Promised at payment: payment time, the kitchen's preparation time and the trip.
    estimatedDelivery: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    scheduledLabel: null,
    kitchenName: "Maria's Kitchen",
    driverFirstName: null,
    driverLocation: null,
    expiresAt: null,
  });
  const text = JSON.stringify(view.json);
  const order = await prisma().order.findUniqueOrThrow({ where: { id: orderId } });
  for (const secret of [order.deliveryAddress, (order.totalCents / 100).toFixed(2), "Carnitas"])
    expect(text).not.toContain(secret);
  // The order itself stays private to the visitor and to other users.
  expect(
    (await visitor.gql(`query($id: Int!) { order(databaseId: $id) { id } }`, { id: orderId })).data?.order ?? null,
  ).toBeNull();
  expect((await visitor.rest("GET", `/api/tracking/${"x".repeat(43)}`)).status).toBe(404);
});

test("only the order's customer may share or revoke; a revoked link stops at once", async () => {
  const orderId = await paidOrder();
  const casey = await server.signIn("customer@homeplate.dev");
  expect((await casey.rest("POST", `/api/orders/${orderId}/share`)).json).toEqual({ error: "Order not found." });
  expect((await casey.rest("DELETE", `/api/orders/${orderId}/share`)).status).toBe(404);
  expect((await server.client().rest("POST", `/api/orders/${orderId}/share`)).status).toBe(401);
  const first = tokenOf((await jordan.rest("POST", `/api/orders/${orderId}/share`)).json.url);
  const second = tokenOf((await jordan.rest("POST", `/api/orders/${orderId}/share`)).json.url);
  expect(first).not.toBe(second);
  const revoked = await jordan.rest("DELETE", `/api/orders/${orderId}/share`);
  expect(revoked.json).toEqual({ revoked: 2 });
  for (const token of [first, second]) {
    const gone = await server.client().rest("GET", `/api/tracking/${token}`);
    expect(gone.status).toBe(404);
    expect(gone.json).toEqual({ error: "This tracking link is not valid or has expired." });
  }
});

test("the view follows the order and its driver live over sharedTrackingUpdated, and ends when revoked", async () => {
  const orderId = await paidOrder();
  const token = tokenOf((await jordan.rest("POST", `/api/orders/${orderId}/share`)).json.url);
  const ws = createClient({
    url: server.url.replace("http", "ws") + "/graphql",
    webSocketImpl: WebSocket,
    lazy: false,
  });
  const seen: any[] = [];
  let ended = false;
  const query = `subscription($t: String!) { sharedTrackingUpdated(token: $t) { status driverFirstName driverLocation { lat lng } etaMinutes } }`;
  ws.subscribe(
    { query, variables: { t: token } },
    {
      next: (r) => seen.push(r.data?.sharedTrackingUpdated ?? r.errors),
      error: () => (ended = true),
      complete: () => (ended = true),
    },
  );
  await new Promise((r) => setTimeout(r, 400));
  const maria = await server.signIn("cook@homeplate.dev");
  const dan = await server.signIn("driver@homeplate.dev");
  for (const status of ["preparing", "ready"])
    expect((await maria.rest("PATCH", `/api/orders/${orderId}`, { status })).status).toBe(200);
  expect((await dan.rest("POST", `/api/orders/${orderId}/assign-driver`, { driverId })).status).toBe(200);
  expect((await dan.rest("PATCH", `/api/orders/${orderId}`, { status: "picked_up" })).status).toBe(200);
  const fix = await dan.mutate(
    `mutation($input: RecordDriverLocationInput!) { result: recordDriverLocation(input: $input) { __typename } }`,
    {
      input: { lat: 30.27, lng: -97.74, speed: 8 },
    },
  );
  expect(fix.__typename).toBe("RecordDriverLocationPayload");
  await waitFor(() => seen.some((s) => s?.driverLocation)).catch((e) => {
    throw new Error(`${e.message}: ${JSON.stringify(seen)} ${ended}`);
  });
  expect(seen.at(-1)).toMatchObject({
    status: "PICKED_UP",
    driverFirstName: "Dan",
    driverLocation: { lat: 30.27, lng: -97.74 },
  });
  expect(seen.map((s) => s.status)).toEqual(expect.arrayContaining(["PREPARING", "READY"]));
  await jordan.rest("DELETE", `/api/orders/${orderId}/share`);
  await waitFor(() => ended);
  await ws.dispose();
});

test("a link expires an hour after delivery, and a delivered order's link says when", async () => {
  const orderId = await paidOrder();
  const deliveredAt = new Date(Date.now() - 30 * 60_000);
  await prisma().order.update({ where: { id: orderId }, data: { status: "delivered", deliveredAt } });
  const shared = await jordan.rest("POST", `/api/orders/${orderId}/share`);
  expect(shared.json.expiresAt).toBe(new Date(deliveredAt.getTime() + 3600_000).toISOString());
  const token = tokenOf(shared.json.url);
  expect((await server.client().rest("GET", `/api/tracking/${token}`)).json.status).toBe("delivered");
  await prisma().order.update({ where: { id: orderId }, data: { deliveredAt: new Date(Date.now() - 61 * 60_000) } });
  expect((await server.client().rest("GET", `/api/tracking/${token}`)).status).toBe(404);
  const late = await jordan.rest("POST", `/api/orders/${orderId}/share`);
  expect(late.status).toBe(409);
  expect(late.json).toEqual({ error: "This order's tracking has ended: it was delivered over an hour ago." });
});

async function waitFor(condition: () => boolean, ms = 5000) {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
}
