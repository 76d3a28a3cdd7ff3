// /api under API keys: every REST path (the spec's and the integrator guide's) answers a key of each
// scope as /graphql answers the GraphQL field it runs: refused (403) exactly when GraphQL refuses
// the key (a path that refuses the owner's session too refuses by role, not by scope). Ids in paths
// name nothing (writes then stop at "not found", after the scope check), except user ids, which name
// the demo cook so that scoped objects are really read.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { schema } from "../schema/index.ts";
import { ADMIN_SCOPES, COOK_SCOPES } from "../schema/keyScopes.ts";
import { startTestServer, type TestServer } from "../test/server.ts";
import { enumCase } from "./enumCase.ts";
import type { RestRoute } from "./router.ts";
import { restRoutes } from "./routes.ts";

let server: TestServer;
let cookId: number;
beforeAll(async () => {
  server = await startTestServer();
  cookId = (await server.services.prisma.user.findUniqueOrThrow({ where: { email: "cook@homeplate.dev" } })).id;
});
afterAll(() => server?.close());

const NOBODY = "987654";
const paramValue = (name: string, routePath: string) =>
  name === "userId" || (name === "id" && /\/(users|user|chefs|cook|drivers)\/:id/.test(routePath))
    ? String(cookId)
    : NOBODY;

/** The GraphQL twin of a route: its operation as an integrator sends it to /graphql. `chefKitchen` is
 * the approved cook's `viewer`, the field the guide gives integrators for the kitchen's data. */
function graphqlTwin(route: RestRoute, params: Record<string, string>) {
  const query = route.operation.replace(/\bresult: chefKitchen\b/, "result: viewer");
  const request = {
    params,
    body: {},
    query: new URLSearchParams(),
    page: { first: 5, offset: 0 },
    viewer: async () => null,
    header: () => null,
  };
  let variables: Record<string, unknown>;
  try {
    variables = enumCase(schema, route.operation).variables(route.variables?.(request) ?? {});
  } catch {
    return null; // The route refuses the empty body itself, before any field runs.
  }
  return { query, variables: JSON.parse(JSON.stringify(variables)) as Record<string, unknown> };
}

const refusedByGraphQL = (json: any) =>
  (json.errors ?? []).some((e: any) => e.extensions?.code === "FORBIDDEN") ||
  json.data?.result?.__typename === "NotAllowedError";

async function call(key: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: await res.json().catch(() => null) };
}

const keysToTry = [
  ...COOK_SCOPES.map((scope) => ["cook@homeplate.dev", scope] as const),
  ...ADMIN_SCOPES.map((scope) => ["admin@homeplate.dev", scope] as const),
];

describe("REST paths under API keys", () => {
  test("the table covers every /api path of the integrator guide", () => {
    const guide = fs.readFileSync(path.resolve(import.meta.dirname, "../../../docs/API.md"), "utf8");
    const documented = [...guide.matchAll(/(GET|POST|PUT|PATCH|DELETE) (\/api\/[\w\-/{}]+)/g)];
    expect(documented.length).toBeGreaterThan(5);
    for (const [, method, p] of documented) {
      const concrete = p!.replace(/\{\w+\}/g, "1");
      const route = restRoutes.find(
        (r) => r.method === method && new RegExp(`^${r.path.replace(/:\w+/g, "[^/]+")}$`).test(concrete),
      );
      expect(route, `${method} ${p}`).toBeDefined();
    }
  });

  test.each(keysToTry)(
    "a key of %s with %s is refused by each path exactly when GraphQL refuses it",
    async (email, scope) => {
      const owner = await server.signIn(email);
      const { key } = (await owner.rest("POST", "/api/api-keys", { name: `table ${scope}`, scopes: [scope] })).json;
      const mismatches: string[] = [];
      for (const route of restRoutes) {
        const params: Record<string, string> = {};
        const url = route.path.replace(/:(\w+)/g, (_, name: string) => (params[name] = paramValue(name, route.path)));
        const twin = graphqlTwin(route, params);
        if (!twin) continue;
        const body = route.method === "GET" || route.method === "DELETE" ? undefined : {};
        const rest = await call(key, route.method, url, body);
        const graphql = await call(key, "POST", "/graphql", twin);
        const restRefused = rest.status === 403;
        if (restRefused === refusedByGraphQL(graphql.json)) continue;
        // A path that refuses the owner's own session too (chefKitchen: approved cooks only) refuses
        // by role, not by scope: the key is not the reason.
        if (restRefused && (await owner.rest(route.method, url, body)).status === 403) continue;
        mismatches.push(
          `${route.method} ${route.path}: REST ${rest.status}, GraphQL ${JSON.stringify(graphql.json).slice(0, 160)}`,
        );
      }
      expect(mismatches).toEqual([]);
    },
  );

  test("a cook's key with orders:read reads GET /api/chef/orders as it reads viewer.kitchenOrders", async () => {
    const cook = await server.signIn("cook@homeplate.dev");
    const { key } = (await cook.rest("POST", "/api/api-keys", { name: "orders", scopes: ["orders:read"] })).json;
    const rest = await call(key, "GET", "/api/chef/orders");
    expect(rest.status, JSON.stringify(rest.json)).toBe(200);
    const graphql = await call(key, "POST", "/graphql", {
      query: "{ viewer { kitchenOrders(first: 1) { totalCount } } }",
    });
    expect(rest.json).toHaveLength(graphql.json.data.viewer.kitchenOrders.totalCount);
  });
});
