// Chromium from Debian, driven by playwright-core: never a downloaded browser.
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, inject, type TestContext } from "vitest";

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

/** One browser per test file, a fresh context (cookies, storage) per test, a screenshot after each. */
export function useBrowser() {
  let browser: Browser;
  const pages: Page[] = [];
  beforeAll(async () => {
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
  afterAll(() => browser?.close());
  return {
    baseUrl: () => inject("baseUrl"),
    /** A page in a fresh browser context, on the shared test server unless another URL is given. */
    async newPage(baseURL: string = inject("baseUrl")) {
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
