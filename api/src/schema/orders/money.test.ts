// Money that cannot get stuck: a refund the provider refuses after a decline is retried from the
// database until it succeeds (and cook and admin see it pending); a webhook event is recorded and
// applied in one transaction; two create-intent calls at once for one cart leave one open intent.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";
import { checkout, demoIds, intentSucceededEvent, ops, sendWebhook, setCart, TEST_CARD } from "../../test/orders.ts";
import { retryDueRefunds } from "../../domain/orders/lifecycle.ts";

let server: TestServer;
let ids: Awaited<ReturnType<typeof demoIds>>;
let casey: TestClient;
let maria: TestClient;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  casey = await server.signIn("customer@homeplate.dev");
  maria = await server.signIn("cook@homeplate.dev");
  admin = await server.signIn("admin@homeplate.dev");
});
afterAll(() => server?.close());
beforeEach(async () => {
  await server.services.prisma.storeSettings.updateMany({ data: { autoAcceptOrders: false } });
});

const ORDER = `query($id: ID!) { node(id: $id) { ... on Order { status paymentStatus refundPending } } }`;
const PENDING_REFUNDS = `{ adminStats { pendingRefunds } }`;

describe("a refund that fails after a decline", () => {
  test("is retried from the database until the provider takes it, and cook and admin see it pending meanwhile", async () => {
    await setCart(server, ids.casey.id, [[ids.carnitas.id, 1]]);
    const { completed } = await checkout(casey);
    const order = completed.order as { id: string; databaseId: number };
    const { payments } = server.services;
    const refund = payments.refund;
    // The payment provider is the outside world: here it is down when the cook declines.
    payments.refund = async () => {
      throw new Error("The payment provider did not answer");
    };
    try {
      const declined = await maria.rest("POST", `/api/orders/${order.databaseId}/decline`, {
        reason: "Out of carnitas tonight",
      });
      expect(declined.status).toBe(200);
      expect((await maria.gql(ORDER, { id: order.id })).data.node).toEqual({
        status: "CANCELLED",
        paymentStatus: "SUCCEEDED",
        refundPending: true,
      });
      expect((await admin.gql(PENDING_REFUNDS)).data.adminStats.pendingRefunds).toBe(1);
      const mail = await server.services.prisma.mailMessage.findFirstOrThrow({
        where: { to: ids.casey.email },
        orderBy: { id: "desc" },
      });
      expect(mail.text).toContain("is being processed and will reach your card");
      // Not due yet (it waits before trying again), and still failing when it is.
      expect(await retryDueRefunds(server.services)).toBe(0);
      expect(await retryDueRefunds(server.services, new Date(Date.now() + 60_000))).toBe(0);
      const job = await server.services.prisma.refundJob.findUniqueOrThrow({ where: { orderId: order.databaseId } });
      expect(job.attempts).toBe(2);
      expect(job.lastError).toBe("The payment provider did not answer");
    } finally {
      payments.refund = refund;
    }
    expect(await retryDueRefunds(server.services, new Date(Date.now() + 10 * 60_000))).toBe(1);
    expect((await casey.gql(ORDER, { id: order.id })).data.node).toEqual({
      status: "CANCELLED",
      paymentStatus: "REFUNDED",
      refundPending: false,
    });
    expect((await admin.gql(PENDING_REFUNDS)).data.adminStats.pendingRefunds).toBe(0);
    const { paymentIntentId } = await server.services.prisma.order.findUniqueOrThrow({
      where: { id: order.databaseId },
    });
    expect((await server.services.payments.retrieve(paymentIntentId!))?.status).toBe("refunded");
    // Done means done: a later pass refunds nothing twice.
    expect(await retryDueRefunds(server.services, new Date(Date.now() + 60 * 60_000))).toBe(0);
  });
});

describe("a payment made before its order is refused", () => {
  const pay = (c: TestClient, paymentIntentId: string) =>
    c.mutate(ops.confirm, { input: { paymentIntentId, cardNumber: TEST_CARD } });
  const lastMail = () =>
    server.services.prisma.mailMessage.findFirstOrThrow({ where: { to: ids.casey.email }, orderBy: { id: "desc" } });

  test("the spec's client pays its own amount, sends an order of another total, is refused and refunded at once", async () => {
    await setCart(server, ids.casey.id, []);
    const intent = await casey.rest("POST", "/api/create-payment-intent", { amount: 12.34 });
    expect(intent.status).toBe(200);
    expect((await pay(casey, intent.json.paymentIntentId)).__typename).toBe("ConfirmTestPaymentPayload");
    const refused = await casey.rest("POST", "/api/orders", {
      items: [{ foodItemId: ids.carnitas.id, quantity: 1 }],
      paymentIntentId: intent.json.paymentIntentId,
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toBe(
      "This payment can no longer be used for a new order. Please start the checkout again. Your payment of $12.34 has been refunded to your card.",
    );
    expect((await server.services.payments.retrieve(intent.json.paymentIntentId))?.status).toBe("refunded");
    expect(
      await server.services.prisma.refundJob.count({ where: { paymentIntentId: intent.json.paymentIntentId } }),
    ).toBe(0);
    expect((await lastMail()).text).toContain("Your payment of $12.34 has been refunded to your card.");
    // The refunded payment places nothing afterwards, and is refunded once.
    const again = await casey.rest("POST", "/api/orders", {
      items: [{ foodItemId: ids.carnitas.id, quantity: 1 }],
      paymentIntentId: intent.json.paymentIntentId,
    });
    expect(again.text).toBe("This payment can no longer be used for a new order. Please start the checkout again.");
  });

  test("a cart paid before placing, whose kitchen closed meanwhile, is refused and refunded; an unpaid one is refused and charges nothing", async () => {
    await setCart(server, ids.casey.id, [[ids.churros.id, 3]]);
    const intent = await casey.mutate(ops.createIntent, { input: {} });
    await pay(casey, intent.paymentIntentId);
    // Another address makes another intent; it must be one the geocoder knows (an unknown one is refused).
    const unpaid = await casey.mutate(ops.createIntent, {
      input: { deliveryAddress: "2209 E Cesar Chavez St, Austin, TX 78702" },
    });
    await server.services.prisma.storeSettings.updateMany({
      where: { userId: ids.maria.id },
      data: { vacationMode: true },
    });
    try {
      const refused = await casey.mutate(ops.placeOrder, { input: { paymentIntentId: intent.paymentIntentId } });
      expect(refused.__typename).toBe("CheckoutError");
      expect(refused.message).toMatch(/has been refunded to your card\.$/);
      expect((await server.services.payments.retrieve(intent.paymentIntentId))?.status).toBe("refunded");
      const unpaidRefused = await casey.mutate(ops.placeOrder, { input: { paymentIntentId: unpaid.paymentIntentId } });
      expect(unpaidRefused.__typename).toBe("CheckoutError");
      expect(unpaidRefused.message).not.toContain("refund");
      expect((await server.services.payments.retrieve(unpaid.paymentIntentId))?.status).toBe("requires_payment_method");
    } finally {
      await server.services.prisma.storeSettings.updateMany({
        where: { userId: ids.maria.id },
        data: { vacationMode: false },
      });
    }
  });
});

describe("the Stripe webhook", () => {
  test("records its event and applies it in one transaction: a failure records nothing, and the retry applies it once", async () => {
    await setCart(server, ids.casey.id, [[ids.churros.id, 2]]);
    const intent = await casey.mutate(ops.createIntent, { input: {} });
    const placed = await casey.mutate(ops.placeOrder, { input: { paymentIntentId: intent.paymentIntentId } });
    await casey.mutate(ops.confirm, { input: { paymentIntentId: intent.paymentIntentId, cardNumber: TEST_CARD } });
    const orderId = placed.order.databaseId as number;
    const event = intentSucceededEvent(`evt_tx_${orderId}`, intent.paymentIntentId);
    // A fault inside the transaction, after the event row is written: the order's update fails.
    const db = server.services.db;
    await db.exec(`CREATE FUNCTION refuse_order_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$;
      CREATE TRIGGER refuse_order_update BEFORE UPDATE ON "Order" FOR EACH ROW WHEN (OLD.id = ${orderId}) EXECUTE FUNCTION refuse_order_update();`);
    try {
      expect((await sendWebhook(server, event)).status).toBe(500);
      expect(await server.services.prisma.processedWebhookEvent.count({ where: { id: event.id } })).toBe(0);
    } finally {
      await db.exec(`DROP TRIGGER refuse_order_update ON "Order"; DROP FUNCTION refuse_order_update();`);
    }
    const retried = await sendWebhook(server, event);
    expect(retried.json).toEqual({ received: true });
    const replayed = await sendWebhook(server, event);
    expect(replayed.json).toEqual({ received: true, duplicate: true });
    const order = await server.services.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order).toMatchObject({ status: "confirmed", paymentStatus: "succeeded" });
  });
});

describe("creating payment intents", () => {
  test("five create-intent calls at once for one cart leave one open intent", async () => {
    await server.services.prisma.paymentIntent.updateMany({
      where: { customerId: ids.casey.id, status: "requires_payment_method" },
      data: { status: "canceled" },
    });
    await setCart(server, ids.casey.id, [[ids.tacos.id, 3]]);
    const results = await Promise.all(Array.from({ length: 5 }, () => casey.mutate(ops.createIntent, { input: {} })));
    expect(new Set(results.map((r) => r.paymentIntentId)).size).toBe(1);
    const open = await server.services.prisma.paymentIntent.count({
      where: { customerId: ids.casey.id, status: "requires_payment_method" },
    });
    expect(open).toBe(1);
  });
});
