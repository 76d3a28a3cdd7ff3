// Webhooks as an integrator receives them: a receiver on a free port checks the Standard Webhooks
// signature and timestamp of every delivery, fails the first attempts and sees the retries arrive,
// and counts each event once per webhook id. The payloads, the delivery log, redelivery, the test
// event, the SSRF refusal and the disabling of an endpoint that keeps failing.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eventually } from "../../test/eventually.ts";
import { checkout, demoIds, setCart } from "../../test/orders.ts";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";
import { loadGuideVerifier, startReceiver, type Receiver } from "../../test/webhookReceiver.ts";
import { newWebhookSecret, signWebhook } from "../../services/webhookHttp.ts";

let server: TestServer;
let cook: TestClient;
beforeAll(async () => {
  server = await startTestServer({
    webhooks: { allowPrivate: true, pollMs: 100, retryScale: 0.001 },
  });
  cook = await server.signIn("cook@homeplate.dev");
});
afterAll(() => server?.close());

async function register(client: TestClient, receiver: Receiver, events: string[], query?: string) {
  const res = await client.rest("POST", "/api/webhooks", {
    url: receiver.url,
    events,
    ...(query ? { query } : {}),
  });
  expect(res.status, res.text).toBe(200);
  expect(res.json.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
  receiver.setSecret(res.json.secret);
  return res.json;
}

const newDish = (client: TestClient, name: string) =>
  client.mutate(
    `mutation($input: CreateFoodItemInput!) { result: createFoodItem(input: $input) { __typename ... on Error { message } ... on CreateFoodItemPayload { foodItem { databaseId } } } }`,
    {
      input: {
        name,
        category: "Mains",
        description: "A dish made for the webhook tests.",
        priceCents: 1250,
        prepTime: "20 mins",
      },
    },
  );

describe("the guide's signature check (docs/API.md)", () => {
  test("accepts our signature, and refuses a changed body, another secret or an old timestamp", async () => {
    const verify = await loadGuideVerifier();
    const secret = newWebhookSecret();
    const body = JSON.stringify({
      type: "order.paid",
      data: { total: "12.00" },
    });
    const now = Math.floor(Date.now() / 1000);
    const headers = (timestamp: number, key = secret, signed = body) => ({
      "webhook-id": "msg_1",
      "webhook-timestamp": String(timestamp),
      "webhook-signature": signWebhook(key, "msg_1", timestamp, signed),
    });
    expect(verify(secret, headers(now), body)).toEqual(JSON.parse(body));
    expect(() => verify(secret, headers(now), body.replace("12.00", "1.00"))).toThrow("Invalid signature");
    expect(() => verify(secret, headers(now, newWebhookSecret()), body)).toThrow("Invalid signature");
    expect(() => verify(secret, headers(now - 3600), body)).toThrow("Stale timestamp");
  });
});

describe("webhooks", () => {
  test("a failing receiver gets the retries: 500, 500, then 200, three attempts in the log, one event", async () => {
    const receiver = await startReceiver((n) => (n <= 2 ? 500 : 200));
    try {
      const endpoint = await register(cook, receiver, ["menu.changed"]);
      const list = await cook.rest("GET", "/api/webhooks");
      expect(list.json.find((e: any) => e.id === endpoint.id)).toMatchObject({
        url: receiver.url,
        events: ["menu.changed"],
        enabled: true,
      });
      expect(list.text).not.toContain("whsec_");

      expect((await newDish(cook, "Webhook Pozole")).__typename).toBe("CreateFoodItemPayload");
      await eventually(
        async () => receiver.acknowledged().length,
        (n) => n === 1,
      );
      expect(receiver.invalid).toEqual([]);
      expect(receiver.received.map((r) => r.status)).toEqual([500, 500, 200]);
      expect(new Set(receiver.received.map((r) => r.id)).size).toBe(1);
      const event = receiver.acknowledged()[0]!.body;
      expect(event).toMatchObject({
        type: "menu.changed",
        data: {
          change: "created",
          foodItem: {
            name: "Webhook Pozole",
            priceCents: 1250,
            price: "12.50",
          },
        },
      });
      expect(Math.abs(receiver.received[0]!.timestamp - Date.now() / 1000)).toBeLessThan(60);

      const deliveries = await eventually(
        () => cook.rest("GET", `/api/webhooks/${endpoint.id}/deliveries`),
        (r) => r.json.length === 3,
      );
      expect(deliveries.json.map((d: any) => d.statusCode)).toEqual([200, 500, 500]);
      expect(deliveries.json[0]).toMatchObject({
        event: "menu.changed",
        webhookId: receiver.received[0]!.id,
        succeeded: true,
        responseExcerpt: "thanks",
      });
      expect(typeof deliveries.json[0].durationMs).toBe("number");

      // Redelivery sends the same event (same webhook-id) once more.
      const again = await cook.rest("POST", `/api/webhook-deliveries/${deliveries.json[0].id}/redeliver`);
      expect(again.status, again.text).toBe(200);
      await eventually(
        async () => receiver.acknowledged().length,
        (n) => n === 2,
      );
      expect(receiver.acknowledged()[1]!.id).toBe(receiver.acknowledged()[0]!.id);

      // The test event.
      const ping = await cook.rest("POST", `/api/webhooks/${endpoint.id}/test`);
      expect(ping.status).toBe(200);
      await eventually(
        async () => receiver.acknowledged().length,
        (n) => n === 3,
      );
      expect(receiver.acknowledged()[2]).toMatchObject({
        id: ping.json.webhookId,
        body: { type: "webhook.test" },
      });

      expect((await cook.rest("DELETE", `/api/webhooks/${endpoint.id}`)).status).toBe(200);
      expect((await cook.rest("GET", `/api/webhooks/${endpoint.id}/deliveries`)).status).toBe(404);
    } finally {
      await receiver.close();
    }
  });

  test("order events reach the kitchen's endpoint and the admin's, each once, with the default shape or a registered query", async () => {
    const ids = await demoIds(server);
    const kitchen = await startReceiver();
    const platform = await startReceiver();
    const other = await startReceiver();
    try {
      await register(
        cook,
        kitchen,
        ["order.paid", "order.status_changed"],
        "subscription($orderId: ID!) { orderStatusChanged(orderId: $orderId) { databaseId status } }",
      );
      await register(await server.signIn("admin@homeplate.dev"), platform, ["order.paid"]);
      await register(await server.signIn("cook2@homeplate.dev"), other, ["order.paid"]);

      const customer = await server.signIn("customer@homeplate.dev");
      await setCart(server, ids.casey.id, [[ids.carnitas.id, 1]]);
      const { order } = await checkout(customer);

      await eventually(
        async () => kitchen.acknowledged().length + platform.acknowledged().length,
        (n) => n === 3,
      );
      const types = kitchen
        .acknowledged()
        .map((r) => r.body.type)
        .sort();
      expect(types).toEqual(["order.paid", "order.status_changed"]);
      for (const r of kitchen.acknowledged())
        expect(r.body.data).toEqual({
          orderStatusChanged: {
            databaseId: order.databaseId,
            status: "CONFIRMED",
          },
        });
      expect(platform.acknowledged()[0]!.body).toMatchObject({
        type: "order.paid",
        data: {
          order: {
            databaseId: order.databaseId,
            status: "confirmed",
            paymentStatus: "succeeded",
            total: expect.any(String),
          },
        },
      });
      expect(other.received).toEqual([]);
      expect(new Set(kitchen.received.map((r) => r.id)).size).toBe(kitchen.received.length);
    } finally {
      await Promise.all([kitchen.close(), platform.close(), other.close()]);
    }
  });

  test("a URL resolving to a private, loopback or link-local address is refused unless allowed", async () => {
    const config = server.services.config.webhooks;
    config.allowPrivate = false;
    try {
      for (const url of [
        "http://127.0.0.1:9/x",
        "http://169.254.169.254/latest",
        "http://10.0.0.7/",
        "http://[::1]/",
        "http://localhost:8080/",
      ]) {
        const res = await cook.rest("POST", "/api/webhooks", {
          url,
          events: ["menu.changed"],
        });
        expect(res.status, url).toBe(400);
        expect(res.json.error).toMatch(/private, loopback or link-local/);
      }
      expect(
        (
          await cook.rest("POST", "/api/webhooks", {
            url: "ftp://example.com/",
            events: ["menu.changed"],
          })
        ).json.error,
      ).toBe("Please enter a valid http(s) URL");
    } finally {
      config.allowPrivate = true;
    }
  });

  test("customers cannot register webhooks; a key may register only events its scopes read", async () => {
    const customer = await server.signIn("customer@homeplate.dev");
    expect(
      (
        await customer.rest("POST", "/api/webhooks", {
          url: "http://127.0.0.1:9/",
          events: ["order.paid"],
        })
      ).status,
    ).toBe(403);
    const key = (
      await cook.rest("POST", "/api/api-keys", {
        name: "menu only",
        scopes: ["menu:read"],
      })
    ).json.key;
    const withKey = (events: string[]) =>
      fetch(`${server.url}/api/webhooks`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${key}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({ url: "http://127.0.0.1:9/", events }),
      });
    expect((await withKey(["order.paid"])).status).toBe(403);
    expect((await withKey(["menu.changed"])).status).toBe(200);
    const badQuery = await cook.rest("POST", "/api/webhooks", {
      url: "http://127.0.0.1:9/",
      events: ["menu.changed"],
      query: "mutation { logout { __typename } }",
    });
    expect(badQuery.json.error).toBe("The query must be one query or subscription operation");
  });

  test("an endpoint failing for 24 hours is disabled and its owner mailed", async () => {
    const receiver = await startReceiver(() => 500);
    try {
      const endpoint = await register(cook, receiver, ["menu.changed"]);
      // Failing since longer than the (test-scaled) 24 hours.
      await server.services.prisma.webhookEndpoint.update({
        where: { id: endpoint.id },
        data: { failingSince: new Date(Date.now() - 25 * 3600) },
      });
      await newDish(cook, "Webhook Tamales");
      const disabled = await eventually(
        () =>
          server.services.prisma.webhookEndpoint.findUniqueOrThrow({
            where: { id: endpoint.id },
          }),
        (e) => !e.enabled,
      );
      expect(disabled.disabledAt).not.toBeNull();
      const mail = await server.services.prisma.mailMessage.findFirst({
        where: {
          to: "cook@homeplate.dev",
          subject: "A HomePlate webhook endpoint was disabled",
        },
      });
      expect(mail?.text).toContain(receiver.url);
      // Liveness before "nothing": a second endpoint of the same kitchen hears the next change; once it
      // has, the disabled one had its chance, and heard nothing.
      const live = await startReceiver();
      try {
        await register(cook, live, ["menu.changed"]);
        const attempts = receiver.received.length;
        await newDish(cook, "Webhook Elote");
        await eventually(
          async () => live.received.length,
          (n) => n > 0,
        );
        expect(receiver.received.length).toBe(attempts);
      } finally {
        await live.close();
      }
    } finally {
      await receiver.close();
    }
  });
});
