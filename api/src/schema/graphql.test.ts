// The GraphQL surface: global ids with owner rules, request limits, CSRF, masking, the printed
// schema, and subscriptions over graphql-ws.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { startTestServer, type TestServer } from "../test/server.ts";
import { globalId } from "../test/kitchens.ts";
import { isNonNullType } from "graphql";
import { printedSchema, schemaFile } from "./print.ts";
import { schema } from "./index.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const idOf = async (email: string) => (await server.services.prisma.user.findUniqueOrThrow({ where: { email } })).id;

test("schema.graphql is what the builder prints (run `npm run gen` when this fails)", () => {
  expect(fs.readFileSync(schemaFile, "utf8")).toBe(printedSchema());
});

test("every mutation that takes an input requires it", () => {
  const optional = Object.values(schema.getMutationType()!.getFields())
    .filter((field) => field.args.some((arg) => arg.name === "input" && !isNonNullType(arg.type)))
    .map((field) => field.name);
  expect(optional).toEqual([]);
});

test("introspection stays on for integrators", async () => {
  const { data } = await server
    .client()
    .gql(`{ __schema { queryType { name } } __type(name: "User") { fields { name } } }`);
  expect(data.__schema.queryType.name).toBe("Query");
  expect(data.__type.fields.map((f: { name: string }) => f.name)).toContain("email");
});

test("GraphiQL is served outside production, and in production only with GRAPHIQL=true", async () => {
  const page = (s: TestServer) => s.client().fetch("/graphql", { headers: { accept: "text/html" } });
  expect((await page(server)).text).toContain("HomePlate GraphQL");
  for (const [graphiql, shown] of [
    [false, false],
    [true, true],
  ] as const) {
    const prod = await startTestServer({ env: "production", graphiql });
    try {
      const res = await page(prod);
      expect(res.text.includes("HomePlate GraphQL"), `GRAPHIQL=${graphiql}`).toBe(shown);
      // Introspection stays on either way.
      expect((await prod.client().gql(`{ __schema { queryType { name } } }`)).data.__schema.queryType.name).toBe(
        "Query",
      );
    } finally {
      await prod.close();
    }
  }
});

describe("node(id:) applies the owner rules of the field that returns the object", () => {
  test("a customer is seen only by themselves and admins; an approved cook's public profile by anyone", async () => {
    const id = globalId("User", await idOf("customer@homeplate.dev"));
    const query = `query($id: ID!) { node(id: $id) { id ... on User { name role } } }`;
    const visitor = await server.client().gql(query, { id });
    expect(visitor.data.node).toBeNull();
    expect(visitor.errors![0]!.message).toBe("You must be signed in to do that.");
    for (const email of ["customer2@homeplate.dev", "cook@homeplate.dev", "driver@homeplate.dev"]) {
      expect((await (await server.signIn(email)).gql(query, { id })).data.node, email).toBeNull();
    }
    const pendingCook = globalId("User", await idOf("pending.cook@homeplate.dev"));
    expect((await server.client().gql(query, { id: pendingCook })).data.node).toBeNull();

    const cook = globalId("User", await idOf("cook@homeplate.dev"));
    expect((await server.client().gql(query, { id: cook })).data.node).toEqual({
      id: cook,
      name: "Maria Lopez",
      role: "COOK",
    });
    const cookEmail = await server
      .client()
      .gql(`query($id: ID!) { node(id: $id) { ... on User { email } } }`, { id: cook });
    expect(cookEmail.data.node).toBeNull();

    const withEmail = `query($id: ID!) { node(id: $id) { ... on User { name email phone } } }`;
    const stranger = await (await server.signIn("customer2@homeplate.dev")).gql(withEmail, { id });
    expect(stranger.data.node).toBeNull();
    expect(stranger.errors![0]!.message).toBe("You are not allowed to do that.");

    const self = await (await server.signIn("customer@homeplate.dev")).gql(withEmail, { id });
    expect(self.data.node).toEqual({ name: "Casey Morgan", email: "customer@homeplate.dev", phone: "(512) 555-0166" });
    const admin = await (await server.signIn("admin@homeplate.dev")).gql(withEmail, { id });
    expect(admin.data.node.email).toBe("customer@homeplate.dev");
  });

  test("a chef application is visible to its applicant and to admins only", async () => {
    const app = await server.services.prisma.chefApplication.findFirstOrThrow({
      where: { user: { email: "pending.cook@homeplate.dev" } },
    });
    const id = globalId("ChefApplication", app.id);
    const query = `query($id: ID!) { node(id: $id) { ... on ChefApplication { businessName status } } }`;
    for (const email of ["customer@homeplate.dev", "cook2@homeplate.dev", "driver@homeplate.dev"]) {
      const res = await (await server.signIn(email)).gql(query, { id });
      expect(res.data.node, email).toBeNull();
    }
    expect((await server.client().gql(query, { id })).errors![0]!.message).toBe("You must be signed in to do that.");
    const own = await (await server.signIn("pending.cook@homeplate.dev")).gql(query, { id });
    expect(own.data.node).toEqual({ businessName: "Priya's Curry House", status: "PENDING" });
    const admin = await (await server.signIn("admin@homeplate.dev")).gql(query, { id });
    expect(admin.data.node.status).toBe("PENDING");
  });

  test("an unknown id is null, a malformed one a clear error, never a masked crash", async () => {
    const unknown = await server.client().gql(`{ node(id: "${globalId("User", 9999)}") { id } }`);
    expect(unknown.data.node).toBeNull();
    expect(unknown.errors).toBeUndefined();
    const malformed = await server.client().gql(`{ node(id: "${Buffer.from("User:abc").toString("base64")}") { id } }`);
    expect(malformed.errors![0]!.message).toBe("id is not a valid id");
    const admin = await server.signIn("admin@homeplate.dev");
    const nodes = await admin.gql(
      `{ nodes(ids: ["${globalId("User", 1)}", "${globalId("User", 2)}"]) { ... on User { name } } }`,
    );
    expect(nodes.data.nodes).toEqual([{ name: "Avery Admin" }, { name: "Maria Lopez" }]);
    const someUnknown = await server
      .client()
      .gql(`{ nodes(ids: ["${globalId("User", 1)}", "${globalId("User", 9999)}"]) { id } }`);
    expect(someUnknown.errors![0]!.message).toBe("One of the ids does not exist");
  });
});

describe("request limits answer with clear errors", () => {
  const expectRefused = async (query: string, pattern: RegExp) => {
    const res = await server.client().gql(query);
    expect(res.errors?.[0]?.message).toMatch(pattern);
    expect(res.data ?? null).toBeNull();
  };

  test("depth", () =>
    expectRefused(
      `{ viewer { chefApplication { user { chefApplication { user { chefApplication { user { chefApplication { user { chefApplication { user { chefApplication { id } } } } } } } } } } } } }`,
      /Query depth limit of 12 exceeded/,
    ));
  test("aliases", () =>
    expectRefused(
      `{ ${Array.from({ length: 16 }, (_, i) => `v${i}: viewer { id }`).join(" ")} }`,
      /Aliases limit of 15 exceeded/,
    ));
  test("tokens", () => expectRefused(`{ ${"viewer { id } ".repeat(1400)} }`, /Token limit of 4000 exceeded/));
  test("cost", () => {
    // Within the depth and alias limits, but wide at every level.
    let chain = "name username role createdAt";
    for (let level = 0; level < 4; level++)
      chain = `name username role createdAt chefApplication { status businessName description createdAt user { ${chain} } }`;
    return expectRefused(
      `{ ${Array.from({ length: 14 }, (_, i) => `u${i}: viewer { ${chain} }`).join(" ")} }`,
      /Query Cost limit of 5000 exceeded/,
    );
  });

  test("absurd nesting and malformed parameters are a 400, not a 500", async () => {
    const c = server.client();
    const nested = await c.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `{ node(id: ${"[".repeat(5000)}) { id } }` }),
    });
    expect(nested.status).toBe(400);
    const badJson = await c.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{ not json",
    });
    expect([badJson.status, badJson.text]).toEqual([400, "The request body is not valid JSON"]);
    const badVariables = await c.fetch(`/graphql?query=${encodeURIComponent("{ viewer { id } }")}&variables=oops`, {
      headers: { "x-graphql-yoga-csrf": "1" },
    });
    expect(badVariables.status).toBe(400);
    const tooBig = await c.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `{ viewer { id } }`, pad: "x".repeat(1_100_000) }),
    });
    expect(tooBig.status).toBe(413);
  });
});

describe("cross-site request forgery", () => {
  test("a GET query without the CSRF header and a form-encoded POST are refused", async () => {
    const c = server.client();
    const get = await c.fetch(`/graphql?query=${encodeURIComponent("{ viewer { id } }")}`);
    expect(get.status).toBe(403);
    const form = await c.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "query=%7Bviewer%7Bid%7D%7D",
    });
    expect(form.status).toBe(415);
    const ok = await c.fetch(`/graphql?query=${encodeURIComponent("{ viewer { id } }")}`, {
      headers: { "x-graphql-yoga-csrf": "1" },
    });
    expect(ok.status).toBe(200);
  });

  test("a request carrying the session cookie from another site's page is refused, on /graphql and /api", async () => {
    const victim = await server.signIn("customer@homeplate.dev");
    const attacker = server.client({ origin: "https://evil.example" });
    attacker.cookies = new Map(victim.cookies);
    const gql = await attacker.gql(`mutation { result: logout { __typename } }`);
    expect(gql.status).toBe(403);
    const rest = await attacker.rest("POST", "/api/auth/change-password", {
      currentPassword: "homeplate123",
      newPassword: "pwned123",
    });
    expect(rest.status).toBe(403);
    expect((await victim.rest("GET", "/api/users/current")).status).toBe(200);
    // The app's own origin is fine.
    const same = server.client({ origin: server.url });
    same.cookies = new Map(victim.cookies);
    expect((await same.gql(`{ viewer { email } }`)).data.viewer.email).toBe("customer@homeplate.dev");
  });

  test("CORS lets other sites call with a bearer token but never with credentials", async () => {
    const preflight = await server.client().fetch("/graphql", {
      method: "OPTIONS",
      headers: {
        origin: "https://partner.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type, authorization",
      },
    });
    expect(["*", "https://partner.example"]).toContain(preflight.headers.get("access-control-allow-origin"));
    expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();
    expect(preflight.headers.get("access-control-allow-headers")).toContain("authorization");
  });

  test("/api refuses a body that is not JSON, even one whose type merely mentions JSON", async () => {
    const body = JSON.stringify({ email: "customer@homeplate.dev", password: "homeplate123" });
    for (const type of ["text/plain", "text/plain; x=application/json", "application/x-www-form-urlencoded"]) {
      const res = await server
        .client()
        .fetch("/api/auth/login", { method: "POST", headers: { "content-type": type }, body });
      expect(res.status, type).toBe(415);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });
});

describe("/api routing", () => {
  test("an unknown path is a 404 and a wrong method a 405, both with a message", async () => {
    const c = server.client();
    const missing = await c.rest("GET", "/api/nothing-here");
    expect(missing.status).toBe(404);
    expect(missing.text).toContain("/api/nothing-here");
    const wrong = await c.rest("GET", "/api/auth/login");
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("POST");
  });
});

describe("subscriptions over graphql-ws on /graphql", () => {
  test("viewerUpdated reaches the signed-in user when their account changes", async () => {
    const c = await server.signIn("customer2@homeplate.dev");
    const ws = createClient({
      url: server.url.replace("http", "ws") + "/graphql",
      webSocketImpl: WebSocket,
      connectionParams: { sessionToken: c.sessionToken },
      lazy: false,
    });
    try {
      const events: any[] = [];
      const received = new Promise<void>((resolve, reject) => {
        ws.subscribe(
          { query: `subscription { viewerUpdated { email } }` },
          {
            next: (v) => {
              events.push(v);
              resolve();
            },
            error: reject,
            complete: () => {},
          },
        );
      });
      await new Promise((r) => setTimeout(r, 300));
      const res = await c.rest("POST", "/api/auth/change-password", {
        currentPassword: "homeplate123",
        newPassword: "homeplate123",
      });
      expect(res.status).toBe(200);
      await received;
      expect(events[0].data.viewerUpdated.email).toBe("customer2@homeplate.dev");
    } finally {
      await ws.dispose();
    }
  });

  test("a visitor cannot subscribe", async () => {
    const ws = createClient({ url: server.url.replace("http", "ws") + "/graphql", webSocketImpl: WebSocket });
    try {
      const error = await new Promise<any>((resolve) => {
        ws.subscribe(
          { query: `subscription { viewerUpdated { id } }` },
          { next: resolve, error: resolve, complete: () => {} },
        );
      });
      const message = error?.errors?.[0]?.message ?? error?.[0]?.message;
      expect(message).toBe("You must be signed in to do that.");
    } finally {
      await ws.dispose();
    }
  });

  test("a subscription ends when its session does", async () => {
    const c = await server.signIn("cook2@homeplate.dev");
    const other = await server.signIn("cook2@homeplate.dev");
    const ws = createClient({
      url: server.url.replace("http", "ws") + "/graphql",
      webSocketImpl: WebSocket,
      connectionParams: { sessionToken: c.sessionToken },
    });
    try {
      const events: unknown[] = [];
      const completed = new Promise<void>((resolve, reject) =>
        ws.subscribe(
          { query: `subscription { viewerUpdated { email } }` },
          { next: (v) => events.push(v), error: reject, complete: resolve },
        ),
      );
      await new Promise((r) => setTimeout(r, 300));
      // The other session changes the password, which signs this one out.
      const res = await other.rest("POST", "/api/auth/change-password", {
        currentPassword: "homeplate123",
        newPassword: "homeplate123",
      });
      expect(res.status).toBe(200);
      await completed;
      expect(events).toEqual([]);
    } finally {
      await ws.dispose();
    }
  });

  test("a nested or malformed subscription is refused with a message, and the server lives on", async () => {
    const ws = createClient({ url: server.url.replace("http", "ws") + "/graphql", webSocketImpl: WebSocket });
    const firstError = (query: string) =>
      new Promise<any>((resolve) =>
        ws.subscribe({ query }, { next: resolve, error: resolve, complete: () => resolve(null) }),
      );
    try {
      const nested = await firstError(
        `subscription { viewerUpdated { id } } query Q { node(id: ${"[".repeat(3000)}) { id } }`,
      );
      expect(nested[0].message).toBe("The query is nested more than 64 levels deep");
      const broken = await firstError(`subscription { viewerUpdated { `);
      expect(broken[0].message).toMatch(/Syntax Error/);
    } finally {
      await ws.dispose();
    }
    expect((await server.client().rest("GET", "/health")).status).toBe(200);
  });

  test("a malformed cookie on an upgrade or a request is just no session", async () => {
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(server.url.replace("http", "ws") + "/graphql", "graphql-transport-ws", {
        headers: { cookie: "hp_session=%E0%A4%A" },
      });
      socket.on("open", () => {
        socket.close();
        resolve(101);
      });
      socket.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
      socket.on("error", () => resolve(-1));
    });
    expect(status).toBe(101);
    const res = await server.client().fetch("/api/users/current", { headers: { cookie: "hp_session=%E0%A4%A" } });
    expect(res.status).toBe(401);
    expect((await server.client().fetch("/%E0%A4%A")).status).toBe(400);
  });

  test("an upgrade with the session cookie from another origin is refused", async () => {
    const c = await server.signIn("customer@homeplate.dev");
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(server.url.replace("http", "ws") + "/graphql", "graphql-transport-ws", {
        headers: { cookie: `hp_session=${c.sessionToken}`, origin: "https://evil.example" },
      });
      socket.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
      socket.on("open", () => {
        socket.close();
        resolve(101);
      });
      socket.on("error", () => {});
    });
    expect(status).toBe(403);
  });
});
