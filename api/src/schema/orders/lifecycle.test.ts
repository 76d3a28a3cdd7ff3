// The order lifecycle, one event at a time, as a cook, a driver, a customer and the sweeps take it:
// each event's consequences read back from the order (its history, status and money), the payment
// provider (refunds, cancelled intents), the notifications, the webhook outbox and the portions.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { WEEKDAYS } from "../../domain/store/defaults.ts";
import { expireLapsedHolds } from "../../domain/orders/sweeps.ts";
import { UNPAID_HOLD_MINUTES } from "../../domain/orders/holds.ts";
import { DECLINED_CARD, demoIds, ops, setCart, TEST_CARD } from "../../test/orders.ts";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";

let server: TestServer;
let ids: Awaited<ReturnType<typeof demoIds>>;
let casey: TestClient;
let jordan: TestClient;
let maria: TestClient;
let dan: TestClient;
const prisma = () => server.services.prisma;
const ALL_DAY = { isOpen: true, openTime: "00:00", closeTime: "24:00" };

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  casey = await server.signIn("customer@homeplate.dev");
  jordan = await server.signIn("customer2@homeplate.dev");
  maria = await server.signIn("cook@homeplate.dev");
  dan = await server.signIn("driver@homeplate.dev");
  await prisma().storeSettings.update({
    where: { userId: ids.maria.id },
    data: {
      vacationMode: false,
      autoAcceptOrders: false,
      maxOrdersPerHour: 50,
      deliveryRadiusMiles: 25,
      businessHours: Object.fromEntries(WEEKDAYS.map((d) => [d, ALL_DAY])),
    },
  });
  // A webhook endpoint of Maria's, so each event's outbox row can be counted.
  await prisma().webhookEndpoint.create({
    data: {
      userId: ids.maria.id,
      url: "https://hooks.example.com/homeplate",
      events: ["order.paid", "order.status_changed"],
      secret: "whsec_dGVzdA==",
    },
  });
});
afterAll(() => server?.close());
beforeEach(async () => {
  await prisma().kitchenDayOff.deleteMany({});
  await prisma().foodItem.update({ where: { id: ids.carnitas.id }, data: { portionsPerDay: null } });
});

const HISTORY = `query($id: ID!) { node(id: $id) { ... on Order { status paymentStatus cancelReason
  history { edges { node { event fromStatus toStatus } } } } } }`;
const STEP = `mutation($input: UpdateOrderStatusInput!) { result: updateOrderStatus(input: $input) { __typename ... on Error { message } } }`;
const DECLINE = `mutation($input: DeclineOrderInput!) { result: declineOrder(input: $input) { __typename ... on Error { message } } }`;
const CANCEL = `mutation($input: CancelScheduledOrderInput!) { result: cancelScheduledOrder(input: $input) { __typename ... on Error { message } } }`;
const ACCEPT = `mutation($input: AcceptDeliveryInput!) { result: acceptDelivery(input: $input) { __typename ... on Error { message } } }`;

type Placed = { id: string; databaseId: number; intentId: string };

/** The client's unpaid order of `quantity` carnitas, placed with its intent. */
async function placed(client: TestClient, userId: number, quantity = 1): Promise<Placed> {
  await setCart(server, userId, [[ids.carnitas.id, quantity]]);
  const intent = await client.mutate(ops.createIntent, { input: {} });
  expect(intent.__typename).toBe("CreatePaymentIntentPayload");
  const order = await client.mutate(ops.placeOrder, { input: { paymentIntentId: intent.paymentIntentId } });
  expect(order.__typename).toBe("PlaceOrderPayload");
  return { id: order.order.id, databaseId: order.order.databaseId, intentId: intent.paymentIntentId };
}

const pay = (client: TestClient, order: Placed, card = TEST_CARD) =>
  client.mutate(ops.confirm, { input: { paymentIntentId: order.intentId, cardNumber: card } });
const complete = (client: TestClient, order: Placed) => client.mutate(ops.complete, { input: { orderId: order.id } });

async function paid(client: TestClient, userId: number, quantity = 1) {
  const order = await placed(client, userId, quantity);
  expect((await pay(client, order)).__typename).toBe("ConfirmTestPaymentPayload");
  expect((await complete(client, order)).__typename).toBe("CompletePaymentPayload");
  return order;
}

const history = async (client: TestClient, order: Placed) => {
  const node = (await client.gql(HISTORY, { id: order.id })).data.node;
  return { ...node, events: node.history.edges.map((e: any) => `${e.node.event.toLowerCase()}:${e.node.toStatus}`) };
};
const intentStatus = async (order: Placed) =>
  (await prisma().paymentIntent.findUniqueOrThrow({ where: { id: order.intentId } })).status;
const outboxCount = (order: Placed) =>
  prisma().webhookMessage.count({ where: { payload: { path: ["refs", "orderId"], equals: order.databaseId } } });
const notices = (userId: number, order: Placed) =>
  prisma().notification.findMany({ where: { userId, orderId: order.databaseId }, orderBy: { id: "asc" } });
const portionsLeft = async () =>
  (
    await casey.gql(`query($id: ID!) { node(id: $id) { ... on FoodItem { portionsToday { remaining } } } }`, {
      id: Buffer.from(`FoodItem:${ids.carnitas.id}`).toString("base64"),
    })
  ).data.node.portionsToday?.remaining;

describe("people's events", () => {
  test("each step of the cook and the driver is one history row and one outbox row, and tells the customer", async () => {
    const order = await paid(casey, ids.casey.id);
    const before = await outboxCount(order);
    for (const status of ["PREPARING", "READY"])
      expect((await maria.mutate(STEP, { input: { orderId: order.id, status } })).__typename).toBe(
        "UpdateOrderStatusPayload",
      );
    expect((await dan.mutate(ACCEPT, { input: { orderId: order.id } })).__typename).toBe("AcceptDeliveryPayload");
    for (const status of ["PICKED_UP", "DELIVERED"])
      expect((await dan.mutate(STEP, { input: { orderId: order.id, status } })).__typename).toBe(
        "UpdateOrderStatusPayload",
      );
    const seen = await history(casey, order);
    expect(seen.events).toEqual([
      "payment_succeeded:CONFIRMED",
      "step:PREPARING",
      "step:READY",
      "driver_assigned:READY",
      "step:PICKED_UP",
      "step:DELIVERED",
    ]);
    expect(await outboxCount(order)).toBe(before + 4);
    expect((await notices(ids.casey.id, order)).map((n) => n.kind)).toEqual([
      "order_confirmed",
      "order_preparing",
      "order_ready",
      "order_picked_up",
      "order_delivered",
    ]);
    // Dan's position is forgotten once his last delivery is done.
    const danId = (await prisma().user.findUniqueOrThrow({ where: { email: "driver@homeplate.dev" } })).id;
    expect(await prisma().driverLocation.findUnique({ where: { driverId: danId } })).toBeNull();
  });

  test("a decline cancels, refunds at the provider, gives the portions back, and mails the customer the truth", async () => {
    await prisma().foodItem.update({ where: { id: ids.carnitas.id }, data: { portionsPerDay: 40 } });
    const left = await portionsLeft();
    const order = await paid(casey, ids.casey.id, 2);
    expect(await portionsLeft()).toBe(left - 2);
    const result = await maria.mutate(DECLINE, { input: { orderId: order.id, reason: "Out of pork" } });
    expect(result.__typename).toBe("DeclineOrderPayload");
    const seen = await history(casey, order);
    expect(seen).toMatchObject({ status: "CANCELLED", paymentStatus: "REFUNDED", cancelReason: "Out of pork" });
    expect(seen.events.slice(-2)).toEqual(["decline:CANCELLED", "refunded:CANCELLED"]);
    expect(await intentStatus(order)).toBe("refunded");
    expect(await portionsLeft()).toBe(left);
    const mail = await prisma().mailMessage.findFirstOrThrow({
      where: { to: "customer@homeplate.dev", subject: { contains: `#${order.databaseId} was declined` } },
    });
    expect(mail.text).toContain("has been refunded to your card");
  });

  test("a customer may let an unpaid order go at any time: its intent is cancelled and its portions freed", async () => {
    await prisma().foodItem.update({ where: { id: ids.carnitas.id }, data: { portionsPerDay: 40 } });
    const left = await portionsLeft();
    const order = await placed(casey, ids.casey.id, 3);
    expect(await portionsLeft()).toBe(left - 3);
    expect((await casey.mutate(CANCEL, { input: { orderId: order.id } })).__typename).toBe(
      "CancelScheduledOrderPayload",
    );
    expect(await intentStatus(order)).toBe("canceled");
    expect(await portionsLeft()).toBe(left);
    expect((await history(casey, order)).events).toEqual(["customer_cancel:CANCELLED"]);
    // The card can no longer be charged for it.
    expect((await pay(casey, order)).__typename).toBe("PaymentFailedError");
  });
});

describe("the provider's and the sweeps' events", () => {
  test("a declined card keeps the order's place until its hold lapses; the sweep then cancels the order and its intent", async () => {
    await prisma().foodItem.update({ where: { id: ids.carnitas.id }, data: { portionsPerDay: 40 } });
    const left = await portionsLeft();
    const order = await placed(jordan, ids.jordan.id, 2);
    expect((await pay(jordan, order, DECLINED_CARD)).__typename).toBe("PaymentFailedError");
    expect(await portionsLeft()).toBe(left - 2);
    expect(await expireLapsedHolds(server.services)).toBe(0);
    const later = new Date(Date.now() + (UNPAID_HOLD_MINUTES + 1) * 60_000);
    expect(await expireLapsedHolds(server.services, later)).toBeGreaterThanOrEqual(1);
    expect(await intentStatus(order)).toBe("canceled");
    expect(await portionsLeft()).toBe(left);
    const seen = await history(jordan, order);
    expect(seen.events).toEqual(["payment_failed:PENDING", "hold_expired:CANCELLED"]);
    expect((await notices(ids.jordan.id, order)).map((n) => n.title)).toEqual(["Order not paid in time"]);
  });

  test("a payment that lands on an order its kitchen cancelled is refunded at once and the customer told", async () => {
    const order = await placed(casey, ids.casey.id);
    // The day off cancels the unpaid order while the customer is paying.
    const date = (await prisma().order.findUniqueOrThrow({ where: { id: order.databaseId } })).deliveryDate!;
    const closed = await maria.rest("POST", "/api/chef/days-off", { date, reason: "Family emergency" });
    expect(closed.status).toBe(200);
    expect(await intentStatus(order)).toBe("canceled");
    // A provider that took the payment anyway (a Stripe race): the intent succeeded.
    await prisma().paymentIntent.update({ where: { id: order.intentId }, data: { status: "succeeded" } });
    const completed = await complete(casey, order);
    expect(completed).toMatchObject({ __typename: "OrderTransitionError" });
    expect(completed.message).toContain("is being refunded in full");
    const seen = await history(casey, order);
    expect(seen).toMatchObject({ status: "CANCELLED", paymentStatus: "REFUNDED" });
    expect(seen.events).toEqual(["day_off:CANCELLED", "payment_succeeded:CANCELLED", "refunded:CANCELLED"]);
    expect((await notices(ids.casey.id, order)).map((n) => n.title)).toEqual([
      "Kitchen closed: order cancelled",
      "Payment refunded",
    ]);
  });

  test("a payment after a lapsed hold confirms the order while its portions are still there, and is refunded once they are gone", async () => {
    await prisma().foodItem.update({ where: { id: ids.carnitas.id }, data: { portionsPerDay: 40 } });
    const later = () => new Date(Date.now() + (UNPAID_HOLD_MINUTES + 1) * 60_000);
    const kept = await placed(casey, ids.casey.id);
    await expireLapsedHolds(server.services, later());
    await prisma().paymentIntent.update({ where: { id: kept.intentId }, data: { status: "succeeded" } });
    expect((await complete(casey, kept)).__typename).toBe("CompletePaymentPayload");
    expect((await history(casey, kept)).events).toEqual(["hold_expired:CANCELLED", "payment_succeeded:CONFIRMED"]);

    const left = await portionsLeft();
    const lost = await placed(jordan, ids.jordan.id, 1);
    await expireLapsedHolds(server.services, later());
    // Meanwhile the last portions went to someone else.
    await prisma().foodItem.update({ where: { id: ids.carnitas.id }, data: { portionsPerDay: 40 - left } });
    await prisma().paymentIntent.update({ where: { id: lost.intentId }, data: { status: "succeeded" } });
    expect((await complete(jordan, lost)).__typename).toBe("OrderTransitionError");
    expect(await history(jordan, lost)).toMatchObject({ status: "CANCELLED", paymentStatus: "REFUNDED" });
  });

  test("a day off takes today's orders for as soon as possible too, refunding the paid and letting the unpaid go", async () => {
    const paidOne = await paid(casey, ids.casey.id);
    const unpaid = await placed(jordan, ids.jordan.id);
    const date = (await prisma().order.findUniqueOrThrow({ where: { id: paidOne.databaseId } })).deliveryDate!;
    const closed = await maria.rest("POST", "/api/chef/days-off", { date, reason: "Surgery" });
    expect(closed.status).toBe(200);
    expect(await history(casey, paidOne)).toMatchObject({ status: "CANCELLED", paymentStatus: "REFUNDED" });
    expect(await intentStatus(unpaid)).toBe("canceled");
    const [told] = await notices(ids.jordan.id, unpaid);
    expect(told!.message).toContain("you were not charged");
    // Checkout for the closed day is refused without the reason, which is for the affected customers.
    await setCart(server, ids.casey.id, [[ids.carnitas.id, 1]]);
    const refused = await casey.mutate(ops.createIntent, { input: {} });
    expect(refused).toMatchObject({ __typename: "CheckoutError", message: "Maria's Kitchen is closed today." });
  });
});
