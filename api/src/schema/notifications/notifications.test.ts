// Notifications: one row per event, written in the transaction of the change it reports, honouring
// the user's settings; own-only reading; the six settings and their defaults; live over graphql-ws.
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";
import { eventually } from "../../test/eventually.ts";
import { checkout, demoIds, setCart } from "../../test/orders.ts";

let server: TestServer;
let ids: Awaited<ReturnType<typeof demoIds>>;
let casey: TestClient;
let jordan: TestClient;
let maria: TestClient;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  casey = await server.signIn("customer@homeplate.dev");
  jordan = await server.signIn("customer2@homeplate.dev");
  maria = await server.signIn("cook@homeplate.dev");
  admin = await server.signIn("admin@homeplate.dev");
});
afterAll(() => server?.close());
beforeEach(async () => {
  const prisma = server.services.prisma;
  await prisma.storeSettings.updateMany({ data: { autoAcceptOrders: false } });
  await prisma.notificationSettings.deleteMany({});
  await prisma.notification.deleteMany({});
});

const prisma = () => server.services.prisma;
const rowsOf = (userId: number) => prisma().notification.findMany({ where: { userId }, orderBy: { id: "asc" } });

async function paidOrder() {
  await setCart(server, ids.casey.id, [[ids.carnitas.id, 1]]);
  const { completed } = await checkout(casey);
  expect(completed.order).toMatchObject({ status: "CONFIRMED" });
  return completed.order as { id: string; databaseId: number };
}

const STEP = `mutation($input: UpdateOrderStatusInput!) { result: updateOrderStatus(input: $input) { __typename ... on Error { message } } }`;
const step = (orderId: string, status: string) => maria.mutate(STEP, { input: { orderId, status } });
const DECLINE = `mutation($input: DeclineOrderInput!) { result: declineOrder(input: $input) { __typename ... on Error { message } } }`;

describe("settings", () => {
  test("GET /api/notification-settings answers the spec's six toggles with their defaults", async () => {
    const res = await casey.rest("GET", "/api/notification-settings");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      pushNotifications: true,
      emailNotifications: true,
      smsNotifications: false,
      orderStatusUpdates: true,
      deliveryUpdates: true,
      promotionalNotifications: true,
    });
  });

  test("PUT /api/notification-settings changes only the fields sent, and keeps them", async () => {
    const res = await casey.rest("PUT", "/api/notification-settings", {
      smsNotifications: true,
      promotionalNotifications: false,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      smsNotifications: true,
      promotionalNotifications: false,
      pushNotifications: true,
    });
    const again = await casey.rest("PUT", "/api/notification-settings", { pushNotifications: false });
    expect(again.json).toMatchObject({
      smsNotifications: true,
      promotionalNotifications: false,
      pushNotifications: false,
    });
    expect((await casey.rest("GET", "/api/notification-settings")).json.pushNotifications).toBe(false);
    // Another user's settings are untouched.
    expect((await jordan.rest("GET", "/api/notification-settings")).json.pushNotifications).toBe(true);
  });

  test("a toggle that is not a boolean is refused, and a visitor gets 401", async () => {
    expect((await casey.rest("PUT", "/api/notification-settings", { emailNotifications: "yes" })).status).toBe(400);
    expect((await server.client().rest("GET", "/api/notification-settings")).status).toBe(401);
    expect((await server.client().rest("GET", "/api/notifications")).status).toBe(401);
  });
});

describe("order events", () => {
  test("paying notifies the cook of a new order and the customer that it is confirmed, exactly once each", async () => {
    const order = await paidOrder();
    const cook = await rowsOf(ids.maria.id);
    const customer = await rowsOf(ids.casey.id);
    expect(cook.map((n) => [n.kind, n.orderId])).toEqual([["new_order", order.databaseId]]);
    expect(customer.map((n) => [n.kind, n.title, n.url])).toEqual([
      ["order_confirmed", "Order confirmed", `/tracking?orderId=${order.databaseId}`],
    ]);
  });

  test("each cook step notifies the customer once: being prepared, ready; a refused step notifies no one", async () => {
    const order = await paidOrder();
    await step(order.id, "PREPARING");
    expect((await step(order.id, "PREPARING")).__typename).toBe("OrderTransitionError");
    await step(order.id, "READY");
    const kinds = (await rowsOf(ids.casey.id)).map((n) => n.kind);
    expect(kinds).toEqual(["order_confirmed", "order_preparing", "order_ready"]);
    const list = await casey.rest("GET", "/api/notifications");
    expect(list.json.map((n: any) => n.title)).toEqual(["Order ready", "Order being prepared", "Order confirmed"]);
    expect(list.json[0]).toMatchObject({
      isRead: false,
      sentAt: expect.any(String),
      orderId: order.databaseId,
      id: expect.any(Number),
    });
  });

  test("a ready order notifies the approved drivers near the kitchen who want delivery updates, once, and not the pending driver", async () => {
    const driver = await prisma().user.findUniqueOrThrow({ where: { email: "driver@homeplate.dev" } });
    const pending = await prisma().user.findUniqueOrThrow({ where: { email: "pending.driver@homeplate.dev" } });
    const order = await paidOrder();
    await step(order.id, "PREPARING");
    expect(await rowsOf(driver.id)).toEqual([]);
    await step(order.id, "READY");
    const [told, ...more] = await rowsOf(driver.id);
    expect(more).toEqual([]);
    expect(told).toMatchObject({
      kind: "delivery_available",
      title: "Order ready near you",
      url: "/driver",
      orderId: order.databaseId,
    });
    expect(told!.message).toMatch(
      new RegExp(`^Order #${order.databaseId} is ready for pickup at .+: you would earn \\$\\d+\\.\\d{2}\\.$`),
    );
    expect(await rowsOf(pending.id)).toEqual([]);

    // Far away (Seattle), or with delivery updates off, a driver is not told.
    await prisma().user.update({ where: { id: driver.id }, data: { latitude: 47.6, longitude: -122.3 } });
    const far = await paidOrder();
    await step(far.id, "PREPARING");
    await step(far.id, "READY");
    expect((await rowsOf(driver.id)).filter((n) => n.orderId === far.databaseId)).toEqual([]);
    await prisma().user.update({
      where: { id: driver.id },
      data: { latitude: driver.latitude, longitude: driver.longitude },
    });
    await prisma().notificationSettings.create({ data: { userId: driver.id, deliveryUpdates: false } });
    const off = await paidOrder();
    await step(off.id, "PREPARING");
    await step(off.id, "READY");
    expect((await rowsOf(driver.id)).filter((n) => n.orderId === off.databaseId)).toEqual([]);
  });

  test("two simultaneous steps create one notification", async () => {
    const order = await paidOrder();
    await Promise.all([step(order.id, "PREPARING"), step(order.id, "PREPARING")]);
    expect((await rowsOf(ids.casey.id)).filter((n) => n.kind === "order_preparing")).toHaveLength(1);
  });

  test("a declined order notifies the customer with its reason", async () => {
    const order = await paidOrder();
    await maria.mutate(DECLINE, { input: { orderId: order.id, reason: "Out of pork today" } });
    const last = (await rowsOf(ids.casey.id)).at(-1)!;
    expect(last).toMatchObject({ kind: "order_declined", title: "Order declined" });
    expect(last.message).toContain("Reason: Out of pork today");
  });

  test("with orderStatusUpdates off the customer is not notified of order steps; the cook still is of new orders", async () => {
    await casey.rest("PUT", "/api/notification-settings", { orderStatusUpdates: false });
    const order = await paidOrder();
    await step(order.id, "PREPARING");
    expect(await rowsOf(ids.casey.id)).toEqual([]);
    expect((await rowsOf(ids.maria.id)).map((n) => n.kind)).toEqual(["new_order"]);
  });

  test("with deliveryUpdates off the customer is not told of the driver's steps; order steps still reach them", async () => {
    await casey.rest("PUT", "/api/notification-settings", { deliveryUpdates: false });
    const dan = await server.signIn("driver@homeplate.dev");
    const order = await paidOrder();
    await step(order.id, "PREPARING");
    await step(order.id, "READY");
    expect((await dan.rest("POST", `/api/orders/${order.databaseId}/assign-driver`, {})).status).toBe(200);
    for (const status of ["picked_up", "on_way", "delivered"]) {
      const res = await dan.rest("PATCH", `/api/orders/${order.databaseId}`, { status });
      expect(res.status, res.text).toBe(200);
    }
    // The order steps, governed by orderStatusUpdates (still on), were told: the switch is what is off.
    expect((await rowsOf(ids.casey.id)).map((n) => n.kind)).toEqual([
      "order_confirmed",
      "order_preparing",
      "order_ready",
    ]);
    // Back on, the next delivery's steps are told.
    await casey.rest("PUT", "/api/notification-settings", { deliveryUpdates: true });
    const next = await paidOrder();
    await step(next.id, "PREPARING");
    await step(next.id, "READY");
    await dan.rest("POST", `/api/orders/${next.databaseId}/assign-driver`, {});
    await dan.rest("PATCH", `/api/orders/${next.databaseId}`, { status: "picked_up" });
    expect((await rowsOf(ids.casey.id)).filter((n) => n.orderId === next.databaseId).map((n) => n.kind)).toContain(
      "order_picked_up",
    );
  });

  test("the cook's chef settings decide their notifications: new orders (notifyOrders) and mail (notifyEmail)", async () => {
    const PREFS = `mutation($input: UpdateChefPreferencesInput!) { result: updateChefPreferences(input: $input) { __typename ... on Error { message } } }`;
    const prefs = async (input: object) =>
      expect((await maria.mutate(PREFS, { input })).__typename).toBe("StoreSettingsPayload");
    const newOrderMails = () =>
      prisma().mailMessage.count({ where: { to: "cook@homeplate.dev", subject: "HomePlate: New order" } });
    try {
      await prefs({ notifyOrders: false });
      const quiet = await paidOrder();
      expect((await rowsOf(ids.maria.id)).filter((n) => n.orderId === quiet.databaseId)).toEqual([]);

      await prefs({ notifyOrders: true, notifyEmail: false });
      const mailsBefore = await newOrderMails();
      const unmailed = await paidOrder();
      expect((await rowsOf(ids.maria.id)).filter((n) => n.orderId === unmailed.databaseId).map((n) => n.kind)).toEqual([
        "new_order",
      ]);
      expect(await newOrderMails()).toBe(mailsBefore);

      await prefs({ notifyEmail: true });
      await paidOrder();
      expect(await newOrderMails()).toBe(mailsBefore + 1);
    } finally {
      await prefs({ notifyOrders: true, notifyEmail: true });
    }
  });

  test("with email notifications on the customer is mailed (text and HTML with the page's link); off, not", async () => {
    const order = await paidOrder();
    const mail = await prisma().mailMessage.findFirstOrThrow({
      where: { to: "customer@homeplate.dev", subject: "HomePlate: Order confirmed" },
      orderBy: { id: "desc" },
    });
    expect(mail.text).toContain(`${server.url}/tracking?orderId=${order.databaseId}`);
    expect(mail.html).toContain(`href="${server.url}/tracking?orderId=${order.databaseId}"`);
    await casey.rest("PUT", "/api/notification-settings", { emailNotifications: false });
    const before = await prisma().mailMessage.count({ where: { to: "customer@homeplate.dev" } });
    await step(order.id, "PREPARING");
    expect(await prisma().mailMessage.count({ where: { to: "customer@homeplate.dev" } })).toBe(before);
    expect((await rowsOf(ids.casey.id)).at(-1)!.kind).toBe("order_preparing");
  });

  test("a review notifies the dish's cook", async () => {
    const order = await paidOrder();
    await prisma().order.update({
      where: { id: order.databaseId },
      data: { status: "delivered", deliveredAt: new Date() },
    });
    const res = await casey.rest("POST", "/api/reviews", {
      rating: 4,
      comment: "Great",
      foodItemId: ids.carnitas.id,
      orderId: order.databaseId,
    });
    expect(res.status, res.text).toBe(200);
    const last = (await rowsOf(ids.maria.id)).at(-1)!;
    expect(last).toMatchObject({
      kind: "review_received",
      title: "New review",
      message: "Carnitas Plate received a 4-star review.",
    });
  });
});

describe("applications", () => {
  test("deciding a chef application notifies the applicant once", async () => {
    const c = server.client();
    const res = await c.rest("POST", "/api/chefs/register", {
      name: "Chef N",
      email: `chefn.${Date.now()}@example.com`,
      password: "secret123",
      phone: "(512) 555-0101",
      address: "700 Lavaca St, Austin, TX 78701",
      businessName: "Kitchen N",
      description: "Slow-cooked family recipes from my grandmother's kitchen.",
      specialties: "Gumbo",
      experienceYears: 5,
    });
    expect(res.status, res.text).toBe(200);
    const decided = await admin.rest("PATCH", `/api/admin/chef-applications/${res.json.application.id}`, {
      status: "rejected",
      rejectionReason: "Photos missing",
    });
    expect(decided.status, decided.text).toBe(200);
    const again = await admin.rest("PATCH", `/api/admin/chef-applications/${res.json.application.id}`, {
      status: "approved",
    });
    expect(again.status).toBe(409);
    const rows = await rowsOf(res.json.id);
    expect(rows.map((n) => [n.kind, n.message])).toEqual([["application_decided", "Reason: Photos missing"]]);
  });
});

describe("reading", () => {
  test("PUT /api/notifications/{id}/read marks one's own; another user's id answers 404 and changes nothing", async () => {
    await paidOrder();
    const [mine] = await rowsOf(ids.casey.id);
    const other = await jordan.rest("PUT", `/api/notifications/${mine!.id}/read`);
    expect(other.status).toBe(404);
    expect((await prisma().notification.findUniqueOrThrow({ where: { id: mine!.id } })).readAt).toBeNull();
    const res = await casey.rest("PUT", `/api/notifications/${mine!.id}/read`);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ id: mine!.id, isRead: true, unreadCount: 0 });
    expect((await casey.rest("PUT", "/api/notifications/99999999/read")).status).toBe(404);
    expect((await casey.rest("PUT", "/api/notifications/abc/read")).status).toBe(404);
  });

  test("mark all read clears the viewer's unread count only", async () => {
    const order = await paidOrder();
    await step(order.id, "PREPARING");
    expect((await casey.gql(`{ unreadNotificationCount }`)).data.unreadNotificationCount).toBe(2);
    const res = await casey.rest("PUT", "/api/notifications/read-all");
    expect(res.json).toEqual({ success: true, changed: 2, unreadCount: 0 });
    expect((await maria.gql(`{ unreadNotificationCount }`)).data.unreadNotificationCount).toBe(1);
    const { data } = await casey.gql(`{ notifications(first: 5) { edges { node { title isRead } } } }`);
    expect(data.notifications.edges.every((e: any) => e.node.isRead)).toBe(true);
  });

  test("another user's notification is not visible through node(id)", async () => {
    await paidOrder();
    const [mine] = await rowsOf(ids.casey.id);
    const id = Buffer.from(`Notification:${mine!.id}`).toString("base64");
    const q = `query($id: ID!) { node(id: $id) { ... on Notification { title } } }`;
    expect((await casey.gql(q, { id })).data.node.title).toBe("Order confirmed");
    expect((await jordan.gql(q, { id })).data?.node?.title).toBeUndefined();
  });
});

describe("live", () => {
  test("notificationAdded over graphql-ws brings the customer's new notification, and not to another user", async () => {
    const ws = (c: TestClient) =>
      createClient({
        url: server.url.replace("http", "ws") + "/graphql",
        webSocketImpl: WebSocket,
        connectionParams: { sessionToken: c.sessionToken },
      });
    const SUB = `subscription { notificationAdded { databaseId title isRead } }`;
    const caseyWs = ws(casey);
    const jordanWs = ws(jordan);
    const seen: any[] = [];
    const seenByJordan: any[] = [];
    caseyWs.subscribe(
      { query: SUB },
      { next: (r) => seen.push(r.data?.notificationAdded), error: () => {}, complete: () => {} },
    );
    jordanWs.subscribe(
      { query: SUB },
      { next: (r) => seenByJordan.push(r.data?.notificationAdded), error: () => {}, complete: () => {} },
    );
    const jordansOrder = async () => {
      await setCart(server, ids.jordan.id, [[ids.churros.id, 1]]);
      await checkout(jordan);
    };
    // Jordan's subscription is live: it brings his own notification.
    await jordansOrder();
    expect(
      await eventually(
        async () => seenByJordan.length,
        (n) => n >= 1,
      ),
    ).toBe(1);
    const order = await paidOrder();
    await step(order.id, "PREPARING");
    await eventually(
      async () => seen.length,
      (n) => n >= 2,
    );
    expect(seen.map((n) => n.title)).toEqual(["Order confirmed", "Order being prepared"]);
    expect(seen[0]).toMatchObject({ isRead: false, databaseId: expect.any(Number) });
    // After another of his own, Jordan has seen his and none of Casey's: one of hers would be here by now.
    await jordansOrder();
    await eventually(
      async () => seenByJordan.length,
      (n) => n >= 2,
    );
    expect(seenByJordan.map((n) => n.databaseId)).toEqual((await rowsOf(ids.jordan.id)).map((n) => n.id));
    await caseyWs.dispose();
    await jordanWs.dispose();
  });
});
