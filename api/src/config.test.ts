import { expect, test } from "vitest";
import { loadConfig } from "./config.ts";

test("with no environment the server runs embedded on port 4000 with GraphiQL", () => {
  const c = loadConfig({});
  expect(c).toMatchObject({
    port: 4000,
    databaseUrl: undefined,
    redisUrl: undefined,
    smtpUrl: undefined,
    graphiql: true,
    seedDemoData: "auto",
  });
  expect(c.dataDir.endsWith(".data")).toBe(true);
});

test("production hides GraphiQL unless GRAPHIQL=true", () => {
  expect(loadConfig({ NODE_ENV: "production" }).graphiql).toBe(false);
  expect(loadConfig({ NODE_ENV: "production", GRAPHIQL: "true" }).graphiql).toBe(true);
});

test("blank URLs count as unset, and a bad value names its variable", () => {
  expect(loadConfig({ DATABASE_URL: "", REDIS_URL: " " }).databaseUrl).toBeUndefined();
  expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
  expect(() => loadConfig({ REDIS_URL: "not a url" })).toThrow(/REDIS_URL/);
});

test("REDIS_PREFIX is put before Redis keys and channels as given, and refuses spaces", () => {
  expect(loadConfig({}).redisPrefix).toBe("");
  expect(loadConfig({ REDIS_PREFIX: "homeplate-staging:" }).redisPrefix).toBe("homeplate-staging:");
  expect(() => loadConfig({ REDIS_PREFIX: "two words" })).toThrow(/REDIS_PREFIX/);
});
