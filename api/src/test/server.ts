// A started HomePlate server for a test file: a fresh database (in-memory PGlite by default, a new
// PostgreSQL database when DATABASE_URL is set), the demo data, and HTTP clients with cookie jars.
import crypto from "node:crypto";
import pg from "pg";
import { loadConfig, type Config } from "../config.ts";
import { IN_MEMORY } from "../db/client.ts";
import { startServer, type RunningServer } from "../server.ts";

export type TestServer = RunningServer & {
  client(opts?: { origin?: string }): TestClient;
  /** Signs a new client in as a demo account (password homeplate123). */
  signIn(email: string): Promise<TestClient>;
};

export async function startTestServer(overrides: Partial<Config> = {}, env = process.env): Promise<TestServer> {
  const base = loadConfig(env);
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (base.databaseUrl) {
    ({ databaseUrl, dropDatabase } = await createScratchDatabase(base.databaseUrl));
  }
  const server = await startServer({
    ...base,
    port: 0,
    host: "127.0.0.1",
    publicUrl: undefined,
    dataDir: IN_MEMORY,
    databaseUrl,
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

/** A new database on the same PostgreSQL server, dropped when the test file ends. */
export async function createScratchDatabase(url: string) {
  const name = `homeplate_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
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
