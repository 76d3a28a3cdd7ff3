// One Prisma client over either embedded PGlite (the default) or PostgreSQL (DATABASE_URL).
// Both speak the same dialect, so one schema and one set of migrations serve both.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../generated/prisma/client.ts";

export type Database = {
  prisma: PrismaClient;
  kind: "pglite" | "postgres";
  /** True when the embedded database was created by this process (first start). */
  created: boolean;
  /** Runs a multi-statement SQL script. */
  exec(sql: string): Promise<void>;
  /** Runs one statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs fn on one connection, so session-level locks and transactions hold across its statements. */
  onOneConnection<T>(fn: (conn: Pick<Database, "exec" | "query">) => Promise<T>): Promise<T>;
  /** Statements Prisma has issued; tests read it to catch N+1 queries. */
  statementCount(): number;
  close(): Promise<void>;
};

export const IN_MEMORY = "memory://";

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPGlite(opts.dataDir);
}

function withStatementCounter(prisma: PrismaClient) {
  let count = 0;
  prisma.$on("query" as never, () => {
    count += 1;
  });
  return () => count;
}

function newPrismaClient(adapter: PrismaPg | PrismaPGlite) {
  return new PrismaClient({ adapter, log: [{ emit: "event", level: "query" }] });
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // disposeExternalPool: without it, scripts wait for idle clients to time out before exiting.
  const prisma = newPrismaClient(new PrismaPg(pool, { disposeExternalPool: true }));
  const statementCount = withStatementCounter(prisma);
  return {
    prisma,
    kind: "postgres",
    created: false,
    async exec(sql) {
      await pool.query(sql);
    },
    async query(sql, params) {
      return (await pool.query(sql, params as unknown[])).rows;
    },
    async onOneConnection(fn) {
      const client = await pool.connect();
      try {
        return await fn({
          exec: async (sql) => void (await client.query(sql)),
          query: async (sql, params) => (await client.query(sql, params as unknown[])).rows,
        });
      } finally {
        client.release();
      }
    },
    statementCount,
    async close() {
      await prisma.$disconnect();
    },
  };
}

/**
 * PGlite's Emscripten runtime writes process.exitCode when its programs end: 99 after initdb at
 * start-up, 0 at shutdown. Either would decide how a test run or a script exits, so keep the code
 * the process had.
 */
async function keepingExitCode<T>(run: () => Promise<T>): Promise<T> {
  const exitCode = process.exitCode;
  try {
    return await run();
  } finally {
    process.exitCode = exitCode;
  }
}

async function openPGlite(dataDir: string): Promise<Database> {
  const inMemory = dataDir === IN_MEMORY;
  const dbDir = path.join(dataDir, "pglite");
  let created = true;
  let releaseLock = () => {};
  if (!inMemory) {
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = lockDataDir(dataDir);
    created = !fs.existsSync(path.join(dbDir, "PG_VERSION"));
  }
  const pglite = await keepingExitCode(() => PGlite.create(inMemory ? undefined : dbDir));
  const prisma = newPrismaClient(new PrismaPGlite(pglite));
  const statementCount = withStatementCounter(prisma);
  const conn: Pick<Database, "exec" | "query"> = {
    async exec(sql) {
      await pglite.exec(sql);
    },
    async query(sql, params) {
      return (await pglite.query(sql, params as unknown[])).rows as never[];
    },
  };
  return {
    prisma,
    kind: "pglite",
    created,
    ...conn,
    onOneConnection: (fn) => fn(conn),
    statementCount,
    async close() {
      await prisma.$disconnect();
      await keepingExitCode(() => pglite.close());
      releaseLock();
    },
  };
}

/**
 * PGlite does not lock its data directory, and two processes writing one directory corrupt it.
 * A lock file naming our pid refuses a second process; a lock left by a dead process is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockPath = path.join(dataDir, "homeplate.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(lockPath, "utf8"));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `Another HomePlate process (pid ${owner}) is using the embedded database in ${dataDir}. ` +
            `Stop it, or set DATA_DIR to another folder, or use PostgreSQL with DATABASE_URL to run several processes.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
