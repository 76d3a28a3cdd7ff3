// One Prisma client over either embedded PGlite (the default) or PostgreSQL (DATABASE_URL), through
// the same `pg` pool and @prisma/adapter-pg. The embedded database runs in a worker thread and speaks
// the Postgres wire protocol on a private unix socket, so its queries never block the event loop
// that serves requests.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../generated/prisma/client.ts";
import { openPGlite } from "./pglite.ts";

export type Database = {
  prisma: PrismaClient;
  kind: "pglite" | "postgres";
  /** True when the embedded database was created by this process (first start). */
  created: boolean;
  /** Runs a multi-statement SQL script. */
  exec(sql: string): Promise<void>;
  /** Runs one statement and returns its rows (`types`: pg's type parsers for this statement). */
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    opts?: { types?: pg.CustomTypesConfig },
  ): Promise<T[]>;
  /** Runs fn on one connection, so session-level locks and transactions hold across its statements. */
  onOneConnection<T>(fn: (conn: Pick<Database, "exec" | "query">) => Promise<T>): Promise<T>;
  /** SQL statements sent to the database so far; tests read it to catch N+1 queries. */
  statementCount(): number;
  /** Embedded only: writes the data directory to a tarball (PGlite's dumpDataDir) that a new
   * in-memory database can start from (`openDatabase`'s `template`). */
  dumpTo(file: string): Promise<void>;
  close(): Promise<void>;
};

export const IN_MEMORY = "memory://";

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** For an in-memory embedded database: a tarball written by `dumpTo` to start from. */
  pgliteTemplate?: string;
  /** How long a statement may wait for a connection, and then for its answer (config's DB_WAIT_MS). */
  dbWaitMs?: number;
}): Promise<Database> {
  // A database that does not answer fails a request (503) instead of holding it: no statement waits
  // forever for a connection or for its answer, on either database.
  const waitMs = opts.dbWaitMs ?? 15_000;
  const limits = { connectionTimeoutMillis: Math.min(waitMs, 5_000), query_timeout: waitMs * 4 };
  return opts.databaseUrl
    ? openPool({ connectionString: opts.databaseUrl, max: 10, ...limits }, "postgres", false)
    : openPGlite(opts.dataDir, opts.pgliteTemplate, { connectionTimeoutMillis: waitMs, query_timeout: waitMs * 4 });
}

/**
 * One pool for both databases. Statements are counted on each pooled client's `query` (not on
 * `pool.query` as well, which goes through a client): one increment, where Prisma's query log would
 * build an event object per statement.
 */
export async function openPool(
  config: pg.PoolConfig,
  kind: Database["kind"],
  created: boolean,
  embedded?: { dumpTo(file: string): Promise<void>; close(): Promise<void> },
): Promise<Database> {
  const pool = new pg.Pool(config);
  // An idle connection that drops (a restarted PostgreSQL) is replaced by the pool on next use; without
  // a listener its error would end the process.
  pool.on("error", () => {});
  let count = 0;
  pool.on("connect", (client) => {
    const query = client.query;
    client.query = function (this: pg.PoolClient, ...args: unknown[]) {
      count += 1;
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof client.query;
  });
  // disposeExternalPool: without it, scripts wait for idle clients to time out before exiting.
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  return {
    prisma,
    kind,
    created,
    async exec(sql) {
      await pool.query(sql);
    },
    async query(sql, params, opts) {
      return (await pool.query({ text: sql, values: params as unknown[], ...opts })).rows;
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
    statementCount: () => count,
    async dumpTo(file) {
      if (!embedded) throw new Error("only the embedded database can be dumped to a file");
      await embedded.dumpTo(file);
    },
    async close() {
      await prisma.$disconnect();
      if (!pool.ended) await pool.end();
      await embedded?.close();
    },
  };
}
