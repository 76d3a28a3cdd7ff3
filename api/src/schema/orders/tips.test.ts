// A tip after delivery, as the customer and the driver take it: POST /api/orders/{id}/tip charged to
// the card saved at checkout, the test card and a declining card; one charge per idempotency key, also
// for requests sent twice at once; only the order's customer, only after delivery and within 30 days;
// all of it in the driver's earnings, and the driver told.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";
import { checkout, DECLINED_CARD, demoIds, setCart, TEST_CARD } from "../../test/orders.ts";
import { WEEKDAYS } from "../../domain/store/defaults.ts";

let server: TestServer;
let ids: Awaited<ReturnType<typeof demoIds>>;
let casey: TestClient;
let jordan: TestClient;
let driver: TestClient;
let driverId: number;
const prisma = () => server.services.prisma;
const ALL_DAY = { isOpen: true, openTime: "00:00", closeTime: "24:00" };

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  casey = await server.signIn("customer@homeplate.dev");
  jordan = await server.signIn("customer2@homeplate.dev");
  driver = await server.signIn("driver@homeplate.dev");
  driverId = (await prisma().user.findUniqueOrThrow({ where: { email: "driver@homeplate.dev" } })).id;
  await prisma().storeSettings.update({
    where: { userId: ids.maria.id },
    data: { vacationMode: false, businessHours: Object.fromEntries(WEEKDAYS.map((d) => [d, ALL_DAY])) },
  });
});
afterAll(() => server?.close());
beforeEach(async () => {
  await prisma().tip.deleteMany({});
});

/** A paid order of Casey's (her card saved at checkout), delivered by the demo driver `daysAgo` days ago. */
async function deliveredOrder(daysAgo = 0) {
  await setCart(server, ids.casey.id, [[ids.carnitas.id, 1]]);
  const { order } = await checkout(casey, TEST_CARD, undefined, { saveCard: true });
  const deliveredAt = new Date(Date.now() - daysAgo * 24 * 3_600_000);
  await prisma().order.update({
    where: { id: order.databaseId },
    data: { status: "delivered", driverId, deliveredAt },
  });
  return order.databaseId as number;
}

const tip = (client: TestClient, orderId: number, body: object, headers: Record<string, string> = {}) =>
  client.rest("POST", `/api/orders/${orderId}/tip`, body, headers);

const paidTipIntents = () => prisma().paymentIntent.count({ where: { quote: { path: ["tip"], not: "null" } } });

describe("a tip after delivery", () => {
  test("is charged to the card saved at checkout, answered with money as strings, and shown on the order", async () => {
    const orderId = await deliveredOrder();
    const res = await tip(casey, orderId, { amount: "5.00" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ orderId, amount: "5.00", status: "succeeded", tipsTotal: "5.00" });
    expect(res.json.tipsGiven).toHaveLength(1);
    const tipRow = await prisma().tip.findFirstOrThrow({ where: { orderId } });
    const intent = await prisma().paymentIntent.findUniqueOrThrow({ where: { id: tipRow.paymentIntentId! } });
    expect(intent).toMatchObject({ status: "succeeded", amountCents: 500, customerId: ids.casey.id });
    const order = await casey.gql(
      `query($id: Int!) { result: order(databaseId: $id) { canTip tipsGivenCents tipsGiven { amountCents status } } }`,
      { id: orderId },
    );
    expect(order.data.result).toEqual({
      canTip: true,
      tipsGivenCents: 500,
      tipsGiven: [{ amountCents: 500, status: "SUCCEEDED" }],
    });
  });

  test("a retried request never charges twice: the same key (or the same amount without one), also at once", async () => {
    const orderId = await deliveredOrder();
    const before = await paidTipIntents();
    const headers = { "idempotency-key": "tip-abc-1" };
    const both = await Promise.all([
      tip(casey, orderId, { amount: 3 }, headers),
      tip(casey, orderId, { amount: 3 }, headers),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect((await tip(casey, orderId, { amount: 3 }, headers)).json.tipsGiven).toHaveLength(1);
    // Without a key, the same amount on the same order is the same tip.
    await tip(casey, orderId, { amount: "4.00" });
    const again = await tip(casey, orderId, { amount: "4.00" });
    expect(again.json).toMatchObject({ tipsTotal: "7.00" });
    expect(await paidTipIntents()).toBe(before + 2);
    // A key names one tip: another amount under it is refused.
    const reused = await tip(casey, orderId, { amount: 9 }, headers);
    expect(reused.status).toBe(400);
    expect(reused.json).toEqual({ error: "This idempotency key was already used for another tip." });
  });

  test("the test card pays and a declining card answers 402 with the card's message, charging nothing", async () => {
    const orderId = await deliveredOrder();
    const declined = await tip(casey, orderId, { amount: "2.50", cardNumber: DECLINED_CARD });
    expect(declined.status).toBe(402);
    expect(declined.json).toEqual({ error: "Your card was declined." });
    expect(await prisma().tip.count({ where: { orderId, status: "succeeded" } })).toBe(0);
    // The same tip again with a good card goes through, once.
    const paid = await tip(casey, orderId, { amount: "2.50", cardNumber: TEST_CARD });
    expect(paid.status).toBe(200);
    expect(paid.json).toMatchObject({ amount: "2.50", status: "succeeded", tipsTotal: "2.50" });
  });

  test("only the order's customer may tip, only after delivery and within 30 days, for $0.50 to $500", async () => {
    const orderId = await deliveredOrder();
    expect((await tip(jordan, orderId, { amount: 5 })).json).toEqual({ error: "Order not found." });
    expect((await tip(jordan, orderId, { amount: 5 })).status).toBe(404);
    const visitor = await tip(server.client(), orderId, { amount: 5 });
    expect(visitor.status).toBe(401);
    const tooSmall = await tip(casey, orderId, { amount: "0.10" });
    expect(tooSmall).toMatchObject({ status: 400, json: { error: "A tip must be between $0.50 and $500.00." } });
    expect((await tip(casey, orderId, {})).status).toBe(400);

    await prisma().order.update({ where: { id: orderId }, data: { status: "on_way", deliveredAt: null } });
    expect(await tip(casey, orderId, { amount: 5 })).toMatchObject({
      status: 409,
      json: { error: "You can tip your driver once the order has been delivered." },
    });
    const old = await deliveredOrder(31);
    const late = await tip(casey, old, { amount: 5 });
    expect(late.status).toBe(409);
    expect(late.json.error).toMatch(/up to 30 days after delivery/);
  });

  test("goes to the driver's earnings in full and the driver is told", async () => {
    const metrics = `{ result: driverMetrics { todayEarningsCents } }`;
    const orderId = await deliveredOrder(2);
    const before = (await driver.gql(metrics)).data.result.todayEarningsCents;
    await tip(casey, orderId, { amount: "6.25" });
    expect((await driver.gql(metrics)).data.result.todayEarningsCents).toBe(before + 625);
    const note = await prisma().notification.findFirstOrThrow({
      where: { userId: driverId, kind: "tip_received", orderId },
    });
    expect(note.message).toBe(`Casey tipped you $6.25 for order #${orderId}. All of it is yours.`);
  });
});
