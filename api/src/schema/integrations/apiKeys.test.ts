// API keys as an integrator uses them: created once over /api, sent as a bearer token, limited to
// their scopes on every mutation, never able to manage keys, refused the moment they are revoked.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  buildSchema,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLInputType,
} from "graphql";
import fs from "node:fs";
import path from "node:path";
import { startTestServer, type TestServer } from "../../test/server.ts";
import { ROOT_FIELD_SCOPES } from "../keyScopes.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** A GraphQL call with a key and no cookie. */
async function withKey(key: string, query: string, variables?: Record<string, unknown>) {
  const res = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${key}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: res.status,
    json: (await res.json()) as any,
    headers: res.headers,
  };
}

const restWithKey = (key: string, method: string, p: string, body?: unknown) =>
  fetch(`${server.url}${p}`, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });

async function createKey(email: string, scopes: string[], name = "Point of sale") {
  const owner = await server.signIn(email);
  const res = await owner.rest("POST", "/api/api-keys", { name, scopes });
  expect(res.status, res.text).toBe(200);
  return {
    owner,
    key: res.json.key as string,
    id: res.json.id as number,
    body: res.json,
  };
}

describe("API keys", () => {
  test("a cook's key is shown once, stored as a hash, and listed by name, scopes, prefix and dates", async () => {
    const { owner, key, id, body } = await createKey("cook@homeplate.dev", ["menu:read", "orders:read"]);
    expect(key).toMatch(/^hp_[A-Za-z0-9_-]{43}$/);
    expect(body.scopes).toEqual(["menu:read", "orders:read"]);
    const row = await server.services.prisma.apiKey.findUniqueOrThrow({
      where: { id },
    });
    expect(JSON.stringify(row)).not.toContain(key.slice(3));
    const list = await owner.rest("GET", "/api/api-keys");
    const listed = list.json.find((k: any) => k.id === id);
    expect(listed).toMatchObject({
      name: "Point of sale",
      scopes: ["menu:read", "orders:read"],
      prefix: key.slice(0, 11),
      lastUsedAt: null,
    });
    expect(listed.key).toBeUndefined();
    expect(list.text).not.toContain(key);
  });

  test("a key acts as its owner: the viewer is the cook, and last used is recorded", async () => {
    const { owner, key, id } = await createKey("cook@homeplate.dev", ["menu:read"]);
    const { json } = await withKey(key, `{ viewer { email kitchenMenu(first: 1) { totalCount } } }`);
    expect(json.data.viewer.email).toBe("cook@homeplate.dev");
    expect(json.data.viewer.kitchenMenu.totalCount).toBeGreaterThan(0);
    const list = await owner.rest("GET", "/api/api-keys");
    expect(list.json.find((k: any) => k.id === id).lastUsedAt).not.toBeNull();
  });

  test("a field outside the key's scopes refuses the operation, naming the scope it needs", async () => {
    const { key } = await createKey("cook@homeplate.dev", ["menu:read"]);
    const { json } = await withKey(key, `{ viewer { kitchenOrders(first: 1) { totalCount } } }`);
    expect(json.data ?? null).toBeNull();
    expect(json.errors?.[0]).toMatchObject({
      message: "This API key may not run this operation: User.kitchenOrders needs the orders:read scope.",
      extensions: { code: "FORBIDDEN" },
    });
  });

  test("customers and drivers cannot create keys, and a cook cannot grant admin scopes", async () => {
    const customer = await server.signIn("customer@homeplate.dev");
    expect(
      (
        await customer.rest("POST", "/api/api-keys", {
          name: "x",
          scopes: ["menu:read"],
        })
      ).status,
    ).toBe(403);
    const cook = await server.signIn("cook@homeplate.dev");
    const admin = await cook.rest("POST", "/api/api-keys", {
      name: "x",
      scopes: ["users:read"],
    });
    expect(admin.status).toBe(400);
    expect(admin.json.error).toBe("Only an admin may grant users:read or applications:read");
    expect(
      (
        await cook.rest("POST", "/api/api-keys", {
          name: " ",
          scopes: ["menu:read"],
        })
      ).json.error,
    ).toBe("Please give the key a name");
  });

  test("a key cannot create, list or revoke keys", async () => {
    const { key, id } = await createKey("admin@homeplate.dev", ["users:read", "menu:read"]);
    expect((await restWithKey(key, "GET", "/api/api-keys")).status).toBe(403);
    expect(
      (
        await restWithKey(key, "POST", "/api/api-keys", {
          name: "more",
          scopes: ["menu:read"],
        })
      ).status,
    ).toBe(403);
    expect((await restWithKey(key, "DELETE", `/api/api-keys/${id}`)).status).toBe(403);
    const { json } = await withKey(key, `{ node(id: "${Buffer.from(`ApiKey:${id}`).toString("base64")}") { id } }`);
    expect(json.data?.node ?? null).toBeNull();
  });

  test("a key with a cookie beside it still acts only as the key", async () => {
    const { key } = await createKey("cook@homeplate.dev", ["menu:read"]);
    const session = await server.signIn("cook@homeplate.dev");
    const res = await fetch(`${server.url}/api/api-keys`, {
      headers: {
        authorization: `Bearer ${key}`,
        cookie: `hp_session=${session.sessionToken}`,
      },
    });
    expect(res.status).toBe(403);
  });

  test("a revoked key is refused at once", async () => {
    const { owner, key, id } = await createKey("cook@homeplate.dev", ["menu:read"]);
    expect((await withKey(key, `{ viewer { email } }`)).json.data.viewer).not.toBeNull();
    expect((await owner.rest("DELETE", `/api/api-keys/${id}`)).status).toBe(200);
    const after = await withKey(key, `{ viewer { email } }`);
    expect(after.json.data?.viewer ?? null).toBeNull();
    expect((await restWithKey(key, "GET", "/api/users/current")).status).toBe(401);
    expect((await owner.rest("DELETE", `/api/api-keys/${id}`)).status).toBe(404);
  });

  test("a paused owner's key is refused", async () => {
    const { key } = await createKey("cook2@homeplate.dev", ["menu:read"]);
    await server.services.prisma.user.update({
      where: { email: "cook2@homeplate.dev" },
      data: { isPaused: true },
    });
    try {
      expect((await withKey(key, `{ viewer { email } }`)).json.data?.viewer ?? null).toBeNull();
    } finally {
      await server.services.prisma.user.update({
        where: { email: "cook2@homeplate.dev" },
        data: { isPaused: false },
      });
    }
  });
});

describe("a key's scopes over every mutation", () => {
  const schema = buildSchema(fs.readFileSync(path.resolve(import.meta.dirname, "../../../../schema.graphql"), "utf8"));
  const mutations = Object.keys(schema.getMutationType()!.getFields());

  test("each mutation is refused to a key without its scope, with the typed NotAllowedError", async () => {
    // An admin key with every scope but one family at a time: each mutation's answer is either
    // NotAllowedError (outside the key) or something else (inside it, failing on its own input).
    const allScopes = [
      "menu:read",
      "menu:write",
      "orders:read",
      "orders:write",
      "store:read",
      "store:write",
      "users:read",
      "applications:read",
    ];
    const { key } = await createKey("admin@homeplate.dev", allScopes, "everything");
    const { key: cookKey } = await createKey(
      "cook@homeplate.dev",
      ["menu:read", "menu:write", "orders:read", "orders:write", "store:read", "store:write"],
      "cook",
    );
    const { key: readOnly } = await createKey(
      "admin@homeplate.dev",
      ["menu:read", "orders:read", "store:read", "users:read", "applications:read"],
      "reads",
    );
    /** The smallest input the schema accepts: every required field with a value of its type. */
    const literal = (type: GraphQLInputType): string => {
      const t = getNullableType(type);
      if (isListType(t)) return "[]";
      if (isEnumType(t)) return t.getValues()[0]!.name;
      if (isInputObjectType(t))
        return `{ ${Object.values(t.getFields())
          .filter((f) => isNonNullType(f.type))
          .map((f) => `${f.name}: ${literal(f.type)}`)
          .join(", ")} }`;
      const name = String(t);
      if (name === "Int" || name === "Float") return "1";
      if (name === "Boolean") return "false";
      if (name === "ID") return JSON.stringify(Buffer.from("Order:1").toString("base64"));
      if (name === "DateTime") return JSON.stringify("2030-01-01T00:00:00Z");
      return JSON.stringify("x");
    };
    const refusedWith = async (k: string, field: string) => {
      const f = schema.getMutationType()!.getFields()[field]!;
      const hasFile = f.args.some((a) => {
        const input = getNullableType(a.type);
        return (
          isInputObjectType(input) &&
          Object.values(input.getFields()).some((x) => String(getNullableType(x.type)) === "File")
        );
      });
      let json: any;
      if (hasFile) {
        // The one mutation that takes a file goes as a GraphQL multipart request.
        const form = new FormData();
        const query = `mutation($file: File!) { result: ${field}(input: { file: $file, kind: LOGO }) { __typename ... on Error { message } } }`;
        form.set("operations", JSON.stringify({ query, variables: { file: null } }));
        form.set("map", JSON.stringify({ 0: ["variables.file"] }));
        form.set("0", new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" }), "x.png");
        const res = await fetch(`${server.url}/graphql`, {
          method: "POST",
          headers: { authorization: `Bearer ${k}`, "x-graphql-yoga-csrf": "1" },
          body: form,
        });
        json = await res.json();
      } else {
        const args = f.args.length ? `(${f.args.map((a) => `${a.name}: ${literal(a.type)}`).join(", ")})` : "";
        json = (await withKey(k, `mutation { result: ${field}${args} { __typename ... on Error { message } } }`)).json;
      }
      if (!json.data?.result && json.errors?.[0]?.extensions?.code !== "FORBIDDEN")
        throw new Error(`${field}: ${JSON.stringify(json.errors)}`);
      return json.data?.result?.__typename === "NotAllowedError" || json.errors?.[0]?.extensions?.code === "FORBIDDEN";
    };
    const allowedWith = (scopes: string[]) => (field: string) => {
      const need = ROOT_FIELD_SCOPES[`Mutation.${field}`];
      return need !== undefined && (need === "any" || scopes.includes(need));
    };
    for (const field of mutations) {
      const everything = allowedWith(allScopes)(field);
      const reads = allowedWith(["menu:read", "orders:read", "store:read", "users:read", "applications:read"])(field);
      if (!everything) expect(await refusedWith(key, field), `${field} with every scope`).toBe(true);
      if (!reads) expect(await refusedWith(readOnly, field), `${field} with read scopes`).toBe(true);
      // Inside a cook key's scopes the same call passes the rule (and fails, if at all, on its input).
      if (everything && !reads) expect(await refusedWith(cookKey, field), `${field} with its scope`).toBe(false);
    }
    // The write mutations a key may use are few and named: anything else is refused to every key.
    expect(mutations.filter(allowedWith(allScopes)).sort()).toEqual(
      [
        "addDayOff",
        "createCategory",
        "createFoodItem",
        "createWebhookEndpoint",
        "declineOrder",
        "deleteCategory",
        "deleteFoodItem",
        "deleteWebhookEndpoint",
        "redeliverWebhook",
        "removeDayOff",
        "saveRestaurantProfile",
        "saveStoreSettings",
        "sendTestWebhookEvent",
        "setDishPortions",
        "updateChefPreferences",
        "updateFoodItem",
        "updateOrderStatus",
        "uploadImage",
      ].filter((m) => mutations.includes(m)),
    );
  });

  test("a cook's menu:write key changes the menu but not the orders or the store", async () => {
    const { key } = await createKey("cook@homeplate.dev", ["menu:write", "menu:read"]);
    const category = await withKey(
      key,
      `mutation { result: createCategory(input: { name: "Soups" }) { __typename ... on Error { message } } }`,
    );
    expect(category.json.data.result.__typename).not.toBe("NotAllowedError");
    const step = await withKey(
      key,
      `mutation { result: updateOrderStatus(input: { orderId: "${Buffer.from("Order:1").toString("base64")}", status: PREPARING }) { __typename ... on Error { message } } }`,
    );
    expect(step.json.data.result.__typename).toBe("NotAllowedError");
    const store = await withKey(key, `mutation { result: saveStoreSettings(input: {}) { __typename } }`);
    expect(store.json.data?.result?.__typename ?? store.json.errors?.[0]?.extensions?.code).toMatch(
      /NotAllowedError|FORBIDDEN/,
    );
  });
});
