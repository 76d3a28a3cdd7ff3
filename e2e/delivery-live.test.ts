// A delivery end to end in Chromium: a customer pays with a tip; the cook readies the order in the
// chef area; the seeded approved driver (with a fake geolocation) starts GPS, accepts it, picks it
// up and drives; the customer's tracking page shows each status and the driver's marker and text
// move without a reload; the driver completes it; the customer reviews a dish. Its own server, so
// no other file's ready orders are in the pool.
import type { BrowserContext, Page } from "playwright-core";
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

// Maria's kitchen, a point on the way, and Casey's door.
const KITCHEN = { latitude: 30.2467, longitude: -97.7551 };
const HALFWAY = { latitude: 30.2628, longitude: -97.7448 };
// A block further on (~150 m): the server refuses positions that imply driving faster than 200 km/h.
const NEAR_DOOR = { latitude: 30.264, longitude: -97.744 };

async function markerPosition(page: Page) {
  const marker = page.getByTestId("driver-marker");
  await marker.waitFor();
  return [Number(await marker.getAttribute("data-lat")), Number(await marker.getAttribute("data-lng"))];
}

describe("a delivery in the browser", () => {
  test("a tipped order is readied, accepted, picked up and driven while the customer watches it live, then delivered and reviewed", async () => {
    await setCart(server, ids.casey.id, [[ids.carnitas.id, 2]]);

    // The customer pays with a 15% tip: the server's quote shows it and the total.
    const customer = await browser.newPage(server.url);
    await logIn(customer, "customer@homeplate.dev");
    await customer.waitForURL("**/restaurants");
    await customer.goto("/checkout");
    await customer.getByText("Carnitas Plate").first().waitFor();
    const before = await customer.getByTestId("total").innerText();
    await customer.getByRole("button", { name: "15%" }).click();
    // 15% of the 31.00 subtotal.
    await customer.getByTestId("tip").getByText("$4.65").waitFor();
    await customer.waitForFunction((t) => document.querySelector("[data-testid=total]")?.textContent !== t, before);
    await customer.getByLabel("Card number").fill("4242 4242 4242 4242");
    await customer.getByLabel("Expiry").fill("12 / 34");
    await customer.getByLabel("CVC").fill("123");
    await customer.getByRole("button", { name: /^Pay \$/ }).click();
    await customer.waitForURL(/\/tracking\?orderId=\d+$/);
    const orderId = Number(new URL(customer.url()).searchParams.get("orderId"));
    await customer.getByTestId("order-status").getByText("Order Confirmed").waitFor();
    await customer.getByTestId("receipt-tip").getByText("$4.65").waitFor();

    // The cook prepares it and marks it ready in the chef area.
    const cook = await browser.newPage(server.url);
    await logIn(cook, "cook@homeplate.dev");
    await cook.waitForURL((url) => url.pathname !== "/login");
    await cook.goto("/chef-management?tab=orders");
    const kitchenCard = cook.getByTestId(`kitchen-order-${orderId}`);
    await kitchenCard.getByRole("button", { name: "Start Preparing" }).click();
    await kitchenCard.getByText("Being Prepared").waitFor();
    await kitchenCard.getByRole("button", { name: "Mark as Ready" }).click();
    await customer.getByTestId("order-status").getByText("Ready for Pickup").waitFor();

    // The driver, at the kitchen, starts GPS and accepts the order.
    const driver = await browser.newPage(server.url);
    const driverContext: BrowserContext = driver.context();
    await driverContext.grantPermissions(["geolocation"]);
    await driverContext.setGeolocation(KITCHEN);
    await logIn(driver, "driver@homeplate.dev");
    await driver.waitForURL("**/driver-dashboard");
    await driver.getByRole("button", { name: "Start Tracking" }).click();
    await driver.getByText("GPS Tracking Started").first().waitFor();
    await driver.getByRole("tab", { name: /Available Orders/ }).click();
    const offer = driver.getByTestId(`delivery-${orderId}`);
    // The driver's pay includes the whole tip.
    await offer.getByText(/incl\. \$4\.65 tip/).waitFor();
    await offer.getByRole("button", { name: "Accept" }).click();
    await driver.getByText("Order Accepted").first().waitFor();
    await driver.getByRole("tab", { name: /Active Deliveries/ }).click();
    const active = driver.getByTestId(`delivery-${orderId}`);
    await active.getByRole("button", { name: "Mark as Picked Up" }).click();
    await customer.getByTestId("order-status").getByText("Picked Up").waitFor();
    await customer.getByTestId("driver-card").getByText("Dan Brooks").waitFor();
    await active.getByRole("button", { name: "On the Way" }).click();
    await customer.getByTestId("order-status").getByText("On the Way").waitFor();

    // The driver moves; the customer's marker and words follow, with no reload.
    await driverContext.setGeolocation(HALFWAY);
    await customer.waitForFunction(
      ([lat]) => Number(document.querySelector("[data-testid=driver-marker]")?.getAttribute("data-lat")) === lat,
      [Number(HALFWAY.latitude.toFixed(5))],
    );
    const farText = await customer.getByTestId("tracking-text").innerText();
    expect(farText).toMatch(/Driver Dan Brooks \d+ minutes away/);
    await driverContext.setGeolocation(NEAR_DOOR);
    await customer.waitForFunction(
      ([lat]) => Number(document.querySelector("[data-testid=driver-marker]")?.getAttribute("data-lat")) === lat,
      [Number(NEAR_DOOR.latitude.toFixed(5))],
    );
    expect(await markerPosition(customer)).toEqual([NEAR_DOOR.latitude, NEAR_DOOR.longitude]);
    expect(await customer.getByTestId("tracking-text").innerText()).not.toBe(farText);
    await customer.setViewportSize({ width: 390, height: 844 });
    await customer.screenshot({ path: "e2e/screenshots/delivery-tracking-phone.png", fullPage: true });
    await customer.setViewportSize({ width: 1280, height: 860 });
    await driver.screenshot({ path: "e2e/screenshots/delivery-driver-desktop.png", fullPage: true });

    await active.getByRole("button", { name: "Complete Delivery" }).click();
    await driver.getByText("Delivery Completed").first().waitFor();
    await customer.getByTestId("order-status").getByText("Delivered").waitFor();
    await customer.getByText("Your order has been delivered").waitFor();

    // The customer reviews a dish of the delivered order.
    await customer.goto("/orders");
    const card = customer.getByTestId(`order-${orderId}`);
    await card.getByRole("button", { name: "Review" }).first().click();
    const dialog = customer.getByRole("dialog");
    await dialog.getByRole("radio", { name: "5 stars: Excellent" }).click();
    await dialog.getByLabel("Comment").fill("Arrived hot, and I watched it come.");
    await dialog.getByRole("button", { name: "Submit Review" }).click();
    await card.getByText("Reviewed").waitFor();
  });
});
