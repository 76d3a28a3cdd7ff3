// The spec's call tables (customer spec §7; companion spec §7: admin, driver, chef and store), each row
// sent as the spec's client sends it: its payload keys, its fixed placeholder values, the role that
// makes the call. Each checks the status and the response fields the spec says its client reads.
// The recipes and community table is covered beside its routes (community.ts).
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { TEST_CARD } from "../test/orders.ts";
import { startTestServer, type RestResponse, type TestClient, type TestServer } from "../test/server.ts";

let server: TestServer;
let cook: TestClient;
let driver: TestClient;
let admin: TestClient;
let cookId: number;
let driverId: number;

beforeAll(async () => {
  server = await startTestServer();
  [cook, driver, admin] = await Promise.all([
    server.signIn("cook@homeplate.dev"),
    server.signIn("driver@homeplate.dev"),
    server.signIn("admin@homeplate.dev"),
  ]);
  const id = async (email: string) => (await server.services.prisma.user.findUniqueOrThrow({ where: { email } })).id;
  [cookId, driverId] = await Promise.all([id("cook@homeplate.dev"), id("driver@homeplate.dev")]);
});
afterAll(() => server?.close());

/** The body of a 200 answer; any other status fails with the server's message. */
function ok(res: RestResponse) {
  expect(res.status, res.text).toBe(200);
  return res.json;
}

const dollars = (n: number) => Math.round(n * 100) / 100;

/** The spec's client's totals (customer spec §9): 12% fee, the fixed 2.5-mile delivery fee, 8.75% tax. */
function clientTotals(lines: { price: string; quantity: number }[]) {
  const subtotal = dollars(lines.reduce((sum, l) => sum + Number(l.price) * l.quantity, 0));
  const platformFee = dollars(subtotal * 0.12);
  const deliveryFee = 1.74;
  const tax = dollars(subtotal * 0.0875);
  return { subtotal, platformFee, deliveryFee, tax, total: dollars(subtotal + platformFee + deliveryFee + tax) };
}

// The spec's order creation placeholders (customer spec §9) and its complete-payment mock value.
const PLACEHOLDERS = { customerId: 3, cookId: 1, estimatedDistance: "2.5", deliveryAddress: "User Address" };
const MOCK_INTENT = "pi_mock_payment_intent";

describe("customer spec §7: sign-up, browsing, ordering and paying, history, reviews", () => {
  const email = `spec.client.${Date.now()}@example.com`;
  let customer: TestClient;
  let userId: number;
  let dish: any;
  let orderId: number;

  test("POST /api/customers/register, then POST /api/auth/login returns the user with role", async () => {
    const visitor = server.client();
    const registered = ok(
      await visitor.rest("POST", "/api/customers/register", {
        name: "Sam Spec",
        email,
        password: "secret123",
        phone: "5125550177",
        address: "77 Rainey St, Austin, TX 78701",
        role: "customer",
      }),
    );
    expect(registered).toMatchObject({ email, role: "customer" });
    customer = server.client();
    const user = ok(await customer.rest("POST", "/api/auth/login", { email, password: "secret123" }));
    expect(user).toMatchObject({ id: expect.any(Number), role: "customer" });
    userId = user.id;
  });

  test("GET /api/users/current is the user; a visitor gets 401", async () => {
    expect(ok(await customer.rest("GET", "/api/users/current"))).toMatchObject({
      id: userId,
      role: "customer",
      name: "Sam Spec",
    });
    expect((await server.client().rest("GET", "/api/users/current")).status).toBe(401);
  });

  test("GET /api/food-items, /api/food-items/{id}, /api/chefs and /api/users/{id} (the cook's name)", async () => {
    const items = ok(await customer.rest("GET", "/api/food-items"));
    expect(items.length).toBeGreaterThan(0);
    dish = items.find((i: any) => i.name === "Carnitas Plate");
    expect(dish).toMatchObject({
      id: expect.any(Number),
      cookId,
      price: "15.50",
      category: expect.any(String),
      available: true,
    });
    const item = ok(await customer.rest("GET", `/api/food-items/${dish.id}`));
    expect(item).toMatchObject({ id: dish.id, name: "Carnitas Plate", price: "15.50", cookId });
    for (const key of ["description", "imageUrl", "prepTime", "isOnSpecial", "rating", "reviewCount"])
      expect(item).toHaveProperty(key);
    const chefs = ok(await customer.rest("GET", "/api/chefs"));
    expect(chefs.some((c: any) => c.id === cookId)).toBe(true);
    expect(ok(await customer.rest("GET", `/api/users/${cookId}`))).toMatchObject({
      id: cookId,
      name: expect.any(String),
    });
  });

  test("GET /api/food-items/{id}/reviews and /rating", async () => {
    // The demo's neighbours reviewed the carnitas: the list is theirs, newest first, in the spec's shape.
    const reviews = ok(await customer.rest("GET", `/api/food-items/${dish.id}/reviews`));
    const stored = await server.services.prisma.review.findMany({
      where: { foodItemId: dish.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    });
    expect(stored.length).toBeGreaterThan(0);
    expect(reviews.map((r: any) => r.id)).toEqual(stored.slice(0, reviews.length).map((r) => r.id));
    expect(reviews[0]).toMatchObject({
      rating: stored[0]!.rating,
      foodItemId: dish.id,
      userName: expect.any(String),
      user: { name: expect.any(String) },
    });
    expect(ok(await customer.rest("GET", `/api/food-items/${dish.id}/rating`))).toMatchObject({
      averageRating: expect.any(Number),
      totalReviews: expect.any(Number),
    });
  });

  test("the REST-only purchase: intent for the client's amount, the spec's order payload, the test card, complete-payment with the placeholder", async () => {
    // The spec's client keeps its cart in the browser: the server cart is empty.
    expect(await server.services.prisma.cartLine.count({ where: { userId } })).toBe(0);
    const lines = [{ foodItemId: dish.id, quantity: 2, price: dish.price }];
    const totals = clientTotals(lines);

    const intent = ok(await customer.rest("POST", "/api/create-payment-intent", { amount: totals.total }));
    expect(intent.clientSecret).toMatch(/_secret_/);

    const order = ok(
      await customer.rest("POST", "/api/orders", {
        ...PLACEHOLDERS,
        status: "pending",
        items: lines,
        subtotal: totals.subtotal.toFixed(2),
        platformFee: totals.platformFee.toFixed(2),
        deliveryFee: totals.deliveryFee.toFixed(2),
        tax: totals.tax.toFixed(2),
        total: totals.total.toFixed(2),
        paymentIntentId: intent.paymentIntentId,
      }),
    );
    orderId = order.id;
    expect(order).toMatchObject({
      id: expect.any(Number),
      customerId: userId,
      cookId,
      status: "pending",
      paymentIntentId: intent.paymentIntentId,
      // The spec's placeholder address stands for the customer's own, placed at sign-up at its ZIP
      // code's centre: 1.86 miles from Maria's kitchen, shown as 2 (half-mile steps).
      deliveryAddress: "77 Rainey St, Austin, TX 78701",
      estimatedDistance: "2",
      items: [{ foodItemId: dish.id, quantity: 2, price: "15.50" }],
    });
    // The server's total, not the client's: HomePlate's delivery fee within 2 miles is the base 0.99
    // (the spec's own formula), where the spec's client adds its printed 1.74.
    expect(order).toMatchObject({
      subtotal: "31.00",
      platformFee: "3.72",
      deliveryFee: "0.99",
      tax: "2.71",
      total: "38.42",
    });
    expect(totals.total).toBe(39.17);

    // Nothing is confirmed before the card is paid, whatever id the client sends.
    const early = await customer.rest("POST", `/api/orders/${orderId}/complete-payment`, {
      paymentIntentId: MOCK_INTENT,
    });
    expect(early.status).toBe(402);
    expect(ok(await customer.rest("GET", `/api/orders/${orderId}`))).toMatchObject({
      status: "pending",
      paymentStatus: "requires_payment",
    });

    // The one step beyond the spec: the test provider's card, where Stripe.js would confirm in the browser.
    const paid = ok(
      await customer.rest("POST", `/api/payment-intents/${order.paymentIntentId}/confirm`, { cardNumber: TEST_CARD }),
    );
    expect(paid).toMatchObject({ paymentIntentId: order.paymentIntentId, status: "succeeded" });
    // The intent made for the client's 39.17 charged the order's total.
    expect((await server.services.payments.retrieve(order.paymentIntentId))?.amountCents).toBe(3842);

    const completed = ok(
      await customer.rest("POST", `/api/orders/${orderId}/complete-payment`, { paymentIntentId: MOCK_INTENT }),
    );
    expect(completed).toMatchObject({ id: orderId, status: "confirmed", paymentStatus: "succeeded" });
  });

  test("the order payload's prices, totals, ids and status are not read; a placeholder intent id gives the order its own", async () => {
    const order = ok(
      await customer.rest("POST", "/api/orders", {
        ...PLACEHOLDERS,
        customerId: 1,
        status: "delivered",
        items: [{ foodItemId: dish.id, quantity: 1, price: "0.01" }],
        subtotal: "0.01",
        platformFee: "0",
        deliveryFee: "0",
        tax: "0",
        total: "0.01",
        paymentIntentId: MOCK_INTENT,
      }),
    );
    expect(order).toMatchObject({
      customerId: userId,
      cookId,
      status: "pending",
      subtotal: "15.50",
      items: [{ price: "15.50" }],
    });
    expect(order.paymentIntentId).toMatch(/^pi_test_/);
    expect((await server.services.payments.retrieve(order.paymentIntentId))?.amountCents).toBe(
      Math.round(Number(order.total) * 100),
    );
    // Left unpaid: cancelled so that it does not linger in the kitchen's list.
    await server.services.prisma.order.update({ where: { id: order.id }, data: { status: "cancelled" } });
  });

  test("the same payload sent twice at once makes one order; a declined card confirms nothing; another intent of theirs is refused", async () => {
    const payload = {
      ...PLACEHOLDERS,
      status: "pending",
      items: [{ foodItemId: dish.id, quantity: 3, price: "15.50" }],
      paymentIntentId: MOCK_INTENT,
    };
    const [a, b] = await Promise.all([
      customer.rest("POST", "/api/orders", payload),
      customer.rest("POST", "/api/orders", payload),
    ]);
    expect(ok(a).id).toBe(ok(b).id);
    expect(a.json.paymentIntentId).toBe(b.json.paymentIntentId);
    const declined = await customer.rest("POST", `/api/payment-intents/${a.json.paymentIntentId}/confirm`, {
      cardNumber: "4000 0000 0000 0002",
    });
    expect(declined.status).toBe(402);
    expect(declined.text).toBe("Your card was declined.");
    expect(
      (await customer.rest("POST", `/api/orders/${a.json.id}/complete-payment`, { paymentIntentId: MOCK_INTENT }))
        .status,
    ).toBe(402);
    const other = ok(await customer.rest("POST", "/api/create-payment-intent", { amount: 12.34 }));
    const mismatch = await customer.rest("POST", `/api/orders/${a.json.id}/complete-payment`, {
      paymentIntentId: other.paymentIntentId,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.text).toBe("That payment is not for this order.");
    expect(ok(await customer.rest("GET", `/api/orders/${a.json.id}`))).toMatchObject({
      status: "pending",
      paymentStatus: "failed",
    });
    await server.services.prisma.order.update({ where: { id: a.json.id }, data: { status: "cancelled" } });
  });

  test("an order payload the rules refuse answers 4xx and creates nothing", async () => {
    const before = await server.services.prisma.order.count();
    const katsu = await server.services.prisma.foodItem.findFirstOrThrow({ where: { name: "Chicken Katsu Curry" } });
    const cases: [unknown, number, RegExp][] = [
      [{ items: [] }, 400, /at least one dish/],
      [{ items: "two tacos" }, 400, /items must be a list/],
      [{ items: [{ foodItemId: 999999, quantity: 1 }] }, 400, /does not exist/],
      [{ items: [{ foodItemId: dish.id, quantity: 0 }] }, 400, /quantity must be 1 to 99/],
      [
        {
          items: [
            { foodItemId: dish.id, quantity: 1 },
            { foodItemId: katsu.id, quantity: 1 },
          ],
        },
        400,
        /more than one kitchen/,
      ],
      [{ items: [{ foodItemId: dish.id, quantity: 1 }], deliveryAddress: "x" }, 400, /complete address/],
      [{ items: Array.from({ length: 101 }, () => ({ foodItemId: dish.id, quantity: 1 })) }, 400, /at most 100 lines/],
    ];
    for (const [body, status, message] of cases) {
      const res = await customer.rest("POST", "/api/orders", {
        ...PLACEHOLDERS,
        paymentIntentId: MOCK_INTENT,
        ...(body as object),
      });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.text).toMatch(message);
    }
    expect(await server.services.prisma.order.count()).toBe(before);
  });

  test("GET /api/orders/customer/{userId}: the order history shows the paid order", async () => {
    const history = ok(await customer.rest("GET", `/api/orders/customer/${userId}`));
    const order = history.find((o: any) => o.id === orderId);
    expect(order).toMatchObject({
      status: "confirmed",
      createdAt: expect.any(String),
      total: expect.any(String),
      items: [{ foodItemId: dish.id, name: "Carnitas Plate", quantity: 2, price: "15.50" }],
    });
    expect(order.items[0]).toHaveProperty("imageUrl");
  });

  test("the cook and the driver move the order to delivered (companion spec §7: PATCH /api/orders/{id})", async () => {
    expect(ok(await cook.rest("GET", "/api/chef/orders")).some((o: any) => o.id === orderId)).toBe(true);
    expect(ok(await cook.rest("PATCH", `/api/orders/${orderId}`, { status: "preparing" })).status).toBe("preparing");
    expect(ok(await cook.rest("PATCH", `/api/orders/${orderId}`, { status: "ready" })).status).toBe("ready");
    expect(ok(await driver.rest("GET", "/api/orders/available")).some((o: any) => o.id === orderId)).toBe(true);
    expect(ok(await driver.rest("POST", `/api/orders/${orderId}/assign-driver`, { driverId }))).toMatchObject({
      id: orderId,
    });
    expect(ok(await driver.rest("GET", `/api/orders/driver/${driverId}`)).some((o: any) => o.id === orderId)).toBe(
      true,
    );
    for (const status of ["picked_up", "on_way"])
      expect(ok(await driver.rest("PATCH", `/api/orders/${orderId}`, { status })).status).toBe(status);
    const at = { lat: 30.2622, lng: -97.7385, timestamp: new Date().toISOString(), accuracy: 8 };
    ok(await driver.rest("POST", `/api/drivers/${driverId}/location`, at));
    expect(ok(await customer.rest("GET", `/api/orders/${orderId}/driver/location`))).toMatchObject({
      lat: at.lat,
      lng: at.lng,
      timestamp: expect.any(String),
    });
    expect(ok(await customer.rest("GET", `/api/drivers/${driverId}/location`))).toMatchObject({
      lat: at.lat,
      lng: at.lng,
    });
    expect(ok(await customer.rest("GET", `/api/orders/${orderId}/tracking`)).length).toBeGreaterThan(0);
    expect(ok(await driver.rest("PATCH", `/api/orders/${orderId}`, { status: "delivered" })).status).toBe("delivered");
  });

  test("POST /api/reviews after delivery; GET /api/users/{userId}/reviews shows it", async () => {
    const review = ok(
      await customer.rest("POST", "/api/reviews", {
        rating: 5,
        comment: " Crispy and tender. ",
        foodItemId: dish.id,
        orderId,
      }),
    );
    expect(review).toMatchObject({
      id: expect.any(Number),
      rating: 5,
      comment: "Crispy and tender.",
      foodItemId: dish.id,
      orderId,
      createdAt: expect.any(String),
    });
    const mine = ok(await customer.rest("GET", `/api/users/${userId}/reviews`));
    expect(mine[0]).toMatchObject({
      id: review.id,
      rating: 5,
      foodItemId: dish.id,
      orderId,
      user: { name: "Sam Spec" },
    });
    expect(
      ok(await customer.rest("GET", `/api/orders/customer/${userId}`)).find((o: any) => o.id === orderId).items[0],
    ).toMatchObject({ reviewed: true });
    const again = await customer.rest("POST", "/api/reviews", { rating: 4, comment: "", foodItemId: dish.id, orderId });
    expect(again.status).toBe(409);
  });

  test("GET/PUT /api/notification-settings (partial fields on PUT); GET /api/notifications; PUT /api/notifications/{id}/read", async () => {
    expect(ok(await customer.rest("GET", "/api/notification-settings"))).toMatchObject({
      pushNotifications: true,
      emailNotifications: true,
      smsNotifications: false,
      orderStatusUpdates: true,
      deliveryUpdates: true,
      promotionalNotifications: true,
    });
    expect(ok(await customer.rest("PUT", "/api/notification-settings", { smsNotifications: true }))).toMatchObject({
      smsNotifications: true,
      emailNotifications: true,
    });
    const notifications = ok(await customer.rest("GET", "/api/notifications"));
    expect(notifications.length).toBeGreaterThan(0);
    expect(notifications[0]).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      message: expect.any(String),
      sentAt: expect.any(String),
      isRead: false,
    });
    ok(await customer.rest("PUT", `/api/notifications/${notifications[0].id}/read`));
    expect(ok(await customer.rest("GET", "/api/notifications"))[0]).toMatchObject({
      id: notifications[0].id,
      isRead: true,
    });
  });

  test("GET /api/push/vapid-key, POST /api/push-subscriptions, POST /api/push/test", async () => {
    const { publicKey } = ok(await customer.rest("GET", "/api/push/vapid-key"));
    expect(publicKey).toEqual(expect.any(String));
    const keys = crypto.createECDH("prime256v1");
    keys.generateKeys();
    ok(
      await customer.rest("POST", "/api/push-subscriptions", {
        endpoint: "https://127.0.0.1:9/push/spec-client",
        p256dhKey: keys.getPublicKey("base64url"),
        authKey: crypto.randomBytes(16).toString("base64url"),
      }),
    );
    expect(
      ok(await customer.rest("POST", "/api/push/test", { title: "Hello", message: "From the spec" })),
    ).toHaveProperty("success");
  });

  test("POST /api/gps/route, /estimate, /geocode, /reverse-geocode; GET /api/gps/status", async () => {
    const origin = { lat: 30.2622, lng: -97.7385 };
    const destination = { lat: 30.2849, lng: -97.7341 };
    const route = ok(await customer.rest("POST", "/api/gps/route", { origin, destination, waypoints: [] }));
    expect(route).toMatchObject({
      steps: expect.any(Array),
      distance: expect.any(Number),
      duration: expect.any(Number),
    });
    // The customer reads the delivery estimate's fields; the driver's screen reads the other four.
    expect(ok(await customer.rest("POST", "/api/gps/estimate", { driverLocation: origin, destination }))).toMatchObject(
      {
        estimatedArrival: expect.any(String),
        remainingTime: expect.any(Number),
        remainingDistance: expect.any(Number),
        trafficDelay: 0,
      },
    );
    expect(ok(await driver.rest("POST", "/api/gps/estimate", { driverLocation: origin, destination }))).toMatchObject({
      estimatedTime: expect.any(Number),
      distance: expect.any(Number),
      trafficConditions: expect.any(String),
      confidence: expect.any(Number),
    });
    // Offline, the geocoder places an address at the public place it names (here the kitchen's ZIP code).
    const kitchen = await server.services.prisma.user.findUniqueOrThrow({ where: { id: cookId } });
    const place = ok(await customer.rest("POST", "/api/gps/geocode", { address: kitchen.address }));
    expect(place).toMatchObject({ lat: 30.2428, lng: -97.7658, address: "Austin, TX 78704", approximate: true });
    // Text that could name several places is not settled on the first: the client is asked.
    const ambiguous = await customer.rest("POST", "/api/gps/geocode", { address: "Cesar Chavez St, Springfield" });
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.text).toMatch(/^Which one do you mean: Springfield, IL; Springfield, MA; /);
    expect(
      ok(await customer.rest("POST", "/api/gps/reverse-geocode", { coordinates: { lat: place.lat, lng: place.lng } })),
    ).toMatchObject({
      address: "Austin, TX 78704",
    });
    expect(ok(await customer.rest("GET", "/api/gps/status"))).toMatchObject({
      available: expect.any(Boolean),
      provider: expect.anything(),
      mapbox: expect.any(Boolean),
      google: expect.any(Boolean),
    });
  });

  test("POST /api/auth/forgot-password and /reset-password with the mailed token; POST /api/auth/logout", async () => {
    expect(ok(await server.client().rest("POST", "/api/auth/forgot-password", { email }))).toMatchObject({
      success: true,
    });
    const mail = await server.services.prisma.mailMessage.findFirstOrThrow({
      where: { to: email },
      orderBy: { id: "desc" },
    });
    const token = /token=([^\s&]+)/.exec(mail.text)![1]!;
    ok(await server.client().rest("POST", "/api/auth/reset-password", { token, newPassword: "newsecret1" }));
    const c = server.client();
    expect(ok(await c.rest("POST", "/api/auth/login", { email, password: "newsecret1" }))).toMatchObject({
      role: "customer",
    });
    ok(await c.rest("POST", "/api/auth/logout"));
    expect((await c.rest("GET", "/api/users/current")).status).toBe(401);
  });

  test("POST /api/chefs/register (role cook) and /api/drivers/register (role driver)", async () => {
    const chef = ok(
      await server.client().rest("POST", "/api/chefs/register", {
        name: "Lena Spec",
        email: `lena.${Date.now()}@example.com`,
        password: "secret123",
        phone: "5125550190",
        address: "900 E 11th St, Austin, TX",
        businessName: "Lena's Table",
        description: "Slow-cooked Ethiopian stews and fresh injera.",
        specialties: "Doro wat, misir",
        experienceYears: 6,
        role: "cook",
      }),
    );
    expect(chef).toMatchObject({ role: "cook", application: { id: expect.any(Number), status: "pending" } });
    const newDriver = ok(
      await server.client().rest("POST", "/api/drivers/register", {
        name: "Rae Spec",
        email: `rae.${Date.now()}@example.com`,
        phone: "5125550191",
        address: "500 E 7th St, Austin, TX",
        driverLicense: "TX5550191",
        vehicleType: "car",
        vehicleMake: "Toyota",
        vehicleModel: "Prius",
        vehicleYear: "2019",
        licensePlate: "SPC-191",
        insuranceProvider: "Geico",
        hasInsurance: true,
        hasCleanRecord: true,
        canWorkWeekends: true,
        role: "driver",
      }),
    );
    expect(newDriver).toMatchObject({ role: "driver", application: { id: expect.any(Number), status: "pending" } });
  });
});

describe("companion spec §7, admin", () => {
  test("the spec's lower-case words and GraphQL's names are accepted alike, by every route that reads a word", async () => {
    for (const kind of ["chef", "driver"]) {
      const lower = ok(await admin.rest("GET", `/api/admin/${kind}-applications?status=pending`));
      expect(ok(await admin.rest("GET", `/api/admin/${kind}-applications?status=PENDING`))).toEqual(lower);
    }
    const easy = ok(await admin.rest("GET", "/api/recipes?difficulty=easy"));
    expect(easy.length).toBeGreaterThan(0);
    expect(ok(await admin.rest("GET", "/api/recipes?difficulty=EASY"))).toEqual(easy);
    const orders = ok(await admin.rest("GET", `/api/orders/cook/${cookId}?status=delivered`));
    expect(ok(await admin.rest("GET", `/api/orders/cook/${cookId}?status=DELIVERED`))).toEqual(orders);
  });

  test("GET /api/admin/users; PATCH pause (a toggle); POST reset-password; DELETE", async () => {
    const users = ok(await admin.rest("GET", "/api/admin/users"));
    expect(users[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      email: expect.any(String),
      role: expect.any(String),
    });
    const target = await server.services.prisma.user.create({
      data: { name: "Pat Paused", username: "Pat Paused", email: `pat.${Date.now()}@example.com`, role: "customer" },
    });
    expect(ok(await admin.rest("PATCH", `/api/admin/users/${target.id}/pause`))).toMatchObject({
      id: target.id,
      isPaused: true,
    });
    expect(ok(await admin.rest("PATCH", `/api/admin/users/${target.id}/pause`))).toMatchObject({
      id: target.id,
      isPaused: false,
    });
    expect(ok(await admin.rest("POST", `/api/admin/users/${target.id}/reset-password`))).toMatchObject({
      success: true,
    });
    expect(ok(await admin.rest("DELETE", `/api/admin/users/${target.id}`))).toMatchObject({ success: true });
    expect((await cook.rest("GET", "/api/admin/users")).status).toBe(403);
  });

  test("GET the application lists (dashboard and review); PATCH decides with status and rejectionReason", async () => {
    for (const kind of ["chef", "driver"]) {
      const dashboard = ok(await admin.rest("GET", `/api/${kind}-applications`));
      const review = ok(await admin.rest("GET", `/api/admin/${kind}-applications`));
      expect(review.length).toBe(dashboard.length);
      const pending = review.find((a: any) => a.status === "pending");
      expect(pending).toMatchObject({ id: expect.any(Number), status: "pending" });
      const decided =
        kind === "chef"
          ? ok(await admin.rest("PATCH", `/api/admin/chef-applications/${pending.id}`, { status: "approved" }))
          : ok(
              await admin.rest("PATCH", `/api/admin/driver-applications/${pending.id}`, {
                status: "rejected",
                rejectionReason: "No insurance on file",
              }),
            );
      expect(decided).toMatchObject({ id: pending.id, status: kind === "chef" ? "approved" : "rejected" });
    }
  });

  test("POST /api/auth/change-password, /api/auth/forgot-password, /api/auth/logout", async () => {
    const c = await server.signIn("admin@homeplate.dev");
    ok(
      await c.rest("POST", "/api/auth/change-password", {
        currentPassword: "homeplate123",
        newPassword: "homeplate123",
      }),
    );
    ok(await c.rest("POST", "/api/auth/forgot-password", { email: "admin@homeplate.dev" }));
    ok(await c.rest("POST", "/api/auth/logout"));
  });
});

describe("companion spec §7, driver", () => {
  test("GET /api/orders/{id}, /api/drivers/{userId}/metrics, /api/orders/cook/{id}, /api/earnings/user/{id}/daily", async () => {
    // The order this story delivered: the newest, as the demo's past holds older ones.
    const delivered = await server.services.prisma.order.findFirstOrThrow({
      where: { driverId, cookId, status: "delivered" },
      orderBy: { id: "desc" },
    });
    expect(ok(await driver.rest("GET", `/api/orders/${delivered.id}`))).toMatchObject({
      id: delivered.id,
      status: "delivered",
    });
    expect(ok(await driver.rest("GET", `/api/drivers/${driverId}/metrics`))).toMatchObject({
      totalDeliveries: expect.any(Number),
      averageRating: expect.anything(),
      onTimeDeliveries: expect.any(Number),
    });
    expect(ok(await cook.rest("GET", `/api/orders/cook/${cookId}`)).some((o: any) => o.id === delivered.id)).toBe(true);
    // The order delivered here is today's: the daily list has a day with it counted.
    const daily = ok(await cook.rest("GET", `/api/earnings/user/${cookId}/daily`));
    expect(daily.length).toBeGreaterThan(0);
    expect(daily.some((d: any) => d.orders > 0 && d.grossSales > 0)).toBe(true);
    expect(daily[0]).toEqual({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      grossSales: expect.any(Number),
      platformFee: expect.any(Number),
      netEarnings: expect.any(Number),
      promoDiscounts: expect.any(Number),
      orders: expect.any(Number),
    });
  });

  test("POST /api/drivers/apply with the application fields (a signed-in customer)", async () => {
    const c = server.client();
    const applicantEmail = `apply.${Date.now()}@example.com`;
    ok(
      await c.rest("POST", "/api/customers/register", {
        name: "Ana Apply",
        email: applicantEmail,
        password: "secret123",
        phone: "5125550192",
        address: "12 Lamar Blvd, Austin, TX",
        role: "customer",
      }),
    );
    ok(await c.rest("POST", "/api/auth/login", { email: applicantEmail, password: "secret123" }));
    const filed = ok(
      await c.rest("POST", "/api/drivers/apply", {
        licenseNumber: "TX5550192",
        vehicleType: "bike",
        vehicleMake: "Trek",
        vehicleModel: "FX 2",
        vehicleYear: 2022,
        licensePlate: "none",
        insuranceProvider: "Geico",
        insurancePolicyNumber: "G-192",
      }),
    );
    expect(filed).toMatchObject({ id: expect.any(Number), status: "pending" });
  });
});

describe("companion spec §7, chef and store", () => {
  test("GET/POST /api/chef/restaurant-profile", async () => {
    const profile = ok(await cook.rest("GET", "/api/chef/restaurant-profile"));
    expect(profile).toHaveProperty("restaurantName");
    const saved = ok(
      await cook.rest("POST", "/api/chef/restaurant-profile", {
        restaurantName: "Maria's Kitchen",
        cuisineType: "mexican",
        description: "Family recipes from Oaxaca, cooked fresh daily.",
        logoUrl: "",
        bannerUrl: "",
        specialties: ["Mole"],
      }),
    );
    expect(saved).toMatchObject({ restaurantName: "Maria's Kitchen", cuisineType: "mexican" });
  });

  test("GET/POST /api/chef/categories and DELETE /api/chef/categories/{id}", async () => {
    const created = ok(
      await cook.rest("POST", "/api/chef/categories", {
        name: "Spec Specials",
        description: "",
        displayOrder: 0,
        isActive: true,
      }),
    );
    expect(created).toMatchObject({ id: expect.any(Number), name: "Spec Specials", displayOrder: 0, isActive: true });
    expect(ok(await cook.rest("GET", "/api/chef/categories")).some((c: any) => c.id === created.id)).toBe(true);
    ok(await cook.rest("DELETE", `/api/chef/categories/${created.id}`));
  });

  test("POST/PATCH/DELETE /api/chef/food-items with the chef view's fields, category as text", async () => {
    const fields = {
      name: "Tamales de Rajas",
      category: "Main Course",
      description: "Corn masa with roasted poblano strips and cheese.",
      price: "11.00",
      prepTime: "30-45 mins",
      customDeliveryFee: "",
      imageUrl: "https://images.example.com/tamales.jpg",
      available: true,
      isOnSpecial: false,
      specialPrice: "",
      specialDescription: "",
    };
    const created = ok(await cook.rest("POST", "/api/chef/food-items", fields));
    expect(created).toMatchObject({
      id: expect.any(Number),
      name: fields.name,
      category: "Main Course",
      price: "11.00",
      available: true,
      rating: expect.anything(),
      reviewCount: 0,
    });
    expect(ok(await cook.rest("GET", "/api/chef/food-items")).some((i: any) => i.id === created.id)).toBe(true);
    const imaged = ok(
      await cook.rest("PATCH", `/api/chef/food-items/${created.id}`, {
        imageUrl: "https://images.example.com/tamales-2.jpg",
      }),
    );
    expect(imaged).toMatchObject({ imageUrl: "https://images.example.com/tamales-2.jpg", category: "Main Course" });
    const special = ok(
      await cook.rest("PATCH", `/api/chef/food-items/${created.id}`, {
        ...fields,
        isOnSpecial: true,
        specialPrice: "9.50",
        specialDescription: "Launch week",
      }),
    );
    expect(special).toMatchObject({ isOnSpecial: true, specialPrice: "9.50", specialDescription: "Launch week" });
    ok(await cook.rest("DELETE", `/api/chef/food-items/${created.id}`));
  });

  test("GET /api/chef/orders and /api/chef/earnings", async () => {
    // The kitchen's queue is its own paid orders (not those awaiting payment, nor scheduled ones
    // not yet released to it), and no other kitchen's.
    const orders = ok(await cook.rest("GET", "/api/chef/orders"));
    const own = await server.services.prisma.order.findMany({
      where: {
        cookId,
        status: { not: "pending" },
        NOT: { scheduledFor: { not: null }, releasedAt: null, status: { not: "cancelled" } },
      },
      select: { id: true },
    });
    expect(own.length).toBeGreaterThan(0);
    expect(orders.map((o: any) => o.id).sort()).toEqual(own.map((o) => o.id).sort());
    expect(ok(await cook.rest("GET", "/api/chef/earnings"))).toMatchObject({
      total: { grossSales: expect.any(Number), netEarnings: expect.any(Number) },
    });
  });

  test("POST /api/store-settings saves the whole form or a part of it; GET /api/store-settings/{userId}", async () => {
    const before = ok(await cook.rest("GET", `/api/store-settings/${cookId}`));
    const {
      userId: _u,
      saved: _s,
      notifications: _n,
      maxOrdersPerDay: _m,
      vacationMode: _v,
      payoutSchedule: _p,
      timeZone: _t,
      ...form
    } = before;
    expect(ok(await cook.rest("POST", "/api/store-settings", { ...form, preparationTime: 40 }))).toMatchObject({
      preparationTime: 40,
    });
    const partial = ok(await cook.rest("POST", "/api/store-settings", { deliveryFee: 3.5 }));
    expect(partial).toMatchObject({ ...form, preparationTime: 40, deliveryFee: 3.5 });
    expect(ok(await cook.rest("GET", `/api/store-settings/${cookId}`))).toMatchObject({
      preparationTime: 40,
      deliveryFee: 3.5,
    });
  });
});

describe("REST lists page with ?limit= and ?offset= and say their total in X-Total-Count", () => {
  // The admin's password change above ended their other sessions.
  beforeAll(async () => {
    admin = await server.signIn("admin@homeplate.dev");
  });

  /** Every list route of the spec's tables, with a client that may read it. */
  const lists = (): [TestClient, string][] => [
    [server.client(), "/api/food-items"],
    [server.client(), "/api/chefs"],
    [admin, "/api/admin/users"],
    [admin, "/api/chef-applications"],
    [admin, "/api/admin/driver-applications"],
    [admin, "/api/admin/audit-log"],
    [admin, "/api/admin/outbox"],
    [cook, "/api/chef/categories"],
    [cook, "/api/chef/food-items"],
    [cook, "/api/chef/orders"],
    [cook, `/api/orders/cook/${cookId}`],
    [driver, "/api/orders/available"],
    [driver, `/api/orders/driver/${driverId}`],
    [admin, "/api/notifications"],
  ];

  test("each list's pages are slices of the whole list, and the header is its length", async () => {
    for (const [client, path] of lists()) {
      const whole = await client.rest("GET", path);
      expect(whole.status, `${path}: ${whole.text}`).toBe(200);
      const total = Number(whole.headers.get("x-total-count"));
      expect(total, path).toBeGreaterThanOrEqual(whole.json.length);
      const page = await client.rest("GET", `${path}${path.includes("?") ? "&" : "?"}limit=2&offset=1`);
      expect(page.status, `${path}: ${page.text}`).toBe(200);
      expect(page.headers.get("x-total-count"), path).toBe(String(total));
      expect(
        page.json.map((x: any) => x.id),
        path,
      ).toEqual(whole.json.slice(1, 3).map((x: any) => x.id));
    }
  });

  test("a list longer than its default page is read whole page by page", async () => {
    const menu = await server.client().rest("GET", "/api/food-items?limit=5");
    const total = Number(menu.headers.get("x-total-count"));
    expect(menu.json).toHaveLength(5);
    expect(total).toBeGreaterThan(5);
    const seen: number[] = [];
    for (let offset = 0; offset < total; offset += 5)
      seen.push(
        ...(await server.client().rest("GET", `/api/food-items?limit=5&offset=${offset}`)).json.map((i: any) => i.id),
      );
    expect(new Set(seen).size).toBe(total);
  });

  test("a limit or offset out of range is refused with 400", async () => {
    for (const query of ["limit=0", "limit=101", "limit=two", "offset=-1", "offset=1.5", "offset=100001"]) {
      const res = await admin.rest("GET", `/api/admin/users?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.text).toMatch(/must be a whole number from/);
    }
  });
});
