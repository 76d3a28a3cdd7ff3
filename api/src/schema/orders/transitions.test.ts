// The cook's side of an order: the paid orders of their kitchen, live; the steps confirmed ->
// preparing -> ready; declining a confirmed order with a refund and a mail; every other step refused.
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { expectRefusedId, REFUSAL, refusedIds } from "../../test/ids.ts";
import { globalId } from "../../test/kitchens.ts";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";
import { eventually } from "../../test/eventually.ts";
import { checkout, demoIds, ops, setCart } from "../../test/orders.ts";
import { tripMinutes } from "../../domain/orders/timing.ts";
import { STEPS } from "../../domain/orders/transitions.ts";

let server: TestServer;
let ids: Awaited<ReturnType<typeof demoIds>>;
let casey: TestClient;
let maria: TestClient;
let kenji: TestClient;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  casey = await server.signIn("customer@homeplate.dev");
  maria = await server.signIn("cook@homeplate.dev");
  kenji = await server.signIn("cook2@homeplate.dev");
  admin = await server.signIn("admin@homeplate.dev");
});
afterAll(() => server?.close());
beforeEach(async () => {
  await server.services.prisma.storeSettings.updateMany({ data: { autoAcceptOrders: false } });
});

/** Casey's paid order from Maria's Kitchen (confirmed, waiting for the cook). */
async function paidOrder() {
  await setCart(server, ids.casey.id, [[ids.carnitas.id, 2]]);
  const { completed } = await checkout(casey);
  expect(completed.order).toMatchObject({ status: "CONFIRMED", paymentStatus: "SUCCEEDED" });
  return completed.order as { id: string; databaseId: number };
}

const STEP = `mutation($input: UpdateOrderStatusInput!) { result: updateOrderStatus(input: $input) { __typename ... on Error { message }
  ... on UpdateOrderStatusPayload { order { databaseId status statusLabel } } } }`;
const DECLINE = `mutation($input: DeclineOrderInput!) { result: declineOrder(input: $input) { __typename ... on Error { message }
  ... on DeclineOrderPayload { order { databaseId status paymentStatus cancelReason cancelledAt } } } }`;
const step = (c: TestClient, orderId: string, status: string) => c.mutate(STEP, { input: { orderId, status } });
const statusOf = async (id: number) => (await server.services.prisma.order.findUniqueOrThrow({ where: { id } })).status;

describe("the kitchen's preparation time", () => {
  test("sets the time promised when the order is paid, and the ETA before pickup counts down to it", async () => {
    const PLAN = `query($id: ID!) { node(id: $id) { ... on Order { paidAt estimatedDelivery etaMinutes distanceMiles } } }`;
    const SAVE = `mutation($input: SaveStoreSettingsInput!) { result: saveStoreSettings(input: $input) { __typename ... on Error { message } } }`;
    const planOf = async (preparationTime: number) => {
      expect((await maria.mutate(SAVE, { input: { preparationTime } })).__typename).toBe("StoreSettingsPayload");
      const order = await paidOrder();
      const plan = (await casey.gql(PLAN, { id: order.id })).data.node;
      // The promise is made on the exact distance, which the server keeps (the API shows half miles).
      plan.distanceMiles = (
        await server.services.prisma.order.findUniqueOrThrow({ where: { id: order.databaseId } })
      ).distanceMiles;
      const promisedMinutes = (Date.parse(plan.estimatedDelivery) - Date.parse(plan.paidAt)) / 60_000;
      return { ...plan, promisedMinutes };
    };
    const saved = await server.services.prisma.storeSettings.findUnique({ where: { userId: ids.maria.id } });
    try {
      const slow = await planOf(90);
      expect(slow.promisedMinutes).toBe(90 + tripMinutes(slow.distanceMiles));
      expect(slow.etaMinutes).toBeGreaterThanOrEqual(slow.promisedMinutes - 1);
      expect(slow.etaMinutes).toBeLessThanOrEqual(slow.promisedMinutes);
      const quick = await planOf(10);
      expect(quick.promisedMinutes).toBe(10 + tripMinutes(quick.distanceMiles));
      expect(slow.etaMinutes - quick.etaMinutes).toBeGreaterThanOrEqual(79);
    } finally {
      await maria.mutate(SAVE, { input: { preparationTime: saved?.preparationTime ?? 30 } });
    }
  });
});

describe("the cook's steps", () => {
  test("the state machine lets a cook set preparing from confirmed and ready from preparing, nothing else", () => {
    expect(STEPS.cook).toEqual({ preparing: ["confirmed"], ready: ["preparing"] });
  });

  test("the order's cook moves it confirmed -> preparing -> ready", async () => {
    const order = await paidOrder();
    expect((await step(maria, order.id, "PREPARING")).order).toEqual({
      databaseId: order.databaseId,
      status: "PREPARING",
      statusLabel: "Being Prepared",
    });
    expect((await step(maria, order.id, "READY")).order.status).toBe("READY");
    expect(await statusOf(order.databaseId)).toBe("ready");
  });

  test("steps out of order are refused with a clear error and change nothing", async () => {
    const order = await paidOrder();
    const early = await step(maria, order.id, "READY");
    expect(early).toMatchObject({
      __typename: "OrderTransitionError",
      message:
        "This order is 'Order Confirmed', so it cannot be set to 'Ready for Pickup' (only a 'Being Prepared' order can).",
    });
    expect(await statusOf(order.databaseId)).toBe("confirmed");
    for (const status of ["DELIVERED", "PICKED_UP", "ON_WAY", "CANCELLED", "PENDING", "CONFIRMED"]) {
      const refused = await step(maria, order.id, status);
      expect(refused.__typename).toBe("OrderTransitionError");
      expect(refused.message).toMatch(/^A cook cannot set an order to '/);
    }
    await step(maria, order.id, "PREPARING");
    await step(maria, order.id, "READY");
    const back = await step(maria, order.id, "PREPARING");
    expect(back.message).toBe(
      "This order is 'Ready for Pickup', so it cannot be set to 'Being Prepared' (only a 'Order Confirmed' order can).",
    );
    expect(await statusOf(order.databaseId)).toBe("ready");
  });

  test("two clicks at once make one step", async () => {
    const order = await paidOrder();
    const results = await Promise.all([step(maria, order.id, "PREPARING"), step(maria, order.id, "PREPARING")]);
    expect(results.map((r) => r.__typename).sort()).toEqual(["OrderTransitionError", "UpdateOrderStatusPayload"]);
    expect(await statusOf(order.databaseId)).toBe("preparing");
  });

  test("another cook, the customer, a driver and an admin are refused", async () => {
    const order = await paidOrder();
    expect(await step(kenji, order.id, "PREPARING")).toMatchObject({
      __typename: "NotFoundError",
      message: "Order not found.",
    });
    for (const c of [casey, admin]) {
      expect((await step(c, order.id, "PREPARING")).__typename).toBe("NotAllowedError");
    }
    // A driver does not even see an order that is not on offer to them.
    expect(await step(await server.signIn("driver@homeplate.dev"), order.id, "PREPARING")).toMatchObject({
      __typename: "NotFoundError",
    });
    expect((await c2Rest(kenji, "PATCH", `/api/orders/${order.databaseId}`, { status: "preparing" })).status).toBe(404);
    expect((await c2Rest(casey, "POST", `/api/orders/${order.databaseId}/decline`, { reason: "no" })).status).toBe(403);
    expect(await statusOf(order.databaseId)).toBe("confirmed");
  });

  test("an unpaid order is invisible to its cook and cannot be moved", async () => {
    await setCart(server, ids.casey.id, [[ids.carnitas.id, 1]]);
    const intent = await casey.mutate(ops.createIntent, { input: {} });
    const placed = await casey.mutate(ops.placeOrder, { input: { paymentIntentId: intent.paymentIntentId } });
    expect(placed.order.status).toBe("PENDING");
    const list = await maria.rest("GET", "/api/chef/orders");
    expect(list.json.map((o: any) => o.id)).not.toContain(placed.order.databaseId);
    // Asking for pending orders by name shows none either, over REST and GraphQL.
    expect((await maria.rest("GET", "/api/chef/orders?status=pending")).json).toEqual([]);
    const pending = await maria.gql(
      `{ chefKitchen { kitchenOrders(first: 50, status: PENDING) { totalCount edges { node { databaseId } } } } }`,
    );
    expect(pending.data.chefKitchen.kitchenOrders).toEqual({ totalCount: 0, edges: [] });
    expect((await step(maria, placed.order.id, "PREPARING")).__typename).toBe("OrderTransitionError");
    expect(await statusOf(placed.order.databaseId)).toBe("pending");
  });
});

const c2Rest = (c: TestClient, method: string, path: string, body?: unknown) => c.rest(method, path, body);

describe("declining", () => {
  test("the cook declines a confirmed order with a reason: cancelled, refunded, customer mailed, both told", async () => {
    const order = await paidOrder();
    const blank = await maria.mutate(DECLINE, { input: { orderId: order.id, reason: "   " } });
    expect(blank.__typename).toBe("ValidationError");
    expect(blank.message).toContain("Please give a reason for declining the order.");
    expect(await statusOf(order.databaseId)).toBe("confirmed");

    const before = await server.services.prisma.mailMessage.count({ where: { to: ids.casey.email } });
    const res = await maria.rest("POST", `/api/orders/${order.databaseId}/decline`, {
      reason: "  Out of pork today  ",
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: order.databaseId,
      status: "cancelled",
      paymentStatus: "refunded",
      cancelReason: "Out of pork today",
    });

    const row = await server.services.prisma.order.findUniqueOrThrow({ where: { id: order.databaseId } });
    expect(row.refundId).toMatch(/^re_test_/);
    expect(row.cancelledAt).toBeInstanceOf(Date);
    const intent = await server.services.prisma.paymentIntent.findUniqueOrThrow({
      where: { id: row.paymentIntentId! },
    });
    expect(intent.status).toBe("refunded");
    const mails = await server.services.prisma.mailMessage.findMany({
      where: { to: ids.casey.email },
      orderBy: { id: "desc" },
    });
    expect(mails.length).toBe(before + 1);
    expect(mails[0]!.subject).toBe(`Your HomePlate order #${order.databaseId} was declined`);
    expect(mails[0]!.text).toContain("Reason: Out of pork today");
    expect(mails[0]!.text).toContain("has been refunded");

    const again = await maria.rest("POST", `/api/orders/${order.databaseId}/decline`, { reason: "again" });
    expect(again.status).toBe(409);
    expect(again.text).toBe("This order is 'Cancelled', so it cannot be declined (only a confirmed order can).");
  });

  test("a preparing order cannot be declined, nor by another cook", async () => {
    const order = await paidOrder();
    expect((await kenji.mutate(DECLINE, { input: { orderId: order.id, reason: "not mine" } })).__typename).toBe(
      "NotFoundError",
    );
    await step(maria, order.id, "PREPARING");
    const refused = await maria.mutate(DECLINE, { input: { orderId: order.id, reason: "changed my mind" } });
    expect(refused).toMatchObject({
      __typename: "OrderTransitionError",
      message: "This order is 'Being Prepared', so it cannot be declined (only a confirmed order can).",
    });
    const row = await server.services.prisma.order.findUniqueOrThrow({ where: { id: order.databaseId } });
    expect(row).toMatchObject({ status: "preparing", paymentStatus: "succeeded", cancelReason: null, refundId: null });
  });
});

describe("the order's id", () => {
  test("a malformed id or one of another type is a ValidationError naming input.orderId; an unknown one is not found; nothing changes", async () => {
    const order = await paidOrder();
    const row = () => server.services.prisma.order.findUniqueOrThrow({ where: { id: order.databaseId } });
    const before = await row();
    const stepOf = (orderId: string) =>
      maria.mutate(
        `mutation($input: UpdateOrderStatusInput!) { result: updateOrderStatus(input: $input) { ${REFUSAL} } }`,
        {
          input: { orderId, status: "PREPARING" },
        },
      );
    const declineOf = (orderId: string) =>
      maria.mutate(`mutation($input: DeclineOrderInput!) { result: declineOrder(input: $input) { ${REFUSAL} } }`, {
        input: { orderId, reason: "Out of pork today" },
      });
    for (const act of [stepOf, declineOf]) {
      for (const [orderId, rule] of refusedIds("Order")) expectRefusedId(await act(orderId), "input.orderId", rule);
      expect(await act(globalId("Order", 999999))).toEqual({
        __typename: "NotFoundError",
        message: "Order not found.",
      });
    }
    expect(await row()).toEqual(before);
  });

  test("over /api, authorization still comes first, and a path that is not a number is refused as the order's id", async () => {
    const order = await paidOrder();
    expect((await server.client().rest("PATCH", "/api/orders/abc", { status: "preparing" })).status).toBe(401);
    for (const path of ["/api/orders/abc", "/api/orders/abc/status"]) {
      const res = await maria.rest("PATCH", path, { status: "preparing" });
      expect([res.status, res.text]).toEqual([400, "input.orderId is not a valid id"]);
    }
    const decline = await maria.rest("POST", "/api/orders/0/decline", { reason: "no" });
    expect([decline.status, decline.text]).toEqual([400, "input.orderId is not a valid id"]);
    expect((await maria.rest("PATCH", "/api/orders/999999", { status: "preparing" })).status).toBe(404);
    expect(await statusOf(order.databaseId)).toBe("confirmed");
  });
});

describe("the kitchen's orders", () => {
  test("newest first, filtered by status, for the cook and admins only (GraphQL and /api)", async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    await step(maria, first.id, "PREPARING");
    const mine = await maria.rest("GET", "/api/chef/orders");
    expect(mine.status).toBe(200);
    const ids_ = mine.json.map((o: any) => o.id);
    expect(ids_.indexOf(second.databaseId)).toBeLessThan(ids_.indexOf(first.databaseId));
    expect(mine.json.find((o: any) => o.id === second.databaseId)).toMatchObject({
      customerName: "Casey Morgan",
      status: "confirmed",
      items: [{ name: "Carnitas Plate", quantity: 2, price: "15.50" }],
    });
    const preparing = await maria.rest("GET", "/api/chef/orders?status=preparing");
    expect(preparing.json.every((o: any) => o.status === "preparing")).toBe(true);
    expect(preparing.json.map((o: any) => o.id)).toContain(first.databaseId);

    const byId = await maria.rest("GET", `/api/orders/cook/${ids.maria.id}`);
    expect(byId.json.map((o: any) => o.id)).toEqual(ids_);
    expect((await admin.rest("GET", `/api/orders/cook/${ids.maria.id}`)).json.map((o: any) => o.id)).toEqual(ids_);
    expect((await kenji.rest("GET", `/api/orders/cook/${ids.maria.id}`)).status).toBe(403);
    expect((await casey.rest("GET", `/api/orders/cook/${ids.maria.id}`)).status).toBe(403);
    expect((await casey.rest("GET", "/api/chef/orders")).status).toBe(403);
    expect((await server.client().rest("GET", "/api/chef/orders")).status).toBe(401);
    expect((await kenji.rest("GET", `/api/orders/cook/${ids.kenji.id}`)).json.map((o: any) => o.id)).not.toContain(
      first.databaseId,
    );
  });
});

describe("live", () => {
  const ws = (client: TestClient) =>
    createClient({
      url: server.url.replace("http", "ws") + "/graphql",
      webSocketImpl: WebSocket,
      connectionParams: { sessionToken: client.sessionToken },
    });
  const SUB = `subscription { kitchenOrderUpdated { databaseId status customerName items { name quantity } } }`;

  test("a newly paid order reaches its cook (not another cook), and a customer may not subscribe", async () => {
    const customerWs = ws(casey);
    const refused = await new Promise<string>((resolve) => {
      customerWs.subscribe(
        { query: SUB },
        {
          next: (r) => resolve(String((r.errors as any)?.[0]?.message)),
          error: (e) => resolve(String((e as any)?.[0]?.message ?? e)),
          complete: () => resolve("complete"),
        },
      );
    });
    expect(refused).toBe("You are not allowed to do that.");
    await customerWs.dispose();

    const mariaWs = ws(maria);
    const kenjiWs = ws(kenji);
    const seenByMaria: any[] = [];
    const seenByKenji: any[] = [];
    const firstForMaria = new Promise<any>((resolve, reject) => {
      mariaWs.subscribe(
        { query: SUB },
        {
          next: (r) => {
            seenByMaria.push(r.data);
            resolve(r.data);
          },
          error: reject,
          complete: () => {},
        },
      );
    });
    kenjiWs.subscribe(
      { query: SUB },
      { next: (r) => seenByKenji.push(r.data?.kitchenOrderUpdated), error: () => {}, complete: () => {} },
    );
    const kenjisOrder = async () => {
      await setCart(server, ids.casey.id, [[ids.katsu.id, 1]]);
      return (await checkout(casey)).completed.order.databaseId as number;
    };
    // Kenji's subscription is live: it brings his own kitchen's paid order.
    const kenjis = [await kenjisOrder()];
    await eventually(
      async () => seenByKenji.length,
      (n) => n >= 1,
    );

    const order = await paidOrder();
    const got = (await firstForMaria).kitchenOrderUpdated;
    // The pending (unpaid) stage is not shown to the kitchen: the first event is the paid order.
    expect(got).toEqual({
      databaseId: order.databaseId,
      status: "CONFIRMED",
      customerName: "Casey Morgan",
      items: [{ name: "Carnitas Plate", quantity: 2 }],
    });
    await step(maria, order.id, "PREPARING");
    await eventually(
      async () => seenByMaria.at(-1).kitchenOrderUpdated.status,
      (s) => s === "PREPARING",
    );
    expect(seenByMaria.at(-1).kitchenOrderUpdated.status).toBe("PREPARING");
    // After another of his own, Kenji has seen his orders and none of Maria's: one would be here by now.
    kenjis.push(await kenjisOrder());
    await eventually(
      async () => seenByKenji.length,
      (n) => n >= 2,
    );
    expect(seenByKenji.map((o) => o.databaseId)).toEqual(kenjis);
    await mariaWs.dispose();
    await kenjiWs.dispose();
  });
});
