// Orders after checkout: who may see one, the customer's history, live updates, and reviews of
// delivered dishes.
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectRefusedId, REFUSAL, refusedIds } from "../../test/ids.ts";
import { globalId } from "../../test/kitchens.ts";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";
import { checkout, demoIds, setCart } from "../../test/orders.ts";

let server: TestServer;
let ids: Awaited<ReturnType<typeof demoIds>>;
let casey: TestClient;
let jordan: TestClient;
/** Casey's paid order of 2 tacos and a carnitas plate from Maria's Kitchen. */
let order: { id: string; databaseId: number };

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  casey = await server.signIn("customer@homeplate.dev");
  jordan = await server.signIn("customer2@homeplate.dev");
  await setCart(server, ids.casey.id, [
    [ids.tacos.id, 2],
    [ids.carnitas.id, 1],
  ]);
  order = (await checkout(casey)).completed.order;
});
afterAll(() => server?.close());

const orderNode = `query($id: ID!) { node(id: $id) { ... on Order { databaseId statusLabel customerName cookName kitchenName totalCents
  items { name quantity unitPriceCents reviewed canReview } } } }`;

const markDelivered = (id: number) =>
  server.services.prisma.order.update({ where: { id }, data: { status: "delivered", deliveredAt: new Date() } });

describe("who sees an order", () => {
  test("its customer, its cook and admins see it; another customer and the other cook are refused", async () => {
    const mine = await casey.gql(orderNode, { id: order.id });
    expect(mine.data.node).toMatchObject({
      databaseId: order.databaseId,
      statusLabel: "Order Confirmed",
      customerName: "Casey Morgan",
      cookName: "Maria Lopez",
      kitchenName: "Maria's Kitchen",
      items: [
        { name: "Chicken Tinga Tacos", quantity: 2, unitPriceCents: 999, reviewed: false, canReview: false },
        { name: "Carnitas Plate", quantity: 1, unitPriceCents: 1550, reviewed: false, canReview: false },
      ],
    });
    for (const email of ["cook@homeplate.dev", "admin@homeplate.dev"]) {
      const c = await server.signIn(email);
      expect((await c.gql(orderNode, { id: order.id })).data.node.databaseId).toBe(order.databaseId);
    }
    for (const c of [jordan, await server.signIn("cook2@homeplate.dev")]) {
      const refused = await c.gql(orderNode, { id: order.id });
      expect(refused.data?.node ?? null).toBeNull();
      expect(refused.errors?.[0]?.message).toBe("You are not allowed to do that.");
    }
    expect((await jordan.rest("GET", `/api/orders/${order.databaseId}`)).status).toBe(403);
  });

  test("a deleted customer shows as 'Deleted user'", async () => {
    const prisma = server.services.prisma;
    await setCart(server, ids.jordan.id, [[ids.churros.id, 1]]);
    const { completed } = await checkout(jordan);
    await prisma.user.update({ where: { id: ids.jordan.id }, data: { deletedAt: new Date() } });
    try {
      const cook = await server.signIn("cook@homeplate.dev");
      expect((await cook.gql(orderNode, { id: completed.order.id })).data.node.customerName).toBe("Deleted user");
    } finally {
      await prisma.user.update({ where: { id: ids.jordan.id }, data: { deletedAt: null } });
    }
  });
});

describe("order history", () => {
  test("the viewer's orders come newest first with labels, items and totals", async () => {
    await setCart(server, ids.casey.id, [[ids.churros.id, 1]]);
    const second = (await checkout(casey)).completed.order;
    const { data } = await casey.gql(
      `{ viewer { orders(first: 10) { edges { node { databaseId statusLabel totalCents items { name } } } } } }`,
    );
    const list = data.viewer.orders.edges.map((e: any) => e.node);
    expect(list.map((o: any) => o.databaseId)).toEqual([second.databaseId, order.databaseId]);
    expect(list[0]).toMatchObject({ statusLabel: "Order Confirmed", items: [{ name: "Churros con Chocolate" }] });
  });

  test("GET /api/orders/customer/{userId} answers the customer and admins, and refuses anyone else", async () => {
    const own = await casey.rest("GET", `/api/orders/customer/${ids.casey.id}`);
    expect(own.status).toBe(200);
    expect(own.json.at(-1)).toMatchObject({
      id: order.databaseId,
      customerId: ids.casey.id,
      status: "confirmed",
      total: "44.10", // 35.48 + 4.26 + 1.26 (2.54 mi) + 3.10
      items: [
        { foodItemId: ids.tacos.id, name: "Chicken Tinga Tacos", quantity: 2, price: "9.99" },
        { name: "Carnitas Plate" },
      ],
    });
    const admin = await server.signIn("admin@homeplate.dev");
    expect((await admin.rest("GET", `/api/orders/customer/${ids.casey.id}`)).status).toBe(200);
    const other = await jordan.rest("GET", `/api/orders/customer/${ids.casey.id}`);
    expect(other.status).toBe(403);
    expect((await server.client().rest("GET", `/api/orders/customer/${ids.casey.id}`)).status).toBe(401);
  });

  test("the history query's SQL statement count does not grow with the number of orders", async () => {
    const query = `{ viewer { orders(first: 20) { edges { node { databaseId statusLabel customerName cookName items { name reviewed canReview } } } } } }`;
    const count = async () => {
      const before = server.services.db.statementCount();
      await casey.gql(query);
      return server.services.db.statementCount() - before;
    };
    const few = await count();
    for (let i = 0; i < 3; i++) {
      await setCart(server, ids.casey.id, [[ids.churros.id, i + 1]]);
      await checkout(casey);
    }
    expect(await count()).toBe(few);
  });
});

describe("live updates", () => {
  test("orderStatusChanged tells the customer when the order changes, and refuses another customer", async () => {
    const ws = (client: TestClient) =>
      createClient({
        url: server.url.replace("http", "ws") + "/graphql",
        webSocketImpl: WebSocket,
        connectionParams: { sessionToken: client.sessionToken },
      });
    const subscription = `subscription($id: ID!) { orderStatusChanged(orderId: $id) { databaseId status statusLabel } }`;

    const other = ws(jordan);
    const refused = await new Promise<string>((resolve) => {
      other.subscribe(
        { query: subscription, variables: { id: order.id } },
        {
          next: (r) => resolve(String((r.errors as any)?.[0]?.message)),
          error: (e) => resolve(String((e as any)?.[0]?.message ?? e)),
          complete: () => resolve("complete"),
        },
      );
    });
    expect(refused).toBe("Order not found.");
    await other.dispose();

    const mine = ws(casey);
    const received = new Promise<any>((resolve, reject) => {
      mine.subscribe(
        { query: subscription, variables: { id: order.id } },
        { next: (r) => resolve(r.data), error: reject, complete: () => {} },
      );
    });
    await new Promise((r) => setTimeout(r, 300));
    const row = await server.services.prisma.order.update({
      where: { id: order.databaseId },
      data: { status: "preparing" },
    });
    await server.services.pubsub.publish("orderUpdated", row.customerId, { orderId: row.id });
    expect((await received).orderStatusChanged).toEqual({
      databaseId: order.databaseId,
      status: "PREPARING",
      statusLabel: "Being Prepared",
    });
    await mine.dispose();
    await server.services.prisma.order.update({ where: { id: order.databaseId }, data: { status: "confirmed" } });
  });
});

describe("reviews", () => {
  const review = (c: TestClient, body: Record<string, unknown>) =>
    c.rest("POST", "/api/reviews", { orderId: order.databaseId, foodItemId: ids.tacos.id, ...body });

  test("an order that is not delivered yet cannot be reviewed", async () => {
    const res = await review(casey, { rating: 5, comment: "Great" });
    expect(res.status).toBe(409);
    expect(res.text).toBe("You can review a dish once its order has been delivered.");
  });

  test("only the order's customer can review it, with a rating from 1 to 5", async () => {
    await markDelivered(order.databaseId);
    const other = await review(jordan, { rating: 5 });
    expect(other.status).toBe(403);
    const noRating = await review(casey, { comment: "no stars" });
    expect(noRating.status).toBe(400);
    expect(noRating.text).toBe("Please select a rating before submitting");
    expect((await review(casey, { rating: 6 })).status).toBe(400);
    expect(await server.services.prisma.review.count({ where: { orderId: order.databaseId } })).toBe(0);
  });

  test("an order or dish id that is malformed or of another type is a ValidationError naming its field; an unknown one is not found; nothing is written", async () => {
    await markDelivered(order.databaseId);
    const create = (input: Record<string, unknown>) =>
      casey.mutate(`mutation($input: CreateReviewInput!) { result: createReview(input: $input) { ${REFUSAL} } }`, {
        input: { orderId: order.id, foodItemId: globalId("FoodItem", ids.tacos.id), rating: 5, ...input },
      });
    for (const [orderId, rule] of refusedIds("Order"))
      expectRefusedId(await create({ orderId }), "input.orderId", rule);
    for (const [foodItemId, rule] of refusedIds("FoodItem"))
      expectRefusedId(await create({ foodItemId }), "input.foodItemId", rule);
    const notFound = { __typename: "NotFoundError", message: "That dish is not part of the order." };
    expect(await create({ orderId: globalId("Order", 999999) })).toEqual(notFound);
    expect(await create({ foodItemId: globalId("FoodItem", 999999) })).toEqual(notFound);
    expect(await server.services.prisma.review.count({ where: { orderId: order.databaseId } })).toBe(0);
  });

  test("a review is accepted once per order item, and the dish's rating and count follow", async () => {
    const prisma = server.services.prisma;
    const before = await prisma.foodItem.findUniqueOrThrow({ where: { id: ids.tacos.id } });
    const res = await review(casey, { rating: 4, comment: "  Smoky and fresh.  " });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      rating: 4,
      comment: "Smoky and fresh.",
      foodItemId: ids.tacos.id,
      orderId: order.databaseId,
    });
    const after = await prisma.foodItem.findUniqueOrThrow({ where: { id: ids.tacos.id } });
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.rating).toBeCloseTo((before.rating * before.reviewCount + 4) / (before.reviewCount + 1), 10);

    const twice = await review(casey, { rating: 1 });
    expect(twice.status).toBe(409);
    expect(twice.text).toBe("You have already reviewed this dish from this order.");
    expect((await prisma.foodItem.findUniqueOrThrow({ where: { id: ids.tacos.id } })).reviewCount).toBe(
      after.reviewCount,
    );

    const node = (await casey.gql(orderNode, { id: order.id })).data.node;
    expect(node.items[0]).toMatchObject({ reviewed: true, canReview: false });
    expect(node.items[1]).toMatchObject({ reviewed: false, canReview: true });
  });

  test("a concurrent double submit leaves one review", async () => {
    const prisma = server.services.prisma;
    const before = await prisma.foodItem.findUniqueOrThrow({ where: { id: ids.carnitas.id } });
    const results = await Promise.all([1, 2, 3].map(() => review(casey, { foodItemId: ids.carnitas.id, rating: 5 })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await prisma.review.count({ where: { orderId: order.databaseId, foodItemId: ids.carnitas.id } })).toBe(1);
    expect((await prisma.foodItem.findUniqueOrThrow({ where: { id: ids.carnitas.id } })).reviewCount).toBe(
      before.reviewCount + 1,
    );
  });
});
