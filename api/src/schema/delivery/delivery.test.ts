// The delivery half: a driver applies; ready orders are offered to approved drivers and taken by
// exactly one; the driver's steps, each theirs alone and timed; the position, kept only while a
// delivery is under way and seen only by its parties; tips in the money and the driver's figures.
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { expectRefusedId, REFUSAL, refusedIds } from "../../test/ids.ts";
import { globalId } from "../../test/kitchens.ts";
import { checkout, demoIds, setCart } from "../../test/orders.ts";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";
import { MAX_ACTIVE_DELIVERIES } from "../../domain/orders/dispatchRules.ts";

let server: TestServer;
let ids: Awaited<ReturnType<typeof demoIds>>;
let casey: TestClient;
let jordan: TestClient;
let maria: TestClient;
let dan: TestClient;
let admin: TestClient;
let danId: number;

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  casey = await server.signIn("customer@homeplate.dev");
  jordan = await server.signIn("customer2@homeplate.dev");
  maria = await server.signIn("cook@homeplate.dev");
  dan = await server.signIn("driver@homeplate.dev");
  admin = await server.signIn("admin@homeplate.dev");
  danId = (await server.services.prisma.user.findUniqueOrThrow({ where: { email: "driver@homeplate.dev" } })).id;
});
afterAll(() => server?.close());
beforeEach(async () => {
  // Each story starts with no delivery under way.
  await server.services.prisma.order.updateMany({
    where: { status: { in: ["ready", "picked_up", "on_way"] } },
    data: { status: "cancelled" },
  });
  await server.services.prisma.driverLocation.deleteMany();
});

/** Casey's order from Maria's kitchen, paid and made ready by the cook through the API. */
async function readyOrder(tip?: { tipPercent?: number; tip?: string }) {
  await setCart(server, ids.casey.id, [[ids.carnitas.id, 2]]);
  let databaseId: number;
  if (tip) {
    const intent = await casey.rest("POST", "/api/create-payment-intent", { amount: 1, ...tip });
    expect(intent.status).toBe(200);
    const placed = await casey.rest("POST", "/api/orders", { paymentIntentId: intent.json.paymentIntentId });
    expect(placed.status).toBe(200);
    await casey.mutate(
      `mutation($input: ConfirmTestPaymentInput!) { result: confirmTestPayment(input: $input) { __typename } }`,
      {
        input: { paymentIntentId: intent.json.paymentIntentId, cardNumber: "4242 4242 4242 4242" },
      },
    );
    expect((await casey.rest("POST", `/api/orders/${placed.json.id}/complete-payment`, {})).status).toBe(200);
    databaseId = placed.json.id;
  } else {
    databaseId = (await checkout(casey)).completed.order.databaseId;
  }
  for (const status of ["preparing", "ready"])
    expect((await maria.rest("PATCH", `/api/orders/${databaseId}`, { status })).status).toBe(200);
  return databaseId;
}

/** A new approved driver, through registration and the admin's approval. */
async function newDriver(name: string) {
  const email = `${name.toLowerCase()}.${Date.now()}@example.com`;
  const c = server.client();
  const signup = await c.rest("POST", "/api/drivers/register", {
    name,
    email,
    password: "homeplate123",
    phone: "5125550100",
    address: "100 Congress Ave, Austin, TX",
    driverLicense: "TX1234567",
    vehicleType: "car",
    vehicleMake: "Honda",
    vehicleModel: "Civic",
    vehicleYear: 2020,
    licensePlate: "ABC123",
    insuranceProvider: "Geico",
    hasInsurance: true,
    hasCleanRecord: true,
    role: "driver",
  });
  expect(signup.status).toBe(200);
  const decided = await admin.rest("PATCH", `/api/admin/driver-applications/${signup.json.application.id}`, {
    status: "approved",
  });
  expect(decided.status).toBe(200);
  return server.signIn(email);
}

const accept = (driver: TestClient, orderId: number) =>
  driver.rest("POST", `/api/orders/${orderId}/assign-driver`, { driverId: 2 });
const step = (c: TestClient, orderId: number, status: string) => c.rest("PATCH", `/api/orders/${orderId}`, { status });
const post = (driver: TestClient, driverId: number, at: { lat: number; lng: number; timestamp?: string }) =>
  driver.rest("POST", `/api/drivers/${driverId}/location`, { accuracy: 8, timestamp: new Date().toISOString(), ...at });

describe("applying to drive", () => {
  test("POST /api/drivers/apply files an application for the signed-in user, whatever userId the body names", async () => {
    const c = server.client();
    const email = `applicant.${Date.now()}@example.com`;
    expect(
      (
        await c.rest("POST", "/api/customers/register", {
          name: "Ari Applicant",
          email,
          password: "homeplate123",
          phone: "5125550111",
          address: "200 Congress Ave, Austin, TX",
        })
      ).status,
    ).toBe(200);
    const payload = {
      userId: 2,
      licenseNumber: "TX7654321",
      vehicleType: "bike",
      vehicleMake: "Trek",
      vehicleModel: "FX",
      vehicleYear: 2021,
      licensePlate: "none",
      insuranceProvider: "Geico",
      insurancePolicyNumber: "G-1",
    };
    const filed = await c.rest("POST", "/api/drivers/apply", payload);
    expect(filed.status).toBe(200);
    expect(filed.json).toMatchObject({ status: "pending", vehicleType: "bike" });
    const app = await server.services.prisma.driverApplication.findUniqueOrThrow({
      where: { id: filed.json.id },
      include: { user: true },
    });
    expect(app.user.email).toBe(email);
    expect((await c.rest("POST", "/api/drivers/apply", payload)).text).toBe(
      "Your driver application is already waiting for review.",
    );
    const missing = await c.rest("POST", "/api/drivers/apply", { ...payload, licenseNumber: " " });
    expect(missing.status).toBe(400);
    expect((await server.client().rest("POST", "/api/drivers/apply", payload)).status).toBe(401);
  });

  test("the spec's messages: policy number required, a year from 2000", async () => {
    const c = server.client();
    const email = `applicant2.${Date.now()}@example.com`;
    await c.rest("POST", "/api/customers/register", {
      name: "Bo Applicant",
      email,
      password: "homeplate123",
      phone: "5125550112",
      address: "300 Congress Ave, Austin, TX",
    });
    const base = {
      licenseNumber: "TX1",
      vehicleType: "car",
      vehicleMake: "Kia",
      vehicleModel: "Rio",
      vehicleYear: 2015,
      licensePlate: "X1",
      insuranceProvider: "Geico",
      insurancePolicyNumber: "P",
    };
    expect((await c.rest("POST", "/api/drivers/apply", { ...base, insurancePolicyNumber: "" })).text).toBe(
      "Policy number is required",
    );
    expect((await c.rest("POST", "/api/drivers/apply", { ...base, vehicleYear: 1999 })).text).toBe(
      "Vehicle year must be 2000 or later",
    );
  });

  test("the vehicle year may be next year's as of the application, not as of the server's start", async () => {
    const base = {
      licenseNumber: "TX2",
      vehicleType: "car",
      vehicleMake: "Kia",
      vehicleModel: "EV3",
      licensePlate: "X2",
      insuranceProvider: "Geico",
      insurancePolicyNumber: "P",
    };
    // The server started this year; the clock moves on to the new year while it runs.
    const nextYear = new Date().getFullYear() + 1;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(nextYear, 0, 2, 12));
    try {
      const c = server.client();
      const email = `applicant3.${Date.now()}@example.com`;
      await c.rest("POST", "/api/customers/register", {
        name: "Cy Applicant",
        email,
        password: "homeplate123",
        phone: "5125550113",
        address: "300 Congress Ave, Austin, TX",
      });
      expect((await c.rest("POST", "/api/drivers/apply", { ...base, vehicleYear: nextYear + 2 })).text).toBe(
        "Vehicle year is in the future",
      );
      expect((await c.rest("POST", "/api/drivers/apply", { ...base, vehicleYear: nextYear + 1 })).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("dispatch", () => {
  test("of three drivers accepting one order at once exactly one gets it; the others hear it is taken", async () => {
    const orderId = await readyOrder();
    const [ana, ben] = [await newDriver("Ana"), await newDriver("Ben")];
    const offered = await ana.rest("GET", "/api/orders/available");
    expect(offered.json.map((o: any) => o.id)).toContain(orderId);
    const answers = await Promise.all([dan, ana, ben].map((d) => accept(d, orderId)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((a) => a.status === 409).map((a) => a.text)).toEqual([
      "This order has already been taken by another driver.",
      "This order has already been taken by another driver.",
    ]);
    const order = await server.services.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order.driverId).not.toBeNull();
    expect(order.driverAssignedAt).not.toBeNull();
    expect((await ana.rest("GET", "/api/orders/available")).json.map((o: any) => o.id)).not.toContain(orderId);
  });

  test(`a driver holds at most ${MAX_ACTIVE_DELIVERIES} deliveries`, async () => {
    const orders = [];
    for (let i = 0; i <= MAX_ACTIVE_DELIVERIES; i++) orders.push(await readyOrder());
    for (const id of orders.slice(0, MAX_ACTIVE_DELIVERIES)) expect((await accept(dan, id)).status).toBe(200);
    const fourth = await accept(dan, orders.at(-1)!);
    expect(fourth.status).toBe(409);
    expect(fourth.text).toBe(
      `You already have ${MAX_ACTIVE_DELIVERIES} active deliveries. Complete one before accepting another.`,
    );
    expect((await dan.rest("GET", `/api/orders/driver/${danId}`)).json).toHaveLength(MAX_ACTIVE_DELIVERIES);
    // Demo mode assigns through the same rule: the demo driver (Dan) at the limit takes no more.
    const demo = await casey.rest("POST", "/api/demo/delivery", { orderId: orders.at(-1) });
    expect(demo.status).toBe(409);
    expect(
      (await server.services.prisma.order.findUniqueOrThrow({ where: { id: orders.at(-1)! } })).driverId,
    ).toBeNull();
  });

  test("only approved drivers see and take the offer; customers and cooks are refused", async () => {
    const orderId = await readyOrder();
    // The offer is for approved drivers (and admins): anyone else is refused, not shown an empty list.
    const pending = await server.signIn("pending.driver@homeplate.dev");
    for (const refused of [casey, maria, pending])
      expect((await refused.rest("GET", "/api/orders/available")).status).toBe(403);
    expect((await server.client().rest("GET", "/api/orders/available")).status).toBe(401);
    expect((await admin.rest("GET", "/api/orders/available")).json.map((o: any) => o.id)).toContain(orderId);
    expect((await accept(maria, orderId)).status).toBe(403);
    expect((await accept(pending, orderId)).status).toBe(403);
    expect((await server.services.prisma.order.findUniqueOrThrow({ where: { id: orderId } })).driverId).toBeNull();
  });

  test("an order id that is malformed or of another type is a ValidationError naming input.orderId; an unknown one is not found; no driver is assigned", async () => {
    const orderId = await readyOrder();
    const take = (c: TestClient, field: "acceptDelivery" | "startDemoDelivery", id: string) => {
      const type = field === "acceptDelivery" ? "AcceptDeliveryInput" : "StartDemoDeliveryInput";
      return c.mutate(`mutation($input: ${type}!) { result: ${field}(input: $input) { ${REFUSAL} } }`, {
        input: { orderId: id },
      });
    };
    for (const [driver, field] of [
      [dan, "acceptDelivery"],
      [casey, "startDemoDelivery"],
    ] as const) {
      for (const [id, rule] of refusedIds("Order"))
        expectRefusedId(await take(driver, field, id), "input.orderId", rule);
      expect(await take(driver, field, globalId("Order", 999999))).toEqual({
        __typename: "NotFoundError",
        message: "Order not found.",
      });
    }
    expect(await server.services.prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      status: "ready",
      driverId: null,
    });
  });

  test("a paused driver's deliveries go back on offer", async () => {
    const ana = await newDriver("Cleo");
    const anaId = (await ana.rest("GET", "/api/users/current")).json.id;
    const orderId = await readyOrder();
    expect((await accept(ana, orderId)).status).toBe(200);
    expect((await step(ana, orderId, "picked_up")).status).toBe(200);
    expect((await admin.rest("PATCH", `/api/admin/users/${anaId}/pause`, {})).status).toBe(200);
    const order = await server.services.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order).toMatchObject({ status: "ready", driverId: null, pickedUpAt: null });
    expect((await dan.rest("GET", "/api/orders/available")).json.map((o: any) => o.id)).toContain(orderId);
  });
});

describe("the driver's steps", () => {
  test("ready -> picked_up -> on_way -> delivered, each the assigned driver's alone and timed; on time against the pickup estimate", async () => {
    const orderId = await readyOrder();
    const ana = await newDriver("Dora");
    expect((await accept(dan, orderId)).status).toBe(200);
    // Not another driver, not the cook, not the customer; no skipping.
    expect((await step(ana, orderId, "picked_up")).status).toBe(404);
    expect((await step(maria, orderId, "picked_up")).text).toBe(
      "A cook cannot set an order to 'Picked Up'; a cook may set 'Being Prepared' or 'Ready for Pickup'.",
    );
    expect((await step(casey, orderId, "picked_up")).status).toBe(403);
    expect((await step(dan, orderId, "delivered")).text).toBe(
      "This order is 'Ready for Pickup', so it cannot be set to 'Delivered' (only a 'Picked Up' or 'On the Way' order can).",
    );

    const picked = await step(dan, orderId, "picked_up");
    expect(picked.status).toBe(200);
    expect(picked.json.pickedUpAt).toBeTruthy();
    expect(new Date(picked.json.estimatedDelivery).getTime()).toBeGreaterThan(Date.now());
    const onWay = await step(dan, orderId, "on_way");
    expect(onWay.json.onWayAt).toBeTruthy();
    const delivered = await step(dan, orderId, "delivered");
    expect(delivered.json).toMatchObject({ status: "delivered" });
    expect(delivered.json.deliveredAt).toBeTruthy();
    // Delivered once: a second click finds it delivered.
    expect((await step(dan, orderId, "delivered")).status).toBe(409);
    // Each of the driver's steps told the customer once, in the step's own transaction.
    const told = await server.services.prisma.notification.findMany({
      where: { orderId, userId: ids.casey.id },
      orderBy: { id: "asc" },
    });
    expect(told.map((n) => n.kind).filter((k) => /picked|way|delivered/.test(k))).toHaveLength(3);
    // The customer may now review the dish, as after any real delivery.
    const history = await casey.rest("GET", `/api/orders/${orderId}`);
    expect(history.json.items[0].canReview).toBe(true);
  });
});

describe("completing a delivery", () => {
  test("'Complete Delivery' while picked up delivers the order, for its assigned driver alone", async () => {
    const orderId = await readyOrder();
    const other = await newDriver("Edda");
    expect((await accept(dan, orderId)).status).toBe(200);
    expect((await step(dan, orderId, "picked_up")).status).toBe(200);
    expect((await step(other, orderId, "delivered")).status).toBe(404);
    expect((await step(maria, orderId, "delivered")).status).toBe(409);
    const delivered = await step(dan, orderId, "delivered");
    expect(delivered.status).toBe(200);
    expect(delivered.json).toMatchObject({ status: "delivered" });
    expect(delivered.json.deliveredAt).toBeTruthy();
  });
});

describe("the driver's position", () => {
  test("kept only while a delivery is under way, seen by its customer, cook and admins only, deleted once delivered", async () => {
    // No delivery: the position is not kept.
    const idle = await post(dan, danId, { lat: 30.27, lng: -97.74 });
    expect(idle.json).toMatchObject({ kept: false });
    expect(await server.services.prisma.driverLocation.count()).toBe(0);

    const orderId = await readyOrder();
    await accept(dan, orderId);
    await step(dan, orderId, "picked_up");
    const kept = await post(dan, danId, { lat: 30.2649, lng: -97.7467 });
    expect(kept.json).toMatchObject({ kept: true, orderIds: [orderId], lat: 30.2649 });

    for (const party of [casey, maria, admin]) {
      const seen = await party.rest("GET", `/api/orders/${orderId}/driver/location`);
      expect(seen.status).toBe(200);
      expect(seen.json).toMatchObject({ lat: 30.2649, lng: -97.7467, accuracy: 8 });
    }
    expect((await jordan.rest("GET", `/api/orders/${orderId}/driver/location`)).status).toBe(403);
    expect((await jordan.rest("GET", `/api/drivers/${danId}/location`)).status).toBe(404);
    expect((await casey.rest("GET", `/api/drivers/${danId}/location`)).status).toBe(200);
    const tracking = await casey.rest("GET", `/api/orders/${orderId}/tracking`);
    expect(tracking.json.map((s: any) => s.status)).toEqual(["pending", "confirmed", "driver_assigned", "picked_up"]);

    // Only the driver themselves may post as themselves.
    const ana = await newDriver("Eli");
    expect((await post(ana, danId, { lat: 30.27, lng: -97.74 })).status).toBe(403);
    expect((await post(casey, danId, { lat: 30.27, lng: -97.74 })).status).toBe(403);

    await step(dan, orderId, "on_way");
    await step(dan, orderId, "delivered");
    expect(await server.services.prisma.driverLocation.count()).toBe(0);
    expect((await casey.rest("GET", `/api/orders/${orderId}/driver/location`)).status).toBe(404);
  });

  test("a stale position, one from the future and an implausible jump are refused", async () => {
    const orderId = await readyOrder();
    await accept(dan, orderId);
    expect((await post(dan, danId, { lat: 30.2649, lng: -97.7467 })).status).toBe(200);
    const stale = await post(dan, danId, {
      lat: 30.265,
      lng: -97.7467,
      timestamp: new Date(Date.now() - 10 * 60_000).toISOString(),
    });
    expect(stale.status).toBe(400);
    expect(stale.text).toBe("That position is too old: send the current one.");
    const future = await post(dan, danId, {
      lat: 30.265,
      lng: -97.7467,
      timestamp: new Date(Date.now() + 5 * 60_000).toISOString(),
    });
    expect(future.text).toBe("That position's time is in the future.");
    await new Promise((r) => setTimeout(r, 20));
    const jump = await post(dan, danId, { lat: 40.7128, lng: -74.006 }); // New York, a second later
    expect(jump.text).toBe("That position is implausibly far from the last one.");
    const bad = await post(dan, danId, { lat: 95, lng: -97.7 });
    expect(bad.text).toBe("Latitude must be between -90 and 90.");
    const row = await server.services.prisma.driverLocation.findUniqueOrThrow({ where: { driverId: danId } });
    expect(row.latitude).toBe(30.2649);
  });

  test("driverLocationUpdated reaches the order's customer live and refuses another customer", async () => {
    const orderId = await readyOrder();
    await accept(dan, orderId);
    await step(dan, orderId, "picked_up");
    const globalId = Buffer.from(`Order:${orderId}`).toString("base64");
    const ws = (c: TestClient) =>
      createClient({
        url: server.url.replace("http", "ws") + "/graphql",
        webSocketImpl: WebSocket,
        connectionParams: { sessionToken: c.sessionToken },
      });
    const query = `subscription($id: ID!) { driverLocationUpdated(orderId: $id) { lat lng speed } }`;
    const refused = await new Promise<string>((resolve) =>
      ws(jordan).subscribe(
        { query, variables: { id: globalId } },
        {
          next: (r) => resolve(String((r.errors as any)?.[0]?.message)),
          error: (e) => resolve(String((e as any)?.[0]?.message ?? e)),
          complete: () => resolve("complete"),
        },
      ),
    );
    expect(refused).toBe("Order not found.");
    const client = ws(casey);
    const heard = new Promise<any>((resolve, reject) =>
      client.subscribe(
        { query, variables: { id: globalId } },
        { next: (r) => resolve(r.data), error: reject, complete: () => {} },
      ),
    );
    await new Promise((r) => setTimeout(r, 300));
    await post(dan, danId, { lat: 30.266, lng: -97.745, speed: 9 } as never);
    expect((await heard).driverLocationUpdated).toEqual({ lat: 30.266, lng: -97.745, speed: 9 });
    await client.dispose();
  });
});

describe("tips and the driver's figures", () => {
  test("a 15% tip is charged with the order, shown on it, and all of it is the driver's; metrics and the cook's earnings follow the delivery", async () => {
    const before = (await dan.rest("GET", `/api/drivers/${danId}/metrics`)).json;
    const orderId = await readyOrder({ tipPercent: 15 });
    const order = await server.services.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order.tipCents).toBe(Math.floor((order.subtotalCents * 15 * 2 + 100) / 200));
    expect(order.totalCents).toBe(
      order.subtotalCents + order.platformFeeCents + order.deliveryFeeCents + order.taxCents + order.tipCents,
    );
    const intent = await server.services.prisma.paymentIntent.findUniqueOrThrow({
      where: { id: order.paymentIntentId! },
    });
    expect(intent.amountCents).toBe(order.totalCents);
    expect((await casey.rest("GET", `/api/orders/${orderId}`)).json.tip).toBe((order.tipCents / 100).toFixed(2));

    await accept(dan, orderId);
    for (const s of ["picked_up", "on_way", "delivered"]) expect((await step(dan, orderId, s)).status).toBe(200);
    const after = (await dan.rest("GET", `/api/drivers/${danId}/metrics`)).json;
    const pay = Math.round(order.deliveryFeeCents * 0.8) + order.tipCents;
    expect(after.totalDeliveries).toBe(before.totalDeliveries + 1);
    expect(after.todayDeliveries).toBe(before.todayDeliveries + 1);
    expect(Math.round(after.todayEarnings * 100)).toBe(Math.round(before.todayEarnings * 100) + pay);
    expect(after.onTimeDeliveries).toBe(before.onTimeDeliveries + 1);
    // Another driver cannot read these figures; an admin can.
    expect((await casey.rest("GET", `/api/drivers/${danId}/metrics`)).status).toBe(403);
    expect((await admin.rest("GET", `/api/drivers/${danId}/metrics`)).status).toBe(200);
    // The cook's earnings count delivered orders: this one is now among them.
    const earnings = await maria.rest("GET", "/api/chef/earnings");
    expect(earnings.status).toBe(200);
    expect(JSON.stringify(earnings.json)).toMatch(/\d/);
    const delivered = await server.services.prisma.order.count({
      where: { cookId: ids.maria.id, status: "delivered" },
    });
    expect(delivered).toBeGreaterThan(0);
  });

  test("a tip breaking its rules is refused and nothing is charged", async () => {
    await setCart(server, ids.casey.id, [[ids.carnitas.id, 1]]);
    const both = await casey.rest("POST", "/api/create-payment-intent", { tipPercent: 12 });
    expect(both.status).toBe(400);
    expect(both.text).toBe("A tip percentage must be 10, 15 or 20.");
    const huge = await casey.rest("POST", "/api/create-payment-intent", { tip: "900" });
    expect(huge.text).toBe("Enter a tip between $0 and $500.");
  });
});

describe("maps", () => {
  test("status, a route with steps, an estimate, and geocoding of a known address offline", async () => {
    expect((await casey.rest("GET", "/api/gps/status")).json).toMatchObject({
      available: true,
      provider: "offline",
      mapbox: false,
      google: false,
    });
    const route = await dan.rest("POST", "/api/gps/route", {
      origin: { lat: 30.2649, lng: -97.7467 },
      destination: { lat: 30.2467, lng: -97.7539 },
    });
    expect(route.status).toBe(200);
    expect(route.json.steps.at(-1).maneuver).toBe("arrive");
    expect(route.json.steps[0].instruction).toMatch(/^Head south for \d+\.\d mi$/);
    expect(route.json.distance).toBeGreaterThan(1);
    const estimate = await dan.rest("POST", "/api/gps/estimate", {
      driverLocation: { lat: 30.2649, lng: -97.7467 },
      destination: { lat: 30.2467, lng: -97.7539 },
    });
    expect(estimate.json).toMatchObject({ trafficConditions: "light", confidence: 0.6 });
    expect(estimate.json.estimatedTime).toBeGreaterThan(0);
    // Offline, an address is placed at its ZIP code, and a point is answered with its ZIP code and city.
    const place = await casey.rest("POST", "/api/gps/geocode", { address: "301 W 2nd St, Austin, TX 78701" });
    expect(place.json).toEqual({ lat: 30.2713, lng: -97.7426, address: "Austin, TX 78701", approximate: true });
    expect((await casey.rest("POST", "/api/gps/geocode", { address: "1 Nowhere Lane, Atlantis" })).status).toBe(404);
    const back = await casey.rest("POST", "/api/gps/reverse-geocode", { lat: 30.2714, lng: -97.7425 });
    expect(back.json).toEqual({ lat: 30.2714, lng: -97.7425, address: "Austin, TX 78701", approximate: true });
  });
});

describe("demo mode", () => {
  test("the demo driver takes the customer's ready order and drives it to the door through the real steps and positions", async () => {
    const demo = await startTestServer({ demoStepMs: 20 });
    try {
      const { casey: customer, carnitas } = await demoIds(demo);
      const c = await demo.signIn("customer@homeplate.dev");
      const cook = await demo.signIn("cook@homeplate.dev");
      await setCart(demo, customer.id, [[carnitas.id, 1]]);
      const orderId = (await checkout(c)).completed.order.databaseId;
      expect((await c.rest("POST", "/api/demo/delivery", { orderId })).text).toBe(
        "Demo mode starts once the kitchen has the order ready for pickup.",
      );
      for (const status of ["preparing", "ready"]) await cook.rest("PATCH", `/api/orders/${orderId}`, { status });
      expect((await jordanOf(demo).then((j) => j.rest("POST", "/api/demo/delivery", { orderId }))).status).toBe(404);
      const started = await c.rest("POST", "/api/demo/delivery", { orderId });
      expect(started.status).toBe(200);
      const seen: number[] = [];
      for (let i = 0; i < 400; i++) {
        const order = await demo.services.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
        const at = await c.rest("GET", `/api/orders/${orderId}/driver/location`);
        if (at.status === 200) seen.push(at.json.lat);
        if (order.status === "delivered") break;
        await new Promise((r) => setTimeout(r, 25));
      }
      const done = await demo.services.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
      expect(done.status).toBe("delivered");
      expect(done.pickedUpAt && done.onWayAt && done.deliveredAt).toBeTruthy();
      expect(new Set(seen).size).toBeGreaterThan(1); // the marker moved
      expect(await demo.services.prisma.driverLocation.count()).toBe(0);
    } finally {
      await demo.close();
    }
  });
});

const jordanOf = (s: TestServer) => s.signIn("customer2@homeplate.dev");
