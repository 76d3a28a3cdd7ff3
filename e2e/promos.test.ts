// Promo codes in Chromium on a phone-sized window: a cook makes a code for their kitchen, a customer
// is told why a code does not apply, applies the cook's code typed in lower case, pays, and finds it on
// the receipt; an admin makes a platform code and the dashboard shows what platform codes cost.
// This file starts its own server, so it can start from known carts.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { demoIds, setCart } from "../api/src/test/orders.ts";
import { startTestServer, type TestServer } from "../api/src/test/server.ts";
import { logIn, useBrowser } from "./browser.ts";

const browser = useBrowser({ ownServer: true });
let server: TestServer;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
});
afterAll(() => server?.close());

/** A page the size of a phone's screen. */
async function phonePage() {
  const page = await browser.newPage(server.url);
  await page.setViewportSize({ width: 390, height: 844 });
  return page;
}

async function payWith(page: Page, card: string) {
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
}

describe("promo codes in the browser", () => {
  test("a cook makes a kitchen code; a customer is refused another kitchen's, applies it in lower case, pays and sees it on the receipt", async () => {
    const cook = await phonePage();
    await logIn(cook, "cook@homeplate.dev");
    await cook.waitForURL((url) => !url.pathname.startsWith("/login"));
    await cook.goto("/chef-management?tab=promos");
    const form = cook.getByRole("form", { name: "New promo code" });
    await form.getByLabel("Code").fill("Fiesta20");
    await form.getByLabel("Percent off").fill("20");
    await form.getByLabel("Uses in all").fill("50");
    await form.getByRole("button", { name: "Create code" }).click();
    await cook.getByText("Promo code created").first().waitFor();
    const row = cook.getByTestId("promo-code").filter({ hasText: "FIESTA20" });
    await row.getByText("20% off").waitFor();
    await row.getByText("Used 0 of 50 times").waitFor();

    await setCart(server, ids.casey.id, [[ids.carnitas.id, 2]]);
    const page = await phonePage();
    await logIn(page, "customer@homeplate.dev");
    await page.waitForURL("**/restaurants");
    await page.goto("/checkout");
    await page.getByText("Carnitas Plate").first().waitFor();
    const before = await page.getByTestId("total").innerText();

    const promo = page.getByLabel("Promo code");
    await promo.fill("kenjidelivers");
    await page.getByRole("button", { name: "Apply" }).click();
    await page
      .getByTestId("promo-error")
      .getByText("The promo code KENJIDELIVERS is for orders from Kenji's Home Kitchen only.")
      .waitFor();
    expect(await page.getByTestId("discount").count()).toBe(0);

    await promo.fill("fiesta20");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByTestId("promo-applied").getByText("FIESTA20").waitFor();
    // 20% of 2 x 15.50.
    expect(await page.getByTestId("discount").innerText()).toMatch(/Promo code FIESTA20\s+-\$6\.20/);
    const after = await page.getByTestId("total").innerText();
    expect(Number(before.replace(/[^\d.]/g, "")) - Number(after.replace(/[^\d.]/g, ""))).toBeCloseTo(6.2, 2);

    await payWith(page, "4242 4242 4242 4242");
    await page.waitForURL(/\/tracking\?orderId=\d+$/);
    expect(await page.getByTestId("receipt-discount").innerText()).toMatch(/Promo code FIESTA20\s+-\$6\.20/);

    await cook.reload();
    await cook.getByTestId("promo-code").filter({ hasText: "FIESTA20" }).getByText("Used 1 of 50 times").waitFor();
  });

  test("an admin makes a platform code, and the dashboard shows what platform codes took off", async () => {
    const page = await phonePage();
    await logIn(page, "admin@homeplate.dev");
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    await page.goto("/admin");
    await page.getByTestId("platform-promo-discounts").getByText("$0.00").waitFor();
    await page.getByRole("link", { name: "Promo codes" }).click();
    await page.waitForURL("**/admin/promo-codes");
    await page.getByTestId("promo-code").filter({ hasText: "WELCOME10" }).getByText("first order only").waitFor();
    const form = page.getByRole("form", { name: "New promo code" });
    await form.getByLabel("Code").fill("freeship");
    await form.getByLabel("Discount").selectOption("FREE_DELIVERY");
    await form.getByRole("button", { name: "Create code" }).click();
    await page.getByTestId("promo-code").filter({ hasText: "FREESHIP" }).getByText("Free delivery").waitFor();
    await page
      .getByTestId("promo-code")
      .filter({ hasText: "FREESHIP" })
      .getByRole("button", { name: "Delete" })
      .click();
    await page.getByText("FREESHIP deleted").first().waitFor();
    expect(await page.getByTestId("promo-code").filter({ hasText: "FREESHIP" }).count()).toBe(0);
  });
});
