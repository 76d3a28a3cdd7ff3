// The checkout obeys the kitchen's store settings: business hours, vacation mode, orders per hour and
// per day, the minimum order, the delivery radius, free delivery and auto-accept; and the menu shows
// a closed kitchen's dishes as closed with the next opening.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";
import { checkout, demoIds, ops, setCart } from "../../test/orders.ts";
import { createKitchen } from "../../test/kitchens.ts";
import { WEEKDAYS } from "../../domain/store/defaults.ts";

let server: TestServer;
let ids: Awaited<ReturnType<typeof demoIds>>;
let jordan: TestClient;
const prisma = () => server.services.prisma;

const ALL_DAY = { isOpen: true, openTime: "00:00", closeTime: "24:00" };
const OPEN_STORE = {
  vacationMode: false,
  autoAcceptOrders: false,
  minimumOrderCents: 500,
  deliveryRadiusMiles: 25,
  freeDeliveryMinimumCents: 20000,
  maxOrdersPerHour: 50,
  maxOrdersPerDay: null,
  businessHours: Object.fromEntries(WEEKDAYS.map((d) => [d, ALL_DAY])),
};

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  jordan = await server.signIn("customer2@homeplate.dev");
});
afterAll(() => server?.close());
beforeEach(async () => {
  await prisma().order.deleteMany({ where: { cookId: ids.maria.id } });
  await prisma().storeSettings.update({ where: { userId: ids.maria.id }, data: OPEN_STORE });
  await setCart(server, ids.jordan.id, [[ids.carnitas.id, 1]]);
});

const maria = (data: Record<string, unknown>) =>
  prisma().storeSettings.update({ where: { userId: ids.maria.id }, data });

/** Business hours that exclude now: every day open for one hour, starting 2 hours from now (Chicago time). */
function hoursExcludingNow() {
  const hour = Number(
    new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", hour: "numeric", hourCycle: "h23" }).format(
      new Date(),
    ),
  );
  const pad = (h: number) => `${String(h).padStart(2, "0")}:00`;
  const open = (hour + 2) % 24;
  const close = open + 1;
  return Object.fromEntries(WEEKDAYS.map((d) => [d, { isOpen: true, openTime: pad(open), closeTime: pad(close) }]));
}

/** Paid orders straight in the database, as checkout leaves them. */
async function paidOrders(count: number, paidAt = new Date()) {
  for (let i = 0; i < count; i++) {
    await prisma().order.create({
      data: {
        customerId: ids.casey.id,
        cookId: ids.maria.id,
        status: "confirmed",
        paymentStatus: "succeeded",
        paidAt,
        subtotalCents: 1000,
        platformFeeCents: 120,
        deliveryFeeCents: 99,
        taxCents: 88,
        totalCents: 1307,
        distanceMiles: 2,
        deliveryAddress: "x",
        pickupAddress: "y",
      },
    });
  }
}

const intent = () => jordan.mutate(ops.createIntent, { input: {} });
const quote = () => jordan.gql(ops.quote, {}).then((r) => r.data.result);
const MENU_STATUS = `query($first: Int) { menu(first: $first) { edges { node { databaseId cookDatabaseId kitchenStatus { open label reason } } } } }`;

async function kitchenStatusOnMenu() {
  const { data } = await jordan.gql(MENU_STATUS, { first: 100 });
  return data.menu.edges.map((e: any) => e.node).find((n: any) => n.databaseId === ids.carnitas.id).kitchenStatus;
}

describe("when the kitchen takes no order", () => {
  test("outside its business hours: checkout refuses with the next opening, and the menu shows it closed", async () => {
    await maria({ businessHours: hoursExcludingNow() });
    const refused = await intent();
    expect(refused.__typename).toBe("CheckoutError");
    expect(refused.message).toMatch(/^Maria's Kitchen is closed now\. Opens [A-Z][a-z]+day \d\d:00\.$/);
    expect((await quote()).message).toBe(refused.message);
    const status = await kitchenStatusOnMenu();
    expect(status).toMatchObject({ open: false, reason: refused.message });
    expect(status.label).toMatch(/^Closed · Opens [A-Z][a-z]+day \d\d:00$/);
    const chef = await jordan.gql(
      `query($id: Int!) { chefMenu: foodItem(databaseId: $id) { cook { kitchenStatus { open label } } } }`,
      { id: ids.carnitas.id },
    );
    expect(chef.data.chefMenu.cook.kitchenStatus).toEqual({ open: false, label: status.label });
  });

  test("a payment set up while open cannot become an order once the kitchen closed", async () => {
    const open = await intent();
    expect(open.__typename).toBe("CreatePaymentIntentPayload");
    await maria({ vacationMode: true });
    const placed = await jordan.mutate(ops.placeOrder, { input: { paymentIntentId: open.paymentIntentId } });
    expect(placed).toMatchObject({
      __typename: "CheckoutError",
      message: "Maria's Kitchen is on vacation and not taking orders.",
    });
    expect(await prisma().order.count({ where: { paymentIntentId: open.paymentIntentId } })).toBe(0);
  });

  test("in vacation mode", async () => {
    await maria({ vacationMode: true });
    expect(await intent()).toMatchObject({
      __typename: "CheckoutError",
      message: "Maria's Kitchen is on vacation and not taking orders.",
    });
    expect(await kitchenStatusOnMenu()).toMatchObject({ open: false, label: "Closed · On vacation" });
  });

  test("at its orders per hour", async () => {
    await maria({ maxOrdersPerHour: 2 });
    await paidOrders(1);
    expect((await intent()).__typename).toBe("CreatePaymentIntentPayload");
    await paidOrders(1);
    expect(await intent()).toMatchObject({
      __typename: "CheckoutError",
      message: "Maria's Kitchen has reached its limit of 2 orders per hour. Please try again later.",
    });
    expect((await kitchenStatusOnMenu()).open).toBe(false);
    // Orders paid over an hour ago, or cancelled, leave room.
    await prisma().order.updateMany({ where: { cookId: ids.maria.id }, data: { status: "cancelled" } });
    expect((await intent()).__typename).toBe("CreatePaymentIntentPayload");
  });

  test("at its orders per day", async () => {
    await maria({ maxOrdersPerDay: 3 });
    await paidOrders(3);
    expect(await intent()).toMatchObject({
      __typename: "CheckoutError",
      message: "Maria's Kitchen has reached its limit of 3 orders for today.",
    });
    await maria({ maxOrdersPerDay: 4 });
    expect((await intent()).__typename).toBe("CreatePaymentIntentPayload");
  });

  test("an open kitchen's dishes say so", async () => {
    expect(await kitchenStatusOnMenu()).toEqual({ open: true, label: "Open now", reason: null });
  });
});

describe("price and reach rules", () => {
  test("an order below the minimum names the minimum", async () => {
    await setCart(server, ids.jordan.id, [[ids.churros.id, 1]]); // 5.75
    await maria({ minimumOrderCents: 1000 });
    expect(await intent()).toMatchObject({
      __typename: "CheckoutError",
      message: "Maria's Kitchen has a minimum order of $10.00.",
    });
    await setCart(server, ids.jordan.id, [[ids.churros.id, 2]]);
    expect((await intent()).__typename).toBe("CreatePaymentIntentPayload");
  });

  test("an address beyond the delivery radius names the radius and the distance", async () => {
    await maria({ deliveryRadiusMiles: 4 });
    expect(await intent()).toMatchObject({
      __typename: "CheckoutError",
      message: "Maria's Kitchen delivers within 4 miles; this address is 4.7 miles away.",
    });
  });

  test("the free-delivery minimum waives the delivery fee", async () => {
    const before = await quote();
    expect(before.deliveryFeeCents).toBeGreaterThan(0);
    await maria({ freeDeliveryMinimumCents: 1500 });
    const after = await quote();
    expect(after.deliveryFeeCents).toBe(0);
    expect(after.totalCents).toBe(before.totalCents - before.deliveryFeeCents);
    await maria({ freeDeliveryMinimumCents: 1600 }); // the carnitas plate is 15.50
    expect((await quote()).deliveryFeeCents).toBe(before.deliveryFeeCents);
  });

  test("with auto-accept a paid order goes straight to preparing; without, it waits confirmed", async () => {
    expect((await checkout(jordan)).completed.order.status).toBe("CONFIRMED");
    await maria({ autoAcceptOrders: true });
    await setCart(server, ids.jordan.id, [[ids.carnitas.id, 1]]);
    expect((await checkout(jordan)).completed.order.status).toBe("PREPARING");
  });
});

describe("SQL statements", () => {
  test("kitchen status on the menu costs the same for one kitchen as for many", async () => {
    const count = async () => {
      const before = server.services.db.statementCount();
      const { errors } = await jordan.gql(MENU_STATUS, { first: 100 });
      expect(errors).toBeUndefined();
      return server.services.db.statementCount() - before;
    };
    const few = await count();
    for (let i = 0; i < 4; i++) await createKitchen(prisma(), { dishes: 3 });
    expect(await count()).toBe(few);
    // The session, the menu page, the kitchens with their settings, their recent paid orders, their
    // days off today.
    expect(few).toBe(5);
  });
});
