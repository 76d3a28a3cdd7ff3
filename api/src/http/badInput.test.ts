// Control characters in text: PostgreSQL refuses NUL in text columns, so a name with one used to end
// in a 500. Every request's text is checked first (GraphQL variables and literals, /api bodies and
// query strings): a clear 400 naming where, and nothing written.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, type TestServer } from "../test/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const REGISTER = `mutation($input: RegisterCustomerInput!) { result: registerCustomer(input: $input) { __typename ... on Error { message } } }`;
const customer = (name: string, email: string) => ({
  name,
  email,
  password: "secret12",
  phone: "5125550100",
  address: "123 Main St, Austin, TX",
});
const users = (email: string) => server.services.prisma.user.count({ where: { email } });

describe("text with control characters", () => {
  test("a NUL in a GraphQL variable is refused with a 400 naming the field, and nothing is written", async () => {
    const res = await server.client().gql(REGISTER, { input: customer("Ada\u0000Lovelace", "nul1@example.com") });
    expect(res.status).toBe(400);
    expect(await users("nul1@example.com")).toBe(0);
    const raw = await server.client().fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: REGISTER,
        variables: { input: customer("Ada\u0000Lovelace", "nul1@example.com") },
      }),
    });
    expect(raw.text).toBe("variables.input.name cannot contain control characters (found U+0000).");
  });

  test("a NUL written as an escape in a query's string literal is refused", async () => {
    const res = await server.client().fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: `mutation { registerCustomer(input: { name: "Ada\\u0000", email: "nul2@example.com", password: "secret12", phone: "5125550100", address: "123 Main St, Austin" }) { __typename } }`,
      }),
    });
    expect(res.status).toBe(400);
    expect(res.text).toBe("Text in the query cannot contain control characters such as NUL (\\u0000).");
    expect(await users("nul2@example.com")).toBe(0);
  });

  test("/api bodies and query strings are checked the same way", async () => {
    const body = await server
      .client()
      .rest("POST", "/api/customers/register", customer("Ada\u0007", "nul3@example.com"));
    expect(body.status).toBe(400);
    expect(body.text).toBe("body.name cannot contain control characters (found U+0007).");
    expect(await users("nul3@example.com")).toBe(0);
    const admin = await server.signIn("admin@homeplate.dev");
    const search = await admin.rest("GET", "/api/admin/users?search=a%00b");
    expect(search.status).toBe(400);
    expect(search.text).toBe("query.search cannot contain control characters (found U+0000).");
  });

  test("tabs and line breaks are ordinary text", async () => {
    const res = await server
      .client()
      .rest("POST", "/api/customers/register", customer("Ada\tLovelace", "tab@example.com"));
    expect(res.status).toBe(200);
  });
});
