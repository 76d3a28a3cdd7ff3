// Checkout and payment: totals priced by the server, the pending order, paying with test cards,
// completing the payment and the signed webhook, through GraphQL and /api.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { expectRefusedId, REFUSAL, refusedIds } from "../../test/ids.ts";
import { globalId } from "../../test/kitchens.ts";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";
import {
  checkout,
  DECLINED_CARD,
  demoIds,
  intentSucceededEvent,
  ops,
  sendWebhook,
  setCart,
  TEST_CARD,
} from "../../test/orders.ts";
import { haversineMiles } from "../../services/maps.ts";
import { UNKNOWN_ADDRESS } from "../../domain/orders/quote.ts";
import {
  deliveryFeeCents,
  deliveryFeeLabel,
  orderTotals,
  platformFeeCents,
  taxCents,
  shownMiles,
} from "../../domain/orders/pricing.ts";

/** Maria's kitchen (1619 S 1st St), and the centres of two Austin ZIP codes as the gazetteer has them. */
const MARIAS_KITCHEN = { latitude: 30.2467, longitude: -97.7551 };
const ZIP_78701 = { lat: 30.2713, lng: -97.7426 };
const ZIP_78751 = { lat: 30.3093, lng: -97.7242 };

let server: TestServer;
let ids: Awaited<ReturnType<typeof demoIds>>;
let casey: TestClient;
let jordan: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  casey = await server.signIn("customer@homeplate.dev");
  jordan = await server.signIn("customer2@homeplate.dev");
});
afterAll(() => server?.close());

beforeEach(async () => {
  const prisma = server.services.prisma;
  await prisma.foodItem.updateMany({ data: { available: true, withdrawnAt: null, customDeliveryFeeCents: null } });
  await prisma.foodItem.update({
    where: { id: ids.tacos.id },
    data: { isOnSpecial: true, specialPriceCents: 999, specialEndDate: null },
  });
  await prisma.storeSettings.updateMany({
    data: { autoAcceptOrders: false, minimumOrderCents: 500, deliveryRadiusMiles: 25 },
  });
});

describe("money rules", () => {
  test("platform fee 12% and tax 8.75% are each rounded to cents half-up", () => {
    expect(platformFeeCents(1042)).toBe(125); // 125.04
    expect(platformFeeCents(1046)).toBe(126); // 125.52
    expect(taxCents(1000)).toBe(88); // 87.5 rounds up
    expect(taxCents(1042)).toBe(91); // 91.175
  });

  test("the delivery fee is the base plus 0.50 a mile beyond 2 miles, rounded to cents", () => {
    // The spec's fixed 2.5 mi: 0.99 + 0.25. (Its example total of 1.74 does not follow from its own rule.)
    expect(deliveryFeeCents(99, 2.5)).toBe(124);
    expect(deliveryFeeCents(99, 1.2)).toBe(99);
    expect(deliveryFeeCents(99, 4.73)).toBe(236); // 1.365 rounds up to 1.37
    expect(deliveryFeeLabel(2.5)).toBe("Delivery Fee (2.5 mi)");
  });

  test("the total is subtotal + fees + tax, and the free-delivery minimum waives the delivery fee", () => {
    const lines = [
      { unitPriceCents: 999, quantity: 2 },
      { unitPriceCents: 1550, quantity: 1 },
    ];
    expect(orderTotals({ lines, baseDeliveryFeeCents: 99, miles: 2.5 })).toEqual({
      subtotalCents: 3548,
      platformFeeCents: 426,
      deliveryFeeCents: 124,
      taxCents: 310,
      tipCents: 0,
      totalCents: 3548 + 426 + 124 + 310,
    });
    expect(
      orderTotals({ lines, baseDeliveryFeeCents: 99, miles: 2.5, freeDeliveryMinimumCents: 3000 }).deliveryFeeCents,
    ).toBe(0);
  });

  test("distance is great-circle with earth radius 6371 km, in miles", () => {
    // Jordan's home (4500 Duval St) to Maria's kitchen (1619 S 1st St), from the demo coordinates.
    expect(haversineMiles({ latitude: 30.3101, longitude: -97.7253 }, { latitude: 30.2467, longitude: -97.7551 })).toBe(
      4.73,
    );
  });
});

describe("the checkout quote", () => {
  test("prices the cart from the database, over the real distance from the kitchen to the profile address", async () => {
    await setCart(server, ids.jordan.id, [
      [ids.tacos.id, 2],
      [ids.carnitas.id, 1],
    ]);
    const q = await jordan.mutate(ops.quote);
    expect(q).toMatchObject({
      __typename: "CheckoutQuote",
      subtotalCents: 3548,
      platformFeeCents: 426,
      taxCents: 310,
      distanceMiles: 4.5,
      distanceKnown: true,
      deliveryFeeCents: 236,
      deliveryFeeLabel: "Delivery Fee (4.5 mi)",
      totalCents: 3548 + 426 + 236 + 310,
      distanceApproximate: false,
      deliveryAddress: "4500 Duval St, Austin, TX 78751",
      // The customer learns where the kitchen is by its ZIP code and city; its street is the driver's.
      pickupAddress: "Austin, TX 78704",
      kitchenName: "Maria's Kitchen",
    });
  });

  test("a dish's own delivery fee is charged as its page says: the highest in the cart replaces the store's fee", async () => {
    const prisma = server.services.prisma;
    await prisma.foodItem.update({ where: { id: ids.carnitas.id }, data: { customDeliveryFeeCents: 450 } });
    await prisma.foodItem.update({ where: { id: ids.churros.id }, data: { customDeliveryFeeCents: 150 } });
    await setCart(server, ids.jordan.id, [
      [ids.churros.id, 1],
      [ids.carnitas.id, 1],
    ]);
    const q = await jordan.mutate(ops.quote);
    expect(q).toMatchObject({
      subtotalCents: 2125,
      deliveryFeeCents: 450,
      distanceMiles: 4.5,
      totalCents: 2125 + 255 + 450 + 186,
    });
    // The store's free-delivery minimum still waives it.
    const { freeDeliveryMinimumCents } = await prisma.storeSettings.findUniqueOrThrow({
      where: { userId: ids.maria.id },
    });
    await prisma.storeSettings.updateMany({
      where: { userId: ids.maria.id },
      data: { freeDeliveryMinimumCents: 2000 },
    });
    try {
      await setCart(server, ids.jordan.id, [
        [ids.churros.id, 1],
        [ids.carnitas.id, 1],
      ]);
      expect((await jordan.mutate(ops.quote)).deliveryFeeCents).toBe(0);
    } finally {
      await prisma.storeSettings.updateMany({ where: { userId: ids.maria.id }, data: { freeDeliveryMinimumCents } });
    }
  });

  test("the kitchen is where its store address is: geocoded when saved, and distance and fee are measured from it", async () => {
    const maria = await server.signIn("cook@homeplate.dev");
    const SAVE = `mutation($input: SaveStoreSettingsInput!) { result: saveStoreSettings(input: $input) { __typename ... on Error { message }
      ... on StoreSettingsPayload { cook { storeSettings { address located } } } } }`;
    const prisma = server.services.prisma;
    const { address, latitude, longitude } = await prisma.storeSettings.findUniqueOrThrow({
      where: { userId: ids.maria.id },
    });
    try {
      // Maria moves her kitchen to Casey's street: it is placed at its ZIP code, never at Casey's door.
      const moved = await maria.mutate(SAVE, { input: { address: ids.casey.address } });
      expect(moved.cook.storeSettings).toEqual({ address: ids.casey.address, located: true });
      const row = await prisma.storeSettings.findUniqueOrThrow({ where: { userId: ids.maria.id } });
      expect(row).toMatchObject({ latitude: ZIP_78701.lat, longitude: ZIP_78701.lng, locationApproximate: true });
      await setCart(server, ids.jordan.id, [[ids.carnitas.id, 1]]);
      const q = await jordan.mutate(ops.quote);
      const expected = haversineMiles(
        { latitude: ZIP_78701.lat, longitude: ZIP_78701.lng },
        { latitude: ids.jordan.latitude!, longitude: ids.jordan.longitude! },
      );
      expect(q).toMatchObject({
        pickupAddress: "Austin, TX 78701",
        distanceMiles: shownMiles(expected),
        distanceKnown: true,
        distanceApproximate: true,
        deliveryFeeCents: deliveryFeeCents(99, expected),
      });
      expect(expected).not.toBe(4.73);
      // An address nobody knows leaves the kitchen unplaced, and the spec's 2.5 miles stand in.
      const unknown = await maria.mutate(SAVE, { input: { address: "12 Nowhere Lane, Faraway" } });
      expect(unknown.cook.storeSettings.located).toBe(false);
      expect(await jordan.mutate(ops.quote)).toMatchObject({ distanceMiles: 2.5, distanceKnown: false });
    } finally {
      // Back to the demo kitchen's own point, which a save would have placed at its ZIP code.
      await prisma.storeSettings.update({
        where: { userId: ids.maria.id },
        data: { address, latitude, longitude, locationApproximate: false },
      });
    }
    expect((await jordan.mutate(ops.quote)).distanceMiles).toBe(4.5);
  });

  test("an edited address that names no known place is refused, at the quote and at payment, and nothing is charged", async () => {
    const prisma = server.services.prisma;
    await setCart(server, ids.jordan.id, [[ids.carnitas.id, 1]]);
    const unknown = "  700 Lavaca St, Nowhereville ";
    const q = await jordan.mutate(ops.quote, { address: unknown });
    expect(q).toMatchObject({ __typename: "ValidationError", message: UNKNOWN_ADDRESS });
    const intents = () => prisma.paymentIntent.count({ where: { customerId: ids.jordan.id } });
    const before = await intents();
    expect(await jordan.mutate(ops.createIntent, { input: { deliveryAddress: unknown } })).toMatchObject({
      message: UNKNOWN_ADDRESS,
    });
    expect(await intents()).toBe(before);
  });

  test("a typed address no user has is priced by the distance to its ZIP code, marked approximate, and ordered", async () => {
    const prisma = server.services.prisma;
    // A new neighbour, whose own address nobody else has.
    const robin = server.client();
    const signup = await robin.rest("POST", "/api/customers/register", {
      name: "Robin Vale",
      email: "robin.vale@example.com",
      password: "secret123",
      phone: "(512) 555-0142",
      address: "88 Rainey St, Austin, TX 78701",
      role: "customer",
    });
    expect(signup.status).toBe(200);
    await setCart(server, signup.json.id, [[ids.carnitas.id, 2]]);
    const typed = "700 Lavaca St, Austin, TX 78701";
    const expected = haversineMiles(MARIAS_KITCHEN, { latitude: ZIP_78701.lat, longitude: ZIP_78701.lng });
    // The profile address was placed at its ZIP code at sign-up, and is priced from there.
    expect(await robin.mutate(ops.quote)).toMatchObject({
      distanceMiles: shownMiles(expected),
      distanceApproximate: true,
    });
    const q = await robin.mutate(ops.quote, { address: typed });
    expect(q).toMatchObject({
      __typename: "CheckoutQuote",
      deliveryAddress: typed,
      distanceMiles: shownMiles(expected),
      distanceKnown: true,
      distanceApproximate: true,
      deliveryFeeCents: deliveryFeeCents(99, expected),
    });
    // A city alone places it at the city's centre.
    expect(await robin.mutate(ops.quote, { address: "12 Elm St, Austin, Texas" })).toMatchObject({
      __typename: "CheckoutQuote",
      distanceApproximate: true,
    });
    const { order, completed } = await checkout(robin, TEST_CARD, typed);
    expect(completed.order.status).toBe("CONFIRMED");
    expect(await prisma.order.findUniqueOrThrow({ where: { id: order.databaseId } })).toMatchObject({
      deliveryAddress: typed,
      deliveryLatitude: ZIP_78701.lat,
      deliveryLongitude: ZIP_78701.lng,
      distanceMiles: expected,
      distanceApproximate: true,
    });
  });

  test("an edited address that could name several places is refused with public places only; the one chosen is priced", async () => {
    await setCart(server, ids.jordan.id, [[ids.carnitas.id, 1]]);
    const q = await jordan.mutate(ops.quote, { address: "Cesar Chavez St, Springfield" });
    expect(q.__typename).toBe("ValidationError");
    expect(q.message).toBe(
      "Which one do you mean: Springfield, IL; Springfield, MA; Springfield, MO; Springfield, VA; Springfield, OH?",
    );
    // The geocoder answers the same candidates, each a public place, for the client to offer.
    const lookup = await jordan.gql(
      `query($a: String!) { geocode(address: $a) { __typename ... on AmbiguousAddressError { candidates { address approximate } } } }`,
      { a: "Cesar Chavez St, Springfield" },
    );
    expect(lookup.data.geocode.candidates[0]).toEqual({ address: "Springfield, IL", approximate: true });
    // The one chosen is placed, at Springfield's centre: far beyond the kitchen's reach.
    const chosen = await jordan.mutate(ops.quote, { address: "Cesar Chavez St, Springfield, IL" });
    expect(chosen).toMatchObject({ __typename: "CheckoutError" });
    expect(chosen.message).toMatch(/delivers within \d+ miles; this address is \d+\.\d miles away/);
  });

  test('the spec client\'s "User Address" is the profile address; one that cannot be placed still orders at 2.5 miles', async () => {
    const prisma = server.services.prisma;
    await setCart(server, ids.jordan.id, [[ids.carnitas.id, 1]]);
    try {
      expect(await jordan.mutate(ops.quote, { address: "User Address" })).toMatchObject({
        deliveryAddress: ids.jordan.address,
        distanceMiles: 4.5,
      });
      await prisma.user.update({
        where: { id: ids.jordan.id },
        data: { address: "12 Nowhere Lane, Springfield", latitude: null, longitude: null },
      });
      const q = await jordan.mutate(ops.quote, { address: "User Address" });
      expect(q).toMatchObject({
        deliveryAddress: "12 Nowhere Lane, Springfield",
        distanceMiles: 2.5,
        distanceKnown: false,
        deliveryFeeLabel: "Delivery Fee (2.5 mi)",
      });
      const intent = await jordan.mutate(ops.createIntent, { input: { deliveryAddress: "User Address" } });
      expect(intent.__typename).toBe("CreatePaymentIntentPayload");
      await prisma.paymentIntent.delete({ where: { id: intent.paymentIntentId } });
    } finally {
      const { address, latitude, longitude } = ids.jordan;
      await prisma.user.update({ where: { id: ids.jordan.id }, data: { address, latitude, longitude } });
    }
  });

  test("an edited address the geocoder knows is priced by its distance, and the delivery radius holds for it", async () => {
    const prisma = server.services.prisma;
    await setCart(server, ids.casey.id, [[ids.carnitas.id, 1]]);
    try {
      // Casey's profile is 2.54 mi from Maria's kitchen; Jordan's street, typed at checkout, is placed at
      // its ZIP code's centre, 4.7 mi away.
      const far = "4500 Duval St, Austin, TX 78751";
      const expected = haversineMiles(MARIAS_KITCHEN, { latitude: ZIP_78751.lat, longitude: ZIP_78751.lng });
      expect(await casey.mutate(ops.quote, { address: far })).toMatchObject({
        distanceKnown: true,
        distanceApproximate: true,
        distanceMiles: shownMiles(expected),
        deliveryFeeCents: deliveryFeeCents(99, expected),
      });
      await prisma.storeSettings.updateMany({ where: { userId: ids.maria.id }, data: { deliveryRadiusMiles: 3 } });
      const intents = () => prisma.paymentIntent.count({ where: { customerId: ids.casey.id } });
      const before = await intents();
      const refused = await casey.mutate(ops.createIntent, { input: { deliveryAddress: far } });
      expect(refused.message).toMatch(/delivers within 3 miles; this address is 4\.7 miles away/);
      expect(await intents()).toBe(before);
      // Her own address is inside the radius and still pays.
      expect((await casey.mutate(ops.createIntent, { input: {} })).__typename).toBe("CreatePaymentIntentPayload");
    } finally {
      await setCart(server, ids.casey.id, []);
    }
  });

  test("after an address change the profile is priced from the new address: a known one by its coordinates, an unknown one at 2.5 miles", async () => {
    const prisma = server.services.prisma;
    const move = `mutation($input: UpdateContactInfoInput!) { result: updateContactInfo(input: $input) {
      __typename ... on Error { message } ... on UpdateContactInfoPayload { user { address latitude longitude } } } }`;
    const phone = "(512) 555-0101";
    await setCart(server, ids.casey.id, [[ids.carnitas.id, 1]]);
    try {
      expect(await casey.mutate(ops.quote)).toMatchObject({ distanceKnown: true, distanceMiles: 2.5 });

      // Jordan's street: placed at its ZIP code's centre (never at Jordan's own point), 4.7 mi from
      // Maria's kitchen, beyond her 3.
      let r = await casey.mutate(move, { input: { phone, address: "4500 Duval St, Austin, TX 78751" } });
      expect(r.user).toEqual({
        address: "4500 Duval St, Austin, TX 78751",
        latitude: ZIP_78751.lat,
        longitude: ZIP_78751.lng,
      });
      const expected = haversineMiles(MARIAS_KITCHEN, { latitude: ZIP_78751.lat, longitude: ZIP_78751.lng });
      expect(await casey.mutate(ops.quote)).toMatchObject({
        distanceKnown: true,
        distanceApproximate: true,
        distanceMiles: shownMiles(expected),
        deliveryFeeCents: deliveryFeeCents(99, expected),
      });
      await prisma.storeSettings.updateMany({ where: { userId: ids.maria.id }, data: { deliveryRadiusMiles: 3 } });
      r = await casey.mutate(ops.createIntent, { input: {} });
      expect(r.message).toMatch(/delivers within 3 miles; this address is 4\.7 miles away/);

      // An address that names no known place leaves no coordinates behind: no radius to check against.
      r = await casey.mutate(move, { input: { phone, address: "12 Nowhere Lane, Faraway" } });
      expect(r.user).toEqual({ address: "12 Nowhere Lane, Faraway", latitude: null, longitude: null });
      expect(await casey.mutate(ops.quote)).toMatchObject({
        distanceKnown: false,
        distanceMiles: 2.5,
        deliveryFeeCents: 124,
      });

      // An address that could name several places is refused with them, and the profile stays as it was.
      r = await casey.mutate(move, { input: { phone, address: "Cesar Chavez St, Springfield" } });
      expect(r.message).toMatch(/^Which one do you mean: Springfield, IL; Springfield, MA;/);
      expect((await prisma.user.findUniqueOrThrow({ where: { id: ids.casey.id } })).address).toBe(
        "12 Nowhere Lane, Faraway",
      );
    } finally {
      const { address, latitude, longitude } = ids.casey;
      await prisma.user.update({
        where: { id: ids.casey.id },
        data: { address, latitude, longitude, locationApproximate: false },
      });
      await setCart(server, ids.casey.id, []);
    }
  });

  test("a special without an end date is priced at its special price", async () => {
    await setCart(server, ids.jordan.id, [[ids.tacos.id, 1]]);
    const q = await jordan.mutate(ops.quote);
    expect(q.lines[0]).toMatchObject({ unitPriceCents: 999, regularPriceCents: 1200, specialApplied: true });
  });

  test("a special with an end date ahead applies; one past its end date does not", async () => {
    const prisma = server.services.prisma;
    await setCart(server, ids.jordan.id, [[ids.tacos.id, 1]]);
    await prisma.foodItem.update({
      where: { id: ids.tacos.id },
      data: { specialEndDate: new Date(Date.now() + 86_400_000) },
    });
    expect((await jordan.mutate(ops.quote)).lines[0].unitPriceCents).toBe(999);
    await prisma.foodItem.update({
      where: { id: ids.tacos.id },
      data: { specialEndDate: new Date(Date.now() - 60_000) },
    });
    const q = await jordan.mutate(ops.quote);
    expect(q.lines[0]).toMatchObject({ unitPriceCents: 1200, specialApplied: false });
    expect(q.subtotalCents).toBe(1200);
  });

  test("an empty cart has no quote, and paying for it is refused", async () => {
    await setCart(server, ids.jordan.id, []);
    expect(await jordan.mutate(ops.quote)).toBeNull();
    const r = await jordan.mutate(ops.createIntent, { input: {} });
    expect(r).toMatchObject({ __typename: "CheckoutError", message: expect.stringMatching(/Your cart is empty/) });
    const res = await jordan.rest("POST", "/api/create-payment-intent", {});
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/Your cart is empty/);
  });

  // The spec's client keeps its cart itself and sends its total (customer spec §7): the intent is
  // made for the order to come, which sets its amount (contract.test.ts walks the whole purchase).
  test("with an empty cart, the client's amount makes a provisional intent; a bad amount is refused", async () => {
    await setCart(server, ids.jordan.id, []);
    const res = await jordan.rest("POST", "/api/create-payment-intent", { amount: 10 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ amount: 10, clientSecret: expect.stringContaining("_secret_") });
    const row = await server.services.prisma.paymentIntent.findUniqueOrThrow({
      where: { id: res.json.paymentIntentId },
    });
    expect(row).toMatchObject({ amountCents: 1000, cookId: null, status: "requires_payment_method" });
    for (const amount of [0, -5, "ten", 1e9]) {
      const bad = await jordan.rest("POST", "/api/create-payment-intent", { amount });
      expect(bad.status).toBe(400);
      expect(bad.text).toMatch(/The amount must be/);
    }
    await server.services.prisma.paymentIntent.deleteMany({ where: { customerId: ids.jordan.id, cookId: null } });
  });

  test("a dish that became unavailable or was withdrawn is refused by name", async () => {
    const prisma = server.services.prisma;
    await setCart(server, ids.jordan.id, [
      [ids.carnitas.id, 1],
      [ids.churros.id, 1],
    ]);
    await prisma.foodItem.update({ where: { id: ids.churros.id }, data: { available: false } });
    let r = await jordan.mutate(ops.createIntent, { input: {} });
    expect(r).toMatchObject({
      __typename: "CheckoutError",
      message: expect.stringContaining("Churros con Chocolate is no longer available"),
    });
    await prisma.foodItem.update({ where: { id: ids.churros.id }, data: { available: true, withdrawnAt: new Date() } });
    r = await jordan.mutate(ops.createIntent, { input: {} });
    expect(r.__typename).toBe("CheckoutError");
    expect(await prisma.paymentIntent.count({ where: { customerId: ids.jordan.id } })).toBe(0);
  });

  test("a delivery address or note of absurd length is refused, at the quote and at the order", async () => {
    await setCart(server, ids.jordan.id, [[ids.carnitas.id, 2]]);
    const long = `${"1 Long Road ".repeat(250)}Austin, TX`;
    const quote = await jordan.gql(ops.quote, { address: long });
    expect(quote.data.result).toMatchObject({
      __typename: "ValidationError",
      message: expect.stringContaining("under 300 characters"),
    });
    const placed = await jordan.rest("POST", "/api/orders", {
      items: [{ foodItemId: ids.carnitas.id, quantity: 1 }],
      deliveryAddress: long,
    });
    expect(placed.status).toBe(400);
    const noted = await jordan.rest("POST", "/api/orders", {
      items: [{ foodItemId: ids.carnitas.id, quantity: 1 }],
      deliveryInstructions: "x".repeat(3000),
    });
    expect(noted.status).toBe(400);
    expect(noted.text).toContain("under 500 characters");
  });

  test("a cart mixing two kitchens is refused", async () => {
    await setCart(server, ids.jordan.id, [
      [ids.carnitas.id, 1],
      [ids.katsu.id, 1],
    ]);
    const r = await jordan.mutate(ops.createIntent, { input: {} });
    expect(r).toMatchObject({ __typename: "CheckoutError", message: expect.stringContaining("more than one kitchen") });
  });

  test("the kitchen's minimum order and delivery radius are enforced", async () => {
    const prisma = server.services.prisma;
    await setCart(server, ids.jordan.id, [[ids.churros.id, 1]]);
    await prisma.storeSettings.updateMany({ where: { userId: ids.maria.id }, data: { minimumOrderCents: 1500 } });
    let r = await jordan.mutate(ops.createIntent, { input: {} });
    expect(r).toMatchObject({ __typename: "CheckoutError", message: "Maria's Kitchen has a minimum order of $15.00." });
    await prisma.storeSettings.updateMany({
      where: { userId: ids.maria.id },
      data: { minimumOrderCents: 500, deliveryRadiusMiles: 3 },
    });
    r = await jordan.mutate(ops.createIntent, { input: {} });
    expect(r.message).toMatch(/delivers within 3 miles; this address is 4\.7 miles away/);
  });

  test("cooks and visitors cannot check out", async () => {
    const cook = await server.signIn("cook@homeplate.dev");
    expect((await cook.mutate(ops.createIntent, { input: {} })).__typename).toBe("NotAllowedError");
    expect((await server.client().mutate(ops.createIntent, { input: {} })).__typename).toBe("NotSignedInError");
  });
});

describe("paying and placing the order", () => {
  test("the test card pays: the order is confirmed with the server's totals, the real address and distance, and the cart is cleared", async () => {
    await setCart(server, ids.jordan.id, [
      [ids.tacos.id, 2],
      [ids.carnitas.id, 1],
    ]);
    const { intent, order, confirmed, completed } = await checkout(jordan);
    expect(intent).toMatchObject({ provider: "TEST", amountCents: 4520 });
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.paymentIntentId}_secret_`));
    expect(order).toMatchObject({
      status: "PENDING",
      paymentStatus: "REQUIRES_PAYMENT",
      totalCents: 4520,
      customerDatabaseId: ids.jordan.id,
      cookDatabaseId: ids.maria.id,
    });
    expect(confirmed).toMatchObject({ __typename: "ConfirmTestPaymentPayload", status: "succeeded" });
    expect(completed.order).toMatchObject({
      status: "CONFIRMED",
      statusLabel: "Order Confirmed",
      paymentStatus: "SUCCEEDED",
    });
    expect(completed.order.paidAt).toBeTruthy();

    const row = await server.services.prisma.order.findUniqueOrThrow({
      where: { id: order.databaseId },
      include: { items: true },
    });
    expect(row).toMatchObject({
      distanceMiles: 4.73,
      deliveryAddress: "4500 Duval St, Austin, TX 78751",
      deliveryLatitude: 30.3101,
      pickupAddress: "1619 S 1st St, Austin, TX 78704",
    });
    expect(row.items.map((i) => [i.name, i.quantity, i.unitPriceCents])).toEqual([
      ["Chicken Tinga Tacos", 2, 999],
      ["Carnitas Plate", 1, 1550],
    ]);
    expect(await server.services.prisma.cartLine.count({ where: { userId: ids.jordan.id } })).toBe(0);
  });

  test("a kitchen that auto-accepts orders starts preparing a paid order at once", async () => {
    await server.services.prisma.storeSettings.updateMany({
      where: { userId: ids.maria.id },
      data: { autoAcceptOrders: true },
    });
    await setCart(server, ids.jordan.id, [[ids.carnitas.id, 1]]);
    const { completed } = await checkout(jordan);
    expect(completed.order).toMatchObject({ status: "PREPARING", statusLabel: "Being Prepared" });
  });

  test("a declined card leaves the order pending and unpaid; another card then pays it", async () => {
    await setCart(server, ids.jordan.id, [[ids.carnitas.id, 1]]);
    const { intent, order, confirmed, completed } = await checkout(jordan, DECLINED_CARD);
    expect(confirmed).toMatchObject({ __typename: "PaymentFailedError", message: "Your card was declined." });
    expect(completed).toMatchObject({ __typename: "PaymentFailedError", message: "Your card was declined." });
    const row = await server.services.prisma.order.findUniqueOrThrow({ where: { id: order.databaseId } });
    expect(row).toMatchObject({ status: "pending", paymentStatus: "failed", paidAt: null });
    expect(await server.services.prisma.cartLine.count({ where: { userId: ids.jordan.id } })).toBe(1);

    // Trying again: the same unchanged cart reuses its intent and its order.
    const again = await checkout(jordan, TEST_CARD);
    expect(again.intent.paymentIntentId).toBe(intent.paymentIntentId);
    expect(again.order.id).toBe(order.id);
    expect(again.completed.order.status).toBe("CONFIRMED");
  });

  test("completing a payment that was never made is refused and confirms nothing", async () => {
    await setCart(server, ids.jordan.id, [[ids.carnitas.id, 1]]);
    const intent = await jordan.mutate(ops.createIntent, { input: {} });
    const placed = await jordan.mutate(ops.placeOrder, { input: { paymentIntentId: intent.paymentIntentId } });
    const res = await jordan.rest("POST", `/api/orders/${placed.order.databaseId}/complete-payment`, {
      paymentIntentId: intent.paymentIntentId,
    });
    expect(res.status).toBe(402);
    expect(
      (await server.services.prisma.order.findUniqueOrThrow({ where: { id: placed.order.databaseId } })).status,
    ).toBe("pending");
    // Someone else's order cannot be completed either.
    const other = await casey.rest("POST", `/api/orders/${placed.order.databaseId}/complete-payment`, {});
    expect(other.status).toBe(404);
  });

  test("a double submit makes one order and one charge", async () => {
    const prisma = server.services.prisma;
    await setCart(server, ids.jordan.id, [[ids.churros.id, 2]]);
    const before = await prisma.order.count({ where: { customerId: ids.jordan.id } });
    const i1 = await jordan.mutate(ops.createIntent, { input: {} });
    const i2 = await jordan.mutate(ops.createIntent, { input: {} });
    expect(i2.paymentIntentId).toBe(i1.paymentIntentId);
    const paymentIntentId = i1.paymentIntentId;
    const placed = await Promise.all([1, 2].map(() => jordan.mutate(ops.placeOrder, { input: { paymentIntentId } })));
    expect(placed[1].order.id).toBe(placed[0].order.id);
    const paid = await Promise.all(
      [1, 2].map(() => jordan.mutate(ops.confirm, { input: { paymentIntentId, cardNumber: TEST_CARD } })),
    );
    expect(paid.map((p) => p.status)).toEqual(["succeeded", "succeeded"]);
    const done = await Promise.all(
      [1, 2].map(() => jordan.mutate(ops.complete, { input: { orderId: placed[0].order.id, paymentIntentId } })),
    );
    expect(done.map((d) => d.order.status)).toEqual(["CONFIRMED", "CONFIRMED"]);
    expect(await prisma.order.count({ where: { customerId: ids.jordan.id } })).toBe(before + 1);
    expect(await prisma.paymentIntent.count({ where: { id: paymentIntentId, status: "succeeded" } })).toBe(1);
    // Placing the order again for the paid intent returns the same order, even with the cart now empty.
    const replay = await jordan.mutate(ops.placeOrder, { input: { paymentIntentId } });
    expect(replay.order.id).toBe(placed[0].order.id);
  });

  test("a cart changed after the intent was made cannot be ordered on it", async () => {
    await setCart(server, ids.jordan.id, [[ids.carnitas.id, 2]]);
    const intent = await jordan.mutate(ops.createIntent, { input: {} });
    await setCart(server, ids.jordan.id, [[ids.carnitas.id, 3]]);
    const r = await jordan.mutate(ops.placeOrder, { input: { paymentIntentId: intent.paymentIntentId } });
    expect(r).toMatchObject({ __typename: "CheckoutError", message: expect.stringContaining("Your cart changed") });
  });

  // The payload's items are what is ordered: their quantities are read, their prices never.
  test("/api ignores the client's money, ids and status and uses the signed-in user, the database's prices and the intent", async () => {
    await setCart(server, ids.jordan.id, [[ids.tacos.id, 1]]);
    const created = await jordan.rest("POST", "/api/create-payment-intent", { amount: 0.5 });
    expect(created.status).toBe(200);
    // 9.99 + 1.20 platform fee + 2.36 delivery (4.73 mi) + 0.87 tax
    expect(created.json).toMatchObject({ amount: 14.42, amountCents: 1442 });
    expect(created.json.clientSecret).toMatch(/_secret_/);
    const res = await jordan.rest("POST", "/api/orders", {
      customerId: ids.casey.id,
      cookId: ids.kenji.id,
      status: "delivered",
      items: [{ foodItemId: ids.tacos.id, quantity: 10, price: "0.01" }],
      subtotal: "0.01",
      platformFee: "0",
      deliveryFee: "0",
      tax: "0",
      total: "0.01",
      estimatedDistance: "0.1",
      deliveryAddress: "4500 Duval St, Austin, TX 78751",
      paymentIntentId: created.json.paymentIntentId,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      customerId: ids.jordan.id,
      cookId: ids.maria.id,
      status: "pending",
      subtotal: "99.90",
      total: "122.99",
      estimatedDistance: "4.5",
      items: [{ foodItemId: ids.tacos.id, name: "Chicken Tinga Tacos", quantity: 10, price: "9.99" }],
      paymentIntentId: created.json.paymentIntentId,
    });
    expect(typeof res.json.id).toBe("number");
    // The intent the client got for the cart now charges the order's total.
    expect((await server.services.payments.retrieve(created.json.paymentIntentId))?.amountCents).toBe(12299);
  });

  test("an order or dish id that is malformed or of another type is a ValidationError naming its field; an unknown one is refused as before; nothing changes", async () => {
    const prisma = server.services.prisma;
    await setCart(server, ids.jordan.id, [[ids.carnitas.id, 1]]);
    const intent = await jordan.mutate(ops.createIntent, { input: {} });
    const placed = await jordan.mutate(ops.placeOrder, { input: { paymentIntentId: intent.paymentIntentId } });
    const state = async () =>
      JSON.stringify([
        await prisma.order.findMany({ where: { customerId: ids.jordan.id }, orderBy: { id: "asc" } }),
        await prisma.paymentIntent.count(),
      ]);
    const before = await state();

    const complete = (orderId: string) =>
      jordan.mutate(
        `mutation($input: CompletePaymentInput!) { result: completePayment(input: $input) { ${REFUSAL} } }`,
        { input: { orderId } },
      );
    for (const [orderId, rule] of refusedIds("Order")) expectRefusedId(await complete(orderId), "input.orderId", rule);
    expect(await complete(globalId("Order", 999999))).toEqual({
      __typename: "NotFoundError",
      message: "Order not found.",
    });

    const order = (foodItemId: string) =>
      jordan.mutate(`mutation($input: PlaceOrderInput!) { result: placeOrder(input: $input) { ${REFUSAL} } }`, {
        input: {
          items: [
            { foodItemId: globalId("FoodItem", ids.tacos.id), quantity: 1 },
            { foodItemId, quantity: 1 },
          ],
        },
      });
    for (const [foodItemId, rule] of refusedIds("FoodItem"))
      expectRefusedId(await order(foodItemId), "input.items[1].foodItemId", rule);
    expect(await order(globalId("FoodItem", 999999))).toMatchObject({
      __typename: "ValidationError",
      message: "One of the dishes does not exist",
    });

    expect(await state()).toBe(before);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: placed.order.databaseId } })).status).toBe("pending");
  });
});

describe("refunds", () => {
  test("the test provider refunds a paid intent once, and refuses an unpaid one", async () => {
    await setCart(server, ids.jordan.id, [[ids.carnitas.id, 4]]);
    const { intent } = await checkout(jordan);
    const payments = server.services.payments;
    const refund = await payments.refund(intent.paymentIntentId);
    expect(refund.refundId).toMatch(/^re_test_/);
    expect((await payments.retrieve(intent.paymentIntentId))?.status).toBe("refunded");
    await expect(payments.refund(intent.paymentIntentId)).rejects.toThrow(/cannot be refunded/);
  });
});

describe("the Stripe webhook", () => {
  async function paidButNotCompleted() {
    await setCart(server, ids.jordan.id, [[ids.carnitas.id, 1]]);
    const intent = await jordan.mutate(ops.createIntent, { input: {} });
    const placed = await jordan.mutate(ops.placeOrder, { input: { paymentIntentId: intent.paymentIntentId } });
    await jordan.mutate(ops.confirm, { input: { paymentIntentId: intent.paymentIntentId, cardNumber: TEST_CARD } });
    return { intentId: intent.paymentIntentId as string, orderId: placed.order.databaseId as number };
  }

  test("a forged or unsigned event is refused with 400 and changes nothing", async () => {
    const { intentId, orderId } = await paidButNotCompleted();
    const forged = await sendWebhook(server, intentSucceededEvent("evt_forged", intentId), "whsec_not_ours");
    expect(forged.status).toBe(400);
    const unsigned = await server.client().fetch("/api/stripe/webhook", {
      method: "POST",
      body: JSON.stringify(intentSucceededEvent("evt_unsigned", intentId)),
      headers: { "content-type": "application/json" },
    });
    expect(unsigned.status).toBe(400);
    expect((await server.services.prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("pending");
    expect(
      await server.services.prisma.processedWebhookEvent.count({
        where: { id: { in: ["evt_forged", "evt_unsigned"] } },
      }),
    ).toBe(0);
  });

  test("a signed payment_intent.succeeded confirms the order, and a replay is applied once", async () => {
    const prisma = server.services.prisma;
    const { intentId, orderId } = await paidButNotCompleted();
    const first = await sendWebhook(server, intentSucceededEvent("evt_paid_1", intentId));
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ received: true });
    const confirmed = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(confirmed).toMatchObject({ status: "confirmed", paymentStatus: "succeeded" });
    expect(await prisma.cartLine.count({ where: { userId: ids.jordan.id } })).toBe(0);

    // The cook moves on; a replay of the same event must not touch the order again.
    await prisma.order.update({ where: { id: orderId }, data: { status: "preparing" } });
    const replay = await sendWebhook(server, intentSucceededEvent("evt_paid_1", intentId));
    expect(replay.json).toEqual({ received: true, duplicate: true });
    expect(await prisma.processedWebhookEvent.count({ where: { id: "evt_paid_1" } })).toBe(1);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      status: "preparing",
      paidAt: confirmed.paidAt,
    });
  });

  test("the event's body is not trusted: a signed 'succeeded' for an unpaid intent confirms nothing", async () => {
    await setCart(server, ids.jordan.id, [[ids.carnitas.id, 1]]);
    const intent = await jordan.mutate(ops.createIntent, { input: {} });
    const placed = await jordan.mutate(ops.placeOrder, { input: { paymentIntentId: intent.paymentIntentId } });
    const res = await sendWebhook(server, intentSucceededEvent("evt_unpaid", intent.paymentIntentId));
    expect(res.status).toBe(200);
    expect(
      (await server.services.prisma.order.findUniqueOrThrow({ where: { id: placed.order.databaseId } })).status,
    ).toBe("pending");
  });
});
