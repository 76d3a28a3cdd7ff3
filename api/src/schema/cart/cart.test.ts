// The customer's cart on the server: adding adds up, 0 removes, one cook per cart, only orderable
// dishes, prices from the server, and the cart follows the customer to another session.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createKitchen, globalId } from "../../test/kitchens.ts";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const prisma = () => server.services.prisma;

const CART = `cart { id totalQuantity subtotalCents cook { username } lines { quantity unitPriceCents lineTotalCents foodItem { databaseId name } } }`;
const result = (payload: string) =>
  `__typename ... on Error { message } ... on CartHasOtherCookError { cartCookName } ... on ${payload} { ${CART} }`;

const add = (c: TestClient, foodItemId: number, quantity?: number, replaceCart?: boolean) =>
  c.mutate(`mutation($input: AddToCartInput!) { result: addToCart(input: $input) { ${result("AddToCartPayload")} } }`, {
    input: { foodItemId: globalId("FoodItem", foodItemId), quantity, replaceCart },
  });
const setQuantity = (c: TestClient, foodItemId: number, quantity: number) =>
  c.mutate(
    `mutation($input: SetCartQuantityInput!) { result: setCartQuantity(input: $input) { ${result("SetCartQuantityPayload")} } }`,
    {
      input: { foodItemId: globalId("FoodItem", foodItemId), quantity },
    },
  );
const cartOf = async (c: TestClient) => (await c.gql(`{ ${CART} }`)).data.cart;

/** A new customer, signed in, with an empty cart. */
async function newCustomer() {
  const c = server.client();
  const email = `shopper.${Math.random().toString(36).slice(2)}@example.com`;
  const res = await c.rest("POST", "/api/customers/register", {
    name: "Shay Shopper",
    email,
    password: "secret123",
    phone: "5125550100",
    address: "1 Main St, Austin",
  });
  expect(res.status).toBe(200);
  return { c, email };
}

describe("the cart", () => {
  test("adding an existing dish adds to its quantity; lines and subtotal use the effective price", async () => {
    const { dishes } = await createKitchen(prisma(), {
      dishes: 2,
      dish: { isOnSpecial: true, specialPriceCents: 850 },
    });
    const { c } = await newCustomer();
    await add(c, dishes[0]!.id, 2);
    const r = await add(c, dishes[0]!.id);
    expect(r.__typename).toBe("AddToCartPayload");
    expect(r.cart.lines).toEqual([
      {
        quantity: 3,
        unitPriceCents: 850,
        lineTotalCents: 2550,
        foodItem: { databaseId: dishes[0]!.id, name: dishes[0]!.name },
      },
    ]);
    await add(c, dishes[1]!.id, 1);
    const cart = await cartOf(c);
    expect(cart.totalQuantity).toBe(4);
    expect(cart.subtotalCents).toBe(3400);
  });

  test("a quantity of 0 or less removes the line", async () => {
    const { dishes } = await createKitchen(prisma(), { dishes: 2 });
    const { c } = await newCustomer();
    await add(c, dishes[0]!.id, 2);
    await add(c, dishes[1]!.id, 1);
    expect((await setQuantity(c, dishes[0]!.id, 5)).cart.totalQuantity).toBe(6);
    expect((await setQuantity(c, dishes[0]!.id, 0)).cart.lines.map((l: any) => l.foodItem.databaseId)).toEqual([
      dishes[1]!.id,
    ]);
    expect((await setQuantity(c, dishes[1]!.id, -1)).cart).toMatchObject({
      lines: [],
      totalQuantity: 0,
      subtotalCents: 0,
      cook: null,
    });
  });

  test("a cart holds one cook's dishes: another cook's dish is refused with a typed error, then replaces the cart when asked", async () => {
    const maria = await createKitchen(prisma(), { name: "Maria Test" });
    const kenji = await createKitchen(prisma(), { name: "Kenji Test" });
    const { c } = await newCustomer();
    await add(c, maria.dishes[0]!.id, 2);
    const refused = await add(c, kenji.dishes[0]!.id);
    expect(refused).toEqual({
      __typename: "CartHasOtherCookError",
      cartCookName: "Maria Test",
      message: "Your cart has dishes from Maria Test. Start a new cart to order from this chef?",
    });
    expect((await cartOf(c)).cook.username).toBe("Maria Test");

    const replaced = await add(c, kenji.dishes[0]!.id, 1, true);
    expect(replaced.cart).toMatchObject({ totalQuantity: 1, cook: { username: "Kenji Test" } });
    expect(replaced.cart.lines).toHaveLength(1);
  });

  test("unavailable, withdrawn and unlisted cooks' dishes are refused", async () => {
    const { cook, dishes } = await createKitchen(prisma(), { dishes: 3 });
    const [unavailable, withdrawn, paused] = dishes;
    await prisma().foodItem.update({ where: { id: unavailable!.id }, data: { available: false } });
    await prisma().foodItem.update({ where: { id: withdrawn!.id }, data: { withdrawnAt: new Date() } });
    const { c } = await newCustomer();
    expect(await add(c, unavailable!.id)).toMatchObject({
      __typename: "DishUnavailableError",
      message: `${unavailable!.name} is currently unavailable.`,
    });
    expect(await add(c, withdrawn!.id)).toMatchObject({ __typename: "NotFoundError", message: "Food item not found" });
    await prisma().user.update({ where: { id: cook.id }, data: { isPaused: true } });
    expect(await add(c, paused!.id)).toMatchObject({ __typename: "NotFoundError" });
    expect((await cartOf(c)).lines).toEqual([]);
  });

  test("quantities must be whole numbers from 1 (to add) up to 99 per dish", async () => {
    const { dishes } = await createKitchen(prisma());
    const { c } = await newCustomer();
    expect(await add(c, dishes[0]!.id, 0)).toMatchObject({
      __typename: "ValidationError",
      message: "Quantity must be at least 1",
    });
    await add(c, dishes[0]!.id, 98);
    expect(await add(c, dishes[0]!.id, 2)).toMatchObject({
      __typename: "ValidationError",
      message: "You can order at most 99 of one dish",
    });
    expect((await cartOf(c)).totalQuantity).toBe(98);
  });

  test("the cart survives a new session: the same customer signing in elsewhere sees it", async () => {
    const { dishes } = await createKitchen(prisma());
    const { c, email } = await newCustomer();
    await add(c, dishes[0]!.id, 2);
    const other = server.client();
    await other.rest("POST", "/api/auth/login", { email, password: "secret123" });
    expect((await cartOf(other)).lines).toMatchObject([{ quantity: 2, foodItem: { databaseId: dishes[0]!.id } }]);
    expect((await other.gql(`{ viewer { cart { totalQuantity } } }`)).data.viewer.cart.totalQuantity).toBe(2);
    // The cart is a node of its own user only.
    const cartId = (await cartOf(other)).id;
    const own = await other.gql(`query($id: ID!) { node(id: $id) { __typename ... on Cart { totalQuantity } } }`, {
      id: cartId,
    });
    expect(own.data.node).toEqual({ __typename: "Cart", totalQuantity: 2 });
    const stranger = await newCustomer();
    expect((await stranger.c.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: cartId })).data.node).toBeNull();
  });

  test("visitors, cooks and drivers have no cart", async () => {
    const { dishes } = await createKitchen(prisma());
    expect(await add(server.client(), dishes[0]!.id)).toMatchObject({ __typename: "NotSignedInError" });
    expect(await add(await server.signIn("cook@homeplate.dev"), dishes[0]!.id)).toMatchObject({
      __typename: "NotAllowedError",
    });
    expect(await add(await server.signIn("driver@homeplate.dev"), dishes[0]!.id)).toMatchObject({
      __typename: "NotAllowedError",
    });
  });

  test("a customer cannot read another customer's cart lines by global id", async () => {
    const { dishes } = await createKitchen(prisma());
    const { c } = await newCustomer();
    await add(c, dishes[0]!.id);
    const line = await prisma().cartLine.findFirstOrThrow({ where: { foodItemId: dishes[0]!.id } });
    const stranger = await newCustomer();
    const { data, errors } = await stranger.c.gql(`query($id: ID!) { node(id: $id) { id } }`, {
      id: globalId("CartLine", line.id),
    });
    expect(data?.node ?? null).toBeNull();
    expect(errors?.[0]?.message).toBe("You are not allowed to do that.");
  });

  test("/api/cart: read, add, set and clear in the spec's cart line shape", async () => {
    const { dishes } = await createKitchen(prisma(), { dishes: 2 });
    const { c } = await newCustomer();
    const added = await c.rest("POST", "/api/cart", { foodItemId: dishes[0]!.id, quantity: 2 });
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({
      itemCount: 2,
      subtotal: "20.00",
      items: [
        {
          foodItemId: dishes[0]!.id,
          name: dishes[0]!.name,
          price: "10.00",
          quantity: 2,
          imageUrl: null,
          lineTotal: "20.00",
        },
      ],
    });
    expect((await c.rest("PUT", `/api/cart/${dishes[0]!.id}`, { quantity: 0 })).json.items).toEqual([]);
    const other = await createKitchen(prisma());
    await c.rest("POST", "/api/cart", { foodItemId: dishes[1]!.id });
    const conflict = await c.rest("POST", "/api/cart", { foodItemId: other.dishes[0]!.id });
    expect(conflict.status).toBe(409);
    expect((await c.rest("GET", "/api/cart")).json.itemCount).toBe(1);
    expect((await c.rest("DELETE", "/api/cart")).json.items).toEqual([]);
    expect((await server.client().rest("GET", "/api/cart")).status).toBe(401);
  });
});
