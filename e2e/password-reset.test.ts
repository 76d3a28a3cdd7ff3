// Forgetting a password and getting back in, in Chromium, following the link the server mailed.
// This file starts its own server (the web build from the global setup) to read the mail outbox.
import { afterAll, beforeAll, expect, test } from "vitest";
import { startTestServer, type TestServer } from "../api/src/test/server.ts";
import { useBrowser } from "./browser.ts";

const browser = useBrowser({ ownServer: true });
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

test("a customer asks for a reset link, follows the mailed link, sets a new password and signs in with it", async () => {
  const page = await browser.newPage(server.url);
  await page.goto("/login");
  await page.getByRole("link", { name: /Forgot password/i }).click();
  await page.waitForURL("**/forgot-password");
  // The router keeps the login page (and its Email field) on screen until the new page's code has loaded.
  await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
  await page.getByLabel("Email").fill("customer2@homeplate.dev");
  await page.getByRole("button", { name: /send|reset/i }).click();
  await page.getByText("Reset link sent!").first().waitFor();

  const mail = await server.services.prisma.mailMessage.findFirstOrThrow({ where: { to: "customer2@homeplate.dev" } });
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)![0];
  expect(new URL(link).origin).toBe(server.url);

  await page.goto(link);
  await page.getByLabel("New password").fill("brand-new-9");
  await page.getByLabel("Confirm password").fill("brand-new-8");
  await page.getByRole("button", { name: /reset|update|set/i }).click();
  await page.getByText("Passwords don't match").waitFor();
  await page.getByLabel("Confirm password").fill("brand-new-9");
  await page.getByRole("button", { name: /reset|update|set/i }).click();
  await page.waitForURL("**/login", { timeout: 8000 });

  await page.getByLabel("Email").fill("customer2@homeplate.dev");
  await page.getByLabel("Password", { exact: true }).fill("brand-new-9");
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL("**/restaurants");
  await page.getByText("Hello, Jordan Lee").waitFor();

  // The link is spent (tried from a signed-out browser: /reset-password is a visitor's page).
  const again = await browser.newPage(server.url);
  await again.goto(link);
  await again.getByLabel("New password").fill("another-pass-1");
  await again.getByLabel("Confirm password").fill("another-pass-1");
  await again.getByRole("button", { name: /reset|update|set/i }).click();
  await again.getByText("Reset Failed").waitFor();
  await again.getByText("The link may be expired.").waitFor();
});

test("logging out returns to the landing page and ends the session", async () => {
  const page = await browser.newPage(server.url);
  await page.goto("/login");
  await page.getByLabel("Email").fill("customer@homeplate.dev");
  await page.getByLabel("Password").fill("homeplate123");
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL("**/restaurants");
  await page.getByRole("button", { name: /Logout/i }).click();
  await page.waitForURL(`${server.url}/`);
  await page
    .getByRole("button", { name: /Login/i })
    .or(page.getByRole("link", { name: /Login/i }))
    .first()
    .waitFor();
  const current = await page.request.get("/api/users/current");
  expect(current.status()).toBe(401);
});
