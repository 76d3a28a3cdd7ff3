// HTTP caching of public reads: ETags and 304s on the catalog's /api reads and GraphQL GET queries,
// and the shared cache of anonymous answers: emptied by a cook's change, never holding private data.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, type TestServer } from "../test/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ publicCacheSeconds: 60 });
});
afterAll(() => server?.close());

const MENU = `query CacheMenu { menu(first: 5) { edges { node { databaseId name } } } }`;
const graphqlGet = (query: string) =>
  server.client().fetch(`/graphql?query=${encodeURIComponent(query)}`, { headers: { "x-graphql-yoga-csrf": "1" } });

/** Statements the database ran for `read`; 0 means it was answered from the shared cache. */
async function statementsFor(read: () => Promise<unknown>) {
  const before = server.services.db.statementCount();
  await read();
  return server.services.db.statementCount() - before;
}

async function firstDishId() {
  const res = await server.client().rest("GET", "/api/food-items");
  return res.json[0].id as number;
}

describe("validators", () => {
  test.each(["/api/food-items", "/api/food-items/1", "/api/chefs"])(
    "GET %s answers an ETag and public revalidation, then 304 with no body while unchanged",
    async (path) => {
      const first = await server.client().rest("GET", path);
      expect(first.status).toBe(200);
      const etag = first.headers.get("etag")!;
      expect(etag).toMatch(/^".+"$/);
      expect(first.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
      const again = await server.client().fetch(path, { headers: { "if-none-match": etag } });
      expect([again.status, again.text, again.headers.get("etag")]).toEqual([304, "", etag]);
      const other = await server.client().fetch(path, { headers: { "if-none-match": '"something-else"' } });
      expect(other.status).toBe(200);
    },
  );

  test("a GraphQL GET query answers an ETag of its JSON and 304 while unchanged", async () => {
    const first = await graphqlGet(MENU);
    expect(first.status).toBe(200);
    expect(first.json.data.menu.edges.length).toBe(5);
    const etag = first.headers.get("etag")!;
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const again = await server.client().fetch(`/graphql?query=${encodeURIComponent(MENU)}`, {
      headers: { "x-graphql-yoga-csrf": "1", "if-none-match": etag },
    });
    expect(again.status).toBe(304);
  });

  test("a signed-in reader's answers are private to their browser, with validators still", async () => {
    const customer = await server.signIn("customer@homeplate.dev");
    const res = await customer.rest("GET", "/api/food-items/1");
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("etag")).toBeTruthy();
  });
});

describe("the shared cache of anonymous reads", () => {
  test("a repeated anonymous read runs no SQL", async () => {
    const id = await firstDishId();
    await server.client().rest("GET", `/api/food-items/${id}`);
    expect(await statementsFor(() => server.client().rest("GET", `/api/food-items/${id}`))).toBe(0);
    await server.client().gql(MENU);
    expect(await statementsFor(() => server.client().gql(MENU))).toBe(0);
  });

  test("a cook's change to a dish shows at once to anonymous readers, with a new ETag", async () => {
    const id = await firstDishId();
    const before = await server.client().rest("GET", `/api/food-items/${id}`);
    const menuBefore = await graphqlGet(MENU);
    const cook = await server.signIn(
      before.json.cookId === 1 ? "cook@homeplate.dev" : await cookEmail(before.json.cookId),
    );
    const renamed = `Renamed ${Date.now()}`;
    const put = await cook.rest("PATCH", `/api/chef/food-items/${id}`, { name: renamed });
    expect(put.status).toBe(200);
    const after = await server.client().rest("GET", `/api/food-items/${id}`);
    expect(after.json.name).toBe(renamed);
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
    const list = await server.client().rest("GET", "/api/food-items");
    expect(list.json.find((f: any) => f.id === id).name).toBe(renamed);
    const menuAfter = await graphqlGet(MENU);
    expect(menuAfter.json.data.menu.edges.map((e: any) => e.node.name)).toContain(renamed);
    expect(menuAfter.headers.get("etag")).not.toBe(menuBefore.headers.get("etag"));
  });

  test("any write, such as a cook's category, profile or store-settings save, empties the cache", async () => {
    const cook = await server.signIn("cook@homeplate.dev");
    const changes: [string, string, unknown][] = [
      ["POST", "/api/chef/categories", { name: `Soups ${Date.now()}` }],
      ["POST", "/api/chef/restaurant-profile", { restaurantName: "Maria's Kitchen", cuisineType: "Mexican" }],
      ["POST", "/api/store-settings", { businessName: "Maria's Kitchen" }],
    ];
    for (const [method, path, body] of changes) {
      await server.client().rest("GET", "/api/chefs");
      expect(await statementsFor(() => server.client().rest("GET", "/api/chefs"))).toBe(0);
      await cook.rest(method, path, body); // accepted or refused, a write attempt empties the cache
      expect(await statementsFor(() => server.client().rest("GET", "/api/chefs"))).toBeGreaterThan(0);
    }
  });

  test("signed-in reads are neither served from nor stored in the shared cache", async () => {
    const viewer = `query CacheViewer { viewer { email } menu(first: 1) { edges { node { name } } } }`;
    const anonymous = await server.client().gql(viewer);
    expect(anonymous.data.viewer).toBeNull();
    const a = await server.signIn("customer@homeplate.dev");
    const b = await server.signIn("customer2@homeplate.dev");
    expect((await a.gql(viewer)).data.viewer.email).toBe("customer@homeplate.dev");
    expect((await b.gql(viewer)).data.viewer.email).toBe("customer2@homeplate.dev");
    expect(await statementsFor(() => a.gql(viewer))).toBeGreaterThan(0);
    expect((await server.client().gql(viewer)).data.viewer).toBeNull();
    const withToken = await server.client().fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${b.sessionToken}` },
      body: JSON.stringify({ query: viewer }),
    });
    expect(withToken.json.data.viewer.email).toBe("customer2@homeplate.dev");
  });
});

async function cookEmail(cookId: number) {
  const user = await server.services.prisma.user.findUniqueOrThrow({ where: { id: cookId } });
  return user.email;
}
