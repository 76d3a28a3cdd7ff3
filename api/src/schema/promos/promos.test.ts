// Promo codes: their owners make and manage them over /api, customers use them at checkout over
// GraphQL and /api, each refusal says why, limits hold when customers race, a cancelled order gives
// its use back, and the kitchen's earnings and the admin's figures show who paid.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";
import { demoIds, setCart, TEST_CARD } from "../../test/orders.ts";
import { discountCents, refusalByDate, refusalByUse } from "./rules.ts";

let server: TestServer;
let ids: Awaited<ReturnType<typeof demoIds>>;
let admin: TestClient;
let maria: TestClient;
let kenji: TestClient;
let casey: TestClient;
let jordan: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  [admin, maria, kenji, casey, jordan] = await Promise.all(
    ["admin", "cook", "cook2", "customer", "customer2"].map((who) => server.signIn(`${who}@homeplate.dev`)),
  );
});
afterAll(() => server?.close());

beforeEach(async () => {
  const prisma = server.services.prisma;
  await prisma.storeSettings.updateMany({ data: { autoAcceptOrders: false, minimumOrderCents: 500 } });
});

/** A new code of the client's own over /api; a unique text unless one is given. */
let made = 0;
async function makeCode(owner: TestClient, settings: Record<string, unknown>) {
  const res = await owner.rest("POST", "/api/promo-codes", { code: `TEST${++made}`, ...settings });
  expect(res.status, res.text).toBe(200);
  return res.json;
}

/** The spec client's order of these dishes with a promo code, paid with the test card. */
async function order(client: TestClient, items: [number, number][], promoCode?: string) {
  const placed = await client.rest("POST", "/api/orders", {
    items: items.map(([foodItemId, quantity]) => ({ foodItemId, quantity })),
    ...(promoCode === undefined ? {} : { promoCode }),
  });
  if (placed.status !== 200) return placed;
  await client.rest("POST", `/api/payment-intents/${placed.json.paymentIntentId}/confirm`, { cardNumber: TEST_CARD });
  return client.rest("POST", `/api/orders/${placed.json.id}/complete-payment`, {});
}

const carnitas = (n = 2): [number, number][] => [[ids.carnitas.id, n]]; // 15.50 each, Maria's

describe("the rules", () => {
  test("a percent code takes its share of the subtotal rounded half-up, an amount at most the subtotal, free delivery the fee", () => {
    expect(discountCents({ kind: "percent", value: 10 }, { subtotalCents: 3105, deliveryFeeCents: 99 })).toBe(311);
    expect(discountCents({ kind: "amount", value: 5000 }, { subtotalCents: 3100, deliveryFeeCents: 99 })).toBe(3100);
    expect(discountCents({ kind: "free_delivery", value: 0 }, { subtotalCents: 3100, deliveryFeeCents: 124 })).toBe(
      124,
    );
  });

  test("a code is refused before its start and from its end", () => {
    const now = new Date("2026-12-01T12:00:00Z");
    expect(refusalByDate({ startsAt: new Date("2026-12-02"), endsAt: null }, now)).toBe("not_started");
    expect(refusalByDate({ startsAt: null, endsAt: now }, now)).toBe("expired");
    expect(refusalByDate({ startsAt: new Date("2026-11-01"), endsAt: new Date("2026-12-02") }, now)).toBeNull();
  });

  test("first order only, then the customer's limit, then the total limit", () => {
    const code = { maxRedemptions: 1, perCustomerLimit: 1, firstOrderOnly: true };
    expect(refusalByUse(code, { total: 1, byCustomer: 1, customerHasOrdered: true })).toBe("first_order_only");
    expect(
      refusalByUse({ ...code, firstOrderOnly: false }, { total: 1, byCustomer: 1, customerHasOrdered: true }),
    ).toBe("already_used");
    expect(refusalByUse(code, { total: 1, byCustomer: 0, customerHasOrdered: false })).toBe("used_up");
  });
});

describe("owners manage their codes over /api", () => {
  test("an admin makes platform codes and a cook kitchen codes; each lists only their own", async () => {
    const platform = await makeCode(admin, { code: "spring15", kind: "percent", value: 15, minSubtotal: "20" });
    expect(platform).toMatchObject({
      code: "SPRING15",
      kind: "percent",
      value: 15,
      minSubtotal: "20.00",
      paidBy: "platform",
    });
    const kitchen = await makeCode(maria, { kind: "amount", value: "4.50", maxRedemptions: 3, perCustomerLimit: 1 });
    expect(kitchen).toMatchObject({
      kind: "amount",
      value: "4.50",
      maxRedemptions: 3,
      paidBy: "kitchen",
      active: true,
    });

    const listed = await maria.rest("GET", "/api/promo-codes");
    expect(listed.status, listed.text).toBe(200);
    const mine = listed.json.map((c: { code: string }) => c.code);
    expect(mine).toContain(kitchen.code);
    expect(mine).toContain("MARIA5");
    expect(mine).not.toContain("SPRING15");
    expect(mine).not.toContain("KENJIDELIVERS");
    const platformCodes = (await admin.rest("GET", "/api/promo-codes")).json.map((c: { code: string }) => c.code);
    expect(platformCodes).toEqual(expect.arrayContaining(["SPRING15", "WELCOME10"]));
    expect(platformCodes).not.toContain("MARIA5");
  });

  test("a code's text is taken whatever its case, and a setting that breaks a rule is refused with it", async () => {
    const taken = await kenji.rest("POST", "/api/promo-codes", { code: "welcome10", kind: "free_delivery" });
    expect(taken).toMatchObject({
      status: 400,
      json: { error: "The code WELCOME10 is already taken. Please choose another." },
    });
    const percent = await kenji.rest("POST", "/api/promo-codes", { code: "TOOMUCH", kind: "percent", value: 150 });
    expect(percent.json.error).toBe("A percent code takes 1 to 100 percent off");
    const kind = await kenji.rest("POST", "/api/promo-codes", { code: "ODDKIND", kind: "bogus", value: 1 });
    expect(kind.status).toBe(400);
    expect(kind.json.error).toBeTruthy();
    const dates = await kenji.rest("POST", "/api/promo-codes", {
      code: "BACKWARDS",
      kind: "free_delivery",
      startsAt: "2027-01-02T00:00:00Z",
      endsAt: "2027-01-01T00:00:00Z",
    });
    expect(dates.json.error).toBe("endsAt must be after startsAt");
  });

  test("customers and drivers cannot make codes, and nobody changes or deletes another owner's code", async () => {
    expect(await casey.rest("POST", "/api/promo-codes", { code: "MINE", kind: "free_delivery" })).toMatchObject({
      status: 403,
      json: { error: "You are not allowed to do that." },
    });
    const marias = await makeCode(maria, { kind: "free_delivery" });
    expect((await kenji.rest("PATCH", `/api/promo-codes/${marias.id}`, { maxRedemptions: 1 })).status).toBe(404);
    expect((await admin.rest("DELETE", `/api/promo-codes/${marias.id}`)).status).toBe(404);
    expect((await kenji.rest("DELETE", "/api/promo-codes/999999")).json).toEqual({
      error: "That promo code does not exist.",
    });
  });

  test("PATCH changes only the settings it names; null clears a limit", async () => {
    const code = await makeCode(maria, { kind: "percent", value: 10, maxRedemptions: 5 });
    const changed = await maria.rest("PATCH", `/api/promo-codes/${code.id}`, { value: 20, maxRedemptions: null });
    expect(changed.json).toMatchObject({ code: code.code, kind: "percent", value: 20, maxRedemptions: null });
    const toAmount = await maria.rest("PATCH", `/api/promo-codes/${code.id}`, { kind: "amount", value: "3.00" });
    expect(toAmount.json).toMatchObject({ kind: "amount", value: "3.00" });
  });

  test("a code nobody used is deleted; one with redemptions is deactivated and then refused", async () => {
    const unused = await makeCode(maria, { kind: "free_delivery" });
    expect((await maria.rest("DELETE", `/api/promo-codes/${unused.id}`)).json).toEqual({
      id: unused.id,
      deleted: true,
      deactivated: false,
    });
    const used = await makeCode(maria, { kind: "amount", value: "1.00" });
    expect((await order(jordan, carnitas(), used.code)).status).toBe(200);
    const deleted = await maria.rest("DELETE", `/api/promo-codes/${used.id}`);
    expect(deleted.json).toMatchObject({
      deleted: false,
      deactivated: true,
      promoCode: { active: false, redemptions: 1 },
    });
    expect((await order(jordan, carnitas(), used.code)).json.error).toBe(
      `The promo code ${used.code} is no longer active.`,
    );
  });
});

describe("checkout with a code", () => {
  test("the GraphQL quote shows the discount line of a code typed in any case, and the total is net of it", async () => {
    const code = await makeCode(maria, { kind: "amount", value: "2.50" });
    await setCart(server, ids.jordan.id, [[ids.carnitas.id, 2]]);
    const QUOTE = `query($code: String) { result: checkoutQuote(promoCode: $code) { __typename ... on Error { message }
      ... on PromoCodeError { reason } ... on CheckoutQuote { subtotalCents totalCents discountCents promoCode } } }`;
    const plain = (await jordan.gql(QUOTE, {})).data.result;
    const withCode = (await jordan.gql(QUOTE, { code: code.code.toLowerCase() })).data.result;
    expect(withCode).toMatchObject({ discountCents: 250, promoCode: code.code, totalCents: plain.totalCents - 250 });
    expect((await jordan.gql(QUOTE, { code: "NOPE" })).data.result).toMatchObject({
      __typename: "PromoCodeError",
      reason: "UNKNOWN",
      message: "We don't know the promo code NOPE. Please check it and try again.",
    });
    await setCart(server, ids.jordan.id, []);
  });

  test("the web checkout's intent carries the code to the order, which records it for the receipt", async () => {
    const code = await makeCode(maria, { kind: "percent", value: 10 });
    await setCart(server, ids.jordan.id, [[ids.carnitas.id, 2]]);
    const intent = await jordan.mutate(
      `mutation($input: CreatePaymentIntentInput!) { result: createPaymentIntent(input: $input) { __typename
        ... on CreatePaymentIntentPayload { paymentIntentId amountCents quote { discountCents totalCents } } } }`,
      { input: { promoCode: code.code } },
    );
    expect(intent.quote.discountCents).toBe(310);
    expect(intent.amountCents).toBe(intent.quote.totalCents);
    const placed = await jordan.mutate(
      `mutation($input: PlaceOrderInput!) { result: placeOrder(input: $input) { __typename ... on Error { message }
        ... on PlaceOrderPayload { order { databaseId discountCents promoCode discountFundedBy totalCents } } } }`,
      { input: { paymentIntentId: intent.paymentIntentId } },
    );
    expect(placed.order).toMatchObject({
      discountCents: 310,
      promoCode: code.code,
      discountFundedBy: "KITCHEN",
      totalCents: intent.amountCents,
    });
    await setCart(server, ids.jordan.id, []);
  });

  test("the spec's REST checkout takes promoCode: the order shows the discount in dollars and the code", async () => {
    const code = await makeCode(maria, { kind: "amount", value: 3 });
    const provisional = await jordan.rest("POST", "/api/create-payment-intent", {
      amount: "40.00",
      promoCode: code.code,
    });
    expect(provisional.status).toBe(200);
    const placed = await jordan.rest("POST", "/api/orders", {
      items: [{ foodItemId: ids.carnitas.id, quantity: 2 }],
      paymentIntentId: provisional.json.paymentIntentId,
      promoCode: code.code.toLowerCase(),
    });
    expect(placed.json).toMatchObject({ subtotal: "31.00", discount: "3.00", promoCode: code.code });
    const totals = ["subtotal", "platformFee", "deliveryFee", "tax", "tip"].map((k) => Number(placed.json[k]));
    expect(placed.json.total).toBe((totals.reduce((a, b) => a + b) - 3).toFixed(2));
  });

  test("each refusal says why, as JSON { error } on the spec's paths when a code was sent", async () => {
    const soon = new Date(Date.now() + 86_400_000).toISOString();
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const notYet = await makeCode(maria, { kind: "free_delivery", startsAt: soon });
    const expired = await makeCode(maria, { kind: "free_delivery", endsAt: past });
    const minimum = await makeCode(maria, { kind: "free_delivery", minSubtotal: "100" });
    const once = await makeCode(maria, { kind: "free_delivery", perCustomerLimit: 1 });
    const first = await makeCode(admin, { kind: "percent", value: 5, firstOrderOnly: true });
    const kenjis = await makeCode(kenji, { kind: "free_delivery" });
    const usedUp = await makeCode(maria, { kind: "free_delivery", maxRedemptions: 1 });
    expect((await order(casey, carnitas(), usedUp.code)).status).toBe(200);
    expect((await order(jordan, carnitas(), once.code)).status).toBe(200);

    const refusal = async (client: TestClient, code: string) => {
      const res = await client.rest("POST", "/api/orders", {
        items: [{ foodItemId: ids.carnitas.id, quantity: 2 }],
        promoCode: code,
      });
      expect(res.status).toBe(400);
      return res.json.error;
    };
    expect(await refusal(jordan, "nope")).toBe("We don't know the promo code NOPE. Please check it and try again.");
    expect(await refusal(jordan, notYet.code)).toMatch(
      new RegExp(`^The promo code ${notYet.code} is not active yet: it starts `),
    );
    expect(await refusal(jordan, expired.code)).toMatch(new RegExp(`^The promo code ${expired.code} expired `));
    expect(await refusal(jordan, minimum.code)).toBe(
      `The promo code ${minimum.code} needs a subtotal of at least $100.00.`,
    );
    expect(await refusal(jordan, usedUp.code)).toBe(`The promo code ${usedUp.code} has been used up.`);
    expect(await refusal(jordan, once.code)).toBe(`You have already used the promo code ${once.code}.`);
    expect(await refusal(jordan, first.code)).toBe(`The promo code ${first.code} is for a first order only.`);
    expect(await refusal(jordan, kenjis.code)).toBe(
      `The promo code ${kenjis.code} is for orders from Kenji's Home Kitchen only.`,
    );
    // The same path without a code answers as the spec's client expects: plain text.
    const plain = await jordan.rest("POST", "/api/orders", { items: [] });
    expect(plain.headers.get("content-type")).toMatch(/^text\/plain/);
  });

  test("two customers racing for a code's last use: one order gets it, the other is told it is used up", async () => {
    const code = await makeCode(admin, { kind: "amount", value: "1.00", maxRedemptions: 1 });
    const [a, b] = await Promise.all(
      [casey, jordan].map((c) =>
        c.rest("POST", "/api/orders", { items: [{ foodItemId: ids.churros.id, quantity: 1 }], promoCode: code.code }),
      ),
    );
    expect([a!.status, b!.status].sort()).toEqual([200, 400]);
    expect([a!, b!].find((r) => r.status === 400)!.json.error).toBe(`The promo code ${code.code} has been used up.`);
    expect(await server.services.prisma.promoRedemption.count({ where: { promoCodeId: code.id } })).toBe(1);
  });

  test("a declined (cancelled and refunded) order gives its use back", async () => {
    const code = await makeCode(maria, { kind: "amount", value: "1.00", maxRedemptions: 1 });
    const paid = await order(casey, carnitas(), code.code);
    expect(paid.json.status).toBe("confirmed");
    expect((await order(jordan, carnitas(), code.code)).json.error).toBe(
      `The promo code ${code.code} has been used up.`,
    );
    const declined = await maria.rest("POST", `/api/orders/${paid.json.id}/decline`, { reason: "Out of pork" });
    expect(declined.json.status).toBe("cancelled");
    expect((await order(jordan, carnitas(), code.code)).json).toMatchObject({
      status: "confirmed",
      promoCode: code.code,
    });
  });
});

describe("events", () => {
  test("the kitchen's order.paid webhook carries the discount, the code and who pays it", async () => {
    const prisma = server.services.prisma;
    // Written straight to the table: this story is about the payload, not about registering (webhooks.test.ts).
    const endpoint = await prisma.webhookEndpoint.create({
      data: { userId: ids.maria.id, url: "http://127.0.0.1:9/hook", events: ["order.paid"], secret: "whsec_dGVzdA==" },
    });
    const code = await makeCode(maria, { kind: "amount", value: "2.25" });
    const paid = await order(jordan, carnitas(), code.code);
    const message = await prisma.webhookMessage.findFirstOrThrow({
      where: { endpointId: endpoint.id, event: "order.paid" },
    });
    expect((message.payload as { data: { order: object } }).data.order).toMatchObject({
      databaseId: paid.json.id,
      promoCode: code.code,
      discountCents: 225,
      discount: "2.25",
      discountPaidBy: "kitchen",
    });
    await prisma.webhookEndpoint.delete({ where: { id: endpoint.id } });
  });
});

describe("who pays", () => {
  test("a kitchen's code comes off its cook's earnings; a platform code is on the admin's dashboard", async () => {
    const before = (await maria.rest("GET", "/api/chef/earnings")).json.total;
    const stats = (await admin.rest("GET", "/api/admin/stats")).json;
    const kitchenCode = await makeCode(maria, { kind: "amount", value: "2.00" });
    const platformCode = await makeCode(admin, { kind: "amount", value: "1.50" });
    const a = await order(jordan, carnitas(), kitchenCode.code);
    const b = await order(jordan, carnitas(), platformCode.code);
    await server.services.prisma.order.updateMany({
      where: { id: { in: [a.json.id, b.json.id] } },
      data: { status: "delivered", deliveredAt: new Date() },
    });
    const after = (await maria.rest("GET", "/api/chef/earnings")).json.total;
    expect(after.promoDiscounts).toBeCloseTo(before.promoDiscounts + 2, 2);
    expect(after.grossSales).toBeCloseTo(before.grossSales + 62, 2);
    expect(after.netEarnings).toBeCloseTo(before.netEarnings + 62 * 0.88 - 2, 1);
    const now = (await admin.rest("GET", "/api/admin/stats")).json;
    expect(Number(now.platformPromoDiscounts)).toBeCloseTo(Number(stats.platformPromoDiscounts) + 1.5, 2);
  });
});
