// Webhook delivery across API instances on one PostgreSQL and one Redis: a burst of events written
// through two instances reaches the receiver exactly once each (every attempt is claimed by one
// process), and events still pending when an instance stops are delivered by another, or by a new
// one started later.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadConfig, type Config } from "../../config.ts";
import { IN_MEMORY } from "../../db/client.ts";
import { startServer, type RunningServer } from "../../server.ts";
import { eventually } from "../../test/eventually.ts";
import { createScratchDatabase, TestClient } from "../../test/server.ts";
import { startReceiver, type Receiver } from "../../test/webhookReceiver.ts";

const onPostgres = !!loadConfig().databaseUrl;

describe.skipIf(!onPostgres)("webhooks with two API instances on PostgreSQL", () => {
  let a: RunningServer;
  let b: RunningServer;
  let config: Config;
  let dropDatabase = async () => {};
  let receiver: Receiver;
  let down = false;

  const signIn = async (url: string) => {
    const c = new TestClient(url);
    expect(
      (
        await c.rest("POST", "/api/auth/login", {
          email: "cook@homeplate.dev",
          password: "homeplate123",
        })
      ).status,
    ).toBe(200);
    return c;
  };
  const newDish = (client: TestClient, name: string) =>
    client.mutate(
      `mutation($input: CreateFoodItemInput!) { result: createFoodItem(input: $input) { __typename ... on Error { message } } }`,
      {
        input: {
          name,
          category: "Mains",
          description: "A dish made for the webhook tests.",
          priceCents: 900,
          prepTime: "20 mins",
        },
      },
    );
  const startAnother = () => startServer({ ...config, seedDemoData: "never" });

  beforeAll(async () => {
    const base = loadConfig();
    const scratch = await createScratchDatabase(base.databaseUrl!);
    dropDatabase = scratch.dropDatabase;
    config = {
      ...base,
      port: 0,
      host: "127.0.0.1",
      publicUrl: undefined,
      dataDir: IN_MEMORY,
      databaseUrl: scratch.databaseUrl,
      seedDemoData: "always",
      logLevel: "error",
      publicCacheSeconds: 0,
      rateLimitPerMinute: 0,
      webhooks: { allowPrivate: true, pollMs: 100, retryScale: 0.001 },
    };
    a = await startServer(config);
    b = await startAnother();
    receiver = await startReceiver(() => (down ? 503 : 200));
    const cook = await signIn(a.url);
    const res = await cook.rest("POST", "/api/webhooks", {
      url: receiver.url,
      events: ["menu.changed"],
    });
    expect(res.status, res.text).toBe(200);
    receiver.setSecret(res.json.secret);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await receiver?.close();
    await dropDatabase();
  });

  test("a burst written through both instances is delivered once per event, none lost", async () => {
    const [onA, onB] = await Promise.all([signIn(a.url), signIn(b.url)]);
    const BURST = 40;
    const results = await Promise.all(
      Array.from({ length: BURST }, (_, i) => newDish(i % 2 ? onB : onA, `Burst dish ${i}`)),
    );
    expect(results.every((r) => r.__typename === "CreateFoodItemPayload")).toBe(true);
    await eventually(
      async () => receiver.acknowledged().length,
      (n) => n >= BURST,
      30_000,
    );
    // Liveness before absence: one more event, written after the burst, must arrive too; a duplicate
    // of the burst, were one coming, is claimed before it.
    expect((await newDish(onA, "After the burst")).__typename).toBe("CreateFoodItemPayload");
    await eventually(
      async () => receiver.received.some((r) => r.body.data.foodItem.name === "After the burst"),
      (arrived) => arrived,
      30_000,
    );
    const ids = receiver.received.map((r) => r.id);
    expect(receiver.invalid).toEqual([]);
    expect(ids.length).toBe(BURST + 1);
    expect(new Set(ids).size).toBe(BURST + 1);
    expect(new Set(receiver.received.map((r) => r.body.data.foodItem.name)).size).toBe(BURST + 1);
    const prisma = a.services.prisma;
    expect(await prisma.webhookAttempt.count()).toBe(BURST + 1);
    expect(
      await prisma.webhookMessage.count({
        where: { status: { not: "delivered" } },
      }),
    ).toBe(0);
  }, 90_000);

  test("events pending when an instance stops are delivered by the other, and by one started later", async () => {
    // At least once: an attempt cut short by a shutdown may still have reached the receiver, which
    // then sees its webhook-id twice; what counts is that every event arrives.
    const delivered = () => new Set(receiver.acknowledged().map((r) => r.body.data.foodItem.name));
    const refusals = () => b.services.prisma.webhookAttempt.count({ where: { statusCode: 503 } });

    down = true;
    let refused = await refusals();
    await newDish(await signIn(a.url), "Pending through A");
    await eventually(refusals, (n) => n > refused);
    await a.close();
    down = false;
    expect(
      (
        await eventually(
          async () => delivered(),
          (names) => names.has("Pending through A"),
          20_000,
        )
      ).has("Pending through A"),
    ).toBe(true);

    down = true;
    refused = await refusals();
    await newDish(await signIn(b.url), "Pending through B");
    await eventually(refusals, (n) => n > refused);
    await b.close();
    down = false;
    b = await startAnother();
    expect(
      (
        await eventually(
          async () => delivered(),
          (names) => names.has("Pending through B"),
          20_000,
        )
      ).has("Pending through B"),
    ).toBe(true);
  }, 90_000);
});
