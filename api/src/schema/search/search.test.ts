// Search that forgives typos: full text, trigram similarity and substrings, ranked in one statement,
// with the menu's dietary filters; the same over GraphQL and GET /api/search.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createKitchen } from "../../test/kitchens.ts";
import { startTestServer, type TestServer } from "../../test/server.ts";
import { containsPattern } from "../../domain/search/search.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const SEARCH = `query Search($query: String!, $first: Int, $after: String, $diet: [DietaryTag!], $excludeAllergens: [Allergen!], $hideConflicts: Boolean) {
  search(query: $query, first: $first, after: $after, diet: $diet, excludeAllergens: $excludeAllergens, hideConflicts: $hideConflicts) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { __typename ... on FoodItem { name } ... on User { restaurantProfile { restaurantName } } } }
  }
}`;

const names = (data: any) =>
  data.search.edges.map((e: any) =>
    e.node.__typename === "FoodItem" ? e.node.name : `kitchen:${e.node.restaurantProfile.restaurantName}`,
  );

async function search(variables: Record<string, unknown>, client = server.client()) {
  const { data, errors } = await client.gql(SEARCH, variables);
  expect(errors).toBeUndefined();
  return data;
}

describe("search", () => {
  test('a misspelt word finds the dish: "enchilda" finds the enchiladas, ranked first', async () => {
    const data = await search({ query: "enchilda" });
    expect(names(data)[0]).toBe("Mole Poblano Enchiladas");
  });

  test("words in another form match by full text, and kitchens are found by name and cuisine", async () => {
    expect(names(await search({ query: "taco" }))).toContain("Chicken Tinga Tacos");
    expect(names(await search({ query: "Kenjis kitchen" }))[0]).toBe("kitchen:Kenji's Home Kitchen");
    const japanese = names(await search({ query: "japanese" }));
    expect(japanese).toContain("kitchen:Kenji's Home Kitchen");
    expect(japanese).toContain("Matcha Cheesecake");
  });

  test("a dish is found by its menu section and its description", async () => {
    expect(names(await search({ query: "soups" }))).toContain("Sopa de Tortilla");
    expect(names(await search({ query: "tomatillo" }))[0]).toBe("Chilaquiles Verdes");
  });

  test("pattern characters are plain text: % and _ match only themselves", async () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
    const { data } = await server.client().gql(SEARCH, { query: "%" });
    expect(data.search.totalCount).toBe(0);
    const underscore = await server.client().gql(SEARCH, { query: "_" });
    expect(underscore.data.search.totalCount).toBe(0);
  });

  test("an empty or too long search is refused with its reason", async () => {
    for (const [query, message] of [
      ["   ", "Enter something to search for"],
      ["x".repeat(101), "Search text is at most 100 characters"],
    ]) {
      const { errors } = await server.client().gql(SEARCH, { query });
      expect(errors?.[0]?.message).toBe(message);
    }
  });

  test("the dietary filters apply: excluded allergens and diets leave dishes and kitchens out", async () => {
    expect(names(await search({ query: "enchiladas", excludeAllergens: ["PEANUTS"] }))).not.toContain(
      "Mole Poblano Enchiladas",
    );
    const vegetarian = names(await search({ query: "cake", diet: ["VEGETARIAN"] }));
    expect(vegetarian).toEqual(expect.arrayContaining(["Tres Leches Cake", "Matcha Cheesecake"]));
    expect(names(await search({ query: "salmon", diet: ["VEGETARIAN"] }))).toEqual([]);
  });

  test("pages follow the ranking with cursors, and the total counts every match", async () => {
    const first = await search({ query: "chicken", first: 1 });
    expect(first.search.totalCount).toBeGreaterThan(1);
    expect(first.search.pageInfo.hasNextPage).toBe(true);
    const rest = await search({ query: "chicken", first: 10, after: first.search.pageInfo.endCursor });
    const all = await search({ query: "chicken", first: 10 });
    expect([...names(first), ...names(rest)]).toEqual(names(all));
  });

  test("unlisted kitchens and unavailable dishes are not found", async () => {
    const { cook, dishes } = await createKitchen(server.services.prisma, {
      name: "Zanzibar Quux",
      dish: { name: "Quuxberry Pie", available: false },
    });
    expect(names(await search({ query: "quuxberry" }))).toEqual([]);
    await server.services.prisma.foodItem.update({ where: { id: dishes[0]!.id }, data: { available: true } });
    expect(names(await search({ query: "quuxberry" }))).toEqual(["Quuxberry Pie"]);
    await server.services.prisma.user.update({ where: { id: cook.id }, data: { isPaused: true } });
    expect(names(await search({ query: "quuxberry" }))).toEqual([]);
  });

  test("GET /api/search answers ranked dishes and kitchens in the menu's and chefs' shapes, paged", async () => {
    const res = await server.client().rest("GET", "/api/search?q=enchilda");
    expect(res.status).toBe(200);
    expect(res.json.dishes[0]).toMatchObject({
      name: "Mole Poblano Enchiladas",
      price: "16.00",
      allergens: ["tree_nuts", "peanuts", "wheat", "sesame"],
    });
    expect(res.json.results[0]).toMatchObject({ type: "dish", dish: { name: "Mole Poblano Enchiladas" } });
    const kitchen = await server.client().rest("GET", "/api/search?q=kenji&limit=1");
    expect(kitchen.json.kitchens[0]).toMatchObject({
      name: "Kenji Tanaka",
      role: "cook",
      restaurant: { restaurantName: "Kenji's Home Kitchen" },
    });
    expect(Number(kitchen.headers.get("x-total-count"))).toBeGreaterThanOrEqual(1);
    const filtered = await server.client().rest("GET", "/api/search?q=enchiladas&excludeAllergens=peanuts");
    expect(filtered.json.dishes.map((d: any) => d.name)).not.toContain("Mole Poblano Enchiladas");
    const missing = await server.client().rest("GET", "/api/search");
    expect([missing.status, missing.json]).toEqual([400, { error: "Enter something to search for: ?q=" }]);
    const wrong = await server.client().rest("GET", "/api/search?q=x&diet=carnivore");
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toMatch(/Unknown diet "carnivore"/);
  });

  test("a search issues the same number of SQL statements for 10 or 60 matching dishes", async () => {
    const count = async () => {
      const before = server.services.db.statementCount();
      await search({ query: "zorblatt", first: 100 });
      return server.services.db.statementCount() - before;
    };
    await createKitchen(server.services.prisma, { dishes: 10, dish: { name: "Zorblatt stew" } });
    const few = await count();
    await createKitchen(server.services.prisma, { dishes: 50, dish: { name: "Zorblatt stew" } });
    expect(await count()).toBe(few);
  });
});

describe("the menu's search box", () => {
  const MENU = `query($search: String, $meal: Meal, $excludeAllergens: [Allergen!], $first: Int, $after: String) {
    menu(search: $search, meal: $meal, excludeAllergens: $excludeAllergens, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { name cook { restaurantProfile { restaurantName } } } }
    }
  }`;
  const menu = async (variables: Record<string, unknown>) => {
    const { data, errors } = await server.client().gql(MENU, { first: 100, ...variables });
    expect(errors).toBeUndefined();
    return data.menu as {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string };
      edges: { node: { name: string; cook: { restaurantProfile: { restaurantName: string } | null } } }[];
    };
  };
  const dishNames = (m: Awaited<ReturnType<typeof menu>>) => m.edges.map((e) => e.node.name);

  test("the text filters the menu itself: a misspelling still finds the dish, and the rest of the menu is left out", async () => {
    const all = await menu({});
    const found = await menu({ search: "enchilda" });
    expect(dishNames(found)).toContain("Mole Poblano Enchiladas");
    expect(dishNames(found)).not.toContain("Carnitas Plate");
    expect(found.totalCount).toBe(found.edges.length);
    expect(found.totalCount).toBeLessThan(all.totalCount);
    expect(dishNames(await menu({ search: "zzqxv" }))).toEqual([]);
    expect((await menu({ search: "zzqxv" })).totalCount).toBe(0);
  });

  test("it narrows a meal tab and goes with the dietary filters; an empty box filters nothing", async () => {
    expect(dishNames(await menu({ search: "enchilda", meal: "DINNER" }))).toContain("Mole Poblano Enchiladas");
    expect(dishNames(await menu({ search: "enchilda", meal: "BREAKFAST" }))).not.toContain("Mole Poblano Enchiladas");
    expect(dishNames(await menu({ search: "enchiladas", excludeAllergens: ["PEANUTS"] }))).not.toContain(
      "Mole Poblano Enchiladas",
    );
    expect((await menu({ search: "  " })).totalCount).toBe((await menu({})).totalCount);
    const { errors } = await server.client().gql(MENU, { search: "x".repeat(101) });
    expect(errors?.[0]?.message).toBe("Search text is at most 100 characters");
  });

  test("a kitchen's name leaves that kitchen's dishes, in menu order and paged", async () => {
    const kenji = await menu({ search: "kenji" });
    expect(kenji.edges.length).toBeGreaterThan(1);
    for (const { node } of kenji.edges)
      expect(node.cook.restaurantProfile?.restaurantName).toBe("Kenji's Home Kitchen");
    const first = await menu({ search: "kenji", first: 1 });
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = await menu({ search: "kenji", after: first.pageInfo.endCursor });
    expect([...dishNames(first), ...dishNames(rest)]).toEqual(dishNames(kenji));
  });
});
