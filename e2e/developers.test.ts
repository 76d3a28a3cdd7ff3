// The developer page in Chromium: a cook creates an API key (shown once) and uses it, registers a
// webhook to a receiver that checks signatures, sends a test event, sees the delivery and
// redelivers it; a customer is refused the page. Its own server, so webhooks may reach 127.0.0.1.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, type TestServer } from "../api/src/test/server.ts";
import { startReceiver, type Receiver } from "../api/src/test/webhookReceiver.ts";
import { logIn, useBrowser } from "./browser.ts";

const browser = useBrowser({ ownServer: true });
let server: TestServer;
let receiver: Receiver;

beforeAll(async () => {
  server = await startTestServer({
    webhooks: { allowPrivate: true, pollMs: 100, retryScale: 0.001 },
  });
  receiver = await startReceiver();
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

describe("the developer page", () => {
  test("a cook creates a key, registers a webhook, sends a test event and redelivers it", async () => {
    const page = await browser.newPage(server.url);
    await logIn(page, "cook@homeplate.dev");
    await page.waitForURL((url) => url.pathname !== "/login");
    await page.goto("/developers");
    await page.getByRole("heading", { name: "Developers" }).waitFor();

    await page.getByLabel("Key name").fill("Point of sale");
    await page.getByRole("button", { name: "Create API key" }).click();
    const shown = await page.getByTestId("new-api-key").locator("code").first().innerText();
    expect(shown).toMatch(/^hp_/);
    await page.getByText("Point of sale").waitFor();
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${shown}`,
      },
      body: JSON.stringify({ query: "{ viewer { email } }" }),
    });
    expect((await res.json()).data.viewer.email).toBe("cook@homeplate.dev");

    await page.getByLabel("Endpoint URL").fill(receiver.url);
    await page.getByRole("button", { name: "Add webhook" }).click();
    receiver.setSecret(await page.getByTestId("new-webhook-secret").locator("code").innerText());
    const endpoint = page.getByTestId("webhook-endpoint").filter({ hasText: receiver.url });
    await endpoint.getByRole("button", { name: "Send test event" }).click();
    await endpoint.getByRole("cell", { name: "webhook.test" }).first().waitFor();
    expect(receiver.acknowledged().map((r) => r.body.type)).toEqual(["webhook.test"]);

    await endpoint.getByRole("button", { name: "Redeliver" }).first().click();
    await expect.poll(() => receiver.acknowledged().length, { timeout: 10_000 }).toBe(2);
    expect(receiver.acknowledged()[1]!.id).toBe(receiver.acknowledged()[0]!.id);
    expect(receiver.invalid).toEqual([]);
  });

  test("a customer is refused the page", async () => {
    const page = await browser.newPage(server.url);
    await logIn(page, "customer@homeplate.dev");
    await page.waitForURL((url) => url.pathname !== "/login");
    await page.goto("/developers");
    await page.getByRole("heading", { name: "Access Denied" }).waitFor();
  });
});
