// The cook's side: restaurant profile, categories, menu, uploads, earnings; every rule and owner check,
// through /api and GraphQL against a started server.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createKitchen } from "../../test/kitchens.ts";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";

let server: TestServer;
let cook: TestClient;
let cook2: TestClient;
let customer: TestClient;
let cookId: number;
let customerId: number;
let cook2Id: number;

beforeAll(async () => {
  server = await startTestServer();
  [cook, cook2, customer] = await Promise.all([
    server.signIn("cook@homeplate.dev"),
    server.signIn("cook2@homeplate.dev"),
    server.signIn("customer@homeplate.dev"),
  ]);
  const ids = async (email: string) => (await server.services.prisma.user.findUniqueOrThrow({ where: { email } })).id;
  [cookId, cook2Id, customerId] = await Promise.all([
    ids("cook@homeplate.dev"),
    ids("cook2@homeplate.dev"),
    ids("customer@homeplate.dev"),
  ]);
});
afterAll(() => server?.close());

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

async function upload(client: TestClient, kind: string, bytes: Buffer, name = "image.png", type = "image/png") {
  const form = new FormData();
  form.set("kind", kind);
  form.set("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return client.fetch("/api/uploads", { method: "POST", body: form });
}

const validProfile = {
  restaurantName: "Maria's Kitchen",
  cuisineType: "mexican",
  description: "Family recipes from Oaxaca, cooked fresh every day.",
  logoUrl: "",
  bannerUrl: "https://images.example.com/banner.jpg",
  specialties: ["Mole", "Tamales"],
};

const newDish = (categoryId: number, overrides: Record<string, unknown> = {}) => ({
  name: "Pozole Rojo",
  categoryId,
  meal: "dinner",
  description: "Hominy and pork stew in a red guajillo broth with radish and lime.",
  price: "14.00",
  prepTime: "30-40 mins",
  imageUrl: "",
  available: true,
  ...overrides,
});

async function ownCategory(client: TestClient, name = `Specials ${Math.random().toString(36).slice(2, 7)}`) {
  const res = await client.rest("POST", "/api/chef/categories", { name, displayOrder: 5 });
  expect(res.status).toBe(200);
  return res.json.id as number;
}

describe("restaurant profile", () => {
  test.each([
    ["restaurantName", "M", "Restaurant name must be at least 2 characters"],
    ["description", "Too short", "Description must be at least 10 characters"],
    ["cuisineType", "klingon", "Please select a cuisine type"],
    ["logoUrl", "not a url", "Logo must be a valid URL"],
    ["bannerUrl", "javascript:alert(1)", "Banner must be a valid URL"],
  ])("a %s of %j is refused with '%s'", async (field, value, message) => {
    const res = await cook.rest("POST", "/api/chef/restaurant-profile", { ...validProfile, [field]: value });
    expect(res.status).toBe(400);
    expect(res.text).toBe(message);
  });

  test("a cook saves their profile and reads it back", async () => {
    const res = await cook.rest("POST", "/api/chef/restaurant-profile", validProfile);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      restaurantName: "Maria's Kitchen",
      logoUrl: null,
      specialties: ["Mole", "Tamales"],
    });
    const read = await cook.rest("GET", "/api/chef/restaurant-profile");
    expect(read.json.bannerUrl).toBe("https://images.example.com/banner.jpg");
  });

  test("a cook's save only ever changes their own profile", async () => {
    const before = await server.services.prisma.restaurantProfile.findUniqueOrThrow({ where: { userId: cook2Id } });
    await cook.rest("POST", "/api/chef/restaurant-profile", { ...validProfile, restaurantName: "Not Kenji" });
    const after = await server.services.prisma.restaurantProfile.findUniqueOrThrow({ where: { userId: cook2Id } });
    expect(after.restaurantName).toBe(before.restaurantName);
  });
});

describe("who may use the chef paths", () => {
  const paths: [string, string, unknown?][] = [
    ["GET", "/api/chef/restaurant-profile"],
    ["POST", "/api/chef/restaurant-profile", validProfile],
    ["GET", "/api/chef/categories"],
    ["POST", "/api/chef/categories", { name: "Tacos", displayOrder: 1 }],
    ["DELETE", "/api/chef/categories/1"],
    ["GET", "/api/chef/food-items"],
    ["POST", "/api/chef/food-items", newDish(1)],
    ["PATCH", "/api/chef/food-items/1", { available: false }],
    ["DELETE", "/api/chef/food-items/1"],
    ["GET", "/api/chef/earnings"],
    ["POST", "/api/store-settings", { businessName: "Mine" }],
  ];

  test.each(paths)("a customer is refused on %s %s and nothing changes", async (method, path, body) => {
    const counts = async () => [
      await server.services.prisma.category.count(),
      await server.services.prisma.foodItem.count(),
      await server.services.prisma.restaurantProfile.count(),
      await server.services.prisma.storeSettings.count(),
    ];
    const before = await counts();
    const res = await customer.rest(method, path, body);
    expect(res.status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  test("a visitor is asked to sign in", async () => {
    const res = await server.client().rest("GET", "/api/chef/food-items");
    expect(res.status).toBe(401);
  });

  test("a cook whose application is pending is refused", async () => {
    const pending = await server.signIn("pending.cook@homeplate.dev");
    const res = await pending.rest("POST", "/api/chef/categories", { name: "Curries", displayOrder: 0 });
    expect(res.status).toBe(403);
  });

  test("uploads need an approved cook", async () => {
    const res = await upload(customer, "logo", await png(10, 10));
    expect(res.status).toBe(403);
  });

  test("an upload from another site's page with the session cookie is refused", async () => {
    const other = server.client({ origin: "https://evil.example" });
    other.cookies = new Map(cook.cookies);
    const res = await upload(other, "logo", await png(10, 10));
    expect(res.status).toBe(403);
  });
});

describe("categories", () => {
  test.each([
    [{ name: "A", displayOrder: 0 }, "Category name must be at least 2 characters"],
    [{ name: "Tacos", displayOrder: -1 }, "Display order must be 0 or more"],
  ])("%j is refused with '%s'", async (body, message) => {
    const res = await cook.rest("POST", "/api/chef/categories", body);
    expect(res.status).toBe(400);
    expect(res.text).toBe(message);
  });

  test("categories are listed in display order", async () => {
    await cook.rest("POST", "/api/chef/categories", { name: "Zeta First", displayOrder: 0 });
    const list = (await cook.rest("GET", "/api/chef/categories")).json as { name: string; displayOrder: number }[];
    const orders = list.map((c) => c.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(list.some((c) => c.name === "Zeta First")).toBe(true);
  });

  test("a category with dishes is not deleted, and says how many", async () => {
    const categoryId = await ownCategory(cook);
    for (const name of ["Dish One", "Dish Two", "Dish Three"])
      expect((await cook.rest("POST", "/api/chef/food-items", newDish(categoryId, { name }))).status).toBe(200);
    const res = await cook.rest("DELETE", `/api/chef/categories/${categoryId}`);
    expect(res.status).toBe(409);
    expect(res.text).toBe("This category still has 3 dishes. Move or delete them first.");
    expect(await server.services.prisma.category.findUnique({ where: { id: categoryId } })).not.toBeNull();
  });

  test("an empty category is deleted", async () => {
    const categoryId = await ownCategory(cook);
    expect((await cook.rest("DELETE", `/api/chef/categories/${categoryId}`)).status).toBe(200);
    expect(await server.services.prisma.category.findUnique({ where: { id: categoryId } })).toBeNull();
  });

  test("a cook cannot delete another cook's category", async () => {
    const theirs = await ownCategory(cook2);
    const res = await cook.rest("DELETE", `/api/chef/categories/${theirs}`);
    expect(res.status).toBe(403);
    expect(await server.services.prisma.category.findUnique({ where: { id: theirs } })).not.toBeNull();
  });
});

describe("menu", () => {
  let categoryId: number;
  beforeAll(async () => {
    categoryId = await ownCategory(cook);
  });

  test.each([
    [{ name: "P" }, "Name must be at least 2 characters"],
    [{ description: "Short" }, "Description must be at least 10 characters"],
    [{ price: "0" }, "Price must be greater than 0"],
    [{ price: "-3.50" }, "Price must be greater than 0"],
    [{ price: undefined }, "Price is required"],
    [{ meal: "brunch" }, "Please select a meal: breakfast, lunch, dinner or desserts"],
    [{ prepTime: "" }, "Prep time is required"],
    [{ imageUrl: "ftp://x/y.png" }, "Image must be a valid URL"],
    [{ isOnSpecial: true, specialPrice: "15.00" }, "Special price must be below the regular price"],
    [{ isOnSpecial: true, specialPrice: "14.00" }, "Special price must be below the regular price"],
    [{ isOnSpecial: true, specialPrice: "0" }, "Special price must be greater than 0"],
    [{ isOnSpecial: true }, "Special price is required for a special offer"],
  ])("a dish with %j is refused with '%s'", async (overrides, message) => {
    const before = await server.services.prisma.foodItem.count();
    const res = await cook.rest("POST", "/api/chef/food-items", newDish(categoryId, overrides));
    expect(res.status).toBe(400);
    expect(res.text).toBe(message);
    expect(await server.services.prisma.foodItem.count()).toBe(before);
  });

  test("a dish must go in one of the cook's own categories", async () => {
    const theirs = await ownCategory(cook2);
    const res = await cook.rest("POST", "/api/chef/food-items", newDish(theirs));
    expect(res.status).toBe(400);
    expect(res.text).toBe("Please select one of your categories");
  });

  // The spec's chef view names a dish's category in text (companion spec §3), and has no meal.
  test("a dish names its category in text: the cook's own by name, or a new one of theirs; the meal follows it", async () => {
    const { categoryId: _id, meal: _meal, ...spec } = newDish(0);
    const own = await server.services.prisma.category.findUniqueOrThrow({ where: { id: categoryId } });
    const named = await cook.rest("POST", "/api/chef/food-items", { ...spec, category: own.name.toUpperCase() });
    expect(named.status).toBe(200);
    expect(named.json).toMatchObject({ category: own.name, categoryId, meal: "dinner" });

    const before = await server.services.prisma.category.count({ where: { cookId } });
    const fresh = await cook.rest("POST", "/api/chef/food-items", {
      ...spec,
      name: "Chilaquiles Verdes",
      category: " Breakfast ",
    });
    expect(fresh.status).toBe(200);
    expect(fresh.json).toMatchObject({ category: "Breakfast", meal: "breakfast" });
    expect(await server.services.prisma.category.count({ where: { cookId } })).toBe(before + 1);
    const moved = await cook.rest("PATCH", `/api/chef/food-items/${named.json.id}`, { category: "breakfast" });
    expect(moved.json).toMatchObject({ category: "Breakfast", categoryId: fresh.json.categoryId, meal: "dinner" });

    const bad = await cook.rest("POST", "/api/chef/food-items", { ...spec, category: "D", price: "0" });
    expect(bad.status).toBe(400);
    expect(bad.text).toBe("Category name must be at least 2 characters");
    const refused = await cook.rest("POST", "/api/chef/food-items", { ...spec, category: "Brand New", price: "0" });
    expect(refused.text).toBe("Price must be greater than 0");
    expect(await server.services.prisma.category.count({ where: { cookId } })).toBe(before + 1);
  });

  test("a cook adds a dish, toggles it, puts it on special and the customer sees the special", async () => {
    const created = await cook.rest("POST", "/api/chef/food-items", newDish(categoryId, { customDeliveryFee: "1.50" }));
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({
      name: "Pozole Rojo",
      price: "14.00",
      customDeliveryFee: "1.50",
      available: true,
      isOnSpecial: false,
    });
    const id = created.json.id;

    const off = await cook.rest("PATCH", `/api/chef/food-items/${id}`, { available: false });
    expect(off.json.available).toBe(false);
    expect(off.json.name).toBe("Pozole Rojo");

    const end = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const special = await cook.rest("PATCH", `/api/chef/food-items/${id}`, {
      available: true,
      isOnSpecial: true,
      specialPrice: "11.20",
      specialDescription: "Winter warmer",
      specialEndDate: end,
    });
    expect(special.status).toBe(200);
    expect(special.json).toMatchObject({
      isOnSpecial: true,
      specialPrice: "11.20",
      effectivePrice: "11.20",
      percentOff: 20,
      specialActive: true,
    });

    const { data } = await customer.gql(
      `query($id: ID!) { node(id: $id) { ... on FoodItem { name effectivePriceCents specialActive specialDescription } } }`,
      {
        id: Buffer.from(`FoodItem:${id}`).toString("base64"),
      },
    );
    expect(data.node).toEqual({
      name: "Pozole Rojo",
      effectivePriceCents: 1120,
      specialActive: true,
      specialDescription: "Winter warmer",
    });
  });

  test("availability cannot be cleared: an explicit null is refused and the dish stays as it was", async () => {
    const { json } = await cook.rest(
      "POST",
      "/api/chef/food-items",
      newDish(categoryId, { name: "Sopa de Lima", available: false }),
    );
    const r = await cook.mutate(
      `mutation($input: UpdateFoodItemInput!) { result: updateFoodItem(input: $input) {
        __typename ... on Error { message } ... on ValidationError { fieldErrors { field } } ... on UpdateFoodItemPayload { foodItem { available } } } }`,
      { input: { id: Buffer.from(`FoodItem:${json.id}`).toString("base64"), available: null } },
    );
    expect(r).toEqual({
      __typename: "ValidationError",
      message: "Availability must be true or false",
      fieldErrors: [{ field: "available" }],
    });
    expect(await server.services.prisma.foodItem.findUniqueOrThrow({ where: { id: json.id } })).toMatchObject({
      available: false,
    });
  });

  test("the regular price cannot drop to or below a running special", async () => {
    const { json } = await cook.rest(
      "POST",
      "/api/chef/food-items",
      newDish(categoryId, { isOnSpecial: true, specialPrice: "10.00" }),
    );
    const res = await cook.rest("PATCH", `/api/chef/food-items/${json.id}`, { price: "9.00" });
    expect(res.status).toBe(400);
    expect(res.text).toBe("Special price must be below the regular price");
  });

  test("a cook cannot edit or delete another cook's dish, and it stays as it was", async () => {
    const theirs = await server.services.prisma.foodItem.findFirstOrThrow({ where: { cookId: cook2Id } });
    const edit = await cook.rest("PATCH", `/api/chef/food-items/${theirs.id}`, { price: "1.00", name: "Mine now" });
    expect(edit.status).toBe(403);
    const del = await cook.rest("DELETE", `/api/chef/food-items/${theirs.id}`);
    expect(del.status).toBe(403);
    const after = await server.services.prisma.foodItem.findUniqueOrThrow({ where: { id: theirs.id } });
    expect(after).toEqual(theirs);
  });

  test("a dish no unfinished order names is deleted; delivered orders keep their copy", async () => {
    const { json: dish } = await cook.rest(
      "POST",
      "/api/chef/food-items",
      newDish(categoryId, { name: "Old Favourite" }),
    );
    const order = await placeOrder("delivered", [{ id: dish.id, name: "Old Favourite", price: 1400 }]);
    const res = await cook.rest("DELETE", `/api/chef/food-items/${dish.id}`);
    expect(res.json).toMatchObject({ success: true, withdrawn: false });
    expect(await server.services.prisma.foodItem.findUnique({ where: { id: dish.id } })).toBeNull();
    const item = await server.services.prisma.orderItem.findFirstOrThrow({ where: { orderId: order.id } });
    expect(item).toMatchObject({ foodItemId: null, name: "Old Favourite", unitPriceCents: 1400 });
  });

  test("a dish in an unfinished order is withdrawn, not deleted, and leaves the menu", async () => {
    const { json: dish } = await cook.rest(
      "POST",
      "/api/chef/food-items",
      newDish(categoryId, { name: "In The Oven" }),
    );
    await placeOrder("preparing", [{ id: dish.id, name: "In The Oven", price: 1400 }]);
    const res = await cook.rest("DELETE", `/api/chef/food-items/${dish.id}`);
    expect(res.json).toMatchObject({ success: true, withdrawn: true });
    const row = await server.services.prisma.foodItem.findUniqueOrThrow({ where: { id: dish.id } });
    expect(row.withdrawnAt).not.toBeNull();
    expect(row.available).toBe(false);
    const menu = (await cook.rest("GET", "/api/chef/food-items")).json as { id: number }[];
    expect(menu.some((d) => d.id === dish.id)).toBe(false);
    expect((await cook.rest("PATCH", `/api/chef/food-items/${dish.id}`, { available: true })).status).toBe(404);
  });
});

describe("uploads", () => {
  test("a logo is stored as 300x300 and a banner as 1200x400, served under /uploads", async () => {
    for (const [kind, w, h] of [
      ["logo", 300, 300],
      ["banner", 1200, 400],
      ["food", 800, 600],
    ] as const) {
      const res = await upload(cook, kind, await png(640, 480));
      expect(res.status).toBe(200);
      expect(res.json.url).toMatch(new RegExp(`^/uploads/${kind}/[0-9a-f]{32}\\.webp$`));
      const served = await fetch(server.url + res.json.url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([w, h]);
    }
  });

  test("the uploaded logo's address is saved on the profile", async () => {
    const { json } = await upload(cook, "logo", await png(50, 50));
    const res = await cook.rest("POST", "/api/chef/restaurant-profile", { ...validProfile, logoUrl: json.url });
    expect(res.json.logoUrl).toBe(json.url);
  });

  test("a text file renamed .png is refused by its content", async () => {
    const res = await upload(
      cook,
      "logo",
      Buffer.from("hello, I am not a picture\n".repeat(20)),
      "photo.png",
      "image/png",
    );
    expect(res.status).toBe(400);
    expect(res.text).toBe("Please select an image file (JPG, PNG, etc.)");
  });

  test("a file with an image signature but broken content is refused", async () => {
    const bytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 7)]);
    const res = await upload(cook, "logo", bytes);
    expect(res.status).toBe(400);
    expect(res.text).toBe("Please select an image file (JPG, PNG, etc.)");
  });

  test("an image over 5 MB is refused", async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(cook, "banner", big);
    expect(res.status).toBe(400);
    expect(res.text).toBe("Please select an image smaller than 5MB");
  });

  test("an upload through a GraphQL multipart request answers the same way", async () => {
    const form = new FormData();
    form.set(
      "operations",
      JSON.stringify({
        query: `mutation($input: UploadImageInput!) { result: uploadImage(input: $input) { __typename ... on Error { message } ... on UploadImagePayload { url } } }`,
        variables: { input: { kind: "FOOD", file: null } },
      }),
    );
    form.set("map", JSON.stringify({ 0: ["variables.input.file"] }));
    form.set("0", new Blob([new Uint8Array(await png(20, 20))], { type: "image/png" }), "dish.png");
    const res = await cook.fetch("/graphql", { method: "POST", body: form, headers: { "x-graphql-yoga-csrf": "1" } });
    expect(res.json.data.result.__typename).toBe("UploadImagePayload");
    expect(res.json.data.result.url).toMatch(/^\/uploads\/food\//);
  });

  test("an upload is kept as WebP renditions with their sizes, and the dish's image answers its srcset, width and height", async () => {
    const { json } = await upload(cook, "food", await png(1600, 1200));
    const categoryId = await ownCategory(cook);
    const dish = await cook.rest(
      "POST",
      "/api/chef/food-items",
      newDish(categoryId, { name: "Pozole Verde", imageUrl: json.url }),
    );
    expect(dish.status).toBe(200);
    const { data } = await server
      .client()
      .gql(`query($id: Int!) { foodItem(databaseId: $id) { imageUrl image { url width height srcSet } } }`, {
        id: dish.json.id,
      });
    const image = data.foodItem.image;
    expect(data.foodItem.imageUrl).toBe(json.url);
    expect(image).toMatchObject({ url: json.url, width: 800, height: 600 });
    const candidates = image.srcSet.split(", ").map((c: string) => c.split(" ") as [string, string]);
    expect(candidates.map(([, w]: [string, string]) => w)).toEqual(["400w", "600w", "800w"]);
    expect(candidates.at(-1)![0]).toBe(json.url);
    for (const [url, descriptor] of candidates) {
      const served = await fetch(server.url + url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.format).toBe("webp");
      expect(`${meta.width}w`).toBe(descriptor);
      expect(meta.height).toBe((meta.width! * 3) / 4);
    }
  });

  test("a logo and banner answer their renditions; an address elsewhere answers the box it is drawn in", async () => {
    const logo = (await upload(cook2, "logo", await png(400, 400))).json.url;
    const saved = await cook2.rest("POST", "/api/chef/restaurant-profile", {
      ...validProfile,
      restaurantName: "Kenji's Home Kitchen",
      logoUrl: logo,
      bannerUrl: "https://images.example.com/banner.jpg",
    });
    expect(saved.status).toBe(200);
    const { data } = await server.client().gql(
      `query($id: Int!) { chef(databaseId: $id) { restaurantProfile {
      logoUrl bannerUrl logo { url width height srcSet } banner { url width height srcSet } } } }`,
      { id: cook2Id },
    );
    const profile = data.chef.restaurantProfile;
    expect(profile.logo).toEqual({
      url: logo,
      width: 300,
      height: 300,
      srcSet: `${logo.replace(".webp", "_96w.webp")} 96w, ${logo.replace(".webp", "_160w.webp")} 160w, ${logo} 300w`,
    });
    expect(profile.banner).toEqual({
      url: "https://images.example.com/banner.jpg",
      width: 1200,
      height: 400,
      srcSet: "https://images.example.com/banner.jpg",
    });
  });

  test("unknown upload addresses answer 404", async () => {
    expect((await fetch(`${server.url}/uploads/logo/%2e%2e%2f%2e%2e%2fetc%2fpasswd`)).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/logo/${"0".repeat(32)}.webp`)).status).toBe(404);
  });
});

/** An order row as checkout would leave it; the cook's figures read these directly. */
async function placeOrder(
  status: "pending" | "preparing" | "delivered" | "cancelled",
  items: { id: number | null; name: string; price: number; quantity?: number }[],
  opts: { cook?: number; deliveredAt?: Date } = {},
) {
  const subtotalCents = items.reduce((s, i) => s + i.price * (i.quantity ?? 1), 0);
  return server.services.prisma.order.create({
    data: {
      customerId,
      cookId: opts.cook ?? cookId,
      status,
      subtotalCents,
      platformFeeCents: Math.round(subtotalCents * 0.12),
      deliveryFeeCents: 299,
      taxCents: Math.round(subtotalCents * 0.0875),
      totalCents: subtotalCents + 299 + Math.round(subtotalCents * 0.0875),
      distanceMiles: 2,
      deliveryAddress: "100 Congress Ave, Austin, TX",
      pickupAddress: "Maria's Kitchen",
      paymentStatus: "succeeded",
      deliveredAt: status === "delivered" ? (opts.deliveredAt ?? new Date()) : null,
      items: {
        create: items.map((i) => ({
          foodItemId: i.id,
          name: i.name,
          unitPriceCents: i.price,
          quantity: i.quantity ?? 1,
        })),
      },
    },
  });
}

describe("earnings", () => {
  test("figures come from delivered orders only: gross, 12% fee, 88% net, today, week and days", async () => {
    // A kitchen of its own, so the demo kitchens' past does not count.
    const prisma = server.services.prisma;
    const { cook: kitchen } = await createKitchen(prisma);
    const { passwordHash } = await prisma.user.findUniqueOrThrow({ where: { email: "cook2@homeplate.dev" } });
    await prisma.user.update({ where: { id: kitchen.id }, data: { passwordHash } });
    const c = await server.signIn(kitchen.email);
    const make = (status: "delivered" | "preparing" | "cancelled", subtotalCents: number, deliveredAt?: Date) =>
      prisma.order.create({
        data: {
          customerId,
          cookId: kitchen.id,
          status,
          subtotalCents,
          platformFeeCents: 0,
          deliveryFeeCents: 0,
          taxCents: 0,
          totalCents: subtotalCents,
          distanceMiles: 1,
          deliveryAddress: "x",
          pickupAddress: "y",
          deliveredAt: status === "delivered" ? deliveredAt : null,
        },
      });
    const now = new Date();
    await make("delivered", 2000, now);
    await make("delivered", 3000, now);
    await make("delivered", 5000, new Date(now.getTime() - 10 * 86_400_000));
    await make("delivered", 7000, new Date(now.getTime() - 60 * 86_400_000));
    await make("preparing", 9900);
    await make("cancelled", 9900);

    const res = await c.rest("GET", "/api/chef/earnings");
    expect(res.status).toBe(200);
    expect(res.json.today).toEqual({ grossSales: 50, platformFee: 6, promoDiscounts: 0, netEarnings: 44, orders: 2 });
    expect(res.json.last30Days).toEqual({
      grossSales: 100,
      platformFee: 12,
      promoDiscounts: 0,
      netEarnings: 88,
      orders: 3,
    });
    expect(res.json.total).toEqual({
      grossSales: 170,
      platformFee: 20.4,
      promoDiscounts: 0,
      netEarnings: 149.6,
      orders: 4,
    });
    expect(res.json.thisWeek.grossSales).toBeGreaterThanOrEqual(50);
    expect(res.json.daily).toHaveLength(30);
    expect(res.json.daily[0]).toMatchObject({ grossSales: 50, orders: 2 });
    expect(res.json.daily.reduce((s: number, d: any) => s + d.orders, 0)).toBe(3);
    expect(res.json.recentOrders).toHaveLength(5);
    expect(res.json.recentOrders[0]).toMatchObject({ customerName: "Casey Morgan" });

    const daily = await c.rest("GET", `/api/earnings/user/${kitchen.id}/daily`);
    expect(daily.json[0]).toMatchObject({ grossSales: 50, orders: 2 });

    // The downloadable statement carries the payout settings and tax ID the cook saved.
    const SAVE = `mutation($input: SaveStoreSettingsInput!) { result: saveStoreSettings(input: $input) { __typename ... on Error { message } ... on ValidationError { fieldErrors { field message } } } }`;
    // This test kitchen has no phone or address yet; a store is saved whole, so they come along.
    const store = { address: "1619 S 1st St, Austin, TX 78704", phone: "(512) 555-0199" };
    expect(await c.mutate(SAVE, { input: { ...store, taxId: "12-3456789", payoutFrequency: "daily" } })).toEqual({
      __typename: "StoreSettingsPayload",
    });
    const PREFS = `mutation($input: UpdateChefPreferencesInput!) { result: updateChefPreferences(input: $input) { __typename } }`;
    expect((await c.mutate(PREFS, { input: { payoutSchedule: "monthly" } })).__typename).toBe("StoreSettingsPayload");
    const { data } = await c.gql(`{ viewer { cookEarnings { statementCsv } } }`);
    const lines = data.viewer.cookEarnings.statementCsv.trim().split("\r\n");
    expect(lines[1]).toMatch(/^Kitchen,/);
    expect(lines.slice(2, 6)).toEqual([
      "Tax ID,12-3456789",
      "Payout schedule,monthly",
      "Payout frequency,daily",
      "Payout account,Not connected",
    ]);
    expect(lines.filter((l: string) => l.startsWith("#"))).toHaveLength(3);
    expect(lines.at(-1)).toBe("Total,3 orders,100.00,12.00,88.00");
  });

  test("a cook cannot read another cook's daily earnings; an admin can", async () => {
    expect((await cook.rest("GET", `/api/earnings/user/${cook2Id}/daily`)).status).toBe(403);
    const admin = await server.signIn("admin@homeplate.dev");
    const res = await admin.rest("GET", `/api/earnings/user/${cook2Id}/daily`);
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(30);
  });
});
