// Platform settings: the store rules with their messages, the spec's defaults, who may edit whose store.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";

let server: TestServer;
let cook: TestClient;
let cook2Id: number;
let cookId: number;

beforeAll(async () => {
  server = await startTestServer();
  cook = await server.signIn("cook@homeplate.dev");
  cookId = (await server.services.prisma.user.findUniqueOrThrow({ where: { email: "cook@homeplate.dev" } })).id;
  cook2Id = (await server.services.prisma.user.findUniqueOrThrow({ where: { email: "cook2@homeplate.dev" } })).id;
});
afterAll(() => server?.close());

const day = (isOpen: boolean, openTime = "09:00", closeTime = "17:00") => ({ isOpen, openTime, closeTime });
const hours = {
  monday: day(true),
  tuesday: day(true),
  wednesday: day(true),
  thursday: day(true),
  friday: day(true, "09:00", "24:00"),
  saturday: day(true, "10:00", "15:00"),
  sunday: day(false, "10:00", "15:00"),
};
const valid = {
  businessName: "Maria's Kitchen",
  description: "",
  address: "1400 E 6th St, Austin, TX 78702",
  phone: "(512) 555-0142",
  email: "cook@homeplate.dev",
  preparationTime: 30,
  deliveryRadius: 5,
  deliveryFee: 2.99,
  minimumOrderAmount: 15,
  freeDeliveryMinimum: 50,
  autoAcceptOrders: false,
  maxOrdersPerHour: 10,
  payoutFrequency: "weekly",
  taxId: "",
  businessHours: hours,
};

describe("store settings rules", () => {
  test.each([
    [{ businessName: " " }, "Business name is required"],
    [{ address: "" }, "Address is required"],
    [
      { address: "Cesar Chavez St, Springfield" },
      "Which one do you mean: Springfield, IL; Springfield, MA; Springfield, MO; Springfield, VA; Springfield, OH?",
    ],
    [{ phone: "" }, "Phone number is required"],
    [{ email: "maria-at-home" }, "Valid email is required"],
    [{ preparationTime: 9 }, "Preparation time must be between 10 and 120"],
    [{ preparationTime: 121 }, "Preparation time must be between 10 and 120"],
    [{ deliveryRadius: 0.4 }, "Delivery radius must be between 0.5 and 50"],
    [{ deliveryRadius: 51 }, "Delivery radius must be between 0.5 and 50"],
    [{ deliveryFee: 20.01 }, "Delivery fee must be between $0 and $20"],
    [{ deliveryFee: -1 }, "Delivery fee must be between $0 and $20"],
    [{ minimumOrderAmount: 4.99 }, "Minimum order amount must be between $5 and $100"],
    [{ minimumOrderAmount: 101 }, "Minimum order amount must be between $5 and $100"],
    [{ freeDeliveryMinimum: 19 }, "Free delivery minimum must be between $20 and $200"],
    [{ freeDeliveryMinimum: 201 }, "Free delivery minimum must be between $20 and $200"],
    [{ maxOrdersPerHour: 0 }, "Max orders per hour must be between 1 and 50"],
    [{ maxOrdersPerHour: 51 }, "Max orders per hour must be between 1 and 50"],
    [{ payoutFrequency: "monthly" }, "Payout frequency must be daily or weekly"],
    [
      { businessHours: { ...hours, monday: day(true, "9am", "17:00") } },
      "Business hours for Monday: use times like 09:00",
    ],
    [
      { businessHours: { ...hours, tuesday: day(true, "18:00", "09:00") } },
      "Business hours for Tuesday: opening time must be before closing time",
    ],
    [
      { businessHours: { ...hours, sunday: day(true, "10:00", "24:30") } },
      "Business hours for Sunday: use times like 17:00 (24:00 for midnight)",
    ],
  ])("%j is refused with '%s' and nothing is saved", async (change, message) => {
    const before = await server.services.prisma.storeSettings.findUnique({ where: { userId: cookId } });
    const res = await cook.rest("POST", "/api/store-settings", { ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.text).toBe(message);
    expect(await server.services.prisma.storeSettings.findUnique({ where: { userId: cookId } })).toEqual(before);
  });

  test("a field sent empty or not a number answers with its rule's message", async () => {
    for (const [change, message] of [
      [{ preparationTime: "" }, "Preparation time must be between 10 and 120"],
      [{ deliveryFee: "free" }, "Delivery fee must be between $0 and $20"],
      [{ businessHours: "9 to 5" }, "Business hours must be an object by weekday"],
    ] as const) {
      const res = await cook.rest("POST", "/api/store-settings", { ...valid, ...change });
      expect(res.status).toBe(400);
      expect(res.text).toBe(message);
    }
  });

  // The spec's client may save a subset of the settings.
  test("a partial save changes only the fields sent", async () => {
    expect((await cook.rest("POST", "/api/store-settings", valid)).status).toBe(200);
    const before = await server.services.prisma.storeSettings.findUniqueOrThrow({ where: { userId: cookId } });
    const res = await cook.rest("POST", "/api/store-settings", { deliveryFee: 4.25, maxOrdersPerHour: 12 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      deliveryFee: 4.25,
      maxOrdersPerHour: 12,
      businessName: valid.businessName,
      preparationTime: 30,
    });
    const after = await server.services.prisma.storeSettings.findUniqueOrThrow({ where: { userId: cookId } });
    expect(after).toEqual({ ...before, deliveryFeeCents: 425, maxOrdersPerHour: 12, updatedAt: after.updatedAt });
  });
});

describe("saving and reading a store", () => {
  test("a store never saved shows the spec's defaults", async () => {
    const fresh = await server.services.prisma.user.create({
      data: {
        name: "Nia Fresh",
        username: "Nia Fresh",
        email: "nia@example.com",
        role: "cook",
        approvalStatus: "approved",
        phone: "5125550100",
        address: "1 Main St, Austin",
      },
    });
    const admin = await server.signIn("admin@homeplate.dev");
    const res = await admin.rest("GET", `/api/store-settings/${fresh.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      saved: false,
      businessName: "Nia Fresh",
      preparationTime: 30,
      deliveryRadius: 5,
      deliveryFee: 2.99,
      minimumOrderAmount: 15,
      freeDeliveryMinimum: 50,
      maxOrdersPerHour: 10,
      payoutFrequency: "weekly",
      maxOrdersPerDay: 10,
      payoutSchedule: "weekly",
      notifications: { orders: true, email: true, push: false },
    });
    expect(res.json.businessHours).toEqual({
      monday: day(true),
      tuesday: day(true),
      wednesday: day(true),
      thursday: day(true),
      friday: day(true),
      saturday: day(true, "10:00", "15:00"),
      sunday: day(false, "10:00", "15:00"),
    });
  });

  test("a cook saves their store, with midnight closing, and reads it back in dollars", async () => {
    const res = await cook.rest("POST", "/api/store-settings", { ...valid, deliveryFee: 3.49, taxId: "12-3456789" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ userId: cookId, saved: true, deliveryFee: 3.49, taxId: "12-3456789" });
    const row = await server.services.prisma.storeSettings.findUniqueOrThrow({ where: { userId: cookId } });
    expect(row.deliveryFeeCents).toBe(349);
    const read = await cook.rest("GET", `/api/store-settings/${cookId}`);
    expect(read.json.businessHours.friday).toEqual(day(true, "09:00", "24:00"));
  });

  test("a cook cannot read or change another cook's store", async () => {
    const before = await server.services.prisma.storeSettings.findUnique({ where: { userId: cook2Id } });
    expect((await cook.rest("GET", `/api/store-settings/${cook2Id}`)).status).toBe(403);
    const res = await cook.rest("POST", "/api/store-settings", {
      ...valid,
      userId: cook2Id,
      businessName: "Taken over",
    });
    expect(res.status).toBe(403);
    expect(await server.services.prisma.storeSettings.findUnique({ where: { userId: cook2Id } })).toEqual(before);
  });

  test("a cook whose application is pending cannot save a store, and nothing is saved", async () => {
    const pending = await server.signIn("pending.cook@homeplate.dev");
    const pendingId = (
      await server.services.prisma.user.findUniqueOrThrow({ where: { email: "pending.cook@homeplate.dev" } })
    ).id;
    const r = await pending.mutate(
      `mutation($input: SaveStoreSettingsInput!) { result: saveStoreSettings(input: $input) { __typename ... on Error { message } } }`,
      { input: { businessName: "Not Yet Open", deliveryFeeCents: 0 } },
    );
    expect(r).toEqual({ __typename: "NotAllowedError", message: "You are not allowed to do that." });
    expect((await pending.rest("POST", "/api/store-settings", valid)).status).toBe(403);
    expect(await server.services.prisma.storeSettings.findUnique({ where: { userId: pendingId } })).toBeNull();
    // Reading the defaults stays open to them: the page is for any cook (companion spec §6).
    expect((await pending.rest("GET", `/api/store-settings/${pendingId}`)).json).toMatchObject({ saved: false });
  });

  test("customers and drivers are refused", async () => {
    for (const email of ["customer@homeplate.dev", "driver@homeplate.dev"]) {
      const c = await server.signIn(email);
      expect((await c.rest("POST", "/api/store-settings", valid)).status).toBe(403);
      expect((await c.rest("GET", `/api/store-settings/${cookId}`)).status).toBe(403);
    }
  });

  test("an admin edits a cook's store by its user id", async () => {
    const admin = await server.signIn("admin@homeplate.dev");
    const res = await admin.rest("POST", "/api/store-settings", {
      ...valid,
      userId: cook2Id,
      businessName: "Kenji's Home Kitchen",
      deliveryFee: 1.99,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ userId: cook2Id, businessName: "Kenji's Home Kitchen", deliveryFee: 1.99 });
    expect((await admin.rest("POST", "/api/store-settings", valid)).text).toBe("Choose whose store to edit");
    const customer = await server.services.prisma.user.findUniqueOrThrow({
      where: { email: "customer@homeplate.dev" },
    });
    expect((await admin.rest("POST", "/api/store-settings", { ...valid, userId: customer.id })).status).toBe(404);
  });

  test("an admin lists the cooks whose stores they may edit", async () => {
    const admin = await server.signIn("admin@homeplate.dev");
    const { data } = await admin.gql(
      `{ cookStores(first: 20) { edges { node { name storeSettings { businessName } } } } }`,
    );
    const names = data.cookStores.edges.map((e: any) => e.node.name);
    expect(names).toEqual(expect.arrayContaining(["Maria Lopez", "Kenji Tanaka"]));
    const { errors } = await cook.gql(`{ cookStores(first: 5) { edges { node { name } } } }`);
    expect(errors?.[0]?.message).toBe("You are not allowed to do that.");
  });
});

describe("chef settings tab", () => {
  const save = (client: TestClient, input: Record<string, unknown>) =>
    client.mutate(
      `mutation($input: UpdateChefPreferencesInput!) { result: updateChefPreferences(input: $input) {
        __typename ... on Error { message } ... on StoreSettingsPayload { cook { storeSettings {
          notifyOrders notifyPush payoutSchedule autoAcceptOrders vacationMode maxOrdersPerDay businessName } } } } }`,
      { input },
    );

  test("toggles, payout schedule, auto-accept, vacation mode and capacity are saved; unlimited is null", async () => {
    const r = await save(cook, {
      notifyPush: true,
      notifyOrders: false,
      payoutSchedule: "monthly",
      autoAcceptOrders: true,
      vacationMode: true,
      maxOrdersPerDay: null,
    });
    expect(r.cook.storeSettings).toMatchObject({
      notifyOrders: false,
      notifyPush: true,
      payoutSchedule: "monthly",
      autoAcceptOrders: true,
      vacationMode: true,
      maxOrdersPerDay: null,
    });
    const again = await save(cook, { maxOrdersPerDay: 20 });
    expect(again.cook.storeSettings).toMatchObject({ maxOrdersPerDay: 20, vacationMode: true, notifyPush: true });
  });

  test.each([
    [{ maxOrdersPerDay: 7 }, "Order capacity must be 5, 10 or 20 orders a day, or unlimited"],
    [{ payoutSchedule: "yearly" }, "Payout schedule must be daily, weekly or monthly"],
  ])("%j is refused with '%s'", async (input, message) => {
    const r = await save(cook, input);
    expect(r).toMatchObject({ __typename: "ValidationError", message });
  });

  test("contact info is validated and saved", async () => {
    const mutation = `mutation($input: UpdateContactInfoInput!) { result: updateContactInfo(input: $input) {
      __typename ... on Error { message } ... on UpdateContactInfoPayload { user { phone address } } } }`;
    expect(await cook.mutate(mutation, { input: { phone: "555", address: "1400 E 6th St, Austin" } })).toMatchObject({
      message: "Phone number must be at least 10 digits",
    });
    expect(
      await cook.mutate(mutation, { input: { phone: "(512) 555-0199", address: "1400 E 6th St, Austin" } }),
    ).toMatchObject({
      user: { phone: "(512) 555-0199", address: "1400 E 6th St, Austin" },
    });
  });
});
