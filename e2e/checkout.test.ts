// A customer's order in Chromium: checkout with the test card, the tracking page, the order history,
// and a review once the order is delivered; a declined card shows 'Payment Failed'.
// This file starts its own server (on the e2e build) so it can start from known carts; the cook and
// the driver move the order along through the API, as their own pages do.
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

async function logInCustomer(page: Page, email: string) {
  await logIn(page, email);
  await page.waitForURL("**/restaurants");
}

async function payWith(page: Page, card: string) {
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
}

describe("ordering in the browser", () => {
  test("a customer checks out with the test card, follows the order, and reviews a dish once it is delivered", async () => {
    await setCart(server, ids.casey.id, []);
    const page = await browser.newPage(server.url);
    await logInCustomer(page, "customer@homeplate.dev");

    // Two dishes through their pages' Add to Cart.
    await page.goto(`/food/${ids.tacos.id}`);
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByTestId("cart-count").filter({ hasText: "2" }).waitFor();
    await page.goto(`/food/${ids.carnitas.id}`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByTestId("cart-count").filter({ hasText: "3" }).waitFor();

    await page.goto("/checkout");
    await page.getByText("Chicken Tinga Tacos").waitFor();
    // 2 x 9.99 (special) + 15.50; 2.54 miles from Maria's kitchen to Casey's address.
    expect(await page.getByTestId("subtotal").innerText()).toContain("$35.48");
    expect(await page.getByTestId("delivery-fee").innerText()).toMatch(/Delivery Fee \(2\.5 mi\)\s+\$1\.26/);
    expect(await page.getByTestId("total").innerText()).toContain("$44.10");
    await page.getByTestId("delivery-address").getByText("1501 Red River St, Austin, TX 78701").waitFor();

    await payWith(page, "4242 4242 4242 4242");
    await page.getByText("Order Placed Successfully!").first().waitFor();
    await page.waitForURL(/\/tracking\?orderId=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get("orderId"));
    await page.getByRole("heading", { name: `Order #${orderId}` }).waitFor();
    await page.getByText("Order Confirmed").first().waitFor();
    // The emptied cart shows at once: no badge, no floating cart button.
    expect(await page.getByTestId("cart-count").count()).toBe(0);
    expect(await page.getByRole("link", { name: /go to checkout/ }).count()).toBe(0);

    // The status follows live as the cook takes the order.
    const cook = await server.signIn("cook@homeplate.dev");
    const step = async (who: typeof cook, status: string) =>
      expect((await who.rest("PATCH", `/api/orders/${orderId}`, { status })).status).toBe(200);
    await step(cook, "preparing");
    await page.getByText("Being Prepared").first().waitFor();

    await page.getByRole("link", { name: "Orders" }).click();
    await page.waitForURL("**/orders");
    const card = page.getByTestId(`order-${orderId}`);
    await card.getByText("Being Prepared").waitFor();
    await card.getByText("$44.10").waitFor();
    expect(await card.getByRole("button", { name: "Review" }).count()).toBe(0);

    // The kitchen finishes it and a driver takes, collects and delivers it.
    const driver = await server.signIn("driver@homeplate.dev");
    await step(cook, "ready");
    expect((await driver.rest("POST", `/api/orders/${orderId}/assign-driver`, {})).status).toBe(200);
    for (const status of ["picked_up", "on_way", "delivered"]) await step(driver, status);
    await page.reload();
    await card.getByText("Delivered").waitFor();
    await card.getByRole("button", { name: "Review" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Submit Review" }).click();
    await page.getByText("Please select a rating before submitting").waitFor();
    await dialog.getByRole("radio", { name: "4 stars: Very Good" }).click();
    await dialog.getByText("Very Good", { exact: true }).waitFor();
    await dialog.getByLabel("Comment").fill("  Smoky, bright and generous.  ");
    await dialog.getByRole("button", { name: "Submit Review" }).click();
    await card.getByText("Reviewed").waitFor();
    const review = await server.services.prisma.review.findFirstOrThrow({ where: { orderId } });
    expect(review).toMatchObject({ rating: 4, comment: "Smoky, bright and generous.", foodItemId: ids.tacos.id });

    // The dish's page shows the new rating (the demo's past reviews and this one) and the review.
    const dish = await server.services.prisma.foodItem.findUniqueOrThrow({ where: { id: ids.tacos.id } });
    const reviews = await server.services.prisma.review.aggregate({
      where: { foodItemId: ids.tacos.id },
      _avg: { rating: true },
      _count: true,
    });
    expect(dish.reviewCount).toBe(reviews._count);
    await page.goto(`/food/${ids.tacos.id}`);
    await page
      .getByText(`${reviews._avg.rating!.toFixed(1)} (${reviews._count} review${reviews._count === 1 ? "" : "s"})`)
      .first()
      .waitFor();
    await page.getByText("Smoky, bright and generous.").waitFor();
  });

  test("a declined card shows 'Payment Failed' with the provider's message and confirms nothing", async () => {
    await setCart(server, ids.jordan.id, [[ids.churros.id, 2]]);
    const page = await browser.newPage(server.url);
    await logInCustomer(page, "customer2@homeplate.dev");
    await page.goto("/checkout");
    await page.getByText("Churros con Chocolate").waitFor();
    await payWith(page, "4000 0000 0000 0002");
    await page.getByText("Payment Failed").waitFor();
    await page.getByText("Your card was declined.").waitFor();
    expect(page.url()).toContain("/checkout");
    expect(
      await server.services.prisma.order.count({ where: { customerId: ids.jordan.id, paymentStatus: "succeeded" } }),
    ).toBe(0);
  });

  test("an empty cart says so and offers the menu", async () => {
    await setCart(server, ids.jordan.id, []);
    const page = await browser.newPage(server.url);
    await logInCustomer(page, "customer2@homeplate.dev");
    await page.goto("/checkout");
    await page.getByText("Your cart is empty").waitFor();
    await page.getByText("Add some delicious items to get started!").waitFor();
    await page.getByRole("link", { name: "Browse Menu" }).waitFor();
  });
});
