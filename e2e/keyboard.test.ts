// Checkout and tracking with the keyboard alone (WCAG 2.2 AA, 2.1.1 Keyboard): a customer signs in,
// pays and reaches the order's tracking page pressing only Tab, Shift+Tab, typing and Enter, with the
// focus visible at every stop, and focus moved to each new page's heading.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { demoIds, setCart } from "../api/src/test/orders.ts";
import { startTestServer, type TestServer } from "../api/src/test/server.ts";
import { useBrowser } from "./browser.ts";

const browser = useBrowser({ ownServer: true });
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  const ids = await demoIds(server);
  await setCart(server, ids.casey.id, [[ids.carnitas.id, 1]]);
});
afterAll(() => server?.close());

/** What has the focus: its accessible text, and whether the browser draws its focus outline. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const style = el ? getComputedStyle(el) : null;
    return {
      tag: el?.tagName.toLowerCase() ?? "",
      label: (el?.getAttribute("aria-label") || (el as HTMLInputElement)?.labels?.[0]?.innerText || el?.innerText || "")
        .trim()
        .replace(/\s+/g, " "),
      outlined: style != null && style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0,
    };
  });

/** Presses Tab until the focus is on what `matches` accepts (at most `limit` presses); its focus must show. */
async function tabTo(page: Page, matches: (f: { tag: string; label: string }) => boolean, limit = 60) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const now = await focused(page);
    if (matches(now)) {
      expect(now.outlined, `the focus on "${now.label}" is visible`).toBe(true);
      return;
    }
  }
  throw new Error("never reached by Tab");
}

test("a customer pays and follows the order with the keyboard alone", async () => {
  const page = await browser.newPage(server.url);
  await page.goto("/login");
  await tabTo(page, (f) => f.tag === "input" && f.label === "Email");
  await page.keyboard.type("customer@homeplate.dev");
  await tabTo(page, (f) => f.tag === "input" && f.label === "Password");
  await page.keyboard.type("homeplate123");
  await page.keyboard.press("Enter");
  await page.waitForURL("**/restaurants");

  await page.goto("/checkout");
  await page.getByText("Carnitas Plate").first().waitFor();
  await tabTo(page, (f) => f.label === "Card number");
  await page.keyboard.type("4242 4242 4242 4242");
  await tabTo(page, (f) => f.label === "Expiry");
  await page.keyboard.type("12 / 34");
  await tabTo(page, (f) => f.label === "CVC");
  await page.keyboard.type("123");
  await tabTo(page, (f) => f.tag === "button" && /^Pay \$/.test(f.label));
  await page.keyboard.press("Enter");

  await page.waitForURL(/\/tracking\?orderId=\d+$/);
  const orderId = new URL(page.url()).searchParams.get("orderId");
  const heading = page.getByRole("heading", { name: `Order #${orderId}` });
  await heading.waitFor();
  // Focus moved to the new page's heading, so the next Tab starts from the page's top.
  await page.waitForFunction(() => document.activeElement?.tagName === "H1");
  // The tracking page's own controls are reachable too.
  await tabTo(page, (f) => f.tag === "button" && f.label === "Share Tracking");
});
