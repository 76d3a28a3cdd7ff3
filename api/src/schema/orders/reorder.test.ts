// Reorder: a customer puts a past order's dishes back into their cart in one step, at today's prices;
// dishes that can no longer be ordered are named with the reason; another kitchen's cart is replaced
// only when asked; nobody reorders someone else's order.
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";
import { checkout, demoIds, setCart } from "../../test/orders.ts";
import { globalId } from "../../test/kitchens.ts";

let server: TestServer;
let ids: Awaited<ReturnType<typeof demoIds>>;
let jordan: TestClient;
let orderId: number;
const prisma = () => server.services.prisma;

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  jordan = await server.signIn("customer2@homeplate.dev");
  await prisma().storeSettings.update({
    where: { userId: ids.maria.id },
    data: {
      businessHours: Object.fromEntries(
        ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [
          d,
          { isOpen: true, openTime: "00:00", closeTime: "24:00" },
        ]),
      ),
      maxOrdersPerDay: null,
      maxOrdersPerHour: 50,
    },
  });
  await setCart(server, ids.jordan.id, [
    [ids.carnitas.id, 2],
    [ids.churros.id, 1],
  ]);
  orderId = (await checkout(jordan)).completed.order.databaseId;
});
afterAll(() => server?.close());
beforeEach(async () => {
  await setCart(server, ids.jordan.id, []);
  await prisma().foodItem.updateMany({
    where: { id: { in: [ids.carnitas.id, ids.churros.id] } },
    data: { available: true, withdrawnAt: null, priceCents: undefined },
  });
});

test("POST /api/orders/{id}/reorder puts the order's dishes into the cart at today's prices", async () => {
  await prisma().foodItem.update({ where: { id: ids.carnitas.id }, data: { priceCents: 1650 } });
  try {
    const res = await jordan.rest("POST", `/api/orders/${orderId}/reorder`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      added: [
        { foodItemId: ids.carnitas.id, name: "Carnitas Plate", quantity: 2, price: "16.50" },
        { foodItemId: ids.churros.id, name: "Churros con Chocolate", quantity: 1, price: "5.75" },
      ],
      unavailable: [],
    });
    const cart = await prisma().cartLine.findMany({ where: { userId: ids.jordan.id }, orderBy: { foodItemId: "asc" } });
    expect(cart.map((l) => [l.foodItemId, l.quantity])).toEqual(
      [
        [ids.carnitas.id, 2],
        [ids.churros.id, 1],
      ].sort((a, b) => a[0]! - b[0]!),
    );
    // Again: onto the lines already there.
    await jordan.rest("POST", `/api/orders/${orderId}/reorder`);
    expect(
      (await prisma().cartLine.findFirstOrThrow({ where: { userId: ids.jordan.id, foodItemId: ids.carnitas.id } }))
        .quantity,
    ).toBe(4);
  } finally {
    await prisma().foodItem.update({ where: { id: ids.carnitas.id }, data: { priceCents: 1550 } });
  }
});

test("dishes that can no longer be ordered are named with the reason and left out", async () => {
  await prisma().foodItem.update({ where: { id: ids.churros.id }, data: { available: false } });
  const res = await jordan.rest("POST", `/api/orders/${orderId}/reorder`);
  expect(res.json).toEqual({
    added: [{ foodItemId: ids.carnitas.id, name: "Carnitas Plate", quantity: 2, price: "15.50" }],
    unavailable: [{ foodItemId: ids.churros.id, name: "Churros con Chocolate", reason: "unavailable" }],
  });
  await prisma().foodItem.update({ where: { id: ids.carnitas.id }, data: { withdrawnAt: new Date() } });
  await setCart(server, ids.jordan.id, []);
  const none = await jordan.rest("POST", `/api/orders/${orderId}/reorder`);
  expect(none.json.added).toEqual([]);
  expect(none.json.unavailable.map((u: any) => u.reason)).toEqual(["removed", "unavailable"]);
  expect(await prisma().cartLine.count({ where: { userId: ids.jordan.id } })).toBe(0);
});

test("a cart of another kitchen's dishes answers 409 unless the body says replaceCart", async () => {
  await setCart(server, ids.jordan.id, [[ids.katsu.id, 1]]);
  const refused = await jordan.rest("POST", `/api/orders/${orderId}/reorder`);
  expect(refused.status).toBe(409);
  expect(refused.json.error).toMatch(/^Your cart has dishes from .+\. Start a new cart to order from this chef\?$/);
  expect(await prisma().cartLine.count({ where: { userId: ids.jordan.id, foodItemId: ids.katsu.id } })).toBe(1);
  const replaced = await jordan.rest("POST", `/api/orders/${orderId}/reorder`, { replaceCart: true });
  expect(replaced.status).toBe(200);
  expect(
    (await prisma().cartLine.findMany({ where: { userId: ids.jordan.id } })).map((l) => l.foodItemId).sort(),
  ).toEqual([ids.carnitas.id, ids.churros.id].sort());
});

test("only the order's customer may reorder it; GraphQL answers the same with the cart", async () => {
  const casey = await server.signIn("customer@homeplate.dev");
  const other = await casey.rest("POST", `/api/orders/${orderId}/reorder`);
  expect(other.status).toBe(404);
  expect(other.json).toEqual({ error: "Order not found." });
  expect((await server.client().rest("POST", `/api/orders/${orderId}/reorder`)).status).toBe(401);
  expect((await casey.rest("POST", `/api/orders/999999/reorder`)).status).toBe(404);
  const result = await jordan.mutate(
    `mutation($input: ReorderInput!) { result: reorder(input: $input) { __typename
      ... on ReorderPayload { added { foodItemDatabaseId quantity unitPriceCents } viewer { cart { totalQuantity } } } } }`,
    { input: { orderId: globalId("Order", orderId) } },
  );
  expect(result.__typename).toBe("ReorderPayload");
  expect(result.viewer.cart.totalQuantity).toBe(3);
});
