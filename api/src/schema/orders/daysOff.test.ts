// A cook's day off, as the cook and their customers take it: POST /api/chef/days-off closes the date
// (no slot offered, checkout refused), cancels and refunds every order scheduled for it at once, tells
// each customer with the reason (in-app and mail) and, for those who asked, suggests safe dishes of
// other kitchens for the same slot; DELETE opens the date again. The customer's choice over REST.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";
import { demoIds, ops, setCart, TEST_CARD } from "../../test/orders.ts";
import { globalId } from "../../test/kitchens.ts";
import { WEEKDAYS } from "../../domain/store/defaults.ts";

let server: TestServer;
let ids: Awaited<ReturnType<typeof demoIds>>;
let casey: TestClient;
let jordan: TestClient;
let cook: TestClient;
const prisma = () => server.services.prisma;
const ALL_DAY = { isOpen: true, openTime: "00:00", closeTime: "24:00" };
const OPEN = {
  vacationMode: false,
  maxOrdersPerHour: 50,
  maxOrdersPerSlot: 20,
  orderCutoffMinutes: null,
  deliveryRadiusMiles: 25,
  businessHours: Object.fromEntries(WEEKDAYS.map((d) => [d, ALL_DAY])),
};

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  casey = await server.signIn("customer@homeplate.dev");
  jordan = await server.signIn("customer2@homeplate.dev");
  cook = await server.signIn("cook@homeplate.dev");
  for (const userId of [ids.maria.id, ids.kenji.id])
    await prisma().storeSettings.update({ where: { userId }, data: OPEN });
});
afterAll(() => server?.close());
beforeEach(async () => {
  await prisma().order.deleteMany({ where: { cookId: ids.maria.id } });
  await prisma().kitchenDayOff.deleteMany({});
});

const SLOTS = `query($cookId: ID!, $date: String) { result: deliverySlots(cookId: $cookId, date: $date) {
  ... on DeliverySlots { dates slots { start available refusal } dayOff } } }`;

/** Tomorrow's date and its noon slot at Maria's kitchen. */
async function tomorrow() {
  const cookId = globalId("User", ids.maria.id);
  const date = (await casey.gql(SLOTS, { cookId })).data.result.dates[1] as string;
  const slots = (await casey.gql(SLOTS, { cookId, date })).data.result;
  return { date, noon: slots.slots[24].start as string };
}

/** A paid order of the client's for the slot. */
async function scheduledOrder(client: TestClient, userId: number, scheduledFor: string) {
  await setCart(server, userId, [[ids.carnitas.id, 1]]);
  const intent = await client.mutate(ops.createIntent, { input: { scheduledFor } });
  const placed = await client.mutate(ops.placeOrder, { input: { paymentIntentId: intent.paymentIntentId } });
  await client.mutate(ops.confirm, { input: { paymentIntentId: intent.paymentIntentId, cardNumber: TEST_CARD } });
  await client.mutate(ops.complete, { input: { orderId: placed.order.id } });
  return placed.order.databaseId as number;
}

describe("a cook's day off", () => {
  test("cancels and refunds every order of the date at once, tells each customer the reason, and suggests dishes to those who asked", async () => {
    const { date, noon } = await tomorrow();
    expect((await casey.rest("PUT", "/api/users/current/substitution-preference", { mode: "suggest" })).json).toEqual({
      mode: "suggest",
    });
    expect((await jordan.rest("GET", "/api/users/current/substitution-preference")).json).toEqual({ mode: "refund" });
    const caseys = await scheduledOrder(casey, ids.casey.id, noon);
    const jordans = await scheduledOrder(jordan, ids.jordan.id, noon);

    const res = await cook.rest("POST", "/api/chef/days-off", { date, reason: "Family emergency" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ date, cancelledOrders: 2, daysOff: [{ date, reason: "Family emergency" }] });

    for (const id of [caseys, jordans]) {
      const order = await prisma().order.findUniqueOrThrow({ where: { id } });
      expect(order).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
      const note = await prisma().notification.findFirstOrThrow({ where: { orderId: id, kind: "order_cancelled" } });
      expect(note.message).toContain("Family emergency");
      expect(note.message).toContain("cancelled and refunded in full");
    }
    const caseyNote = await prisma().notification.findFirstOrThrow({
      where: { orderId: caseys, kind: "order_cancelled" },
    });
    const jordanNote = await prisma().notification.findFirstOrThrow({
      where: { orderId: jordans, kind: "order_cancelled" },
    });
    expect(caseyNote.message).toMatch(/You could order instead: /);
    expect(jordanNote.message).not.toMatch(/instead/);
    const mail = await prisma().mailMessage.findFirst({
      where: { to: "customer@homeplate.dev", text: { contains: "Family emergency" } },
    });
    expect(mail).not.toBeNull();

    const suggested = await casey.gql(
      `query($id: Int!) { order(databaseId: $id) { substituteDishes { databaseId cookDatabaseId allergens } } }`,
      { id: caseys },
    );
    const dishes = suggested.data.order.substituteDishes;
    expect(dishes.length).toBeGreaterThan(0);
    expect(dishes.length).toBeLessThanOrEqual(3);
    for (const d of dishes) {
      expect(d.cookDatabaseId).not.toBe(ids.maria.id);
      expect(d.allergens).not.toBeNull();
    }
  });

  test("no slot of the date is offered and checkout for it is refused; DELETE opens it again", async () => {
    const { date, noon } = await tomorrow();
    await cook.rest("POST", "/api/chef/days-off", { date, reason: "Kitchen repairs" });
    const slots = await casey.rest("GET", `/api/chefs/${ids.maria.id}/delivery-slots?date=${date}`);
    expect(slots.json.every((s: any) => !s.available)).toBe(true);
    expect(slots.json.filter((s: any) => s.reason === "day_off").length).toBeGreaterThan(20);
    await setCart(server, ids.casey.id, [[ids.carnitas.id, 1]]);
    const refused = await casey.mutate(ops.createIntent, { input: { scheduledFor: noon } });
    expect(refused.message).toMatch(/is closed on .*Please choose another day\./);

    const reopened = await cook.rest("DELETE", `/api/chef/days-off/${date}`);
    expect(reopened.json).toMatchObject({ date, daysOff: [] });
    expect((await casey.mutate(ops.createIntent, { input: { scheduledFor: noon } })).__typename).toBe(
      "CreatePaymentIntentPayload",
    );
    expect((await cook.rest("DELETE", "/api/chef/days-off", { date })).status).toBe(404);
  });

  test("a past date, a missing reason, a customer and a bad preference answer 4xx with a message", async () => {
    expect(await cook.rest("POST", "/api/chef/days-off", { date: "2020-01-01", reason: "Too late" })).toMatchObject({
      status: 400,
      json: { error: "That date has already passed" },
    });
    const { date } = await tomorrow();
    expect((await cook.rest("POST", "/api/chef/days-off", { date })).json).toEqual({
      error: "Please give a reason (at least 3 characters)",
    });
    expect((await cook.rest("POST", "/api/chef/days-off", { date: "tomorrow", reason: "Rest" })).json).toEqual({
      error: "The date must be a calendar date as YYYY-MM-DD",
    });
    expect((await casey.rest("POST", "/api/chef/days-off", { date, reason: "Rest" })).status).toBe(403);
    expect((await casey.rest("PUT", "/api/users/current/substitution-preference", { mode: "maybe" })).json).toEqual({
      error: 'mode must be "refund" or "suggest".',
    });
    expect((await server.client().rest("GET", "/api/users/current/substitution-preference")).status).toBe(401);
  });
});
