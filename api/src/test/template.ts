// One migrated and seeded database per test run, which every test server copies instead of migrating
// and seeding its own (seconds each, ~55 times a run): in-memory PGlite loads a dump of it (PGlite's
// dumpDataDir and loadDataDir); on PostgreSQL each test database is made with CREATE DATABASE …
// TEMPLATE. The seed dates its rows from the moment it runs (history at least a day back, plans days
// ahead, nothing that turns stale within the hour), so a template made minutes earlier serves as well
// as a fresh seed.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { loadConfig } from "../config.ts";
import { IN_MEMORY, openDatabase } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { seedDemoData } from "../seed/seed.ts";
import { memoryStorage } from "../services/storage.ts";

/** What a test server starts from: a PGlite dump file, or a database on DATABASE_URL's server. */
export type DatabaseTemplate = { pgliteFile: string } | { postgresDatabase: string };

export async function createTemplate(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ template: DatabaseTemplate; drop(): Promise<void> }> {
  const { databaseUrl } = loadConfig(env);
  if (databaseUrl) {
    const name = `homeplate_template_${crypto.randomBytes(6).toString("hex")}`;
    await onServer(databaseUrl, `CREATE DATABASE ${name}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    await seeded(url.toString(), IN_MEMORY, async () => {});
    return {
      template: { postgresDatabase: name },
      drop: () => onServer(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "homeplate-template-"));
  const pgliteFile = path.join(dir, "pgdata.tar");
  await seeded(undefined, IN_MEMORY, (db) => db.dumpTo(pgliteFile));
  return { template: { pgliteFile }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Migrates and seeds the database, then hands it to `keep` before closing it. The pictures' files
 * are not kept: each server's storage gets them again from the seed's cache (seed/pictures.ts). */
async function seeded(
  databaseUrl: string | undefined,
  dataDir: string,
  keep: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>,
) {
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    await migrate(db);
    await seedDemoData(db.prisma, memoryStorage());
    await keep(db);
  } finally {
    await db.close();
  }
}

async function onServer(url: string, sql: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
