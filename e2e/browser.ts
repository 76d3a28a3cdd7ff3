// Chromium from Debian, driven by playwright-core: never a downloaded browser.
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, type TestContext } from "vitest";
import { startTestServer, type TestServer } from "../api/src/test/server.ts";

export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const shots = path.resolve(import.meta.dirname, "screenshots");

/**
 * One browser per test file, a fresh context (cookies, storage) per test, a screenshot after each;
 * and a test server of the file's own (from the run's template, so files run side by side without
 * seeing each other's data), unless the file starts one with settings of its own (`ownServer`).
 */
export function useBrowser(opts: { ownServer?: boolean } = {}) {
  let browser: Browser;
  let server: TestServer | undefined;
  const pages: Page[] = [];
  const baseUrl = () => {
    if (!server) throw new Error("this file starts its own server: pass its URL");
    return server.url;
  };
  beforeAll(async () => {
    if (!opts.ownServer) server = await startTestServer();
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  });
  afterEach(async (ctx: TestContext) => {
    fs.mkdirSync(shots, { recursive: true });
    const name = ctx.task.name.replace(/[^\w]+/g, "-").slice(0, 80);
    for (const [i, page] of pages.entries()) {
      await page
        .screenshot({ path: path.join(shots, `${name}${i ? `-${i}` : ""}.png`), fullPage: true })
        .catch(() => {});
      await page.context().close();
    }
    pages.length = 0;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    baseUrl,
    /** A page in a fresh browser context, on the file's test server unless another URL is given. */
    async newPage(baseURL: string = baseUrl()) {
      const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 860 } });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      pages.push(page);
      return page;
    },
  };
}

/** Signs in through the login page; the demo accounts' password unless another is given. */
export async function logIn(page: Page, email: string, password = "homeplate123") {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}
