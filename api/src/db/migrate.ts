// Applies prisma/migrations/<name>/migration.sql in order and records each in a table shaped like
// Prisma's own `_prisma_migrations`, so `prisma migrate deploy` agrees with us where its engine runs.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Database } from "./client.ts";

export const migrationsDir = path.resolve(import.meta.dirname, "../../../prisma/migrations");

// Any number will do as long as every HomePlate process uses the same one.
const MIGRATION_LOCK_KEY = 72_401_977;

/** Applies the migrations not applied yet, in order; `upTo` stops after the one of that name (tests
 * of an upgrade start from an earlier release's schema). Returns the names it applied. */
export function migrate(
  db: Database,
  log: (line: string) => void = () => {},
  { upTo }: { upTo?: string } = {},
): Promise<string[]> {
  return db.onOneConnection((conn) => migrateOn(conn, db.kind === "postgres", log, upTo));
}

async function migrateOn(
  db: Pick<Database, "exec" | "query">,
  isPostgres: boolean,
  log: (line: string) => void,
  upTo: string | undefined,
): Promise<string[]> {
  // Two API replicas starting together against one PostgreSQL must not both migrate.
  if (isPostgres) await db.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
  try {
    await db.exec(`
      CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
        "id" VARCHAR(36) PRIMARY KEY NOT NULL,
        "checksum" VARCHAR(64) NOT NULL,
        "finished_at" TIMESTAMPTZ,
        "migration_name" VARCHAR(255) NOT NULL,
        "logs" TEXT,
        "rolled_back_at" TIMESTAMPTZ,
        "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "applied_steps_count" INTEGER NOT NULL DEFAULT 0
      );`);
    const rows = await db.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const applied = new Map(rows.map((r) => [r.migration_name, r.checksum]));
    const names = fs
      .readdirSync(migrationsDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort()
      .filter((name) => upTo === undefined || name <= upTo);
    const ran: string[] = [];
    for (const name of names) {
      const sql = fs.readFileSync(path.join(migrationsDir, name, "migration.sql"), "utf8");
      const checksum = crypto.createHash("sha256").update(sql).digest("hex");
      const known = applied.get(name);
      if (known) {
        if (known !== checksum) log(`warning: migration ${name} was edited after it was applied`);
        continue;
      }
      log(`applying migration ${name}`);
      const id = crypto.randomUUID();
      await db.exec(`BEGIN;\n${sql}\nCOMMIT;`).catch(async (error) => {
        await db.exec("ROLLBACK;").catch(() => {});
        throw new Error(`Migration ${name} failed: ${(error as Error).message}`);
      });
      await db.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count) VALUES ($1, $2, $3, now(), 1)`,
        [id, checksum, name],
      );
      ran.push(name);
    }
    return ran;
  } finally {
    if (isPostgres) await db.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
  }
}
