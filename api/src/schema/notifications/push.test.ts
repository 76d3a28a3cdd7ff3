// Web push end to end: a push service started by the test (HTTPS on a free port, as web-push only
// speaks HTTPS) checks each request's VAPID JWT (ES256 against the key the API publishes) and
// decrypts the aes128gcm body (RFC 8291/8188) with the subscription's own keys.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";
import { checkout, demoIds, setCart } from "../../test/orders.ts";

const b64u = (b: Buffer) => b.toString("base64url");
const fromB64u = (s: string) => Buffer.from(s, "base64url");

type Received = { path: string; jwtValid: boolean; jwt: any; k: string; payload: any };

/** A push service: answers each path with the statuses queued for it (201 when none), records what it could verify. */
async function startPushService(tmp: string) {
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      path.join(tmp, "key.pem"),
      "-out",
      path.join(tmp, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  const cert = fs.readFileSync(path.join(tmp, "cert.pem"));
  // web-push sends through https.request without an agent: trust our certificate in this process.
  (https.globalAgent.options as { ca?: Buffer }).ca = cert;
  const subscribers = new Map<string, { ecdh: crypto.ECDH; auth: Buffer }>();
  const statuses = new Map<string, number[]>();
  const received: Received[] = [];
  const server = https.createServer({ key: fs.readFileSync(path.join(tmp, "key.pem")), cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const queued = statuses.get(req.url!)?.shift();
      if (queued && queued >= 300) {
        received.push({ path: req.url!, jwtValid: false, jwt: null, k: "", payload: null });
        res.writeHead(queued).end();
        return;
      }
      const auth = String(req.headers.authorization ?? "");
      const m = /^vapid t=([^,]+), k=(.+)$/.exec(auth);
      const [h, p, s] = (m?.[1] ?? "..").split(".");
      const k = m?.[2] ?? "";
      const point = fromB64u(k);
      const key = crypto.createPublicKey({
        key: { kty: "EC", crv: "P-256", x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33, 65)) },
        format: "jwk",
      });
      const jwtValid = crypto.verify(
        "sha256",
        Buffer.from(`${h}.${p}`),
        { key, dsaEncoding: "ieee-p1363" },
        fromB64u(s!),
      );
      const sub = subscribers.get(req.url!)!;
      const payload = JSON.parse(decryptAes128gcm(Buffer.concat(chunks), sub.ecdh, sub.auth).toString("utf8"));
      received.push({
        path: req.url!,
        jwtValid,
        jwt: { header: JSON.parse(fromB64u(h!).toString()), claims: JSON.parse(fromB64u(p!).toString()) },
        k,
        payload,
        ...{ encoding: req.headers["content-encoding"] },
      });
      res.writeHead(queued ?? 201).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** A new browser subscription: fresh P-256 keys and auth secret, an endpoint of its own. */
    subscription(name: string, queue: number[] = []) {
      const ecdh = crypto.createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      subscribers.set(`/push/${name}`, { ecdh, auth });
      statuses.set(`/push/${name}`, queue);
      return { endpoint: `${origin}/push/${name}`, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const hmac = (key: Buffer, data: Buffer) => crypto.createHmac("sha256", key).update(data).digest();

/** RFC 8291 key derivation and RFC 8188 aes128gcm decryption of a single record. */
function decryptAes128gcm(body: Buffer, ua: crypto.ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const ecdhSecret = ua.computeSecret(asPublic);
  const prkKey = hmac(authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ua.getPublicKey(), asPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01", "binary")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01", "binary")).subarray(0, 12);
  const decipher = crypto.createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("bad padding delimiter");
  return padded.subarray(0, end);
}

let server: TestServer;
let push: Awaited<ReturnType<typeof startPushService>>;
let casey: TestClient;
let maria: TestClient;
let tmp: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "homeplate-push-"));
  push = await startPushService(tmp);
  server = await startTestServer();
  casey = await server.signIn("customer@homeplate.dev");
  maria = await server.signIn("cook@homeplate.dev");
});
afterAll(async () => {
  await server?.close();
  await push?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const waitFor = async <T>(check: () => T | undefined | Promise<T | undefined>, ms = 5000): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe("web push", () => {
  test("GET /api/push/vapid-key answers a P-256 public key, the same every time", async () => {
    const a = await server.client().rest("GET", "/api/push/vapid-key");
    expect(a.status).toBe(200);
    expect(fromB64u(a.json.publicKey)).toHaveLength(65);
    expect((await casey.rest("GET", "/api/push/vapid-key")).json.publicKey).toBe(a.json.publicKey);
  });

  test("a test push arrives signed with the VAPID key (ES256) and decrypts with the subscription's keys", async () => {
    const sub = push.subscription("casey-test");
    const saved = await casey.rest("POST", "/api/push-subscriptions", sub);
    expect(saved.status, saved.text).toBe(200);
    const res = await casey.rest("POST", "/api/push/test", { title: "Hello", message: "From the test" });
    expect(res.json).toMatchObject({ success: true, sent: 1, removed: 0, failed: 0 });
    const got = push.received.filter((r) => r.path === "/push/casey-test");
    expect(got).toHaveLength(1);
    const { publicKey } = (await casey.rest("GET", "/api/push/vapid-key")).json;
    expect(got[0]).toMatchObject({
      jwtValid: true,
      k: publicKey,
      payload: { title: "Hello", body: "From the test", url: "/notifications" },
    });
    expect(got[0]!.jwt.header).toMatchObject({ alg: "ES256" });
    expect(got[0]!.jwt.claims).toMatchObject({ aud: push.origin, sub: "mailto:no-reply@homeplate.dev" });
    expect(got[0]!.jwt.claims.exp * 1000).toBeGreaterThan(Date.now());
    await casey.rest("DELETE", "/api/push-subscriptions", { endpoint: sub.endpoint });
  });

  test("subscribing the same endpoint twice keeps one row; the spec's p256dhKey/authKey body is accepted; unsubscribe removes only one's own", async () => {
    const sub = push.subscription("dup");
    await casey.rest("POST", "/api/push-subscriptions", sub);
    await casey.rest("POST", "/api/push-subscriptions", {
      endpoint: sub.endpoint,
      p256dhKey: sub.keys.p256dh,
      authKey: sub.keys.auth,
    });
    expect(await server.services.prisma.pushSubscription.count({ where: { endpoint: sub.endpoint } })).toBe(1);
    await maria.rest("DELETE", "/api/push-subscriptions", { endpoint: sub.endpoint });
    expect(await server.services.prisma.pushSubscription.count({ where: { endpoint: sub.endpoint } })).toBe(1);
    await casey.rest("POST", "/api/push/unsubscribe", { endpoint: sub.endpoint });
    expect(await server.services.prisma.pushSubscription.count({ where: { endpoint: sub.endpoint } })).toBe(0);
    expect(
      (
        await casey.rest("POST", "/api/push-subscriptions", {
          endpoint: "http://example.com/x",
          p256dhKey: sub.keys.p256dh,
          authKey: sub.keys.auth,
        })
      ).status,
    ).toBe(400);
    expect((await server.client().rest("POST", "/api/push-subscriptions", sub)).status).toBe(401);
  });

  test("a 410 from the push service removes that subscription", async () => {
    const sub = push.subscription("gone", [410]);
    await casey.rest("POST", "/api/push-subscriptions", sub);
    const res = await casey.rest("POST", "/api/push/test", {});
    expect(res.json).toMatchObject({ sent: 0, removed: 1 });
    expect(await server.services.prisma.pushSubscription.count({ where: { endpoint: sub.endpoint } })).toBe(0);
  });

  test("other failures are retried a bounded number of times: 500 twice, then delivered; 500 forever, given up after 4 attempts", async () => {
    const flaky = push.subscription("flaky", [500, 500]);
    await casey.rest("POST", "/api/push-subscriptions", flaky);
    expect((await casey.rest("POST", "/api/push/test", {})).json).toMatchObject({ sent: 1 });
    expect(push.received.filter((r) => r.path === "/push/flaky")).toHaveLength(3);
    await casey.rest("DELETE", "/api/push-subscriptions", { endpoint: flaky.endpoint });
    const down = push.subscription("down", [503, 503, 503, 503, 503, 503]);
    await casey.rest("POST", "/api/push-subscriptions", down);
    expect((await casey.rest("POST", "/api/push/test", {})).json).toMatchObject({ sent: 0, failed: 1 });
    expect(push.received.filter((r) => r.path === "/push/down")).toHaveLength(4);
    expect(await server.services.prisma.pushSubscription.count({ where: { endpoint: down.endpoint } })).toBe(1);
    await casey.rest("DELETE", "/api/push-subscriptions", { endpoint: down.endpoint });
  });

  test("a favourite kitchen's new special is pushed to its fans", async () => {
    const sub = push.subscription("specials");
    await casey.rest("POST", "/api/push-subscriptions", sub);
    const cake = await server.services.prisma.foodItem.findFirstOrThrow({ where: { name: "Tres Leches Cake" } });
    await casey.rest("PUT", `/api/favourites/kitchens/${cake.cookId}`);
    const res = await maria.rest("PATCH", `/api/chef/food-items/${cake.id}`, {
      isOnSpecial: true,
      specialPrice: "5.00",
    });
    expect(res.status, res.text).toBe(200);
    const got = await waitFor(() => push.received.find((r) => r.path === "/push/specials"));
    expect(got).toMatchObject({
      jwtValid: true,
      payload: { title: "Maria's Kitchen has a special", url: `/food/${cake.id}` },
    });
    await maria.rest("PATCH", `/api/chef/food-items/${cake.id}`, { isOnSpecial: false });
    await casey.rest("DELETE", `/api/favourites/kitchens/${cake.cookId}`);
    await casey.rest("DELETE", "/api/push-subscriptions", { endpoint: sub.endpoint });
  });

  test("an order event pushes to the customer after the request answered; with push off, nothing is pushed", async () => {
    const ids = await demoIds(server);
    await server.services.prisma.storeSettings.updateMany({ data: { autoAcceptOrders: false } });
    const sub = push.subscription("orders");
    await casey.rest("POST", "/api/push-subscriptions", sub);
    await setCart(server, ids.casey.id, [[ids.carnitas.id, 1]]);
    const { completed } = await checkout(casey);
    const got = await waitFor(() => push.received.find((r) => r.path === "/push/orders"));
    expect(got).toMatchObject({
      jwtValid: true,
      payload: { title: "Order confirmed", url: `/tracking?orderId=${completed.order.databaseId}` },
    });
    await casey.rest("PUT", "/api/notification-settings", { pushNotifications: false });
    let res = await maria.rest("PATCH", `/api/orders/${completed.order.databaseId}`, { status: "preparing" });
    expect(res.status, res.text).toBe(200);
    // Liveness before "nothing": push back on, the next step is pushed; once it has arrived, the
    // step before it had every chance to be pushed too, and it was not.
    await casey.rest("PUT", "/api/notification-settings", { pushNotifications: true });
    res = await maria.rest("PATCH", `/api/orders/${completed.order.databaseId}`, { status: "ready" });
    expect(res.status, res.text).toBe(200);
    await waitFor(() => push.received.find((r) => r.path === "/push/orders" && r.payload?.title !== "Order confirmed"));
    expect(push.received.filter((r) => r.path === "/push/orders").map((r) => r.payload.title)).toEqual([
      "Order confirmed",
      expect.not.stringMatching(/preparing/i),
    ]);
    expect(
      await server.services.prisma.notification.count({ where: { userId: ids.casey.id, kind: "order_preparing" } }),
    ).toBe(1);
  });

  test("a new order is pushed to its cook only while their chef settings say push (notifyPush)", async () => {
    const ids = await demoIds(server);
    const PREFS = `mutation($input: UpdateChefPreferencesInput!) { result: updateChefPreferences(input: $input) { __typename } }`;
    const kitchenSub = push.subscription("kitchen");
    const customerSub = push.subscription("customer-confirmed");
    await maria.rest("POST", "/api/push-subscriptions", kitchenSub);
    await casey.rest("POST", "/api/push-subscriptions", customerSub);
    const kitchenPushes = () => push.received.filter((r) => r.path === "/push/kitchen");
    const confirmations = () => push.received.filter((r) => r.path === "/push/customer-confirmed");
    try {
      expect((await maria.mutate(PREFS, { input: { notifyPush: true } })).__typename).toBe("StoreSettingsPayload");
      await setCart(server, ids.casey.id, [[ids.carnitas.id, 1]]);
      await checkout(casey);
      await waitFor(() => kitchenPushes()[0]);
      expect(kitchenPushes()[0]!.payload).toMatchObject({ title: expect.stringMatching(/new order/i) });

      // Off: the customer's confirmation of the next order arrives (the pushes ran), the cook's does not.
      expect((await maria.mutate(PREFS, { input: { notifyPush: false } })).__typename).toBe("StoreSettingsPayload");
      const before = confirmations().length;
      await setCart(server, ids.casey.id, [[ids.carnitas.id, 1]]);
      await checkout(casey);
      await waitFor(() => confirmations().length > before || undefined);
      expect(kitchenPushes()).toHaveLength(1);
    } finally {
      await maria.mutate(PREFS, { input: { notifyPush: false } });
      await maria.rest("DELETE", "/api/push-subscriptions", { endpoint: kitchenSub.endpoint });
      await casey.rest("DELETE", "/api/push-subscriptions", { endpoint: customerSub.endpoint });
    }
  });
});

describe("VAPID keys", () => {
  test("generated keys survive a restart of the server on the same database", async () => {
    const dataDir = path.join(tmp, "db");
    const opts = { dataDir, databaseUrl: undefined, seedDemoData: "never" as const };
    const first = await startTestServer(opts);
    const a = (await first.client().rest("GET", "/api/push/vapid-key")).json.publicKey;
    await first.close();
    const second = await startTestServer(opts);
    const b = (await second.client().rest("GET", "/api/push/vapid-key")).json.publicKey;
    await second.close();
    expect(a).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(b).toBe(a);
    // Two cold starts of an embedded database on disk (initdb, then every migration), not a copy
    // of the run's template: tens of seconds on a loaded machine.
  }, 120_000);

  test("VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, when set, are the keys used", async () => {
    const s = await startTestServer({
      databaseUrl: undefined,
      seedDemoData: "never",
      vapid: { publicKey: "BPpubKeyFromEnvironment", privateKey: "priv", subject: "mailto:x@example.com" },
    });
    expect((await s.client().rest("GET", "/api/push/vapid-key")).json.publicKey).toBe("BPpubKeyFromEnvironment");
    await s.close();
  });
});
