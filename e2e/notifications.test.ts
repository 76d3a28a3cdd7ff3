// Notifications in Chromium: a customer with a paid order keeps /notifications open; the cook moves
// the order and the customer's bell counts it and the list shows it, without a reload.
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

describe("notifications in the browser", () => {
  test("the cook moves a paid order; the customer's bell counts it and /notifications lists it without a reload", async () => {
    const customer = await browser.newPage();
    const email = `notified.${Date.now()}@example.com`;
    const registered = await customer.request.post("/api/customers/register", {
      data: {
        name: "Nora Notified",
        email,
        password: "secret123",
        phone: "5125550145",
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
    await customer.getByRole("button", { name: "Add to Cart" }).click();
    await customer.getByText("Added to Cart").first().waitFor();
    await customer.goto("/checkout");
    await customer.getByLabel("Card number").fill("4242 4242 4242 4242");
    await customer.getByLabel("Expiry").fill("12 / 34");
    await customer.getByLabel("CVC").fill("123");
    await customer.getByRole("button", { name: /^Pay \$/ }).click();
    await customer.waitForURL(/\/tracking\?orderId=\d+$/);
    const orderId = Number(new URL(customer.url()).searchParams.get("orderId"));

    // The paid order's confirmation is the first notification.
    await customer.goto("/notifications");
    await customer.getByRole("heading", { name: "Notification Settings" }).waitFor();
    await customer.getByTestId("notification").filter({ hasText: "Order confirmed" }).waitFor();
    await expect.poll(() => customer.getByTestId("notification-count").textContent()).toBe("1");
    await customer.waitForTimeout(500);

    // The cook, elsewhere, starts preparing it.
    const cook = await browser.newPage();
    await logIn(cook, "cook@homeplate.dev");
    const moved = await cook.request.patch(`/api/orders/${orderId}`, { data: { status: "preparing" } });
    expect(moved.status(), await moved.text()).toBe(200);

    // Live: no reload on the customer's side.
    const item = customer.getByTestId("notification").first();
    await item.getByText("Order being prepared").waitFor();
    await item.getByText(`is preparing your order #${orderId}`, { exact: false }).waitFor();
    await expect.poll(() => customer.getByTestId("notification-count").textContent()).toBe("2");
    expect(await customer.getByRole("link", { name: "Notifications (2 unread)" }).count()).toBe(1);
    await customer.screenshot({ path: "e2e/screenshots/notifications-live.png", fullPage: true });

    // Mark one read, then all: the bell follows.
    await item.getByRole("button", { name: "Mark as read" }).click();
    await expect.poll(() => customer.getByTestId("notification-count").textContent()).toBe("1");
    await customer.getByRole("button", { name: "Mark all as read" }).click();
    await customer.getByTestId("notification-count").waitFor({ state: "detached" });
    // Settings: a toggle saves and stays after a reload.
    const sms = customer.getByRole("checkbox", { name: /SMS notifications/ });
    expect(await sms.isChecked()).toBe(false);
    await customer.getByText("SMS notifications", { exact: true }).click();
    await expect.poll(() => sms.isChecked()).toBe(true);
    await customer.waitForTimeout(300);
    await customer.reload();
    await expect.poll(() => customer.getByRole("checkbox", { name: /SMS notifications/ }).isChecked()).toBe(true);
  });

  test("/test-notifications offers subscribing where the browser supports push", async () => {
    const page = await browser.newPage();
    await logIn(page, "customer@homeplate.dev");
    await page.goto("/test-notifications");
    await page.getByRole("heading", { name: "Test Notifications" }).waitFor();
    const supported = await page.evaluate(
      () => "serviceWorker" in navigator && "PushManager" in window && "Notification" in window,
    );
    if (supported) await page.getByRole("button", { name: "Subscribe" }).waitFor();
    else await page.getByText("Not Supported").waitFor();
  });
});
