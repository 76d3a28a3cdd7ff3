// The rate limit as an integrator meets it: a budget per key and per signed-in user, announced in
// the IETF RateLimit headers, GraphQL requests weighed by their query cost, and 429 with Retry-After
// once it is spent. With REDIS_URL set, two processes draw on one bucket.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadConfig } from "../../config.ts";
import { createMemoryRateLimiter, createRedisRateLimiter } from "../../services/rateLimit.ts";
import { startTestServer, type TestServer } from "../../test/server.ts";

const PER_MINUTE = 12;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimitPerMinute: PER_MINUTE });
});
afterAll(() => server?.close());

async function newKey(email: string) {
  const owner = await server.signIn(email);
  const res = await owner.rest("POST", "/api/api-keys", {
    name: "limits",
    scopes: ["menu:read"],
  });
  return res.json.key as string;
}

const gqlWithKey = (key: string, query: string) =>
  fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${key}`,
    },
    body: JSON.stringify({ query }),
  });

const remaining = (res: Response) => Number(/r=(\d+)/.exec(res.headers.get("ratelimit") ?? "")?.[1]);

describe("rate limits", () => {
  test("each answer carries RateLimit and RateLimit-Policy; the spent budget answers 429 with Retry-After", async () => {
    const key = await newKey("cook@homeplate.dev");
    const first = await gqlWithKey(key, `{ viewer { email } }`);
    expect(first.status).toBe(200);
    expect(first.headers.get("ratelimit-policy")).toBe(`"default";q=${PER_MINUTE};w=60`);
    expect(first.headers.get("ratelimit")).toMatch(/^"default";r=\d+;t=\d+$/);
    expect(remaining(first)).toBe(PER_MINUTE - 1);
    let last = first;
    for (let i = 0; i < PER_MINUTE && last.status !== 429; i++) last = await gqlWithKey(key, `{ viewer { email } }`);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(last.headers.get("ratelimit")).toMatch(/r=0;/);
    expect((await last.json()).errors[0].extensions.code).toBe("RATE_LIMITED");
    // The same bucket covers /api.
    const rest = await fetch(`${server.url}/api/users/current`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(rest.status).toBe(429);
    expect(rest.headers.get("retry-after")).not.toBeNull();
  });

  test("a GraphQL request weighs its query cost, not 1", async () => {
    const key = await newKey("cook2@homeplate.dev");
    const cheap = await gqlWithKey(key, `{ viewer { email } }`);
    const before = remaining(cheap);
    const costly = await gqlWithKey(
      key,
      `{ menu(first: 3) { edges { node { id name description priceCents rating reviewCount } } } }`,
    );
    expect(costly.status).toBe(200);
    expect(before - remaining(costly)).toBeGreaterThan(1);
  });

  test("signed-in users have their own budget; other users are not affected", async () => {
    const customer = await server.signIn("customer@homeplate.dev");
    let status = 200;
    for (let i = 0; i <= PER_MINUTE && status !== 429; i++)
      status = (await customer.gql(`{ viewer { email } }`)).status;
    expect(status).toBe(429);
    const other = await server.signIn("customer2@homeplate.dev");
    expect((await other.gql(`{ viewer { email } }`)).status).toBe(200);
  });
});

describe("token buckets", () => {
  test("refill at perMinute/60 a second and never beyond perMinute", async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(60, () => now);
    expect((await limiter.take("a", 60)).allowed).toBe(true);
    const refused = await limiter.take("a", 2);
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 2 });
    now += 2_000;
    expect((await limiter.take("a", 2)).allowed).toBe(true);
    now += 10 * 60_000;
    expect((await limiter.take("a", 1)).remaining).toBe(59);
  });

  const redisUrl = loadConfig().redisUrl;
  test.skipIf(!redisUrl)("in Redis, two processes share one bucket", async () => {
    const a = createRedisRateLimiter(10, redisUrl!, () => {});
    const b = createRedisRateLimiter(10, redisUrl!, () => {});
    const caller = `test:${Math.random()}`;
    try {
      expect((await a.take(caller, 6)).allowed).toBe(true);
      const second = await b.take(caller, 6);
      expect(second.allowed).toBe(false);
      expect(second.remaining).toBe(4);
      expect((await b.take(caller, 4)).allowed).toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
