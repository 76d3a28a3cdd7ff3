// Browsing the catalog: only approved, active cooks' dishes are listed, prices and specials come
// from the server, the /api shapes, reviews, and a constant number of SQL statements per list.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { catalogRoutes } from "../../rest/catalog.ts";
import { enumCase } from "../../rest/enumCase.ts";
import { schema } from "../index.ts";
import { createKitchen, globalId } from "../../test/kitchens.ts";
import { startTestServer, type TestServer } from "../../test/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const prisma = () => server.services.prisma;

const MENU = `query Menu($meal: Meal, $first: Int, $after: String) {
  menu(meal: $meal, first: $first, after: $after) {
    pageInfo { hasNextPage endCursor }
    edges { node { id databaseId name meal priceCents effectivePriceCents specialActive percentOff cook { username } } }
  }
}`;

async function menuNames(meal?: string) {
  const customer = await server.signIn("customer@homeplate.dev");
  const { data, errors } = await customer.gql(MENU, { meal, first: 1000 });
  expect(errors).toBeUndefined();
  return data.menu.edges.map((e: any) => e.node.name) as string[];
}

describe("the menu", () => {
  test("lists the demo kitchens' dishes, filtered by meal, with the special computed on the server", async () => {
    const customer = await server.signIn("customer@homeplate.dev");
    const { data } = await customer.gql(MENU, { first: 100 });
    const names = data.menu.edges.map((e: any) => e.node.name);
    expect(names).toEqual(expect.arrayContaining(["Chicken Tinga Tacos", "Matcha Cheesecake"]));
    const tacos = data.menu.edges.find((e: any) => e.node.name === "Chicken Tinga Tacos").node;
    expect(tacos).toMatchObject({
      priceCents: 1200,
      effectivePriceCents: 999,
      specialActive: true,
      percentOff: 17,
      cook: { username: "Maria Lopez" },
    });

    const lunch = await customer.gql(MENU, { meal: "LUNCH", first: 100 });
    expect(lunch.data.menu.edges.length).toBeGreaterThan(0);
    expect(lunch.data.menu.edges.every((e: any) => e.node.meal === "LUNCH")).toBe(true);
  });

  test("a special past its end date shows the regular price", async () => {
    const { dishes } = await createKitchen(prisma(), {
      dish: { isOnSpecial: true, specialPriceCents: 800, specialEndDate: new Date(Date.now() - 60_000) },
    });
    const { data } = await server
      .client()
      .gql(`{ foodItem(databaseId: ${dishes[0]!.id}) { effectivePriceCents specialActive percentOff } }`);
    expect(data.foodItem).toEqual({ effectivePriceCents: 1000, specialActive: false, percentOff: null });
  });

  test("only approved, active cooks are listed: pausing, unapproving or deleting a cook drops their dishes", async () => {
    const { cook, dishes } = await createKitchen(prisma(), { name: "Lena Listed" });
    const name = dishes[0]!.name;
    expect(await menuNames()).toContain(name);

    for (const change of [{ isPaused: true }, { approvalStatus: "pending" as const }, { deletedAt: new Date() }]) {
      await prisma().user.update({ where: { id: cook.id }, data: change });
      expect(await menuNames()).not.toContain(name);
      const restaurants = await server.client().rest("GET", "/api/chefs");
      expect(restaurants.json.map((c: any) => c.id)).not.toContain(cook.id);
      expect((await server.client().rest("GET", `/api/food-items/${dishes[0]!.id}`)).status).toBe(404);
      await prisma().user.update({
        where: { id: cook.id },
        data: { isPaused: false, approvalStatus: "approved", deletedAt: null },
      });
      expect(await menuNames()).toContain(name);
    }
  });

  test("withdrawn and unavailable dishes are not on the menu; an unavailable one still has its page", async () => {
    const { dishes } = await createKitchen(prisma(), { dishes: 3 });
    const [withdrawn, unavailable, listed] = dishes;
    await prisma().foodItem.update({ where: { id: withdrawn!.id }, data: { withdrawnAt: new Date() } });
    await prisma().foodItem.update({ where: { id: unavailable!.id }, data: { available: false } });
    const names = await menuNames();
    expect(names).toContain(listed!.name);
    expect(names).not.toContain(withdrawn!.name);
    expect(names).not.toContain(unavailable!.name);
    expect((await server.client().rest("GET", `/api/food-items/${withdrawn!.id}`)).status).toBe(404);
    const page = await server.client().rest("GET", `/api/food-items/${unavailable!.id}`);
    expect(page.json.available).toBe(false);
  });

  test("a withdrawn dish reached by its node id shows only to its cook and admins", async () => {
    const maria = await prisma().user.findUniqueOrThrow({ where: { email: "cook@homeplate.dev" } });
    const dish = await prisma().foodItem.create({
      data: {
        cookId: maria.id,
        meal: "lunch",
        name: "Withdrawn Stew",
        description: "Gone",
        priceCents: 900,
        prepTime: "10 mins",
        withdrawnAt: new Date(),
      },
    });
    const NODE = `query Node($id: ID!) { node(id: $id) { ... on FoodItem { name withdrawn } } }`;
    const id = globalId("FoodItem", dish.id);
    for (const [who, code] of [
      [null, "UNAUTHENTICATED"],
      ["customer@homeplate.dev", "FORBIDDEN"],
      ["cook2@homeplate.dev", "FORBIDDEN"],
    ] as const) {
      const client = who ? await server.signIn(who) : server.client();
      const { data, errors } = await client.gql(NODE, { id });
      expect(data.node).toBeNull();
      expect(errors?.[0]?.extensions?.code).toBe(code);
    }
    for (const who of ["cook@homeplate.dev", "admin@homeplate.dev"]) {
      const { data, errors } = await (await server.signIn(who)).gql(NODE, { id });
      expect(errors).toBeUndefined();
      expect(data.node).toEqual({ name: "Withdrawn Stew", withdrawn: true });
    }
    // A listed dish is anyone's.
    const listed = await prisma().foodItem.findFirstOrThrow({ where: { cookId: maria.id, withdrawnAt: null } });
    const { data } = await server.client().gql(NODE, { id: globalId("FoodItem", listed.id) });
    expect(data.node.withdrawn).toBe(false);
  });

  test("a menu of food cards and their sections (one hand-written statement) lists what the Prisma read lists, field for field, page by page", async () => {
    // Without a relation in the selection the menu takes the hand-written read (listing.ts menuPage);
    // with the cook's name it takes Prisma's. Both must apply the same rules, order, paging and dates.
    const { cook, dishes } = await createKitchen(prisma(), {
      dishes: 4,
      dish: { isOnSpecial: true, specialPriceCents: 750, specialEndDate: new Date(Date.now() + 3_600_000) },
    });
    await prisma().foodItem.update({
      where: { id: dishes[0]!.id },
      data: { specialEndDate: new Date(Date.now() - 60_000) },
    });
    await prisma().foodItem.update({ where: { id: dishes[1]!.id }, data: { withdrawnAt: new Date() } });
    await prisma().foodItem.update({ where: { id: dishes[2]!.id }, data: { available: false } });
    const section = await prisma().category.create({ data: { cookId: cook.id, name: "Soups" } });
    await prisma().foodItem.update({ where: { id: dishes[3]!.id }, data: { categoryId: section.id } });
    const paused = await createKitchen(prisma(), { dishes: 2 });
    await prisma().user.update({ where: { id: paused.cook.id }, data: { isPaused: true } });
    const fields = `id databaseId cookDatabaseId name meal priceCents effectivePriceCents specialActive percentOff specialEndDate
      createdAt rating reviewCount available category { databaseId name }`;
    const page = (
      withCook: boolean,
    ) => `query($meal: Meal, $first: Int, $after: String) { menu(meal: $meal, first: $first, after: $after) {
      pageInfo { hasNextPage endCursor } edges { cursor node { ${fields} ${withCook ? "cook { username }" : ""} } } } }`;
    for (const meal of [null, "LUNCH", "DINNER"]) {
      let after: string | null = null;
      for (let i = 0; i < 50; i++) {
        const cards = await server.client().gql(page(false), { meal, first: 7, after });
        const prismaRead = await server.client().gql(page(true), { meal, first: 7, after });
        expect(cards.errors).toBeUndefined();
        const withoutCook = prismaRead.data.menu.edges.map(({ cursor, node: { cook: _cook, ...node } }: any) => ({
          cursor,
          node,
        }));
        expect(cards.data.menu.edges).toEqual(withoutCook);
        expect(cards.data.menu.pageInfo).toEqual(prismaRead.data.menu.pageInfo);
        if (!cards.data.menu.pageInfo.hasNextPage) break;
        after = cards.data.menu.pageInfo.endCursor;
      }
    }
    const all = await server.client().gql(page(false), { first: 1000 });
    const ids = all.data.menu.edges.map((e: any) => e.node.databaseId);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    expect(ids).toEqual(expect.arrayContaining([dishes[0]!.id, dishes[3]!.id]));
    for (const hidden of [dishes[1]!.id, dishes[2]!.id, ...paused.dishes.map((d) => d.id)])
      expect(ids).not.toContain(hidden);
    const expired = all.data.menu.edges.find((e: any) => e.node.databaseId === dishes[0]!.id).node;
    expect([expired.specialActive, expired.effectivePriceCents]).toEqual([false, 1000]);
    const onSpecial = all.data.menu.edges.find((e: any) => e.node.databaseId === dishes[3]!.id).node;
    expect([onSpecial.specialActive, onSpecial.effectivePriceCents, onSpecial.percentOff]).toEqual([true, 750, 25]);
    expect(new Date(onSpecial.specialEndDate).getTime()).toBe(dishes[3]!.specialEndDate!.getTime());
    expect(onSpecial.category).toEqual({ databaseId: section.id, name: "Soups" });
    expect(all.data.menu.edges.find((e: any) => e.node.databaseId === dishes[0]!.id).node.category).toBeNull();
    expect(cook.id).toBeGreaterThan(0);
  });

  test("GET /api/food-items (one hand-written statement) answers what its GraphQL operation answers, for every meal", async () => {
    const { dishes } = await createKitchen(prisma(), {
      dishes: 3,
      dish: { isOnSpecial: true, specialPriceCents: 900 },
    });
    await prisma().foodItem.update({ where: { id: dishes[0]!.id }, data: { withdrawnAt: new Date() } });
    const section = await prisma().category.create({ data: { cookId: dishes[1]!.cookId, name: "Mains" } });
    await prisma().foodItem.update({ where: { id: dishes[1]!.id }, data: { categoryId: section.id } });
    const route = catalogRoutes.find((r) => r.path === "/api/food-items")!;
    // The router turns the spec's words into GraphQL's enum names and back; the operation run by hand
    // here goes through the same conversion.
    const enums = enumCase(schema, route.operation);
    const pages = [
      { first: 1000, offset: 0 },
      { first: 3, offset: 2 },
    ];
    for (const category of [null, "all", "lunch", "breakfast"]) {
      for (const page of pages) {
        const query = new URLSearchParams({
          ...(category ? { category } : {}),
          limit: String(page.first),
          offset: String(page.offset),
        });
        const rest = await server.client().rest("GET", `/api/food-items?${query}`);
        const operation = await server
          .client()
          .gql(route.operation, enums.variables(route.variables!({ params: {}, body: {}, query, page })));
        expect(operation.errors).toBeUndefined();
        const result = enums.data(operation.data).result;
        expect(rest.status).toBe(200);
        expect(rest.json).toEqual(route.respond(result));
        expect(rest.headers.get("x-total-count")).toBe(String(result.totalCount));
      }
    }
    const all = await server.client().rest("GET", "/api/food-items");
    expect(all.json.map((f: any) => f.id)).not.toContain(dishes[0]!.id);
    expect(all.json.find((f: any) => f.id === dishes[1]!.id)).toMatchObject({
      menuSection: "Mains",
      effectivePrice: "9.00",
      specialActive: true,
    });
    expect((await server.client().rest("GET", "/api/food-items?category=brunch")).status).toBe(400);
  });

  test("the menu pages with cursors", async () => {
    const client = server.client();
    const first = await client.gql(MENU, { first: 5 });
    expect(first.data.menu.edges).toHaveLength(5);
    expect(first.data.menu.pageInfo.hasNextPage).toBe(true);
    const next = await client.gql(MENU, { first: 5, after: first.data.menu.pageInfo.endCursor });
    const ids = (r: any) => r.data.menu.edges.map((e: any) => e.node.databaseId);
    expect(ids(next)[0]).toBeGreaterThan(ids(first).at(-1));
  });
});

describe("restaurants and a chef's menu", () => {
  test("restaurants are cooks with available dishes, with their first 3 dishes and the count", async () => {
    const { cook } = await createKitchen(prisma(), { name: "Ravi Many", dishes: 5 });
    const { cook: soldOut } = await createKitchen(prisma(), { name: "Sam SoldOut", dish: { available: false } });
    const { data } = await server.client().gql(
      `query($first: Int) { restaurants(first: $first) { edges { node {
      databaseId username kitchenArea menuItems(first: 3) { totalCount edges { node { name } } } } } } }`,
      { first: 50 },
    );
    const cards = data.restaurants.edges.map((e: any) => e.node);
    const ravi = cards.find((c: any) => c.databaseId === cook.id);
    expect(ravi.menuItems.totalCount).toBe(5);
    expect(ravi.menuItems.edges).toHaveLength(3);
    expect(ravi.kitchenArea).toBeNull();
    expect(cards.find((c: any) => c.databaseId === soldOut.id)).toBeUndefined();
    const maria = cards.find((c: any) => c.username === "Maria Lopez");
    expect(maria.kitchenArea).toMatch(/Austin/);
  });

  test("a chef's menu is that cook's available dishes; an unknown or unlisted cook is null", async () => {
    const { cook, dishes } = await createKitchen(prisma(), { dishes: 2 });
    const q = `query($id: Int!) { chef(databaseId: $id) { username menuItems(first: 20) { edges { node { databaseId } } } } }`;
    const { data } = await server.client().gql(q, { id: cook.id });
    expect(data.chef.menuItems.edges.map((e: any) => e.node.databaseId)).toEqual(dishes.map((d) => d.id));
    const customerId = (await prisma().user.findUniqueOrThrow({ where: { email: "customer@homeplate.dev" } })).id;
    expect((await server.client().gql(q, { id: customerId })).data.chef).toBeNull();
    expect((await server.client().gql(q, { id: 999999 })).data.chef).toBeNull();
  });
});

describe("/api shapes", () => {
  test("the demo menu has a past: every dish is rated, and ratings and review counts differ from dish to dish", async () => {
    const { data, errors } = await server
      .client()
      .gql(`{ menu(first: 100) { edges { node { name cookDatabaseId rating reviewCount image { url } } } } }`);
    expect(errors).toBeUndefined();
    // The demo kitchens' dishes; other stories here add kitchens of their own.
    const demoCooks = await prisma().user.findMany({
      where: { email: { in: ["cook@homeplate.dev", "cook2@homeplate.dev"] } },
    });
    const dishes = data.menu.edges
      .map((e: any) => e.node)
      .filter((d: any) => demoCooks.some((c) => c.id === d.cookDatabaseId));
    expect(dishes.length).toBeGreaterThanOrEqual(12);
    expect(dishes.every((d: any) => d.reviewCount > 0 && d.rating >= 1 && d.rating <= 5)).toBe(true);
    expect(new Set(dishes.map((d: any) => d.rating.toFixed(1))).size).toBeGreaterThan(4);
    expect(new Set(dishes.map((d: any) => d.reviewCount)).size).toBeGreaterThan(4);
    expect(new Set(dishes.map((d: any) => d.image.url)).size).toBe(dishes.length);
  });

  test("GET /api/food-items lists the spec's fields with price strings", async () => {
    const res = await server.client().rest("GET", "/api/food-items");
    expect(res.status).toBe(200);
    const tacos = res.json.find((f: any) => f.name === "Chicken Tinga Tacos");
    // The demo's neighbours have reviewed the tacos.
    const row = await prisma().foodItem.findFirstOrThrow({ where: { name: "Chicken Tinga Tacos" } });
    expect(row.reviewCount).toBeGreaterThan(0);
    expect(tacos).toMatchObject({
      price: "12.00",
      specialPrice: "9.99",
      effectivePrice: "9.99",
      isOnSpecial: true,
      specialActive: true,
      percentOff: 17,
      category: "lunch",
      prepTime: "20-30 mins",
      available: true,
      specialDescription: "Taco Tuesday all week long",
      specialEndDate: null,
      customDeliveryFee: null,
      rating: row.rating,
      reviewCount: row.reviewCount,
    });
    expect(typeof tacos.id).toBe("number");
    expect(typeof tacos.cookId).toBe("number");
    for (const key of ["description", "imageUrl"]) expect(tacos).toHaveProperty(key);
  });

  test("GET /api/food-items/{id} answers the item, or 404 'Food item not found'", async () => {
    const list = (await server.client().rest("GET", "/api/food-items")).json;
    const one = await server.client().rest("GET", `/api/food-items/${list[0].id}`);
    expect(one.json).toMatchObject({ id: list[0].id, name: list[0].name, price: list[0].price });
    expect(typeof one.json.cookName).toBe("string");
    for (const path of ["/api/food-items/999999", "/api/food-items/abc"]) {
      const missing = await server.client().rest("GET", path);
      expect(missing.status).toBe(404);
      expect(missing.text).toBe("Food item not found");
    }
  });

  test("GET /api/chefs and GET /api/users/{id}: a cook's public name for anyone, other users private", async () => {
    const chefs = (await server.client().rest("GET", "/api/chefs")).json;
    const maria = chefs.find((c: any) => c.username === "Maria Lopez");
    expect(maria).toMatchObject({ role: "cook", dishCount: 8, restaurant: { restaurantName: "Maria's Kitchen" } });
    expect(maria.foodItems).toHaveLength(3);
    expect(maria).not.toHaveProperty("email");

    const cook = await server.client().rest("GET", `/api/users/${maria.id}`);
    expect(cook.json).toEqual({ id: maria.id, name: "Maria Lopez", username: "Maria Lopez", role: "cook" });

    const customerId = (await prisma().user.findUniqueOrThrow({ where: { email: "customer@homeplate.dev" } })).id;
    expect((await server.client().rest("GET", `/api/users/${customerId}`)).status).toBe(401);
    const other = await server.signIn("customer2@homeplate.dev");
    expect((await other.rest("GET", `/api/users/${customerId}`)).status).toBe(403);
    const self = await server.signIn("customer@homeplate.dev");
    expect((await self.rest("GET", `/api/users/${customerId}`)).json.name).toBe("Casey Morgan");
    expect((await self.rest("GET", "/api/users/999999")).status).toBe(404);
  });
});

describe("reviews", () => {
  async function review(opts: { foodItemId: number; email: string; rating: number; comment?: string; at: Date }) {
    const user = await prisma().user.findUniqueOrThrow({ where: { email: opts.email } });
    const dish = await prisma().foodItem.findUniqueOrThrow({ where: { id: opts.foodItemId } });
    const order = await prisma().order.create({
      data: {
        customerId: user.id,
        cookId: dish.cookId,
        status: "delivered",
        subtotalCents: 1000,
        platformFeeCents: 120,
        deliveryFeeCents: 174,
        taxCents: 88,
        totalCents: 1382,
        distanceMiles: 2.5,
        deliveryAddress: "1 Test St",
        pickupAddress: "2 Test St",
        items: { create: { foodItemId: dish.id, name: dish.name, unitPriceCents: 1000, quantity: 1 } },
      },
      include: { items: true },
    });
    return prisma().review.create({
      data: {
        userId: user.id,
        orderId: order.id,
        orderItemId: order.items[0]!.id,
        foodItemId: dish.id,
        rating: opts.rating,
        comment: opts.comment,
        createdAt: opts.at,
      },
    });
  }

  test("a dish's reviews come newest first with a 5-to-1 summary; a deleted reviewer shows as 'Deleted user'", async () => {
    const { dishes } = await createKitchen(prisma());
    const id = dishes[0]!.id;
    await review({
      foodItemId: id,
      email: "customer@homeplate.dev",
      rating: 5,
      comment: "Perfect",
      at: new Date("2026-01-01"),
    });
    await review({
      foodItemId: id,
      email: "customer2@homeplate.dev",
      rating: 4,
      comment: "Good",
      at: new Date("2026-01-03"),
    });
    const gone = await prisma().user.create({
      data: { name: "Gone Person", username: "Gone", email: `gone.${id}@example.com` },
    });
    await review({ foodItemId: id, email: gone.email, rating: 2, at: new Date("2026-01-02") });
    await prisma().user.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });

    const { data } = await server.client().gql(`{ foodItem(databaseId: ${id}) {
      ratingSummary { averageRating totalReviews breakdown { stars count } }
      reviews(first: 3) { totalCount edges { node { rating comment userName } } } } }`);
    expect(data.foodItem.ratingSummary).toEqual({
      averageRating: 3.7,
      totalReviews: 3,
      breakdown: [
        { stars: 5, count: 1 },
        { stars: 4, count: 1 },
        { stars: 3, count: 0 },
        { stars: 2, count: 1 },
        { stars: 1, count: 0 },
      ],
    });
    expect(data.foodItem.reviews.edges.map((e: any) => e.node.userName)).toEqual([
      "Jordan Lee",
      "Deleted user",
      "Casey Morgan",
    ]);
    const newest = await prisma().review.findFirstOrThrow({
      where: { foodItemId: id },
      orderBy: { createdAt: "desc" },
    });
    const node = await server
      .client()
      .gql(`query($id: ID!) { node(id: $id) { __typename ... on Review { rating userName } } }`, {
        id: globalId("Review", newest.id),
      });
    expect(node.data.node).toEqual({ __typename: "Review", rating: 4, userName: "Jordan Lee" });

    const rest = await server.client().rest("GET", `/api/food-items/${id}/reviews`);
    expect(rest.json[0]).toMatchObject({ rating: 4, comment: "Good", foodItemId: id, user: { name: "Jordan Lee" } });
    expect((await server.client().rest("GET", `/api/food-items/${id}/rating`)).json).toMatchObject({
      averageRating: 3.7,
      totalReviews: 3,
    });
    expect((await server.client().rest("GET", `/api/food-items/999999/rating`)).status).toBe(404);
  });

  test("GET /api/users/{userId}/reviews: the user themselves and admins only", async () => {
    const casey = await prisma().user.findUniqueOrThrow({ where: { email: "customer@homeplate.dev" } });
    const self = await server.signIn("customer@homeplate.dev");
    const mine = await self.rest("GET", `/api/users/${casey.id}/reviews`);
    expect(mine.status).toBe(200);
    expect(mine.json.length).toBeGreaterThan(0);
    expect(
      (await (await server.signIn("admin@homeplate.dev")).rest("GET", `/api/users/${casey.id}/reviews`)).status,
    ).toBe(200);
    expect(
      (await (await server.signIn("customer2@homeplate.dev")).rest("GET", `/api/users/${casey.id}/reviews`)).status,
    ).toBe(403);
    expect((await server.client().rest("GET", `/api/users/${casey.id}/reviews`)).status).toBe(401);
  });
});

describe("SQL statements", () => {
  async function statementsFor(query: string, variables?: Record<string, unknown>) {
    const client = server.client();
    const before = server.services.db.statementCount();
    const { errors } = await client.gql(query, variables);
    expect(errors).toBeUndefined();
    return server.services.db.statementCount() - before;
  }

  test("the menu, restaurants and a dish's page issue as many statements for 100 dishes as for 10", async () => {
    const MENU_PAGE = `query($first: Int) { menu(first: $first) { edges { node { id name priceCents effectivePriceCents specialActive
      imageUrl prepTime rating reviewCount cook { username } category { name } } } } }`;
    const RESTAURANTS = `query($first: Int) { restaurants(first: $first) { edges { node { username kitchenArea menuItems(first: 3) { totalCount edges { node { name effectivePriceCents } } } } } } }`;
    const small = await createKitchen(prisma(), { dishes: 10 });
    const few = {
      menu: await statementsFor(MENU_PAGE, { first: 10 }),
      restaurants: await statementsFor(RESTAURANTS, { first: 100 }),
      dish: await statementsFor(
        `{ foodItem(databaseId: ${small.dishes[0]!.id}) { name cook { username } reviews(first: 3) { edges { node { userName } } } ratingSummary { totalReviews } } }`,
      ),
    };
    const big = await createKitchen(prisma(), { dishes: 100 });
    const many = {
      menu: await statementsFor(MENU_PAGE, { first: 100 }),
      restaurants: await statementsFor(RESTAURANTS, { first: 100 }),
      dish: await statementsFor(
        `{ foodItem(databaseId: ${big.dishes[0]!.id}) { name cook { username } reviews(first: 3) { edges { node { userName } } } ratingSummary { totalReviews } } }`,
      ),
    };
    expect(many).toEqual(few);
    expect(few.menu).toBe(1);
  });

  test("node(id) reads a dish by its global id", async () => {
    const { dishes } = await createKitchen(prisma());
    const { data } = await server.client().gql(`query($id: ID!) { node(id: $id) { ... on FoodItem { databaseId } } }`, {
      id: globalId("FoodItem", dishes[0]!.id),
    });
    expect(data.node.databaseId).toBe(dishes[0]!.id);
  });
});
