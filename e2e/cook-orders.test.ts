// The cook's Orders tab in Chromium: a customer in another browser orders a Maria dish through the
// food page and the test card; the order appears on the cook's open tab without a reload, and the
// cook starts preparing it and marks it ready. Other files add dishes and orders to Maria's kitchen,
// so nothing here counts them.
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { useBrowser } from "./browser.ts";

const browser = useBrowser();

async function logIn(page: Page, email: string, password = "homeplate123") {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

describe("the cook's orders in the browser", () => {
  test("a paid order appears live on the cook's Orders tab; the cook prepares it and marks it ready", async () => {
    const cook = await browser.newPage();
    await logIn(cook, "cook@homeplate.dev");
    await cook.goto("/chef-management?tab=orders");
    await cook.getByRole("tab", { name: "Orders", selected: true }).waitFor();
    // The tab has loaded (either the empty state or earlier orders) and subscribed.
    await cook.waitForFunction(
      () =>
        document.querySelector("[data-testid^='kitchen-order-']") || document.body.innerText.includes("No orders yet"),
    );
    await cook.waitForTimeout(500);

    const customer = await browser.newPage();
    const email = `cook.orders.${Date.now()}@example.com`;
    const registered = await customer.request.post("/api/customers/register", {
      data: {
        name: "Riley Orders",
        email,
        password: "secret123",
        phone: "5125550144",
        address: "1501 Red River St, Austin, TX 78701",
        role: "customer",
      },
    });
    expect(registered.status()).toBe(200);
    await customer.context().clearCookies();
    await logIn(customer, email, "secret123");
    await customer.goto("/");
    await customer.getByRole("link", { name: "Carnitas Plate" }).first().click();
    await customer.getByRole("heading", { name: "Carnitas Plate" }).waitFor();
    await customer.getByRole("button", { name: "Increase quantity" }).click();
    await customer.getByRole("button", { name: "Add to Cart" }).click();
    await customer.getByText("Added to Cart").first().waitFor();
    await customer.goto("/checkout");
    await customer.getByText("Carnitas Plate").first().waitFor();
    await customer.getByLabel("Card number").fill("4242 4242 4242 4242");
    await customer.getByLabel("Expiry").fill("12 / 34");
    await customer.getByLabel("CVC").fill("123");
    await customer.getByRole("button", { name: /^Pay \$/ }).click();
    await customer.waitForURL(/\/tracking\?orderId=\d+$/);
    const orderId = Number(new URL(customer.url()).searchParams.get("orderId"));

    // No reload on the cook's side: the order arrives over the subscription.
    const card = cook.getByTestId(`kitchen-order-${orderId}`);
    await card.waitFor();
    await card.getByText(`Order #${orderId}`).waitFor();
    await card.getByText("Riley Orders", { exact: false }).waitFor();
    await card.getByText("2 × Carnitas Plate").waitFor();
    await card.getByText("Deliver to: 1501 Red River St, Austin, TX 78701").waitFor();
    await card.getByText("Order Confirmed").waitFor();
    expect(await card.getByText(/^Total \$\d+\.\d\d$/).count()).toBe(1);

    await card.getByRole("button", { name: "Start Preparing" }).click();
    await card.getByText("Being Prepared").waitFor();
    await customer.getByText("Being Prepared").first().waitFor();
    await card.getByRole("button", { name: "Mark as Ready" }).click();
    await card.getByText("Ready for Pickup").waitFor();
    expect(await card.getByRole("button").count()).toBe(0);
    await customer.getByText("Ready for Pickup").first().waitFor();

    // The dashboard's recent orders show it, and View All Orders leads back here.
    await cook.goto("/cook");
    await cook.getByText(`Order #${orderId} · Riley Orders`).waitFor();
    await cook.getByRole("link", { name: "View All Orders" }).click();
    await cook.waitForURL("**/chef-management?tab=orders");
    await cook.getByTestId(`kitchen-order-${orderId}`).waitFor();
  });
});
