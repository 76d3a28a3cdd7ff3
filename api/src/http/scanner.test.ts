// What a GraphQL security scanner, or a careless client, sends: the answer is one clear refusal that
// changes nothing and teaches nothing about the schema it was not meant to. Malformed input is a 400
// (never a 500) on every way in, the socket included: JSON of any depth, bytes that are not UTF-8, a
// body without an operation, a socket message past the body limit.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import WebSocket from "ws";
import { MAX_BODY_BYTES } from "./requests.ts";
import { startTestServer, type TestServer } from "../test/server.ts";

let server: TestServer;
let closed: TestServer;
beforeAll(async () => {
  [server, closed] = await Promise.all([startTestServer(), startTestServer({ introspection: false, graphiql: false })]);
});
afterAll(async () => {
  await Promise.all([server?.close(), closed?.close()]);
});

const post = (s: TestServer, body: string | Buffer, type = "application/json") =>
  s.client().fetch("/graphql", { method: "POST", headers: { "content-type": type }, body: body as BodyInit });
const query = (s: TestServer, text: string, variables?: unknown) => post(s, JSON.stringify({ query: text, variables }));
const deep = (n: number) => `${"[".repeat(n)}${"]".repeat(n)}`;
const users = (email: string) => server.services.prisma.user.count({ where: { email } });

describe("GraphQL's own surface", () => {
  test("every alias counts toward the limit, __typename too", async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `t${i}: __typename`).join(" ");
    const res = await query(server, `{ ${aliases} }`);
    expect(res.json.data).toBeUndefined();
    expect(res.json.errors).toEqual([
      expect.objectContaining({ message: expect.stringContaining("Aliases limit of 15") }),
    ]);
    expect((await query(server, `{ ${aliases.split(" t15")[0]} }`)).json.data.t14).toBe("Query");
  });

  test("unknown or repeated directives are refused with one error, however many there are", async () => {
    const repeated = await query(server, `{ __typename${" @include(if: true)".repeat(15)} }`);
    expect(repeated.json.errors).toHaveLength(1);
    expect(repeated.json.errors[0].message).toBe('The directive "@include" can only be used once at this location.');
    const unknown = await query(server, `{ __typename @a @b @c @d @e @f }`);
    expect(unknown.json.errors).toHaveLength(1);
    expect(unknown.json.errors[0].message).toBe('Unknown directive "@a".');
  });

  test("introspection and suggestions stay on by default, for integrators", async () => {
    expect((await query(server, `{ __schema { queryType { name } } }`)).json.data.__schema.queryType.name).toBe(
      "Query",
    );
    expect((await query(server, `{ menuu { totalCount } }`)).json.errors[0].message).toContain('Did you mean "menu"?');
  });

  test("INTROSPECTION=false refuses introspection, serves no GraphiQL and suggests no name anywhere", async () => {
    const schema = await query(closed, `{ __schema { types { name } } }`);
    expect(schema.json.data).toBeUndefined();
    expect(schema.json.errors[0].message).toContain("introspection");
    const type = await query(closed, `{ __type(name: "User") { fields { name } } }`);
    expect(type.json.data).toBeUndefined();
    const field = await query(closed, `{ menuu { totalCount } }`);
    expect(field.json.errors[0].message).toBe('Cannot query field "menuu" on type "Query".');
    const argument = await query(closed, `{ menu(firts: 2) { totalCount } }`);
    expect(JSON.stringify(argument.json.errors)).not.toContain("Did you mean");
    // An input's misspelt field is found when the variables are coerced, at execution.
    const input = await query(
      closed,
      `mutation($input: RegisterCustomerInput!) { registerCustomer(input: $input) { __typename } }`,
      {
        input: { nam: "Ada", email: "x@example.com", password: "secret12", phone: "5125550100", address: "1 Main St" },
      },
    );
    expect(input.json.errors.length).toBeGreaterThan(0);
    expect(JSON.stringify(input.json.errors)).not.toContain("Did you mean");
    const page = await closed.client().fetch("/graphql", { headers: { accept: "text/html" } });
    expect(page.text).not.toContain("HomePlate GraphQL");
    // The app's own operations still run.
    expect((await query(closed, `{ menu(first: 1) { totalCount } }`)).json.data.menu.totalCount).toBeGreaterThan(0);
  });

  test("GET never runs a mutation", async () => {
    const mutation = `mutation { registerCustomer(input: { name: "Get Run", email: "get@example.com", password: "secret12", phone: "5125550100", address: "1 Main St, Austin" }) { __typename } }`;
    const res = await server.client().fetch(`/graphql?query=${encodeURIComponent(mutation)}`, {
      headers: { "x-graphql-yoga-csrf": "1" },
    });
    expect(res.status).toBe(405);
    expect(await users("get@example.com")).toBe(0);
  });

  test("a JSON array of operations is refused", async () => {
    const res = await post(server, JSON.stringify([{ query: "{ __typename }" }, { query: "{ __typename }" }]));
    expect(res.status).toBe(400);
    expect(res.text).toBe("The request body must be a JSON object with a query");
  });
});

describe("malformed input is a 400, never a 500", () => {
  test("JSON of any depth", async () => {
    for (const body of [deep(100_000), `{"query":"{ __typename }","variables":{"a":${deep(100_000)}}}`]) {
      const res = await post(server, body);
      expect(res.status).toBe(400);
      expect(res.text).toBe("The request body is nested more than 64 levels deep");
    }
    const rest = await server.client().fetch("/api/customers/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"name":${deep(50_000)}}`,
    });
    expect(rest.status).toBe(400);
    expect(rest.text).toBe("The request body is nested more than 64 levels deep");
    // Real requests nest far less, and are answered.
    expect((await query(server, "{ __typename }", { a: JSON.parse(deep(20)) })).status).toBe(200);
  });

  test("bytes that are not UTF-8, on /graphql and /api, change nothing", async () => {
    const bad = (before: string, after: string) =>
      Buffer.concat([Buffer.from(before), Buffer.from([0xc3, 0x28]), Buffer.from(after)]);
    const gql = await post(
      server,
      bad(
        '{"query":"mutation($i: RegisterCustomerInput!) { registerCustomer(input: $i) { __typename } }","variables":{"i":{"name":"A',
        '","email":"utf@example.com","password":"secret12","phone":"5125550100","address":"1 Main St, Austin"}}}',
      ),
    );
    expect(gql.status).toBe(400);
    expect(gql.text).toBe("The request body is not valid UTF-8");
    const rest = await server.client().fetch("/api/customers/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: bad(
        '{"name":"A',
        '","email":"utf@example.com","password":"secret12","phone":"5125550100","address":"1 Main St"}',
      ) as BodyInit,
    });
    expect(rest.status).toBe(400);
    expect(rest.text).toBe("The request body is not valid UTF-8");
    expect(await users("utf@example.com")).toBe(0);
  });

  test("a body without a query or a persisted query's id", async () => {
    const res = await post(server, JSON.stringify({ variables: {} }));
    expect(res.status).toBe(400);
    expect(res.text).toBe("The request must carry a query (or a persisted query's id in extensions.persistedQuery)");
  });
});

describe("a socket message is held to the limits of a body", () => {
  async function socket() {
    const ws = new WebSocket(server.url.replace("http", "ws") + "/graphql", ["graphql-transport-ws"]);
    const closing = new Promise<{ code: number; reason: string }>((resolve) =>
      ws.on("close", (code, reason) => resolve({ code, reason: String(reason) })),
    );
    await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
    ws.on("error", () => {});
    return { ws, closing };
  }

  test("past the body limit the socket is closed (1009)", async () => {
    const { ws, closing } = await socket();
    ws.send(JSON.stringify({ type: "connection_init", payload: { pad: "x".repeat(MAX_BODY_BYTES) } }));
    expect((await closing).code).toBe(1009);
  });

  test("a message nested too deep, or not UTF-8, closes the socket", async () => {
    const tooDeep = await socket();
    tooDeep.ws.send(`{"type":"connection_init","payload":{"a":${deep(100_000)}}}`);
    expect(await tooDeep.closing).toEqual({ code: 4400, reason: "Invalid message received" });
    // A text frame that is not UTF-8 is refused by the WebSocket protocol itself (1007); the same
    // bytes in a binary frame reach our own check.
    const text = await socket();
    text.ws.send(Buffer.from([0x7b, 0xff, 0x7d]), { binary: false });
    expect((await text.closing).code).toBe(1007);
    const binary = await socket();
    binary.ws.send(Buffer.from([0x7b, 0xff, 0x7d]), { binary: true });
    expect(await binary.closing).toEqual({ code: 4400, reason: "Invalid message received" });
  });
});
