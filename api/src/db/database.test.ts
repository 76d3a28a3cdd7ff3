// The database layer: migrations match the Prisma schema, unexpected failures stay masked, and with
// PostgreSQL and Redis, two API processes share sessions and events.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { loadConfig } from "../config.ts";
import { getDatamodel } from "../generated/pothos-types.ts";
import { startTestServer, type TestServer } from "../test/server.ts";
import { createScratchDatabase } from "../test/server.ts";
import { isOutage } from "../domain/errors.ts";
import { IN_MEMORY, openDatabase } from "./client.ts";

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
    const gql = await broken
      .client()
      .gql(`mutation($input: LoginInput!) { result: login(input: $input) { __typename } }`, { input: body });
    expect(gql.errors![0]!.message).toBe("Unexpected error.");
    expect(JSON.stringify(gql)).not.toMatch(/LoginAttempt|prisma|does not exist/i);
  } finally {
    await broken.close();
  }
});

const env = loadConfig();
test("DB_WAIT_MS bounds a statement: one that runs past four times it fails as an outage (503), not a hang", async () => {
  const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: IN_MEMORY, dbWaitMs: 250 });
  try {
    const started = performance.now();
    const slow = await db.query("SELECT pg_sleep(3)").then(
      () => null,
      (error: Error) => error,
    );
    expect(slow?.message).toMatch(/timeout/i);
    expect(isOutage(slow)).toBe(true);
    expect(performance.now() - started).toBeLessThan(2_500);
  } finally {
    await db.close();
  }
}, 60_000);

describe.runIf(!env.databaseUrl)("the embedded database", () => {
  test("runs off the request thread: /health answers while a slow statement runs", async () => {
    const slow = server.services.db.query("SELECT pg_sleep(1)");
    const t = performance.now();
    const health = await fetch(`${server.url}/health`);
    const healthMs = performance.now() - t;
    expect(health.status).toBe(200);
    await slow;
    expect(healthMs).toBeLessThan(500);
  });

  test("a statement that fails leaves every later result with its own query (electric-sql/pglite#958)", async () => {
    const db = server.services.db;
    await db.exec(`CREATE TABLE once_only (n int PRIMARY KEY)`);
    await db.query(`INSERT INTO once_only VALUES ($1)`, [1]);
    for (let i = 0; i < 3; i++) {
      await expect(db.query(`INSERT INTO once_only VALUES ($1)`, [1])).rejects.toThrow(/duplicate key/);
      expect(await db.query(`SELECT $1::int AS n`, [i])).toEqual([{ n: i }]);
    }
    await expect(
      db.onOneConnection(async (conn) => {
        await conn.exec("BEGIN");
        try {
          await conn.query(`INSERT INTO once_only VALUES ($1)`, [1]);
        } finally {
          await conn.exec("ROLLBACK");
        }
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await db.query(`SELECT count(*)::int AS n FROM once_only`)).toEqual([{ n: 1 }]);
  });

  test("keeps its data in DATA_DIR, refuses a second process on it, and reopens after a clean shutdown", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "homeplate-datadir-"));
    try {
      const first = await openDatabase({ dataDir });
      expect(first.created).toBe(true);
      await first.exec(`CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)`);
      // Another live process holds the lock: the pid of our parent stands in for it.
      fs.writeFileSync(path.join(dataDir, "homeplate.lock"), String(process.ppid));
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        /Another HomePlate process .* is using the embedded database/,
      );
      fs.writeFileSync(path.join(dataDir, "homeplate.lock"), String(process.pid));
      const exitCode = process.exitCode;
      await first.close();
      expect(process.exitCode).toBe(exitCode);
      expect(fs.existsSync(path.join(dataDir, "homeplate.lock"))).toBe(false);
      const again = await openDatabase({ dataDir });
      try {
        expect(again.created).toBe(false);
        expect(await again.query(`SELECT n FROM kept`)).toEqual([{ n: 7 }]);
      } finally {
        await again.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

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
        ws.subscribe(
          { query: `subscription { viewerUpdated { email } }` },
          { next: resolve, error: reject, complete: () => {} },
        ),
      );
      await new Promise((r) => setTimeout(r, 500));
      const res = await onB.rest("POST", "/api/auth/change-password", {
        currentPassword: "homeplate123",
        newPassword: "homeplate123",
      });
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
