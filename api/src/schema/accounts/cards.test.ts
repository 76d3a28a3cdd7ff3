// Saved cards the way the card networks allow them, as a customer and an integrator meet them: a card
// is kept only with the customer's consent (at checkout, or from the account with a card form), listed
// and removable; tips are charged to a saved card while the customer is away; the test provider refuses
// what Stripe refuses (a card never saved, a 3-D Secure card nobody confirmed), a bank's request for
// confirmation is answered in the app, and a charge whose answer is lost is made once and settled.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { WEEKDAYS } from "../../domain/store/defaults.ts";
import { settleTips } from "../../domain/orders/tipCharges.ts";
import { CardNotSavedError } from "../../services/payments.ts";
import { AUTHENTICATE_ALWAYS_CARD, recordTestCard } from "../../services/testCards.ts";
import type { TestPaymentProvider } from "../../services/testPayments.ts";
import { checkout, demoIds, ops, setCart, TEST_CARD } from "../../test/orders.ts";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";

let server: TestServer;
let ids: Awaited<ReturnType<typeof demoIds>>;
let casey: TestClient;
let jordan: TestClient;
let driverId: number;
const prisma = () => server.services.prisma;

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  casey = await server.signIn("customer@homeplate.dev");
  jordan = await server.signIn("customer2@homeplate.dev");
  driverId = (await prisma().user.findUniqueOrThrow({ where: { email: "driver@homeplate.dev" } })).id;
  await prisma().storeSettings.update({
    where: { userId: ids.maria.id },
    data: {
      vacationMode: false,
      businessHours: Object.fromEntries(
        WEEKDAYS.map((d) => [d, { isOpen: true, openTime: "00:00", closeTime: "24:00" }]),
      ),
    },
  });
});
afterAll(() => server?.close());
beforeEach(async () => {
  await prisma().tip.deleteMany({});
  await prisma().savedCard.deleteMany({});
});

/** Saves a test card to the client's account through the card form, as the account page does. */
async function saveCard(client: TestClient, cardNumber: string, authenticate = false) {
  const setup = await client.rest("POST", "/api/payment-methods/setup");
  expect(setup.status, setup.text).toBe(200);
  const confirmed = await client.rest("POST", `/api/payment-methods/setup/${setup.json.setupId}/test-card`, {
    cardNumber,
    authenticate,
  });
  expect(confirmed.status, confirmed.text).toBe(200);
  return { setupId: setup.json.setupId as string, status: confirmed.json.status as string };
}

/** A delivered order of the client's, paid at checkout (its card kept when `keep`). */
async function deliveredOrder(client: TestClient, userId: number, keep = false) {
  await setCart(server, userId, [[ids.carnitas.id, 1]]);
  const { order } = await checkout(client, TEST_CARD, undefined, { saveCard: keep });
  await prisma().order.update({
    where: { id: order.databaseId },
    data: { status: "delivered", driverId, deliveredAt: new Date() },
  });
  return order.databaseId as number;
}

const tip = (client: TestClient, orderId: number, body: object) =>
  client.rest("POST", `/api/orders/${orderId}/tip`, body);

describe("saving a card", () => {
  test("a card is kept only when the customer agrees at checkout, and is then listed", async () => {
    await deliveredOrder(jordan, ids.jordan.id, false);
    expect((await jordan.rest("GET", "/api/payment-methods")).json).toEqual([]);
    await deliveredOrder(jordan, ids.jordan.id, true);
    const cards = (await jordan.rest("GET", "/api/payment-methods")).json;
    expect(cards).toEqual([
      expect.objectContaining({ brand: "visa", last4: "4242", label: "Visa ending in 4242", id: expect.any(Number) }),
    ]);
    // Nobody else sees it.
    expect((await casey.rest("GET", "/api/payment-methods")).json).toEqual([]);
  });

  test("from the account: a 3-D Secure card is saved once the customer confirms it; a card is removable", async () => {
    const waiting = await saveCard(casey, "4000 0025 0000 3155");
    expect(waiting.status).toBe("requires_action");
    const early = await casey.rest("POST", `/api/payment-methods/setup/${waiting.setupId}/complete`);
    expect(early).toMatchObject({ status: 409, json: { error: "Your bank asks you to confirm this card first." } });
    const confirmed = await casey.rest("POST", `/api/payment-methods/setup/${waiting.setupId}/test-card`, {
      cardNumber: "4000 0025 0000 3155",
      authenticate: true,
    });
    expect(confirmed.json.status).toBe("succeeded");
    const saved = await casey.rest("POST", `/api/payment-methods/setup/${waiting.setupId}/complete`);
    expect(saved.json).toMatchObject({ last4: "3155", brand: "visa" });
    expect((await jordan.rest("DELETE", `/api/payment-methods/${saved.json.id}`)).status).toBe(404);
    expect((await casey.rest("DELETE", `/api/payment-methods/${saved.json.id}`)).status).toBe(200);
    expect((await casey.rest("GET", "/api/payment-methods")).json).toEqual([]);
  });
});

describe("charging a saved card while the customer is away", () => {
  test("an order paid without saving the card cannot be tipped after delivery, and says how to", async () => {
    const orderId = await deliveredOrder(jordan, ids.jordan.id, false);
    const refused = await tip(jordan, orderId, { amount: "3.00" });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatch(/Tips after delivery are charged to a card you saved/);
    expect(await prisma().paymentIntent.count({ where: { chargeKey: { not: null }, customerId: ids.jordan.id } })).toBe(
      0,
    );
  });

  test("the test provider refuses an off-session charge of a card that was never saved, as Stripe does", async () => {
    const customer = `cus_test_${Date.now()}`;
    const unsaved = await recordTestCard(prisma(), TEST_CARD, null);
    await expect(
      server.services.payments.chargeOffSession({
        amountCents: 500,
        customerId: ids.casey.id,
        cookId: null,
        quote: {},
        customer,
        paymentMethod: unsaved,
        idempotencyKey: `probe-${Date.now()}`,
      }),
    ).rejects.toBeInstanceOf(CardNotSavedError);
  });

  test("a card whose bank asks for confirmation is not a decline: the tip waits, the customer confirms in the app, and it is paid", async () => {
    const orderId = await deliveredOrder(casey, ids.casey.id, false);
    const { setupId } = await saveCard(casey, AUTHENTICATE_ALWAYS_CARD, true);
    expect((await casey.rest("POST", `/api/payment-methods/setup/${setupId}/complete`)).status).toBe(200);
    const waiting = await tip(casey, orderId, { amount: "4.00" });
    expect(waiting.status).toBe(200);
    expect(waiting.json).toMatchObject({ status: "requires_action", paymentClientSecret: expect.any(String) });
    const row = await prisma().tip.findFirstOrThrow({ where: { orderId } });
    // The customer approves in their bank's dialog (Stripe.js' handleNextAction; the test card form here).
    const approved = await casey.mutate(ops.confirm, {
      input: { paymentIntentId: row.paymentIntentId, cardNumber: "", authenticate: true },
    });
    expect(approved).toMatchObject({ __typename: "ConfirmTestPaymentPayload", status: "succeeded" });
    const paid = await casey.rest("POST", `/api/orders/${orderId}/tips/${row.id}/complete`);
    expect(paid.json).toMatchObject({ status: "succeeded", tipsTotal: "4.00" });
  });

  test("a charge whose answer is lost is not a decline: the tip stays charging, and the sweep settles it, charged once", async () => {
    const orderId = await deliveredOrder(casey, ids.casey.id, true);
    (server.services.payments as TestPaymentProvider).simulateLostAnswer();
    const pending = await tip(casey, orderId, { amount: "6.00" });
    expect(pending.json).toMatchObject({ status: "charging", amount: "6.00" });
    const row = await prisma().tip.findFirstOrThrow({ where: { orderId } });
    expect(row.providerKey).toBeTruthy();
    // Asking again (the customer's retry) is the same tip and the same charge.
    expect((await tip(casey, orderId, { amount: "6.00" })).json.status).toBe("charging");
    expect(await settleTips(server.services, new Date(Date.now() + 5 * 60_000))).toBe(1);
    const settled = await prisma().tip.findUniqueOrThrow({ where: { id: row.id } });
    expect(settled.status).toBe("succeeded");
    expect(await prisma().paymentIntent.count({ where: { chargeKey: row.providerKey } })).toBe(1);
  });
});
