// The web client's route queries arrive by id alone (web/src/routes.tsx starts them before the
// page's code, and so the query's text, has arrived); the server reads their text from
// persisted-queries.json, which relay-compiler writes with the artifacts.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, type TestServer } from "../test/server.ts";

const persisted: Record<string, string> = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../../persisted-queries.json"), "utf8"),
);
const landingId = Object.keys(persisted).find((id) => persisted[id]!.startsWith("query LandingPageQuery "))!;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** POSTs a body to /graphql as the web client does. */
async function post(body: unknown) {
  const res = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { data?: any; errors?: { message: string }[] } };
}

const byId = (id: string) => ({ extensions: { persistedQuery: { version: 1, sha256Hash: id } } });

describe("operations sent by id", () => {
  test("each id in persisted-queries.json is the SHA-256 of the operation's text", () => {
    expect(Object.keys(persisted).length).toBeGreaterThan(0);
    for (const [id, text] of Object.entries(persisted))
      expect([id, createHash("sha256").update(text).digest("hex")]).toEqual([id, id]);
  });

  test("a route's query sent by its id alone runs as its text would", async () => {
    const { status, json } = await post({ operationName: "LandingPageQuery", variables: {}, ...byId(landingId) });
    expect(status).toBe(200);
    expect(json.errors).toBeUndefined();
    expect(json.data.platformFigures).toEqual(expect.objectContaining({ customers: expect.any(Number) }));
  });

  test("an id the client never wrote runs nothing", async () => {
    const { json } = await post({ variables: {}, ...byId("0".repeat(64)) });
    expect(json.data).toBeUndefined();
    expect(json.errors?.[0]?.message).toMatch(/PersistedQueryNotFound/);
  });

  test("any other client still sends its query's text", async () => {
    const { json } = await post({ query: "{ platformFigures { customers } }" });
    expect(json.data.platformFigures.customers).toEqual(expect.any(Number));
  });
});
