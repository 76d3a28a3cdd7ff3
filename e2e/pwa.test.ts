// The installed app in Chromium: the manifest and Chromium's installability check, the service worker's
// offline page, /tracking offline with the order's last known status, sign-out clearing the user's
// cache, the install offer on the customer's own order (to her alone, never again after 'Not now'), and
// the update prompt.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { checkout, demoIds, setCart } from "../api/src/test/orders.ts";
import { startTestServer, type TestServer } from "../api/src/test/server.ts";
import { CHROMIUM, CHROMIUM_ARGS, logIn, useBrowser } from "./browser.ts";

const browser = useBrowser({ ownServer: true });
/** Where the page keeps the user's 'Not now' (web/src/pwa/installCapture.ts). */
const DISMISSED = "homeplate.install.dismissed";
let server: TestServer;
let orderId: number;
/** This file's own copy of the built app, so a test can deploy a new version without touching the others'. */
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), "homeplate-web-"));
  fs.cpSync(path.resolve(import.meta.dirname, "../web/dist"), webDist, { recursive: true });
  server = await startTestServer({ webDist });
  const ids = await demoIds(server);
  await setCart(server, ids.casey.id, [[ids.carnitas.id, 2]]);
  const { completed } = await checkout(await server.signIn("customer@homeplate.dev"));
  orderId = completed.order.databaseId;
}, 180_000);
afterAll(async () => {
  await server?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
}, 180_000);

/** Waits until the service worker controls the page (it claims the page once its precache is filled). */
const controlled = (page: Page) =>
  // The precache is a hundred files: on a loaded machine with browser files side by side it takes a while.
  page.waitForFunction(() => navigator.serviceWorker.controller != null, null, { timeout: 120_000 });
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** Casey on her order's tracking page, with the worker in control unless the test does not need it. */
async function caseyTracking({ withWorker = true } = {}) {
  const page = await browser.newPage(server.url);
  await logIn(page, "customer@homeplate.dev");
  await page.waitForURL("**/restaurants");
  await page.goto(`/tracking?orderId=${orderId}`);
  await page.getByRole("heading", { name: `Order #${orderId}` }).waitFor();
  if (withWorker) await controlled(page);
  return page;
}

test("the manifest is served as a manifest, and Chromium finds the app installable", async () => {
  const res = await fetch(`${server.url}/manifest.webmanifest`);
  expect(res.headers.get("content-type")).toBe("application/manifest+json");
  const manifest = await res.json();
  expect(manifest).toMatchObject({ name: expect.any(String), short_name: "HomePlate", display: "standalone" });
  expect(manifest).toMatchObject({ start_url: expect.stringMatching(/^\//), scope: "/" });
  expect(manifest.theme_color).toMatch(/^#/);
  expect(manifest.background_color).toMatch(/^#/);
  const sizes = (purpose: string) =>
    manifest.icons.filter((i: any) => i.purpose === purpose && i.type === "image/png").map((i: any) => i.sizes);
  expect(sizes("any")).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(sizes("maskable")).toContain("512x512");
  for (const icon of manifest.icons) expect((await fetch(`${server.url}${icon.src}`)).status).toBe(200);

  // Chromium does not install from an incognito profile, which every test context is: this check
  // runs in a profile of its own on disk.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "homeplate-install-"));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await context.newPage();
    await page.goto(server.url);
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}, 180_000);

test("offline, a page that needs the network shows the offline page; /tracking shows the last known status", async () => {
  const page = await caseyTracking();
  const status = await page.getByTestId("order-status").first().innerText();
  await page.context().setOffline(true);
  await page.goto("/recipes");
  await page.getByRole("heading", { name: "You are offline" }).waitFor();

  await page.goto(`/tracking?orderId=${orderId}`);
  await page.getByRole("heading", { name: `Order #${orderId}` }).waitFor();
  expect(await page.getByTestId("last-known-status").innerText()).toBe(status);
  await page.getByText(/Last known status, as of/).waitFor();
  await page.context().setOffline(false);
}, 180_000);

test("signing out deletes every cache that holds the user's data; the app's own files stay", async () => {
  const page = await caseyTracking();
  await page.waitForFunction(async () => (await caches.keys()).includes("hp-user-orders"));
  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.waitForFunction(async () => !(await caches.keys()).some((name) => name.startsWith("hp-user-")));
  const left = await cacheNames(page);
  expect(left.some((name) => name.startsWith("hp-shell-"))).toBe(true);
  expect(left.filter((name) => name.startsWith("hp-user-"))).toEqual([]);
}, 180_000);

/**
 * Raises the browser's install prompt on the page as Chromium would (headless Chromium never raises it
 * by itself); the page counts the calls of its `prompt()` in `window.prompts`.
 */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { prompts?: number };
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => void (w.prompts = (w.prompts ?? 0) + 1),
      userChoice: Promise.resolve({ outcome: "dismissed" }),
    });
    window.dispatchEvent(event);
  });

test("the tracking page offers the app to the order's customer only: an admin following the order is not offered it", async () => {
  const page = await browser.newPage(server.url);
  await logIn(page, "admin@homeplate.dev");
  await page.waitForURL((url) => url.pathname !== "/login");
  await page.goto(`/tracking?orderId=${orderId}`);
  await page.getByRole("heading", { name: `Order #${orderId}` }).waitFor();
  await page.locator("[data-testid=connection-status][data-state=connected]").waitFor();
  await offerInstall(page);
  // Liveness before absence: the cook's next step, taken after the prompt, reaches this page and draws
  // it again with the prompt held; a card offered here would have been drawn by then.
  const maria = await server.signIn("cook@homeplate.dev");
  expect((await maria.rest("PATCH", `/api/orders/${orderId}`, { status: "preparing" })).status).toBe(200);
  await page.getByTestId("order-status").getByText("Being Prepared").waitFor();
  expect(await page.getByTestId("install-card").count()).toBe(0);
}, 180_000);

test("the app offers to install itself on the customer's own order, never again after 'Not now'; 'Install' opens the browser's dialog", async () => {
  const page = await caseyTracking({ withWorker: false });
  await offerInstall(page);
  const card = page.getByTestId("install-card");
  await card.getByRole("button", { name: "Install" }).waitFor();
  await card.getByRole("button", { name: "Not now" }).click();
  await card.waitFor({ state: "detached" });

  await page.reload();
  await page.getByRole("heading", { name: `Order #${orderId}` }).waitFor();
  // Every install card the page draws from here on is recorded with the phase it was drawn in.
  await page.evaluate(() => {
    const w = window as unknown as { phase: string; cards: string[] };
    w.phase = "after 'Not now'";
    w.cards = [];
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (
            node instanceof Element &&
            node.matches('[data-testid="install-card"], :has([data-testid="install-card"])')
          )
            w.cards.push(w.phase);
    }).observe(document.body, { childList: true, subtree: true });
  });
  await offerInstall(page);
  // Liveness: the same page, its 'Not now' forgotten, draws the card for the next prompt; the prompt
  // after 'Not now' was handled before it, and drew nothing.
  await page.evaluate((key) => {
    localStorage.removeItem(key);
    (window as unknown as { phase: string }).phase = "forgotten";
  }, DISMISSED);
  await offerInstall(page);
  await card.waitFor();
  expect(await page.evaluate(() => (window as unknown as { cards: string[] }).cards)).toEqual(["forgotten"]);

  // 'Install' replays the browser's prompt, whose answer ends the offer on this device.
  await card.getByRole("button", { name: "Install" }).click();
  await card.waitFor({ state: "detached" });
  expect(await page.evaluate(() => (window as unknown as { prompts?: number }).prompts)).toBe(1);
  expect(await page.evaluate((key) => localStorage.getItem(key), DISMISSED)).not.toBeNull();
}, 180_000);

test("a new version is announced, and taken only on the tap on 'Reload'", async () => {
  const page = await caseyTracking();
  // The next deploy: the worker's script changes (as a new build's precache list would).
  const sw = path.join(webDist, "sw.js");
  fs.appendFileSync(sw, "\n// the next version\n");
  for (const compressed of [`${sw}.br`, `${sw}.gz`]) fs.rmSync(compressed, { force: true });
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const banner = page.getByTestId("update-banner");
  await banner.getByText("A new version is ready").waitFor({ timeout: 30_000 });
  // Nothing is swapped while the user has not tapped: the new worker finished installing and waits
  // (a worker that skipped waiting would be activating or active, and no longer `waiting`).
  expect(
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting?.state ?? null)),
  ).toBe("installed");
  await Promise.all([page.waitForEvent("load"), banner.getByRole("button", { name: "Reload" }).click()]);
  await page.getByRole("heading", { name: `Order #${orderId}` }).waitFor();
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null))).toBe(
    null,
  );
}, 180_000);
