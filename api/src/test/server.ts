// A started HomePlate server for a test file: a fresh database (in-memory PGlite by default, a new
// PostgreSQL database when DATABASE_URL is set) with the demo data, copied from the run's template
// (test/template.ts), Redis keys and channels of its own, and HTTP clients with cookie jars.
import crypto from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { loadConfig, type Config } from "../config.ts";
import { IN_MEMORY } from "../db/client.ts";
import { startServer, type RunningServer } from "../server.ts";
import type { DatabaseTemplate } from "./template.ts";

export type TestServer = RunningServer & {
  client(opts?: { origin?: string }): TestClient;
  /** Signs a new client in as a demo account (password homeplate123). */
  signIn(email: string): Promise<TestClient>;
};

/** The run's template inside a Vitest worker (test/globalSetup.ts); none elsewhere (benchmarks). */
function runTemplate(env: NodeJS.ProcessEnv): DatabaseTemplate | undefined {
  return env.VITEST_WORKER_ID ? inject("databaseTemplate") : undefined;
}

export async function startTestServer(
  overrides: Partial<Config> = {},
  env = process.env,
  template = runTemplate(env),
): Promise<TestServer> {
  const base = loadConfig(env);
  // A test that names its own database, or wants it empty, gets exactly that; the others a copy of
  // the seeded template (the seed then only puts the demo pictures in this server's storage).
  const ownDatabase = "databaseUrl" in overrides || "dataDir" in overrides;
  const copy = ownDatabase || overrides.seedDemoData === "never" ? undefined : template;
  let dropDatabase = async () => {};
  let databaseUrl = overrides.databaseUrl;
  if (base.databaseUrl && !ownDatabase) {
    const from = copy && "postgresDatabase" in copy ? copy.postgresDatabase : undefined;
    ({ databaseUrl, dropDatabase } = await createScratchDatabase(base.databaseUrl, from));
  }
  const server = await startServer({
    ...base,
    port: 0,
    host: "127.0.0.1",
    publicUrl: undefined,
    dataDir: IN_MEMORY,
    databaseUrl,
    pgliteTemplate: copy && "pgliteFile" in copy && !databaseUrl ? copy.pgliteFile : undefined,
    // Test files share one Redis: each server's events and rate-limit buckets stay its own, but
    // servers on one database (two API processes) share them, as a deployment's processes do.
    redisPrefix: `test-${databaseUrl ? crypto.createHash("sha256").update(databaseUrl).digest("hex").slice(0, 12) : crypto.randomBytes(6).toString("hex")}:`,
    seedDemoData: "always",
    logLevel: "error",
    // Tests change rows directly with Prisma, which the shared cache of anonymous reads cannot see;
    // http/caching.test.ts turns it on.
    publicCacheSeconds: 0,
    // Test files make thousands of requests a minute as one user; rate-limit tests set their own.
    rateLimitPerMinute: 1_000_000,
    // The webhook worker then runs only when an event is written (no endpoints: never), so it issues
    // no SQL of its own during other tests' statement counts; webhook tests set a short poll.
    webhooks: { ...base.webhooks, pollMs: 600_000 },
    ...overrides,
  });
  const client = (opts: { origin?: string } = {}) => new TestClient(server.url, opts.origin);
  return {
    ...server,
    client,
    async signIn(email) {
      const c = client();
      const res = await c.rest("POST", "/api/auth/login", { email, password: "homeplate123" });
      if (res.status !== 200) throw new Error(`sign-in as ${email} failed: ${res.status} ${res.text}`);
      return c;
    },
    async close() {
      await server.close();
      await dropDatabase();
    },
  };
}

/** A new database on the same PostgreSQL server (a copy of `template` when given), dropped when the
 * test file ends. */
export async function createScratchDatabase(url: string, template?: string) {
  const name = `homeplate_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    databaseUrl: scratch.toString(),
    async dropDatabase() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export type RestResponse = { status: number; text: string; json: any; headers: Headers };

/** An HTTP client with a cookie jar, speaking GraphQL and /api like the web client does. */
export class TestClient {
  cookies = new Map<string, string>();
  constructor(
    readonly baseUrl: string,
    readonly origin?: string,
  ) {}

  get sessionToken() {
    return this.cookies.get("hp_session");
  }

  private headers(extra: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    return {
      ...(cookie ? { cookie } : {}),
      ...(this.origin ? { origin: this.origin } : {}),
      ...extra,
    };
  }

  private keep(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const [name, value] = pair!.split("=") as [string, string];
      const expired = attrs.some((a) => a.trim().toLowerCase() === "max-age=0");
      if (expired || value === "") this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
  }

  async fetch(path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<RestResponse> {
    const res = await fetch(this.baseUrl + path, { ...init, headers: this.headers(init.headers) });
    this.keep(res);
    const text = await res.text();
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, text, json, headers: res.headers };
  }

  rest(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.fetch(path, {
      method,
      ...(body === undefined
        ? { headers }
        : { body: JSON.stringify(body), headers: { "content-type": "application/json", ...headers } }),
    });
  }

  /** Runs a GraphQL operation; returns { data, errors } and the HTTP status. */
  async gql(query: string, variables?: Record<string, unknown>) {
    const res = await this.fetch("/graphql", {
      method: "POST",
      body: JSON.stringify({ query, variables }),
      headers: { "content-type": "application/json" },
    });
    return {
      status: res.status,
      data: res.json?.data,
      errors: res.json?.errors as { message: string }[] | undefined,
      headers: res.headers,
    };
  }

  /** Runs a mutation whose root field is aliased `result` and returns that result. */
  async mutate(query: string, variables?: Record<string, unknown>) {
    const { data, errors } = await this.gql(query, variables);
    if (errors?.length) throw new Error(`GraphQL errors: ${errors.map((e) => e.message).join("; ")}`);
    return data.result;
  }
}
