// Promo codes: their owners make and manage them over /api, customers use them at checkout over
// GraphQL and /api, each refusal says why, limits hold when customers race, and a cancelled order
// gives its use back. Who pays each discount is funding.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";
import { demoIds, setCart } from "../../test/orders.ts";
import { promoHelpers } from "../../test/promos.ts";

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
const { makeCode, order } = promoHelpers();

beforeEach(async () => {
  const prisma = server.services.prisma;
  await prisma.storeSettings.updateMany({ data: { autoAcceptOrders: false, minimumOrderCents: 500 } });
});

const carnitas = (n = 2): [number, number][] => [[ids.carnitas.id, n]]; // 15.50 each, Maria's

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

  test("customers racing for a code's last use: one order gets it, the others are told it is used up", async () => {
    const code = await makeCode(admin, { kind: "amount", value: "1.00", maxRedemptions: 2 });
    expect((await order(casey, [[ids.churros.id, 1]], code.code)).status).toBe(200);
    const racers = [
      jordan,
      ...(await Promise.all(["diner1", "diner2"].map((d) => server.signIn(`${d}@homeplate.dev`)))),
    ];
    const answers = await Promise.all(
      racers.map((c) =>
        c.rest("POST", "/api/orders", { items: [{ foodItemId: ids.churros.id, quantity: 1 }], promoCode: code.code }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    for (const refused of answers.filter((r) => r.status === 400))
      expect(refused.json.error).toBe(`The promo code ${code.code} has been used up.`);
    expect(await server.services.prisma.promoRedemption.count({ where: { promoCodeId: code.id } })).toBe(2);
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
