// No payment is left without its order, whatever the client does after paying: the reconciliation
// sweep places and confirms the order a payment was made for while it still fits, refunds it (and tells
// the customer) when it no longer does, and confirms a pending order whose payment went through.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { reconcilePayments, RECONCILE_AFTER_MS } from "../../domain/orders/reconcile.ts";
import { WEEKDAYS } from "../../domain/store/defaults.ts";
import { demoIds, ops, setCart, TEST_CARD } from "../../test/orders.ts";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";

let server: TestServer;
let ids: Awaited<ReturnType<typeof demoIds>>;
let casey: TestClient;
const prisma = () => server.services.prisma;
const later = () => new Date(Date.now() + RECONCILE_AFTER_MS + 60_000);

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  casey = await server.signIn("customer@homeplate.dev");
  await prisma().storeSettings.update({
    where: { userId: ids.maria.id },
    data: {
      vacationMode: false,
      maxOrdersPerHour: 50,
      businessHours: Object.fromEntries(
        WEEKDAYS.map((d) => [d, { isOpen: true, openTime: "00:00", closeTime: "24:00" }]),
      ),
    },
  });
});
afterAll(() => server?.close());
beforeEach(async () => {
  await prisma().kitchenDayOff.deleteMany({});
  await prisma().foodItem.update({ where: { id: ids.carnitas.id }, data: { portionsPerDay: null } });
});

/** Casey pays for her cart and her client dies before placing the order. */
async function paidWithoutOrder() {
  await setCart(server, ids.casey.id, [[ids.carnitas.id, 2]]);
  const intent = await casey.mutate(ops.createIntent, { input: {} });
  const paid = await casey.mutate(ops.confirm, {
    input: { paymentIntentId: intent.paymentIntentId, cardNumber: TEST_CARD },
  });
  expect(paid.status).toBe("succeeded");
  return intent.paymentIntentId as string;
}

describe("the reconciliation sweep", () => {
  test("places and confirms the order a paid cart was for, once the client has left it for a while", async () => {
    const intentId = await paidWithoutOrder();
    expect(await reconcilePayments(server.services)).toBe(0);
    expect(await reconcilePayments(server.services, later())).toBeGreaterThanOrEqual(1);
    const order = await prisma().order.findUniqueOrThrow({ where: { paymentIntentId: intentId } });
    expect(order).toMatchObject({ status: "confirmed", paymentStatus: "succeeded", customerId: ids.casey.id });
    expect(await prisma().cartLine.count({ where: { userId: ids.casey.id } })).toBe(0);
    // A second sweep finds nothing left to do.
    expect(await reconcilePayments(server.services, later())).toBe(0);
  });

  test("refunds a payment whose order no longer fits, and tells the customer", async () => {
    const intentId = await paidWithoutOrder();
    await prisma().foodItem.update({ where: { id: ids.carnitas.id }, data: { portionsPerDay: 0 } });
    expect(await reconcilePayments(server.services, later())).toBeGreaterThanOrEqual(1);
    expect(await prisma().order.findUnique({ where: { paymentIntentId: intentId } })).toBeNull();
    expect((await prisma().paymentIntent.findUniqueOrThrow({ where: { id: intentId } })).status).toBe("refunded");
    const mail = await prisma().mailMessage.findFirstOrThrow({
      where: { to: "customer@homeplate.dev", subject: "Your HomePlate payment was refunded" },
      orderBy: { id: "desc" },
    });
    expect(mail.text).toContain("has been refunded to your card");
  });

  test("confirms a pending order whose payment went through without its client completing it", async () => {
    await setCart(server, ids.casey.id, [[ids.carnitas.id, 1]]);
    const intent = await casey.mutate(ops.createIntent, { input: {} });
    const placed = await casey.mutate(ops.placeOrder, { input: { paymentIntentId: intent.paymentIntentId } });
    await casey.mutate(ops.confirm, { input: { paymentIntentId: intent.paymentIntentId, cardNumber: TEST_CARD } });
    expect((await prisma().order.findUniqueOrThrow({ where: { id: placed.order.databaseId } })).status).toBe("pending");
    await reconcilePayments(server.services, later());
    expect((await prisma().order.findUniqueOrThrow({ where: { id: placed.order.databaseId } })).status).toBe(
      "confirmed",
    );
  });

  test("refunds a provisional payment (a REST client's) whose order never came", async () => {
    await setCart(server, ids.casey.id, []);
    const intent = await casey.mutate(ops.createIntent, { input: { amountCents: 2500 } });
    await casey.mutate(ops.confirm, { input: { paymentIntentId: intent.paymentIntentId, cardNumber: TEST_CARD } });
    await reconcilePayments(server.services, later());
    expect((await prisma().paymentIntent.findUniqueOrThrow({ where: { id: intent.paymentIntentId } })).status).toBe(
      "refunded",
    );
  });
});
