// A webhook's document under the same rules as /graphql: registration refuses a document beyond the
// limits, or beyond the registering key's scopes (naming the field); each delivery reads the key
// again, so a key revoked or narrowed since stops the payload with its reason in the delivery log.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eventually } from "../../test/eventually.ts";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";
import { startReceiver, type Receiver } from "../../test/webhookReceiver.ts";

let server: TestServer;
let cook: TestClient;
const receivers: Receiver[] = [];
beforeAll(async () => {
  server = await startTestServer({ webhooks: { allowPrivate: true, pollMs: 100, retryScale: 0.001 } });
  cook = await server.signIn("cook@homeplate.dev");
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await server?.close();
});

async function createKey(owner: TestClient, scopes: string[]) {
  const res = await owner.rest("POST", "/api/api-keys", { name: "Webhooks", scopes });
  expect(res.status, res.text).toBe(200);
  return { key: res.json.key as string, id: res.json.id as number };
}

/** POST /api/webhooks as a key (or the signed-in cook when `key` is null). */
async function register(key: string | null, events: string[], query?: string) {
  const receiver = await startReceiver();
  receivers.push(receiver);
  const body = { url: receiver.url, events, ...(query ? { query } : {}) };
  const res = key
    ? await fetch(`${server.url}/api/webhooks`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, json: (await r.json()) as any }))
    : await cook.rest("POST", "/api/webhooks", body);
  if (res.status === 200) receiver.setSecret(res.json.secret);
  return { ...res, receiver, endpointId: res.json.id as number };
}

const newDish = (name: string) =>
  cook.mutate(`mutation($input: CreateFoodItemInput!) { result: createFoodItem(input: $input) { __typename } }`, {
    input: {
      name,
      category: "Mains",
      description: "A dish for the webhook scope tests.",
      priceCents: 900,
      prepTime: "10 mins",
    },
  });

/** The endpoint's delivery log, as its owner reads it, once it has `n` attempts. */
const attempts = (endpointId: number, n: number) =>
  eventually(
    async () => (await cook.rest("GET", `/api/webhooks/${endpointId}/deliveries`)).json as any[],
    (log) => log.length >= n,
  );

const dishName = `query($foodItemId: ID!) { node(id: $foodItemId) { ... on FoodItem { name } } }`;
const storeDocument = `query { viewer { storeSettings { businessName } } }`;

const hop = (inner: string) => `kitchenMenu(first: 1) { edges { node { cook { ${inner} } } } }`;
const pastLimits = {
  depth: `query { viewer { ${hop(hop(hop("name")))} } }`,
  aliases: `query { viewer { ${Array.from({ length: 16 }, (_, i) => `n${i}: name`).join(" ")} } }`,
  cost: `query { viewer { kitchenMenu(first: 100) { edges { node { cook { ${hop("name").replace("first: 1", "first: 100")} } } } } } }`,
  tokens: `query { viewer { ${"name ".repeat(4000)} } }`,
};

describe("registering a webhook document", () => {
  test("a key's document that selects a field outside its scopes is refused, naming the field", async () => {
    const { key } = await createKey(cook, ["menu:read", "orders:read"]);
    const refused = await register(key, ["order.paid"], storeDocument);
    expect(refused.status).toBe(400);
    expect(refused.json.error).toContain("User.storeSettings needs the store:read scope");

    const admin = await server.signIn("admin@homeplate.dev");
    const adminKey = await createKey(admin, ["orders:read"]);
    const users = await register(
      adminKey.key,
      ["order.paid"],
      `query { users(first: 5) { edges { node { email } } } }`,
    );
    expect(users.status).toBe(400);
    expect(users.json.error).toContain("Query.users needs the users:read scope");

    // A subscription field is no more open to a key here than over graphql-ws.
    const subscription = await register(
      key,
      ["order.paid"],
      `subscription($orderId: ID!) { orderStatusChanged(orderId: $orderId) { status } }`,
    );
    expect(subscription.json.error).toContain("Subscription.orderStatusChanged needs a signed-in session");
  });

  test("the same document is accepted from a key with the scope, and from the signed-in owner", async () => {
    const { key } = await createKey(cook, ["orders:read", "store:read"]);
    expect((await register(key, ["order.paid"], storeDocument)).status).toBe(200);
    expect((await register(null, ["order.paid"], storeDocument)).status).toBe(200);
  });

  test.each(Object.entries(pastLimits))(
    "a document past the %s limit is refused, with a key or without",
    async (_limit, query) => {
      const { key } = await createKey(cook, ["menu:read"]);
      for (const res of [await register(key, ["menu.changed"], query), await register(null, ["menu.changed"], query)]) {
        expect(res.status).toBe(400);
        expect(res.json.error).toMatch(/limit|tokens/);
      }
    },
  );
});

describe("delivering a key's webhook", () => {
  test("a key revoked since stops its payloads: the attempt is logged with the reason and nothing is sent", async () => {
    const { key, id } = await createKey(cook, ["menu:read"]);
    const endpoint = await register(key, ["menu.changed"], dishName);
    expect(endpoint.status).toBe(200);
    await newDish("Scoped tamales");
    const first = await eventually(
      async () => endpoint.receiver.acknowledged(),
      (r) => r.length === 1,
    );
    expect(first[0]!.body.data).toEqual({ node: { name: "Scoped tamales" } });

    expect((await cook.rest("DELETE", `/api/api-keys/${id}`)).status).toBe(200);
    await newDish("Revoked tamales");
    const log = await attempts(endpoint.endpointId, 2);
    expect(log[0]).toMatchObject({ event: "menu.changed", statusCode: null });
    expect(log[0].error).toMatch(/was revoked.*nothing was sent/);
    expect(endpoint.receiver.received).toHaveLength(1);
  });

  test("a key narrowed below the event's scope stops it", async () => {
    const { key, id } = await createKey(cook, ["menu:read"]);
    const endpoint = await register(key, ["menu.changed"]);
    await server.services.prisma.apiKey.update({ where: { id }, data: { scopes: ["orders:read"] } });
    await newDish("Narrowed tamales");
    const [attempt] = await attempts(endpoint.endpointId, 1);
    expect(attempt.error).toMatch(/no longer has the menu:read scope menu.changed needs/);
    expect(endpoint.receiver.received).toEqual([]);
  });

  test("a stored document beyond the key's scopes, or past the limits, is checked again and stopped", async () => {
    const { key } = await createKey(cook, ["menu:read"]);
    const beyond = await register(key, ["menu.changed"], dishName);
    const tooDeep = await register(null, ["menu.changed"], dishName);
    // As registered before registration checked them.
    await server.services.prisma.webhookEndpoint.update({
      where: { id: beyond.endpointId },
      data: { query: storeDocument },
    });
    await server.services.prisma.webhookEndpoint.update({
      where: { id: tooDeep.endpointId },
      data: { query: pastLimits.depth },
    });
    await newDish("Checked tamales");
    const [outside] = await attempts(beyond.endpointId, 1);
    expect(outside.error).toContain("User.storeSettings needs the store:read scope");
    const [deep] = await attempts(tooDeep.endpointId, 1);
    expect(deep.error).toMatch(/depth limit of 12 exceeded/);
    expect([...beyond.receiver.received, ...tooDeep.receiver.received]).toEqual([]);
  });
});
