// Portions per day, as a cook and customers take them: the cook's number a day and per date over
// REST, what is left by date in the kitchen's time zone, concurrent checkouts against the last
// portions, a cancelled order giving its portions back, 'Sold out' on the dish, in the cart, in the
// slot picker and live over menuUpdated.
import { createClient } from "graphql-ws";
import { WebSocket } from "ws";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";
import { checkout, demoIds, setCart, TEST_CARD } from "../../test/orders.ts";
import { globalId } from "../../test/kitchens.ts";
import { WEEKDAYS } from "../../domain/store/defaults.ts";
import { formatLocalDate, localDateOf } from "../../domain/store/slots.ts";
import { portionDateLabel } from "../../domain/orders/portionCounts.ts";

let server: TestServer;
let ids: Awaited<ReturnType<typeof demoIds>>;
let casey: TestClient;
let cook: TestClient;
let otherCook: TestClient;
const prisma = () => server.services.prisma;
const ALL_DAY = { isOpen: true, openTime: "00:00", closeTime: "24:00" };
const TZ = "America/Chicago";
const today = () => formatLocalDate(localDateOf(new Date(), TZ));
const label = (date: string) => {
  const [year, month, day] = date.split("-").map(Number);
  return portionDateLabel({ year: year!, month: month!, day: day! });
};

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  casey = await server.signIn("customer@homeplate.dev");
  cook = await server.signIn("cook@homeplate.dev");
  otherCook = await server.signIn("cook2@homeplate.dev");
  await prisma().storeSettings.update({
    where: { userId: ids.maria.id },
    data: {
      vacationMode: false,
      maxOrdersPerHour: 50,
      maxOrdersPerDay: null,
      maxOrdersPerSlot: 20,
      businessHours: Object.fromEntries(WEEKDAYS.map((d) => [d, ALL_DAY])),
    },
  });
});
afterAll(() => server?.close());
beforeEach(async () => {
  await prisma().order.deleteMany({ where: { cookId: ids.maria.id } });
  await prisma().dishPortions.deleteMany({});
  await prisma().foodItem.updateMany({ where: { cookId: ids.maria.id }, data: { portionsPerDay: null } });
  await setCart(server, ids.casey.id, []);
});

const portions = (client: TestClient, dishId: number, query = "") =>
  client.rest("GET", `/api/food-items/${dishId}/portions${query}`);

/** A new customer, signed in. */
async function newCustomer(n: number) {
  const client = server.client();
  const email = `portions.${n}.${Math.random().toString(36).slice(2)}@example.com`;
  const res = await client.rest("POST", "/api/customers/register", {
    name: `Pat ${n}`,
    email,
    password: "secret123",
    phone: "(512) 555-0199",
    address: "100 Congress Ave, Austin, TX",
    role: "customer",
  });
  expect(res.status).toBe(200);
  expect((await client.rest("POST", "/api/auth/login", { email, password: "secret123" })).status).toBe(200);
  return client;
}

describe("portions per day", () => {
  test("the cook sets portions a day and per date; anyone reads what is left by date in the kitchen's time zone", async () => {
    const patched = await cook.rest("PATCH", `/api/chef/food-items/${ids.carnitas.id}`, { portionsPerDay: 4 });
    expect(patched.status).toBe(200);
    expect(patched.json.portionsPerDay).toBe(4);
    const week = await portions(server.client(), ids.carnitas.id);
    expect(week.status).toBe(200);
    expect(week.json).toHaveLength(7);
    expect(week.json[0]).toEqual({ date: today(), portions: 4, remaining: 4 });
    const tomorrow = week.json[1].date;
    const put = await cook.rest("PUT", `/api/chef/food-items/${ids.carnitas.id}/portions/${tomorrow}`, { portions: 1 });
    expect(put.status).toBe(200);
    expect(put.json).toEqual({ date: tomorrow, portions: 1, remaining: 1 });
    const range = await portions(casey, ids.carnitas.id, `?from=${today()}&to=${tomorrow}`);
    expect(range.json).toEqual([
      { date: today(), portions: 4, remaining: 4 },
      { date: tomorrow, portions: 1, remaining: 1 },
    ]);
    // null: back to the dish's number; unlimited dishes answer null.
    await cook.rest("PUT", `/api/chef/food-items/${ids.carnitas.id}/portions/${tomorrow}`, { portions: null });
    expect((await portions(casey, ids.carnitas.id, `?from=${tomorrow}&to=${tomorrow}`)).json[0].portions).toBe(4);
    expect((await portions(casey, ids.churros.id)).json[0]).toEqual({ date: today(), portions: null, remaining: null });
  });

  test("bad dates, numbers, other cooks' dishes and unknown dishes answer 4xx with a message", async () => {
    const url = `/api/chef/food-items/${ids.carnitas.id}/portions`;
    expect(await cook.rest("PUT", `${url}/2026-02-30`, { portions: 3 })).toMatchObject({
      status: 400,
      json: { error: "The date must be a calendar date as YYYY-MM-DD" },
    });
    expect((await cook.rest("PUT", `${url}/${today()}`, { portions: -1 })).json).toEqual({
      error: "Portions must be a whole number from 0 to 10,000",
    });
    expect((await otherCook.rest("PUT", `${url}/${today()}`, { portions: 3 })).status).toBe(403);
    expect((await casey.rest("PUT", `${url}/${today()}`, { portions: 3 })).status).toBe(403);
    expect((await portions(casey, 999999)).status).toBe(404);
    expect((await portions(casey, ids.carnitas.id, "?from=tomorrow")).json).toEqual({
      error: "from must be a calendar date as YYYY-MM-DD",
    });
    const bad = await cook.rest("PATCH", `/api/chef/food-items/${ids.carnitas.id}`, { portionsPerDay: "lots" });
    expect(bad.status).toBe(400);
    expect(bad.text).toBe("Portions per day must be a whole number");
  });

  test("concurrent checkouts against the last portions never sell more than there are; a cancelled order gives them back", async () => {
    await cook.rest("PATCH", `/api/chef/food-items/${ids.carnitas.id}`, { portionsPerDay: 3 });
    const customers = await Promise.all([1, 2, 3, 4, 5].map(newCustomer));
    // Five customers ask for 2 and... only one of them fits, with 1 portion left over.
    const placed = await Promise.all(
      customers.map((c) => c.rest("POST", "/api/orders", { items: [{ foodItemId: ids.carnitas.id, quantity: 2 }] })),
    );
    const ok = placed.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const refused of placed.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.text).toBe(`Only 1 portion of Carnitas Plate is left for ${label(today())}.`);
    }
    const [first] = ok;
    const winner = customers[placed.indexOf(first!)]!;
    await winner.rest("POST", `/api/payment-intents/${first!.json.paymentIntentId}/confirm`, { cardNumber: TEST_CARD });
    expect((await winner.rest("POST", `/api/orders/${first!.json.id}/complete-payment`, {})).status).toBe(200);
    expect((await portions(casey, ids.carnitas.id)).json[0]).toMatchObject({ portions: 3, remaining: 1 });

    // The last one, at once by the four others: exactly one gets it.
    const last = await Promise.all(
      customers
        .filter((c) => c !== winner)
        .map((c) => c.rest("POST", "/api/orders", { items: [{ foodItemId: ids.carnitas.id, quantity: 1 }] })),
    );
    expect(last.filter((r) => r.status === 200)).toHaveLength(1);
    expect(last.filter((r) => r.status === 400).map((r) => r.text)).toEqual(
      Array(3).fill(`Carnitas Plate is sold out for ${label(today())}.`),
    );
    expect((await portions(casey, ids.carnitas.id)).json[0].remaining).toBe(0);

    // The cook declines the paid order: its 2 portions come back.
    const declined = await cook.rest("POST", `/api/orders/${first!.json.id}/decline`, { reason: "Out of pork" });
    expect(declined.status).toBe(200);
    expect((await portions(casey, ids.carnitas.id)).json[0].remaining).toBe(2);
  });

  test("a sold-out dish shows 'Sold out' today, is refused in the cart naming the dish and date, and the slot picker marks its date", async () => {
    const carnitas = globalId("FoodItem", ids.carnitas.id);
    const dish = `query($id: ID!) { node(id: $id) { ... on FoodItem { soldOutToday portionsToday { remaining soldOut dateLabel } } } }`;
    expect((await casey.gql(dish, { id: carnitas })).data.node.soldOutToday).toBe(false);
    await cook.rest("PUT", `/api/chef/food-items/${ids.carnitas.id}/portions/${today()}`, { portions: 0 });
    expect((await casey.gql(dish, { id: carnitas })).data.node).toEqual({
      soldOutToday: true,
      portionsToday: { remaining: 0, soldOut: true, dateLabel: label(today()) },
    });
    const add = await casey.rest("POST", "/api/cart", { foodItemId: ids.carnitas.id, quantity: 1 });
    expect(add.status).toBe(409);
    expect(add.text).toBe(`Carnitas Plate is sold out for ${label(today())}.`);

    // Tomorrow has none either: the slot picker says so for the customer whose cart holds it.
    const tomorrow = (await portions(casey, ids.carnitas.id)).json[1].date;
    await cook.rest("PUT", `/api/chef/food-items/${ids.carnitas.id}/portions/${tomorrow}`, { portions: 0 });
    await setCart(server, ids.casey.id, [[ids.carnitas.id, 1]]);
    const slots = await casey.rest("GET", `/api/chefs/${ids.maria.id}/delivery-slots?date=${tomorrow}`);
    // Every slot of the day is refused, and those still to come say why in REST's own word.
    expect(slots.json.length).toBeGreaterThan(0);
    expect(slots.json.every((s: any) => !s.available && ["sold_out", "past", "cutoff"].includes(s.reason))).toBe(true);
    expect(slots.json.filter((s: any) => s.reason === "sold_out").length).toBeGreaterThan(0);
    const q = `query($cookId: ID!, $date: String) { result: deliverySlots(cookId: $cookId, date: $date) { ... on DeliverySlots { soldOut } } }`;
    expect((await casey.gql(q, { cookId: globalId("User", ids.maria.id), date: tomorrow })).data.result.soldOut).toBe(
      `Carnitas Plate is sold out for ${label(tomorrow)}.`,
    );
    // Checkout for today refuses it too.
    await expect(checkout(casey)).rejects.toThrow(`Carnitas Plate is sold out for ${label(today())}.`);
  });

  test("menuUpdated tells subscribers live when a dish sells out and when it is back", async () => {
    const client = createClient({ url: server.url.replace("http", "ws") + "/graphql", webSocketImpl: WebSocket });
    const query = `subscription($ids: [ID!]) { menuUpdated(foodItemIds: $ids) { name soldOutToday } }`;
    const events: any[] = [];
    const heard = (n: number) =>
      new Promise<void>((resolve) => {
        const check = () => (events.length >= n ? resolve() : setTimeout(check, 50));
        check();
      });
    client.subscribe(
      { query, variables: { ids: [globalId("FoodItem", ids.carnitas.id)] } },
      { next: (r) => void events.push(r.data ?? r.errors), error: () => {}, complete: () => {} },
    );
    await new Promise((r) => setTimeout(r, 300));
    await cook.rest("PUT", `/api/chef/food-items/${ids.carnitas.id}/portions/${today()}`, { portions: 0 });
    await heard(1);
    expect(events[0].menuUpdated).toEqual({ name: "Carnitas Plate", soldOutToday: true });
    // Every event reads the dish afresh: portions back, 'Sold out' gone.
    await cook.rest("PUT", `/api/chef/food-items/${ids.carnitas.id}/portions/${today()}`, { portions: 5 });
    await heard(2);
    expect(events[1].menuUpdated).toEqual({ name: "Carnitas Plate", soldOutToday: false });
    await client.dispose();
  });
});
