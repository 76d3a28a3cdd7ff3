// The database layer: migrations match the Prisma schema, unexpected failures stay masked, and with
// PostgreSQL and Redis, two API processes share sessions and events.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { loadConfig } from "../config.ts";
import { getDatamodel } from "../generated/pothos-types.ts";
import { startTestServer, type TestServer } from "../test/server.ts";
import { createScratchDatabase } from "../test/server.ts";
import { IN_MEMORY } from "./client.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

test("every model and field of the Prisma schema exists in the migrated database", async () => {
  const columns = await server.services.db.query<{ table_name: string; column_name: string; is_nullable: string }>(
    `SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = current_schema()`,
  );
  const have = new Map(columns.map((c) => [`${c.table_name}.${c.column_name}`, c.is_nullable === "YES"]));
  const missing: string[] = [];
  const nullability: string[] = [];
  for (const [model, { fields }] of Object.entries(getDatamodel().datamodel.models)) {
    for (const field of fields) {
      if (field.kind === "object") continue; // relations live in their foreign keys
      const key = `${model}.${field.name}`;
      if (!have.has(key)) missing.push(key);
      else if (have.get(key) !== !field.isRequired && !field.isList) nullability.push(key);
    }
  }
  expect(missing).toEqual([]);
  expect(nullability).toEqual([]);
});

test("migrations are recorded like Prisma's and apply once", async () => {
  const rows = await server.services.db.query<{ migration_name: string; finished_at: Date | null }>(
    `SELECT migration_name, finished_at FROM "_prisma_migrations"`,
  );
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((r) => r.finished_at)).toBe(true);
});

test("an unexpected failure is masked: GraphQL says 'Unexpected error.', /api answers 500", async () => {
  const broken = await startTestServer();
  try {
    await broken.services.db.exec(`ALTER TABLE "LoginAttempt" RENAME TO "LoginAttemptGone"`);
    const body = { email: "customer@homeplate.dev", password: "wrong-password" };
    const rest = await broken.client().rest("POST", "/api/auth/login", body);
    expect([rest.status, rest.text]).toEqual([500, "Unexpected error."]);
    const gql = await broken.client().gql(
      `mutation($input: LoginInput!) { result: login(input: $input) { __typename } }`,
      { input: body },
    );
    expect(gql.errors![0]!.message).toBe("Unexpected error.");
    expect(JSON.stringify(gql)).not.toMatch(/LoginAttempt|prisma|does not exist/i);
  } finally {
    await broken.close();
  }
});

const env = loadConfig();
describe.runIf(env.databaseUrl && env.redisUrl)("two API processes on one PostgreSQL and Redis", () => {
  test("a session from one works on the other, and an event raised on one reaches a subscriber on the other", async () => {
    const { databaseUrl, dropDatabase } = await createScratchDatabase(env.databaseUrl!);
    const shared = { databaseUrl, dataDir: IN_MEMORY };
    const a = await startTestServer(shared);
    const b = await startTestServer({ ...shared, seedDemoData: "never" });
    try {
      const onA = await a.signIn("customer@homeplate.dev");
      const onB = b.client();
      onB.cookies = new Map(onA.cookies);
      expect((await onB.rest("GET", "/api/users/current")).json.email).toBe("customer@homeplate.dev");

      const ws = createClient({
        url: a.url.replace("http", "ws") + "/graphql",
        webSocketImpl: WebSocket,
        connectionParams: { sessionToken: onA.sessionToken },
      });
      const received = new Promise<any>((resolve, reject) =>
        ws.subscribe({ query: `subscription { viewerUpdated { email } }` }, { next: resolve, error: reject, complete: () => {} }),
      );
      await new Promise((r) => setTimeout(r, 500));
      const res = await onB.rest("POST", "/api/auth/change-password", { currentPassword: "homeplate123", newPassword: "homeplate123" });
      expect(res.status).toBe(200);
      expect((await received).data.viewerUpdated.email).toBe("customer@homeplate.dev");
      await ws.dispose();
    } finally {
      await b.close();
      await a.close();
      await dropDatabase();
    }
  });
});
