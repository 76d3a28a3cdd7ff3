// What a key may do, as an integrator meets it over REST and GraphQL alike: a write scope reads what it
// writes; a refusal names the scope it lacks and has changed nothing; Tip and PromoCode need a scope of
// their own through node(id:); and nothing reaches an owner who is gone: pausing a cook revokes their
// keys and disables their endpoints at once, and the delivery worker refuses a message already queued.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadConfig } from "../../config.ts";
import { WEEKDAYS } from "../../domain/store/defaults.ts";
import { globalId } from "../../test/kitchens.ts";
import { demoIds, setCart, checkout } from "../../test/orders.ts";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";
import { startReceiver, type Receiver } from "../../test/webhookReceiver.ts";

let server: TestServer;
let receiver: Receiver;
let ids: Awaited<ReturnType<typeof demoIds>>;
let maria: TestClient;
let casey: TestClient;
const prisma = () => server.services.prisma;

beforeAll(async () => {
  server = await startTestServer({ webhooks: { ...loadConfig().webhooks, allowPrivate: true, pollMs: 50 } });
  receiver = await startReceiver();
  ids = await demoIds(server);
  maria = await server.signIn("cook@homeplate.dev");
  casey = await server.signIn("customer@homeplate.dev");
  await prisma().storeSettings.update({
    where: { userId: ids.maria.id },
    data: {
      vacationMode: false,
      businessHours: Object.fromEntries(
        WEEKDAYS.map((d) => [d, { isOpen: true, openTime: "00:00", closeTime: "24:00" }]),
      ),
    },
  });
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

async function keyOf(owner: TestClient, scopes: string[]) {
  const res = await owner.rest("POST", "/api/api-keys", { name: `key ${scopes.join(" ")}`, scopes });
  expect(res.status, res.text).toBe(200);
  return res.json.key as string;
}

const withKey = async (key: string, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, text, json: text.startsWith("{") || text.startsWith("[") ? JSON.parse(text) : null };
};
const gqlWithKey = (key: string, query: string, variables?: Record<string, unknown>) =>
  withKey(key, "POST", "/graphql", { query, variables });

async function paidOrderOfMaria() {
  await setCart(server, ids.casey.id, [[ids.carnitas.id, 1]]);
  const { completed } = await checkout(casey);
  expect(completed.order.status).toBe("CONFIRMED");
  return completed.order as { id: string; databaseId: number };
}

describe("a key's scopes", () => {
  test("orders:write moves an order on REST and GraphQL alike, reading the order it answers with", async () => {
    const key = await keyOf(maria, ["orders:write"]);
    const first = await paidOrderOfMaria();
    const rest = await withKey(key, "PATCH", `/api/orders/${first.databaseId}`, { status: "preparing" });
    expect([rest.status, rest.json?.status]).toEqual([200, "preparing"]);
    const second = await paidOrderOfMaria();
    const gql = await gqlWithKey(
      key,
      `mutation($input: UpdateOrderStatusInput!) { result: updateOrderStatus(input: $input) { __typename ... on UpdateOrderStatusPayload { order { status } } } }`,
      { input: { orderId: second.id, status: "PREPARING" } },
    );
    expect(gql.json.data.result).toEqual({ __typename: "UpdateOrderStatusPayload", order: { status: "PREPARING" } });
  });

  test("store:write saves the store settings over REST and reads them back in its answer", async () => {
    const key = await keyOf(maria, ["store:write"]);
    const res = await withKey(key, "POST", "/api/store-settings", { preparationTime: 35 });
    expect(res.status, res.text).toBe(200);
    expect((await prisma().storeSettings.findUniqueOrThrow({ where: { userId: ids.maria.id } })).preparationTime).toBe(
      35,
    );
  });

  test("an operation whose answer reaches beyond the key is refused before it runs, naming the scope, and changes nothing", async () => {
    const key = await keyOf(maria, ["menu:write"]);
    const before = await prisma().foodItem.findUniqueOrThrow({ where: { id: ids.churros.id } });
    const res = await gqlWithKey(
      key,
      `mutation($input: UpdateFoodItemInput!) { result: updateFoodItem(input: $input) { __typename
        ... on UpdateFoodItemPayload { foodItem { name cook { storeSettings { phone } } } } } }`,
      { input: { id: globalId("FoodItem", ids.churros.id), name: "Churros renamed by a key" } },
    );
    expect(res.json.errors?.[0]?.message).toBe(
      "This API key may not run this operation: User.storeSettings needs the store:read scope.",
    );
    expect(res.json.errors[0].extensions.code).toBe("FORBIDDEN");
    expect((await prisma().foodItem.findUniqueOrThrow({ where: { id: ids.churros.id } })).name).toBe(before.name);
  });

  test("a tip and a promo code are read through node(id:) only with the scope they belong to", async () => {
    const tip = await prisma().tip.findFirst({ where: { order: { cookId: ids.maria.id } } });
    const code = await prisma().promoCode.findFirstOrThrow({ where: { cookId: ids.maria.id } });
    const NODE = `query($id: ID!) { node(id: $id) { __typename id } }`;
    const menuOnly = await keyOf(maria, ["menu:read"]);
    const promo = await gqlWithKey(menuOnly, NODE, { id: globalId("PromoCode", code.id) });
    expect(promo.json.data?.node ?? null).toBeNull();
    const storeKey = await keyOf(maria, ["store:read"]);
    expect((await gqlWithKey(storeKey, NODE, { id: globalId("PromoCode", code.id) })).json.data.node).toMatchObject({
      __typename: "PromoCode",
    });
    if (tip) {
      // Maria is not a party to the tip either way; the scope is checked before ownership.
      expect((await gqlWithKey(menuOnly, NODE, { id: globalId("Tip", tip.id) })).json.data?.node ?? null).toBeNull();
    }
  });
});

describe("an owner who is gone", () => {
  test("pausing a cook revokes their keys and disables their endpoints at once; a message already queued is not sent", async () => {
    const kenji = await server.signIn("cook2@homeplate.dev");
    const key = await keyOf(kenji, ["menu:read"]);
    const created = await kenji.rest("POST", "/api/webhooks", {
      url: receiver.url,
      events: ["menu.changed"],
    });
    expect(created.status, created.text).toBe(200);
    const endpointId = created.json.id as number;
    expect((await gqlWithKey(key, "{ viewer { name } }")).json.data.viewer).toEqual({ name: "Kenji Tanaka" });
    // A message waiting for delivery when the pause lands.
    await prisma().webhookMessage.create({
      data: {
        id: `msg_paused_${Date.now()}`,
        endpointId,
        event: "menu.changed",
        payload: { data: { foodItem: { name: "Katsu" } }, refs: { cookId: ids.kenji.id } },
        nextAttemptAt: new Date(Date.now() + 60 * 60_000),
      },
    });
    const admin = await server.signIn("admin@homeplate.dev");
    const paused = await admin.gql(
      `mutation($input: SetUserPausedInput!) { result: setUserPaused(input: $input) { __typename } }`,
      { input: { userId: globalId("User", ids.kenji.id), paused: true } },
    );
    expect(paused.data.result.__typename).toBe("UserStatusPayload");
    expect(await prisma().apiKey.count({ where: { userId: ids.kenji.id } })).toBe(0);
    expect(await prisma().webhookEndpoint.findUniqueOrThrow({ where: { id: endpointId } })).toMatchObject({
      enabled: false,
    });
    expect((await gqlWithKey(key, "{ viewer { name } }")).json.data?.viewer ?? null).toBeNull();
    // Activated again, the owner's endpoint stays disabled until they enable it, and the worker, asked
    // to deliver the queued message anyway, refuses it while the owner is paused.
    await prisma().webhookEndpoint.update({ where: { id: endpointId }, data: { enabled: true, disabledAt: null } });
    await prisma().webhookMessage.updateMany({ where: { endpointId }, data: { nextAttemptAt: new Date() } });
    const attempt = async () => prisma().webhookAttempt.findFirst({ where: { endpointId }, orderBy: { id: "desc" } });
    for (let i = 0; i < 100 && !(await attempt()); i++) await new Promise((r) => setTimeout(r, 50));
    expect((await attempt())?.error).toContain("owner is paused, deleted or no longer approved");
    expect((await attempt())?.statusCode ?? null).toBeNull();
    expect(receiver.received).toEqual([]);
  });
});
