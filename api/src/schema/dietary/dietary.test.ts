// Allergens and dietary tags: what a cook declares (or leaves "not declared"), the menu's filters,
// the signed-in user's profile and each dish's conflicts with it, over GraphQL and /api.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createKitchen, globalId } from "../../test/kitchens.ts";
import { startTestServer, type TestServer, type TestClient } from "../../test/server.ts";
import { conflictsOf, declaration } from "../../domain/dietary/rules.ts";

let server: TestServer;
let cook: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  cook = await server.signIn("cook@homeplate.dev");
});
afterAll(() => server?.close());

const DISH = {
  name: "Peanut Noodles",
  category: "Main Course",
  description: "Rice noodles in a spicy peanut sauce.",
  price: "11.00",
  prepTime: "15 mins",
};

async function createDish(body: Record<string, unknown>) {
  return cook.rest("POST", "/api/chef/food-items", { ...DISH, ...body });
}

describe("a dish's declaration", () => {
  test('a dish created with the spec\'s payload, without allergens, is stored as "not declared" (null), not as none', async () => {
    const res = await createDish({});
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ allergens: null, dietaryTags: null });
    const row = await server.services.prisma.foodItem.findUniqueOrThrow({ where: { id: res.json.id } });
    expect([row.allergens, row.dietaryTags]).toEqual([null, null]);
  });

  test("an empty list declares 'contains none of these'; words may be written tree-nuts or tree_nuts", async () => {
    const none = await createDish({ allergens: [] });
    expect(none.json).toMatchObject({ allergens: [], dietaryTags: [] });
    const some = await createDish({ allergens: ["Tree-Nuts", "peanuts", "peanuts"], dietaryTags: ["vegan"] });
    expect(some.json).toMatchObject({
      allergens: ["tree_nuts", "peanuts"],
      dietaryTags: ["vegetarian", "vegan", "dairy_free"],
    });
  });

  test("an unknown word and a tag the allergens contradict are refused, and nothing is saved", async () => {
    const before = await server.services.prisma.foodItem.count();
    const unknown = await createDish({ allergens: ["gluten"] });
    expect([unknown.status, unknown.text]).toEqual([
      400,
      'Unknown allergen "gluten": use milk, eggs, fish, shellfish, tree_nuts, peanuts, wheat, soy, sesame',
    ]);
    const vegan = await createDish({ allergens: ["milk"], dietaryTags: ["vegan"] });
    expect([vegan.status, vegan.text]).toEqual([400, "A vegan dish cannot contain milk"]);
    const glutenFree = await createDish({ allergens: ["wheat"], dietaryTags: ["gluten-free"] });
    expect([glutenFree.status, glutenFree.text]).toEqual([400, "A gluten-free dish cannot contain wheat"]);
    expect(await server.services.prisma.foodItem.count()).toBe(before);
  });

  test("declared allergens can be changed but not cleared back to 'not declared'", async () => {
    const { json } = await createDish({ allergens: ["peanuts"] });
    const changed = await cook.rest("PATCH", `/api/chef/food-items/${json.id}`, { allergens: ["peanuts", "soy"] });
    expect(changed.json.allergens).toEqual(["peanuts", "soy"]);
    const kept = await cook.rest("PATCH", `/api/chef/food-items/${json.id}`, { name: "Peanut Noodles Deluxe" });
    expect(kept.json.allergens).toEqual(["peanuts", "soy"]);
    const cleared = await cook.rest("PATCH", `/api/chef/food-items/${json.id}`, { allergens: null });
    expect([cleared.status, cleared.text]).toEqual([400, "Allergens cannot be cleared: send an empty list for none"]);
  });

  test("over GraphQL the lists are enums, and the seeded dishes carry theirs", async () => {
    const { data } = await server
      .client()
      .gql(`{ menu(first: 100) { edges { node { name allergens dietaryTags } } } }`);
    const mole = data.menu.edges.find((e: any) => e.node.name === "Mole Poblano Enchiladas").node;
    expect(mole).toEqual({
      name: "Mole Poblano Enchiladas",
      allergens: ["TREE_NUTS", "PEANUTS", "WHEAT", "SESAME"],
      dietaryTags: ["DAIRY_FREE"],
    });
  });
});

describe("the menu's filters", () => {
  const names = async (query: string) =>
    (await server.client().rest("GET", `/api/food-items${query}`)).json.map((d: any) => d.name) as string[];

  test("?excludeAllergens= leaves out dishes containing one, and dishes that never declared theirs", async () => {
    const { dishes } = await createKitchen(server.services.prisma, { dish: { name: "Mystery Stew" } });
    expect(dishes[0]!.allergens).toBeNull();
    const all = await names("");
    expect(all).toEqual(expect.arrayContaining(["Mystery Stew", "Mole Poblano Enchiladas", "Carnitas Plate"]));
    const safe = await names("?excludeAllergens=peanuts,milk");
    expect(safe).toContain("Carnitas Plate");
    expect(safe).not.toContain("Mystery Stew");
    expect(safe).not.toContain("Mole Poblano Enchiladas");
    expect(safe).not.toContain("Tres Leches Cake");
  });

  test("?diet= keeps only dishes tagged with every diet; a vegan dish counts as vegetarian", async () => {
    expect(await names("?diet=vegetarian,gluten_free")).toEqual(
      expect.arrayContaining(["Chilaquiles Verdes", "Huevos Rancheros", "Sopa de Tortilla"]),
    );
    expect(await names("?diet=vegetarian,gluten_free")).not.toContain("Tres Leches Cake");
    expect(await names("?diet=kosher")).toEqual([]);
    const wrong = await server.client().rest("GET", "/api/food-items?diet=paleo");
    expect([wrong.status, wrong.text]).toEqual([
      400,
      'Unknown diet "paleo": use vegetarian, vegan, gluten_free, dairy_free, halal, kosher',
    ]);
  });

  test("visitors and signed-in users get the same filtered menu", async () => {
    const customer = await server.signIn("customer2@homeplate.dev");
    for (const query of [
      "?excludeAllergens=peanuts,milk",
      "?diet=dairy_free",
      "?diet=vegetarian&excludeAllergens=eggs&category=breakfast",
    ]) {
      const visitor = await server.client().rest("GET", `/api/food-items${query}`);
      const member = await customer.rest("GET", `/api/food-items${query}`);
      expect(member.json.map((d: any) => d.id)).toEqual(visitor.json.map((d: any) => d.id));
      expect(member.headers.get("x-total-count")).toBe(visitor.headers.get("x-total-count"));
    }
  });
});

describe("the dietary profile and conflicts", () => {
  test("GET and PUT /api/users/current/dietary-profile hold the user's own lists; visitors are refused", async () => {
    const customer = await server.signIn("customer@homeplate.dev");
    expect((await customer.rest("GET", "/api/users/current/dietary-profile")).json).toEqual({
      avoidAllergens: [],
      diets: [],
    });
    const saved = await customer.rest("PUT", "/api/users/current/dietary-profile", {
      avoidAllergens: ["peanuts", "tree-nuts"],
      diets: ["dairy_free"],
    });
    expect([saved.status, saved.json]).toEqual([
      200,
      { avoidAllergens: ["tree_nuts", "peanuts"], diets: ["dairy_free"] },
    ]);
    expect((await customer.rest("GET", "/api/users/current/dietary-profile")).json).toEqual(saved.json);
    const wrong = await customer.rest("PUT", "/api/users/current/dietary-profile", {
      avoidAllergens: ["nuts"],
      diets: [],
    });
    expect([wrong.status, wrong.json]).toEqual([
      400,
      { error: 'Unknown allergen "nuts": use milk, eggs, fish, shellfish, tree_nuts, peanuts, wheat, soy, sesame' },
    ]);
    expect((await customer.rest("GET", "/api/users/current/dietary-profile")).json).toEqual(saved.json);
    const visitor = await server.client().rest("GET", "/api/users/current/dietary-profile");
    expect([visitor.status, visitor.json]).toEqual([401, { error: "You must be signed in to do that." }]);
  });

  test("every dish answers its conflicts with the signed-in user's profile: allergens it contains, diets it breaks; undeclared is a conflict", async () => {
    const customer = await server.signIn("customer2@homeplate.dev");
    await customer.rest("PUT", "/api/users/current/dietary-profile", {
      avoidAllergens: ["peanuts"],
      diets: ["dairy_free"],
    });
    const menu = (await customer.rest("GET", "/api/food-items")).json as any[];
    const byName = (name: string) => menu.find((d) => d.name === name);
    expect(byName("Mole Poblano Enchiladas").conflicts).toEqual({
      allergens: ["peanuts"],
      diets: [],
      allergensDeclared: true,
    });
    expect(byName("Tres Leches Cake").conflicts).toEqual({
      allergens: [],
      diets: ["dairy_free"],
      allergensDeclared: true,
    });
    expect(byName("Carnitas Plate").conflicts).toEqual({ allergens: [], diets: [], allergensDeclared: true });
    expect(byName("Mystery Stew").conflicts).toEqual({
      allergens: ["peanuts"],
      diets: ["dairy_free"],
      allergensDeclared: false,
    });
    expect((await server.client().rest("GET", "/api/food-items")).json[0].conflicts).toBeNull();

    const hidden = (await customer.rest("GET", "/api/food-items?hideConflicts=true")).json.map((d: any) => d.name);
    expect(hidden).toContain("Carnitas Plate");
    expect(hidden).not.toContain("Mole Poblano Enchiladas");
    expect(hidden).not.toContain("Tres Leches Cake");
    expect(hidden).not.toContain("Mystery Stew");

    const { data } = await customer.gql(
      `{ foodItem(databaseId: ${byName("Mole Poblano Enchiladas").id}) { conflicts { allergens diets allergensDeclared hasConflict } } }`,
    );
    expect(data.foodItem.conflicts).toEqual({
      allergens: ["PEANUTS"],
      diets: [],
      allergensDeclared: true,
      hasConflict: true,
    });
  });

  test("GET /api/food-items (a hand-written read) answers a signed-in user's conflicts, favourites and hidden dishes as GraphQL does", async () => {
    const customer = await server.signIn("customer@homeplate.dev");
    await customer.rest("PUT", "/api/users/current/dietary-profile", {
      avoidAllergens: ["milk", "sesame"],
      diets: ["gluten_free"],
    });
    const {
      json: [first],
    } = await customer.rest("GET", "/api/food-items?limit=1");
    await customer.rest("PUT", `/api/favourites/dishes/${first.id}`);
    for (const hide of [false, true]) {
      const rest = (await customer.rest("GET", `/api/food-items${hide ? "?hideConflicts=true" : ""}`)).json as any[];
      const { data } = await customer.gql(
        `query($hide: Boolean, $first: Int!) { menu(first: $first, hideConflicts: $hide) { totalCount edges { node { databaseId isFavourite conflicts { allergens diets allergensDeclared } } } } }`,
        { hide, first: 1000 },
      );
      const lower = (c: any) => ({
        allergens: c.allergens.map((a: string) => a.toLowerCase()),
        diets: c.diets.map((d: string) => d.toLowerCase()),
        allergensDeclared: c.allergensDeclared,
      });
      expect(rest.map((d) => [d.id, d.isFavourite, d.conflicts])).toEqual(
        data.menu.edges.map((e: any) => [e.node.databaseId, e.node.isFavourite, lower(e.node.conflicts)]),
      );
      if (hide)
        expect(rest.every((d) => d.conflicts.allergens.length === 0 && d.conflicts.diets.length === 0)).toBe(true);
    }
    expect((await customer.rest("GET", "/api/food-items")).json.find((d: any) => d.id === first.id).isFavourite).toBe(
      true,
    );
  });

  test("the rules: implied tags, canonical order, conflicts of an undeclared dish", () => {
    expect(declaration(["soy", "milk"], ["vegetarian"])).toEqual({
      allergens: ["milk", "soy"],
      dietaryTags: ["vegetarian"],
    });
    expect(declaration(null, ["halal"])).toEqual({ allergens: null, dietaryTags: ["halal"] });
    expect(conflictsOf({ allergens: null, dietaryTags: null }, { avoidAllergens: ["milk"], diets: ["vegan"] })).toEqual(
      {
        allergens: ["milk"],
        diets: ["vegan"],
        allergensDeclared: false,
      },
    );
  });

  test("the menu's SQL statements stay constant for a signed-in user with a profile, however many dishes", async () => {
    const customer = await server.signIn("customer2@homeplate.dev");
    const count = async () => {
      const before = server.services.db.statementCount();
      const res = await customer.rest("GET", "/api/food-items");
      expect(res.status).toBe(200);
      return server.services.db.statementCount() - before;
    };
    const few = await count();
    await createKitchen(server.services.prisma, { dishes: 40 });
    expect(await count()).toBe(few);
    expect(globalId("FoodItem", 1)).toBeTruthy();
  });
});
