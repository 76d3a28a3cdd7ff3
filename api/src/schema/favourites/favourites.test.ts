// Favourite dishes and kitchens: idempotent PUT and DELETE on the signed-in user's own list, the
// lists in the menu's and chefs' shapes, hearts on every card, and a notification (in-app and mail,
// by the user's settings) when a favourite kitchen puts a dish on special.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createKitchen, globalId } from "../../test/kitchens.ts";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";

let server: TestServer;
let casey: TestClient;
let jordan: TestClient;
let maria: TestClient;
const ids = { casey: 0, jordan: 0, maria: 0, kenji: 0, tacos: 0, carnitas: 0 };
const prisma = () => server.services.prisma;

beforeAll(async () => {
  server = await startTestServer();
  [casey, jordan, maria] = await Promise.all(
    ["customer@homeplate.dev", "customer2@homeplate.dev", "cook@homeplate.dev"].map((e) => server.signIn(e)),
  );
  const user = (email: string) => prisma().user.findUniqueOrThrow({ where: { email } });
  ids.casey = (await user("customer@homeplate.dev")).id;
  ids.jordan = (await user("customer2@homeplate.dev")).id;
  ids.maria = (await user("cook@homeplate.dev")).id;
  ids.kenji = (await user("cook2@homeplate.dev")).id;
  const dish = (name: string) => prisma().foodItem.findFirstOrThrow({ where: { name } });
  ids.tacos = (await dish("Chicken Tinga Tacos")).id;
  ids.carnitas = (await dish("Carnitas Plate")).id;
});
afterAll(() => server?.close());

describe("favourites over /api", () => {
  test("PUT and DELETE are idempotent, and GET answers both lists in the menu's and chefs' shapes", async () => {
    for (let i = 0; i < 2; i++) {
      const put = await casey.rest("PUT", `/api/favourites/dishes/${ids.carnitas}`);
      expect([put.status, put.json]).toEqual([200, { foodItemId: ids.carnitas, favourite: true }]);
      expect((await casey.rest("PUT", `/api/favourites/kitchens/${ids.kenji}`)).json).toEqual({
        cookId: ids.kenji,
        favourite: true,
      });
    }
    const list = await casey.rest("GET", "/api/favourites");
    expect(list.status).toBe(200);
    const menuDish = (await casey.rest("GET", "/api/food-items")).json.find((d: any) => d.id === ids.carnitas);
    expect(list.json.dishes).toEqual([menuDish]);
    expect(menuDish.isFavourite).toBe(true);
    const chef = (await casey.rest("GET", "/api/chefs")).json.find((c: any) => c.id === ids.kenji);
    expect(list.json.kitchens).toEqual([chef]);
    expect(chef.isFavourite).toBe(true);

    for (let i = 0; i < 2; i++) {
      const del = await casey.rest("DELETE", `/api/favourites/dishes/${ids.carnitas}`);
      expect([del.status, del.json]).toEqual([200, { foodItemId: ids.carnitas, favourite: false }]);
    }
    for (let i = 0; i < 2; i++)
      expect((await casey.rest("DELETE", `/api/favourites/kitchens/${ids.kenji}`)).json.favourite).toBe(false);
    expect((await casey.rest("GET", "/api/favourites")).json).toEqual({ dishes: [], kitchens: [] });
  });

  test("each user changes and sees only their own list", async () => {
    await jordan.rest("PUT", `/api/favourites/dishes/${ids.tacos}`);
    expect((await casey.rest("GET", "/api/favourites")).json.dishes.map((d: any) => d.id)).not.toContain(ids.tacos);
    await casey.rest("DELETE", `/api/favourites/dishes/${ids.tacos}`);
    expect((await jordan.rest("GET", "/api/favourites")).json.dishes.map((d: any) => d.id)).toEqual([ids.tacos]);
    // Another user's lists are not readable over GraphQL either.
    const { data, errors } = await casey.gql(
      `query($id: ID!) { node(id: $id) { ... on User { favouriteDishes { totalCount } } } }`,
      { id: globalId("User", ids.jordan) },
    );
    expect(data?.node ?? null).toBeNull();
    expect(errors?.[0]?.message ?? "not visible").toBeTruthy();
  });

  test("visitors are refused; unknown dishes and kitchens are 404 with a JSON error; a customer is no kitchen", async () => {
    const visitor = await server.client().rest("PUT", `/api/favourites/dishes/${ids.tacos}`);
    expect([visitor.status, visitor.json]).toEqual([401, { error: "You must be signed in to do that." }]);
    expect((await server.client().rest("GET", "/api/favourites")).status).toBe(401);
    const unknown = await casey.rest("PUT", "/api/favourites/dishes/999999");
    expect([unknown.status, unknown.json]).toEqual([404, { error: "Food item not found" }]);
    const notKitchen = await casey.rest("PUT", `/api/favourites/kitchens/${ids.jordan}`);
    expect([notKitchen.status, notKitchen.json]).toEqual([404, { error: "Kitchen not found" }]);
    const bad = await casey.rest("PUT", "/api/favourites/kitchens/abc");
    expect([bad.status, bad.json]).toEqual([404, { error: "Kitchen not found" }]);
  });

  test("a dish that leaves the menu leaves the list, and can still be removed", async () => {
    const { cook, dishes } = await createKitchen(prisma());
    await casey.rest("PUT", `/api/favourites/dishes/${dishes[0]!.id}`);
    await casey.rest("PUT", `/api/favourites/kitchens/${cook.id}`);
    await prisma().user.update({ where: { id: cook.id }, data: { isPaused: true } });
    const list = (await casey.rest("GET", "/api/favourites")).json;
    expect(list.dishes.map((d: any) => d.id)).not.toContain(dishes[0]!.id);
    expect(list.kitchens.map((k: any) => k.id)).not.toContain(cook.id);
    expect((await casey.rest("DELETE", `/api/favourites/kitchens/${cook.id}`)).status).toBe(200);
    expect((await casey.rest("DELETE", `/api/favourites/dishes/${dishes[0]!.id}`)).status).toBe(200);
  });

  test("menus say which dishes and kitchens are the viewer's favourites, in a constant number of statements", async () => {
    await casey.rest("PUT", `/api/favourites/dishes/${ids.carnitas}`);
    const menu = (await casey.rest("GET", "/api/food-items")).json as any[];
    expect(menu.find((d) => d.id === ids.carnitas).isFavourite).toBe(true);
    expect(menu.find((d) => d.id === ids.tacos).isFavourite).toBe(false);
    expect((await server.client().rest("GET", "/api/food-items")).json.every((d: any) => d.isFavourite === false)).toBe(
      true,
    );
    const count = async () => {
      const before = server.services.db.statementCount();
      await casey.gql(`{ menu(first: 1000) { edges { node { isFavourite cook { isFavouriteKitchen } } } } }`);
      return server.services.db.statementCount() - before;
    };
    const few = await count();
    const { dishes } = await createKitchen(prisma(), { dishes: 30 });
    for (const d of dishes.slice(0, 5)) await casey.rest("PUT", `/api/favourites/dishes/${d.id}`);
    expect(await count()).toBe(few);
  });
});

describe("a favourite kitchen's special", () => {
  const special = { isOnSpecial: true, specialPrice: "9.00" };

  test("fans hear in-app and by mail when a dish goes on special, once, and not with promotions turned off", async () => {
    await casey.rest("PUT", `/api/favourites/kitchens/${ids.maria}`);
    await jordan.rest("PUT", `/api/favourites/kitchens/${ids.maria}`);
    await jordan.rest("PUT", "/api/notification-settings", { promotionalNotifications: false });
    const mailsBefore = await prisma().mailMessage.count({ where: { to: "customer@homeplate.dev" } });

    const res = await maria.rest("PATCH", `/api/chef/food-items/${ids.carnitas}`, special);
    expect(res.status, res.text).toBe(200);
    const caseys = await prisma().notification.findMany({ where: { userId: ids.casey, kind: "favourite_special" } });
    expect(caseys).toEqual([
      expect.objectContaining({
        title: "Maria's Kitchen has a special",
        message: "Carnitas Plate is on special at Maria's Kitchen: $9.00 instead of $15.50.",
        url: `/food/${ids.carnitas}`,
      }),
    ]);
    expect(await prisma().notification.count({ where: { userId: ids.jordan, kind: "favourite_special" } })).toBe(0);
    expect(
      await prisma().mailMessage.count({
        where: { to: "customer@homeplate.dev", subject: "HomePlate: Maria's Kitchen has a special" },
      }),
    ).toBe(1);
    expect(await prisma().mailMessage.count({ where: { to: "customer@homeplate.dev" } })).toBe(mailsBefore + 1);

    // Still on special (a new price, a new text): no second notification.
    await maria.rest("PATCH", `/api/chef/food-items/${ids.carnitas}`, {
      specialPrice: "8.50",
      specialDescription: "Even better",
    });
    expect(await prisma().notification.count({ where: { userId: ids.casey, kind: "favourite_special" } })).toBe(1);
    // Off and on again: a new special.
    await maria.rest("PATCH", `/api/chef/food-items/${ids.carnitas}`, { isOnSpecial: false });
    await maria.rest("PATCH", `/api/chef/food-items/${ids.carnitas}`, special);
    expect(await prisma().notification.count({ where: { userId: ids.casey, kind: "favourite_special" } })).toBe(2);
  });

  test("a new dish put on special tells the fans; a kitchen nobody keeps tells no one", async () => {
    // Some of the demo's neighbours keep Kenji's kitchen: start from a kitchen nobody keeps.
    await prisma().favouriteKitchen.deleteMany({ where: { cookId: ids.kenji } });
    const before = await prisma().notification.count({ where: { kind: "favourite_special" } });
    const kenji = await server.signIn("cook2@homeplate.dev");
    const dish = {
      name: "Yuzu Tart",
      category: "Desserts",
      description: "A bright yuzu curd tart.",
      price: "8.00",
      prepTime: "5 mins",
      ...special,
      specialPrice: "6.00",
    };
    expect((await kenji.rest("POST", "/api/chef/food-items", dish)).status).toBe(200);
    expect(await prisma().notification.count({ where: { kind: "favourite_special" } })).toBe(before);
    await casey.rest("PUT", `/api/favourites/kitchens/${ids.kenji}`);
    expect((await kenji.rest("POST", "/api/chef/food-items", { ...dish, name: "Yuzu Tart II" })).status).toBe(200);
    const told = await prisma().notification.findFirstOrThrow({
      where: { userId: ids.casey, kind: "favourite_special" },
      orderBy: { id: "desc" },
    });
    expect(told.message).toBe("Yuzu Tart II is on special at Kenji's Home Kitchen: $6.00 instead of $8.00.");
  });
});

describe("favourites over GraphQL", () => {
  test("setFavouriteDish and setFavouriteKitchen answer the new state; viewer lists them", async () => {
    const SET = `mutation($input: SetFavouriteDishInput!) { result: setFavouriteDish(input: $input) { __typename ... on Error { message }
      ... on SetFavouriteDishPayload { favourite foodItemId foodItem { isFavourite } } } }`;
    const on = await jordan.mutate(SET, { input: { foodItemId: globalId("FoodItem", ids.carnitas), favourite: true } });
    expect(on).toEqual({
      __typename: "SetFavouriteDishPayload",
      favourite: true,
      foodItemId: globalId("FoodItem", ids.carnitas),
      foodItem: { isFavourite: true },
    });
    const { data } = await jordan.gql(
      `{ viewer { favouriteDishes(first: 10) { totalCount edges { node { name } } } favouriteKitchens(first: 10) { totalCount } } }`,
    );
    expect(data.viewer.favouriteDishes.edges.map((e: any) => e.node.name)).toContain("Carnitas Plate");
    const KITCHEN = `mutation($input: SetFavouriteKitchenInput!) { result: setFavouriteKitchen(input: $input) { __typename ... on Error { message }
      ... on SetFavouriteKitchenPayload { favourite cook { isFavouriteKitchen } } } }`;
    expect(await jordan.mutate(KITCHEN, { input: { cookId: globalId("User", ids.kenji), favourite: false } })).toEqual({
      __typename: "SetFavouriteKitchenPayload",
      favourite: false,
      cook: { isFavouriteKitchen: false },
    });
    expect(
      await server.client().mutate(KITCHEN, { input: { cookId: globalId("User", ids.kenji), favourite: true } }),
    ).toEqual({
      __typename: "NotSignedInError",
      message: "You must be signed in to do that.",
    });
  });
});
