// Faults: the database or Redis goes away while the API serves. Requests during a database
// outage fail fast with a clear 503 and change nothing; once the server is back the API carries on
// by itself, with nothing lost or doubled. A Redis restart mid-stream loses no status: the
// subscriber is told (its socket closed with 1013), reconnects and hears later events, and the
// order itself is never wrong.
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eventually } from "../test/eventually.ts";
import { demoIds, checkout, setCart } from "../test/orders.ts";
import { startTestServer, type TestServer } from "../test/server.ts";
import { startOwnPostgres, startOwnRedis, type OwnPostgres, type OwnRedis } from "../test/services.ts";

const UNAVAILABLE = "HomePlate is briefly unavailable. Please try again in a moment.";

describe("a PostgreSQL outage", () => {
  let pg: OwnPostgres;
  let server: TestServer;
  beforeAll(async () => {
    pg = await startOwnPostgres();
    server = await startTestServer({ databaseUrl: pg.url });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await pg?.destroy();
  });

  test("requests fail fast with 503 while the database is down, change nothing, and the API recovers by itself", async () => {
    const casey = await server.signIn("customer@homeplate.dev");
    const { tacos } = await demoIds(server);
    const addToCart = () => casey.rest("POST", "/api/cart", { foodItemId: tacos.id, quantity: 1 });
    expect((await casey.rest("GET", "/api/food-items")).status).toBe(200);

    await pg.stop();
    const started = Date.now();
    const list = await casey.rest("GET", "/api/food-items");
    expect(list.status).toBe(503);
    expect(list.text).toBe(UNAVAILABLE);
    expect(list.headers.get("retry-after")).toBe("5");
    const current = await casey.rest("GET", "/api/users/current");
    expect(current.status).toBe(503); // not a 401: the session is fine, the database is not
    const added = await addToCart();
    expect(added.status).toBe(503);
    const menu = await casey.gql(`{ menu(first: 5) { edges { node { name } } } }`);
    expect(menu.status).toBe(503);
    expect(menu.errors?.[0]?.message).toBe(UNAVAILABLE);
    const signIn = await server
      .client()
      .rest("POST", "/api/auth/login", { email: "customer2@homeplate.dev", password: "homeplate123" });
    expect(signIn.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(5_000);

    await pg.start();
    const back = await eventually(
      () => casey.rest("GET", "/api/food-items"),
      (r) => r.status === 200,
    );
    expect(back.status).toBe(200);
    // The add refused during the outage left nothing behind; the one after it counts once.
    expect((await addToCart()).status).toBe(200);
    const lines = await server.services.prisma.cartLine.findMany({
      where: { user: { email: "customer@homeplate.dev" } },
    });
    expect(lines.map((l) => l.quantity)).toEqual([1]);
  });
});

describe("a Redis restart mid-stream", () => {
  let redis: OwnRedis;
  let server: TestServer;
  beforeAll(async () => {
    redis = await startOwnRedis();
    server = await startTestServer({ redisUrl: redis.url });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await redis?.destroy();
  });

  test("the API keeps serving while Redis is down, and the subscriber hears events again once it is back", async () => {
    const { casey, carnitas } = await demoIds(server);
    const customer = await server.signIn("customer@homeplate.dev");
    const cook = await server.signIn("cook@homeplate.dev");
    const heard: { databaseId: number; status: string }[] = [];
    const closes: number[] = [];
    let reconnects = 0;
    const ws = createClient({
      url: server.url.replace("http", "ws") + "/graphql",
      webSocketImpl: WebSocket,
      connectionParams: { sessionToken: cook.sessionToken },
      retryWait: () => new Promise((resolve) => setTimeout(resolve, 200)),
      on: {
        closed: (event) => void closes.push((event as { code: number }).code),
        connected: (_socket, _payload, wasRetry) => void (wasRetry && reconnects++),
      },
    });
    ws.subscribe(
      { query: `subscription { kitchenOrderUpdated { databaseId status } }` },
      { next: (r) => heard.push((r.data as any).kitchenOrderUpdated), error: () => {}, complete: () => {} },
    );
    await redis.untilSubscribed(`${server.services.config.redisPrefix}orderUpdated`);
    await setCart(server, casey.id, [[carnitas.id, 1]]);
    const { order } = await checkout(customer);
    await eventually(
      async () => heard.length,
      (n) => n >= 1,
    );
    expect(heard.at(-1)).toEqual({ databaseId: order.databaseId, status: "CONFIRMED" });

    await redis.stop();
    const started = Date.now();
    const preparing = await cook.rest("PATCH", `/api/orders/${order.databaseId}`, { status: "preparing" });
    expect(preparing.status).toBe(200); // the step is in the database; only its event is lost
    expect(Date.now() - started).toBeLessThan(5_000);

    await redis.start();
    // ioredis reconnects and re-subscribes by itself; the events published meanwhile are lost, so the
    // server closes the socket with 1013 and the client reconnects (and the web refetches). The next
    // step is taken once the client is back, so its event cannot fall in the gap.
    await redis.untilSubscribed(`${server.services.config.redisPrefix}orderUpdated`);
    await eventually(async () => closes.includes(1013) && reconnects > 0, Boolean, 20_000);
    await eventually(
      async () => server.liveSubscriptions().members,
      (n) => n > 0,
    );
    const ready = await cook.rest("PATCH", `/api/orders/${order.databaseId}`, { status: "ready" });
    expect(ready.status).toBe(200);
    await eventually(async () => heard.some((e) => e.status === "READY"), Boolean, 20_000);
    expect(heard.at(-1)).toEqual({ databaseId: order.databaseId, status: "READY" });
    const status = await server.services.prisma.order.findUniqueOrThrow({ where: { id: order.databaseId } });
    expect(status.status).toBe("ready");
    await ws.dispose();
  });
});
