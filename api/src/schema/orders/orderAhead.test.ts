// Order ahead, as a customer, a cook and a driver take it: a kitchen's delivery slots, its two new
// settings, checkout for a slot over GraphQL and the spec's REST payloads, every refusal, the slot's
// capacity under concurrent checkouts, the slot shown to everyone on the order, the move into the
// cook's live queue when preparation should start, and the customer's cancel until the cutoff.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";
import { checkout, demoIds, ops, setCart, TEST_CARD } from "../../test/orders.ts";
import { globalId } from "../../test/kitchens.ts";
import { WEEKDAYS } from "../../domain/store/defaults.ts";
import { releaseDueOrders } from "../../domain/orders/sweeps.ts";
import { scheduledReleases } from "../../jobs/scheduledReleases.ts";
import { startSweep } from "../../jobs/sweep.ts";

let server: TestServer;
let ids: Awaited<ReturnType<typeof demoIds>>;
let casey: TestClient;
let jordan: TestClient;
let cook: TestClient;
const prisma = () => server.services.prisma;

const ALL_DAY = { isOpen: true, openTime: "00:00", closeTime: "24:00" };
const OPEN_STORE = {
  vacationMode: false,
  autoAcceptOrders: false,
  minimumOrderCents: 500,
  deliveryRadiusMiles: 25,
  preparationTime: 30,
  orderCutoffMinutes: null,
  maxOrdersPerSlot: null,
  maxOrdersPerHour: 10,
  maxOrdersPerDay: null,
  businessHours: Object.fromEntries(WEEKDAYS.map((d) => [d, ALL_DAY])),
};
const maria = (data: Record<string, unknown>) =>
  prisma().storeSettings.update({ where: { userId: ids.maria.id }, data });

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  casey = await server.signIn("customer@homeplate.dev");
  jordan = await server.signIn("customer2@homeplate.dev");
  cook = await server.signIn("cook@homeplate.dev");
});
afterAll(() => server?.close());
beforeEach(async () => {
  await prisma().order.deleteMany({ where: { cookId: ids.maria.id } });
  await maria(OPEN_STORE);
  await setCart(server, ids.jordan.id, [[ids.carnitas.id, 1]]);
  await setCart(server, ids.casey.id, []);
});

const SLOTS = `query($cookId: ID!, $date: String) { result: deliverySlots(cookId: $cookId, date: $date) { __typename ... on Error { message }
  ... on DeliverySlots { date timeZone dates slots { start startLocal label available remaining refusal } } } }`;

/** Tomorrow's slots in the kitchen's time zone (every day open all day in these tests). */
async function tomorrowsSlots() {
  const today = (await jordan.gql(SLOTS, { cookId: globalId("User", ids.maria.id) })).data.result;
  const tomorrow = (await jordan.gql(SLOTS, { cookId: globalId("User", ids.maria.id), date: today.dates[1] })).data
    .result;
  return {
    today,
    tomorrow,
    slots: tomorrow.slots as {
      start: string;
      startLocal: string;
      label: string;
      available: boolean;
      remaining: number;
    }[],
  };
}
/** Tomorrow at 12:00 in the kitchen's time zone. */
const noonTomorrow = async () => (await tomorrowsSlots()).slots[24]!;

const intentFor = (client: TestClient, scheduledFor?: string) =>
  client.mutate(ops.createIntent, { input: { scheduledFor } });

/** The whole checkout of the client's cart for a slot, over GraphQL. */
async function scheduledCheckout(client: TestClient, scheduledFor: string) {
  const intent = await intentFor(client, scheduledFor);
  if (intent.__typename !== "CreatePaymentIntentPayload") throw new Error(intent.message);
  const placed = await client.mutate(ops.placeOrder, { input: { paymentIntentId: intent.paymentIntentId } });
  if (placed.__typename !== "PlaceOrderPayload") throw new Error(placed.message);
  await client.mutate(ops.confirm, { input: { paymentIntentId: intent.paymentIntentId, cardNumber: TEST_CARD } });
  const done = await client.mutate(ops.complete, { input: { orderId: placed.order.id } });
  return done.order as { id: string; databaseId: number; status: string; paymentStatus: string };
}

describe("a kitchen's delivery slots", () => {
  test("are 30 minutes inside its hours, with ISO 8601 offsets, over GraphQL and GET /api/chefs/{id}/delivery-slots", async () => {
    await maria({
      businessHours: Object.fromEntries(
        WEEKDAYS.map((d) => [d, { isOpen: true, openTime: "11:00", closeTime: "14:00" }]),
      ),
    });
    const { tomorrow } = await tomorrowsSlots();
    expect(tomorrow.timeZone).toBe("America/Chicago");
    expect(tomorrow.slots).toHaveLength(6);
    expect(tomorrow.slots.every((s: any) => s.available && s.remaining === 5)).toBe(true); // 10 an hour / 2
    const res = await casey.rest("GET", `/api/chefs/${ids.maria.id}/delivery-slots?date=${tomorrow.date}`);
    expect(res.status).toBe(200);
    expect(res.json[0]).toEqual({
      start: expect.stringMatching(new RegExp(`^${tomorrow.date}T11:00:00-0[56]:00$`)),
      end: expect.stringMatching(new RegExp(`^${tomorrow.date}T11:30:00-0[56]:00$`)),
      available: true,
      remaining: 5,
      reason: null,
      label: expect.stringMatching(/^[A-Z][a-z]{2} 11:00-11:30 AM$/),
    });
    // Anyone may read them.
    expect(
      (await server.client().rest("GET", `/api/chefs/${ids.maria.id}/delivery-slots?date=${tomorrow.date}`)).json,
    ).toEqual(res.json);
  });

  test("a malformed date, an unknown kitchen and a date past the week answer as such", async () => {
    const bad = await casey.rest("GET", `/api/chefs/${ids.maria.id}/delivery-slots?date=2026-13-01`);
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ error: "The date must be a calendar date as YYYY-MM-DD" });
    const unknown = await casey.rest("GET", `/api/chefs/${ids.casey.id}/delivery-slots`);
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ error: "No kitchen with that id." });
    const { today } = await tomorrowsSlots();
    const d = new Date(`${today.dates[7]}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 2);
    const far = await casey.rest(
      "GET",
      `/api/chefs/${ids.maria.id}/delivery-slots?date=${d.toISOString().slice(0, 10)}`,
    );
    expect(far.json.length).toBeGreaterThan(0);
    expect(far.json.every((s: any) => !s.available && s.reason === "too_far")).toBe(true);
  });

  test("orderCutoffMinutes and maxOrdersPerSlot are saved with the store settings and change the slots", async () => {
    const saved = await cook.rest("POST", "/api/store-settings", { orderCutoffMinutes: 1440, maxOrdersPerSlot: 2 });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ orderCutoffMinutes: 1440, maxOrdersPerSlot: 2 });
    expect((await cook.rest("GET", `/api/store-settings/${ids.maria.id}`)).json).toMatchObject({
      orderCutoffMinutes: 1440,
      maxOrdersPerSlot: 2,
    });
    const { slots } = await tomorrowsSlots();
    // A day's cutoff: a slot opens only 24 hours before it.
    expect(slots.filter((s) => s.available).length).toBeLessThan(48);
    expect(slots.find((s) => s.available)!.remaining).toBe(2);
    const refused = await cook.rest("POST", "/api/store-settings", { maxOrdersPerSlot: 0 });
    expect(refused.status).toBe(400);
    expect(refused.text).toMatch(/Max orders per slot/);
    const viaGraphQL = await cook.mutate(
      `mutation($input: SaveStoreSettingsInput!) { result: saveStoreSettings(input: $input) { __typename ... on StoreSettingsPayload { cook { storeSettings { orderCutoffMinutes maxOrdersPerSlot slotCutoffMinutes slotCapacity } } } } }`,
      { input: { orderCutoffMinutes: 60, maxOrdersPerSlot: 4 } },
    );
    expect(viaGraphQL.cook.storeSettings).toEqual({
      orderCutoffMinutes: 60,
      maxOrdersPerSlot: 4,
      slotCutoffMinutes: 60,
      slotCapacity: 4,
    });
  });
});

describe("checkout for a slot", () => {
  test("a scheduled order is placed through GraphQL, the slot coming with its payment intent", async () => {
    const slot = await noonTomorrow();
    const order = await scheduledCheckout(jordan, slot.start);
    expect(order.status).toBe("CONFIRMED");
    const row = await prisma().order.findUniqueOrThrow({ where: { id: order.databaseId } });
    expect(row.scheduledFor?.toISOString()).toBe(slot.start);
    expect(row.prepareAt?.getTime()).toBe(new Date(slot.start).getTime() - 30 * 60_000);
    expect(row.cancellableUntil?.getTime()).toBe(new Date(slot.start).getTime() - 30 * 60_000);
    expect((await tomorrowsSlots()).slots[24]!.remaining).toBe(4);
  });

  test("the spec's REST payloads take an optional scheduledFor, and without it work as before", async () => {
    const slot = await noonTomorrow();
    const intent = await casey.rest("POST", "/api/create-payment-intent", { amount: 20 });
    expect(intent.status).toBe(200);
    const placed = await casey.rest("POST", "/api/orders", {
      items: [{ foodItemId: ids.carnitas.id, quantity: 1 }],
      paymentIntentId: intent.json.paymentIntentId,
      scheduledFor: slot.startLocal,
    });
    expect(placed.status).toBe(200);
    expect(placed.json.scheduledFor).toBe(slot.start);
    expect(placed.json.scheduledLabel).toBe(`Scheduled for ${slot.label}`);
    const asap = await casey.rest("POST", "/api/orders", { items: [{ foodItemId: ids.churros.id, quantity: 3 }] });
    expect(asap.status).toBe(200);
    expect(asap.json.scheduledFor).toBeNull();
    const scheduledIntent = await jordan.rest("POST", "/api/create-payment-intent", { scheduledFor: slot.startLocal });
    expect(scheduledIntent.status).toBe(200);
  });

  test("orders placed ahead count toward their slot, not toward the hourly capacity of orders for now", async () => {
    await maria({ maxOrdersPerHour: 1, maxOrdersPerSlot: 1 });
    await scheduledCheckout(jordan, (await noonTomorrow()).start);
    await setCart(server, ids.jordan.id, [[ids.carnitas.id, 1]]);
    expect((await intentFor(jordan)).__typename).toBe("CreatePaymentIntentPayload");
  });

  test("a closed kitchen takes orders for its slots, but not for as soon as possible", async () => {
    const hour = Number(
      new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", hour: "numeric", hourCycle: "h23" }).format(
        new Date(),
      ),
    );
    const open = (hour + 3) % 24;
    const pad = (h: number) => `${String(h).padStart(2, "0")}:00`;
    await maria({
      businessHours: Object.fromEntries(
        WEEKDAYS.map((d) => [d, { isOpen: true, openTime: pad(open), closeTime: pad(open + 1) }]),
      ),
    });
    const asap = await intentFor(jordan);
    expect(asap.__typename).toBe("CheckoutError");
    expect(asap.message).toMatch(/is closed now/);
    const { slots } = await tomorrowsSlots();
    expect(slots).toHaveLength(2);
    expect((await intentFor(jordan, slots[0]!.start)).__typename).toBe("CreatePaymentIntentPayload");
    const quote = await jordan.gql(`query($s: DateTime) { result: checkoutQuote(scheduledFor: $s) { __typename } }`, {
      s: slots[0]!.start,
    });
    expect(quote.data.result.__typename).toBe("CheckoutQuote");
  });

  test("a closed, full, past or unknown slot is refused with a message that says which", async () => {
    await maria({ orderCutoffMinutes: 24 * 60, maxOrdersPerSlot: 1 });
    const { slots } = await tomorrowsSlots();
    const closed = slots.find((s) => !s.available)!;
    expect((await intentFor(jordan, closed.start)).message).toBe(
      `The ${closed.label} slot is closed: Maria's Kitchen stops taking orders for a slot 1440 minutes before it starts.`,
    );
    const open = slots.filter((s) => s.available).at(-1)!;
    await scheduledCheckout(jordan, open.start);
    await setCart(server, ids.casey.id, [[ids.tacos.id, 2]]);
    expect((await intentFor(casey, open.start)).message).toBe(
      `The ${open.label} slot is full. Please choose another slot.`,
    );
    const past = new Date(Date.now() - 3 * 3600_000);
    past.setUTCMinutes(0, 0, 0);
    expect((await intentFor(casey, past.toISOString())).message).toBe(
      "That delivery slot has already passed. Please choose a later one.",
    );
    const unknown = new Date(new Date(open.start).getTime() + 10 * 60_000).toISOString();
    expect((await intentFor(casey, unknown)).message).toBe(
      "Maria's Kitchen has no delivery slot starting then. Choose one of its 30-minute slots inside its business hours.",
    );
    const rest = await casey.rest("POST", "/api/orders", {
      items: [{ foodItemId: ids.tacos.id, quantity: 2 }],
      scheduledFor: unknown,
    });
    expect(rest.status).toBe(400);
    expect(rest.text).toMatch(/no delivery slot starting then/);
  });

  test("a slot's capacity holds under concurrent checkouts", async () => {
    await maria({ maxOrdersPerSlot: 2 });
    const slot = await noonTomorrow();
    const payload = { items: [{ foodItemId: ids.carnitas.id, quantity: 1 }], scheduledFor: slot.start };
    const admin = await server.signIn("admin@homeplate.dev");
    const extra = await server.signIn("customer@homeplate.dev"); // a second session of Casey's, a separate order
    await setCart(server, ids.admin.id, []);
    // Four checkouts for the last two places at once: exactly two are placed, the others told it is full.
    const answers = await Promise.all([
      casey.rest("POST", "/api/orders", payload),
      jordan.rest("POST", "/api/orders", payload),
      admin.rest("POST", "/api/orders", payload),
      extra.rest("POST", "/api/orders", { ...payload, items: [{ foodItemId: ids.churros.id, quantity: 3 }] }),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.text).toBe(`The ${slot.label} slot is full. Please choose another slot.`);
    }
    expect(
      await prisma().order.count({
        where: { cookId: ids.maria.id, scheduledFor: new Date(slot.start), status: { not: "cancelled" } },
      }),
    ).toBe(2);
  });
});

describe("a scheduled order", () => {
  test("shows its slot to the customer, the cook and the driver", async () => {
    const slot = await noonTomorrow();
    const order = await scheduledCheckout(jordan, slot.start);
    await prisma().order.update({ where: { id: order.databaseId }, data: { releasedAt: new Date(), status: "ready" } });
    const driverRow = await prisma().user.findUniqueOrThrow({ where: { email: "driver@homeplate.dev" } });
    await prisma().order.update({
      where: { id: order.databaseId },
      data: { driverId: driverRow.id, status: "picked_up" },
    });
    const driver = await server.signIn("driver@homeplate.dev");
    const QUERY = `query($id: Int!) { order(databaseId: $id) { scheduledLabel scheduledFor } }`;
    for (const who of [jordan, cook, driver]) {
      const { data } = await who.gql(QUERY, { id: order.databaseId });
      expect(data.order.scheduledLabel).toBe(`Scheduled for ${slot.label}`);
      expect(data.order.scheduledLabel).toMatch(/^Scheduled for [A-Z][a-z]{2} 12:00-12:30 PM$/);
    }
    expect((await jordan.rest("GET", `/api/orders/${order.databaseId}`)).json.scheduledLabel).toBe(
      `Scheduled for ${slot.label}`,
    );
  });

  test("waits in the cook's upcoming list and joins the live queue, with a notification, when its preparation should start", async () => {
    const slot = await noonTomorrow();
    const order = await scheduledCheckout(jordan, slot.start);
    const QUEUES = `{ chefKitchen { kitchenOrders(first: 20) { edges { node { databaseId } } }
      upcomingScheduledOrders(first: 20) { edges { node { databaseId scheduledDayLabel scheduledLabel } } } } }`;
    let { data } = await cook.gql(QUEUES);
    expect(data.chefKitchen.kitchenOrders.edges).toEqual([]);
    expect(data.chefKitchen.upcomingScheduledOrders.edges[0].node).toMatchObject({
      databaseId: order.databaseId,
      scheduledDayLabel: expect.stringMatching(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d+$/),
    });
    expect((await cook.rest("GET", "/api/chef/orders")).json).toEqual([]);
    expect(await releaseDueOrders(server.services)).toBe(0);

    // The kitchen's live queue hears the release: the event the sweep publishes reaches the cook's
    // channel. A probe proves the subscription is live before the sweep runs.
    const pubsub = server.services.pubsub;
    const events = pubsub.subscribe("orderUpdated", ids.maria.id)[Symbol.asyncIterator]();
    const probe = setInterval(() => pubsub.publish("orderUpdated", ids.maria.id, { orderId: -1 }), 50);
    try {
      while ((await events.next()).value?.orderId !== -1);
    } finally {
      clearInterval(probe);
    }
    await prisma().order.update({ where: { id: order.databaseId }, data: { prepareAt: new Date(Date.now() - 1000) } });
    expect(await releaseDueOrders(server.services)).toBe(1);
    let heard = (await events.next()).value;
    while (heard?.orderId === -1) heard = (await events.next()).value;
    expect(heard).toEqual({ orderId: order.databaseId });
    await events.return?.();
    expect(await releaseDueOrders(server.services)).toBe(0);
    ({ data } = await cook.gql(QUEUES));
    expect(data.chefKitchen.kitchenOrders.edges.map((e: any) => e.node.databaseId)).toEqual([order.databaseId]);
    expect(data.chefKitchen.upcomingScheduledOrders.edges).toEqual([]);
    const note = await prisma().notification.findFirst({
      where: { userId: ids.maria.id, kind: "scheduled_order_due", orderId: order.databaseId },
    });
    expect(note?.message).toBe(`Start preparing scheduled order #${order.databaseId} for ${slot.label}.`);
  });

  test("the server's own sweep releases it from the database, and an auto-accepting kitchen then starts preparing it", async () => {
    await maria({ autoAcceptOrders: true });
    const order = await scheduledCheckout(jordan, (await noonTomorrow()).start);
    expect(order.status).toBe("CONFIRMED"); // not preparing a day ahead
    await prisma().order.update({ where: { id: order.databaseId }, data: { prepareAt: new Date(Date.now() - 1000) } });
    const stop = startSweep(server.services, { ...scheduledReleases, intervalMs: 50 });
    try {
      for (let i = 0; i < 100; i++) {
        const row = await prisma().order.findUniqueOrThrow({ where: { id: order.databaseId } });
        if (row.releasedAt) break;
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      stop();
    }
    const row = await prisma().order.findUniqueOrThrow({ where: { id: order.databaseId } });
    expect(row.releasedAt).not.toBeNull();
    expect(row.status).toBe("preparing");
  });
});

describe("cancelling a scheduled order", () => {
  test("until its cutoff the customer cancels it with POST /api/orders/{id}/cancel and is refunded in full; the cook hears", async () => {
    const order = await scheduledCheckout(jordan, (await noonTomorrow()).start);
    const { data } = await jordan.gql(`query($id: Int!) { order(databaseId: $id) { canCancel } }`, {
      id: order.databaseId,
    });
    expect(data.order.canCancel).toBe(true);
    const res = await jordan.rest("POST", `/api/orders/${order.databaseId}/cancel`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "cancelled", paymentStatus: "refunded", refundPending: false });
    const intent = await server.services.payments.retrieve(
      (await prisma().order.findUniqueOrThrow({ where: { id: order.databaseId } })).paymentIntentId!,
    );
    expect(intent?.status).toBe("refunded");
    expect(
      await prisma().notification.count({
        where: { userId: ids.maria.id, kind: "order_cancelled", orderId: order.databaseId },
      }),
    ).toBe(1);
    const again = await jordan.rest("POST", `/api/orders/${order.databaseId}/cancel`);
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ error: "This order is 'Cancelled', so it can no longer be cancelled." });
  });

  test("after the cutoff, for an order for as soon as possible, or for someone else's order, the cancel is refused with its reason", async () => {
    const order = await scheduledCheckout(jordan, (await noonTomorrow()).start);
    await prisma().order.update({
      where: { id: order.databaseId },
      data: { cancellableUntil: new Date(Date.now() - 60_000) },
    });
    const late = await jordan.rest("POST", `/api/orders/${order.databaseId}/cancel`);
    expect(late.status).toBe(409);
    expect(late.json.error).toMatch(
      /^The cancellation cutoff for the [A-Z][a-z]{2} 12:00-12:30 PM slot passed at \d+:\d\d [AP]M: the kitchen is already planning this order\.$/,
    );
    expect(await prisma().order.findUniqueOrThrow({ where: { id: order.databaseId } })).toMatchObject({
      status: "confirmed",
      paymentStatus: "succeeded",
    });

    expect((await casey.rest("POST", `/api/orders/${order.databaseId}/cancel`)).status).toBe(404);
    expect((await server.client().rest("POST", `/api/orders/${order.databaseId}/cancel`)).status).toBe(401);

    await setCart(server, ids.jordan.id, [[ids.carnitas.id, 1]]);
    const { completed } = await checkout(jordan);
    const asap = await jordan.rest("POST", `/api/orders/${completed.order.databaseId}/cancel`);
    expect(asap.status).toBe(409);
    expect(asap.json).toEqual({
      error: "Only an order scheduled ahead can be cancelled; this one was for as soon as possible.",
    });
  });
});
