// Delivery in Chromium, the parts that stand on today's schema: /gps-features follows a fake
// geolocation and draws the offline maplibre map (its own lazy chunk, worker served as .mjs), and
// demo mode moves its driver; /gps-test geocodes and estimates through the server; the tracking
// page shows the status timeline and the same progress as words in a live region that follows the
// cook's steps without a reload, and 'Share Tracking' copies the link. (The driver's side needs the
// delivery schema: e2e/drafts/delivery.test.ts.draft.)
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { OfflineMaps } from "../api/src/services/maps.ts";
import { logIn, useBrowser } from "./browser.ts";

const browser = useBrowser();
const shots = path.resolve(import.meta.dirname, "screenshots");

async function logInAndWait(page: Page, email: string, password?: string) {
  await logIn(page, email, password);
  await page.waitForURL((url) => url.pathname !== "/login");
}

describe("delivery pages in the browser", () => {
  test("GPS features follows the device's position on an offline map, and demo mode moves a driver", async () => {
    const page = await browser.newPage();
    const mapRequests: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin !== new URL(browser.baseUrl()).origin) mapRequests.push(request.url());
    });
    await page.context().grantPermissions(["geolocation"]);
    await page.context().setGeolocation({ latitude: 30.2672, longitude: -97.7431 });
    await logInAndWait(page, "customer@homeplate.dev");
    await page.goto("/gps-features");
    await page.getByText("Tracking Inactive").waitFor();
    await page.getByRole("button", { name: "Start Real GPS" }).click();
    await page.getByText("GPS Connected").first().waitFor();
    await page.getByText("Tracking Active").waitFor();
    await page.getByRole("tab", { name: "Live Tracking" }).click();
    await page.getByTestId("gps-position").getByText("30.26720, -97.74310").waitFor();
    await page.context().setGeolocation({ latitude: 30.27, longitude: -97.74 });
    await page.getByTestId("gps-position").getByText("30.27000, -97.74000").waitFor();

    await page.getByRole("tab", { name: "Delivery Map" }).click();
    const marker = page.getByTestId("driver-marker");
    await marker.waitFor();
    expect(await marker.getAttribute("data-lat")).toBe("30.27000");
    // maplibre drew its canvas (WebGL in software) without fetching anything off the site.
    await page.locator("[data-testid=delivery-map] canvas.maplibregl-canvas").waitFor();

    await page.getByRole("button", { name: "Demo Mode" }).click();
    await page.getByText("Demo Mode Started").first().waitFor();
    const first = await marker.getAttribute("data-lat");
    await page.waitForFunction(
      (lat) => document.querySelector("[data-testid=driver-marker]")?.getAttribute("data-lat") !== lat,
      first,
      { timeout: 8_000 },
    );
    await page.getByRole("img", { name: "Kitchen" }).waitFor();
    await page.getByRole("img", { name: "Delivery address" }).waitFor();
    await page.screenshot({ path: path.join(shots, "gps-features-desktop.png") });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(shots, "gps-features-phone.png"), fullPage: true });

    await page.getByRole("button", { name: "Stop Tracking" }).click();
    await page.getByText("Tracking Inactive").waitFor();
    expect(mapRequests).toEqual([]);

    // System Status is the GPS services card, read from the server: online with its offline router.
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.getByRole("tab", { name: "System Status" }).click();
    const card = page.getByTestId("gps-services");
    await card.getByText("Online").waitFor();
    await card.getByText("offline", { exact: true }).waitFor();
    await card
      .getByText("Configure Google Maps API key or Mapbox access token to enable real-time tracking.")
      .waitFor();
    await card.getByRole("button", { name: "Refresh" }).click();
    await card.getByText("Online").waitFor();
  });

  test("GPS test loads the map library, geocodes through the server, reads the current location, and its tracking panel shows the server's estimate until 'Delivered!'", async () => {
    const page = await browser.newPage();
    await page.context().grantPermissions(["geolocation"]);
    await page.context().setGeolocation({ latitude: 30.26, longitude: -97.75 });
    await logInAndWait(page, "customer2@homeplate.dev");
    await page.goto("/gps-test");
    await page.getByRole("button", { name: "Test Maps Service" }).click();
    await page.getByText("Maps service loaded").first().waitFor();

    // The sample address is Maria's kitchen in the demo data: offline it is placed at its ZIP code.
    expect(await page.getByLabel("Address to geocode").inputValue()).toBe("1619 S 1st St, Austin, TX 78704");
    await page.getByRole("button", { name: "Geocode" }).click();
    const geocoded = page.getByTestId("geocode-result");
    await geocoded.getByText("30.24280, -97.76580").waitFor();
    await geocoded.getByText("Found", { exact: true }).waitFor();
    await page.getByTestId("gps-results").getByText('"lat": 30.2428').waitFor();
    expect(await page.getByTestId("gps-results").innerText()).toContain('"lng": -97.7658');
    // An address nobody in HomePlate has: the server's NotFoundError, inline, in the toast and recorded.
    await page.getByLabel("Address to geocode").fill("1 Nowhere Lane, Atlantis");
    await page.getByRole("button", { name: "Geocode" }).click();
    await geocoded.getByText("Address not found.").waitFor();
    await geocoded.getByText("Not found", { exact: true }).waitFor();
    await page.getByTestId("toast").getByText("Geocoding failed").waitFor();
    await page.getByTestId("gps-results").getByText('"result": null').waitFor();
    expect(await page.getByTestId("gps-results").innerText()).toContain('"type": "NotFoundError"');
    // Too short to be an address: the server's ValidationError.
    await page.getByLabel("Address to geocode").fill("");
    await page.getByRole("button", { name: "Geocode" }).click();
    await geocoded.getByText("Please enter an address.").waitFor();
    await geocoded.getByText("Error", { exact: true }).waitFor();

    await page.getByRole("button", { name: "Test Current Location" }).click();
    await page.getByTestId("gps-results").getByText('"lat": 30.26,').waitFor();
    expect(await page.getByTestId("gps-results").innerText()).toMatch(/"version": "6\./);

    // The estimate is the server's: the offline router's route from the fix to the panel's destination.
    const destination = { lat: 30.2747, lng: -97.7404 };
    const offline = new OfflineMaps(null as never);
    await page.getByRole("tab", { name: "Live Tracking" }).click();
    await page.getByRole("button", { name: "Start Tracking" }).click();
    await page.getByText("Tracking Started").first().waitFor();
    const estimate = page.getByTestId("gps-estimate");
    const first = await offline.route({ lat: 30.26, lng: -97.75 }, destination);
    await estimate.getByText(`Distance: ${first.distanceMiles.toFixed(2)} mi`).waitFor();
    await estimate.getByText(`Estimated time: ${first.durationMinutes} min`).waitFor();
    await estimate.getByText("Traffic: light").waitFor();
    await estimate.getByText("Confidence: 60%").waitFor();
    await estimate.getByText(first.steps[0]!.instruction).waitFor();
    // A new fix asks again.
    await page.context().setGeolocation({ latitude: 30.2705, longitude: -97.7455 });
    const second = await offline.route({ lat: 30.2705, lng: -97.7455 }, destination);
    expect(second.distanceMiles).not.toBe(first.distanceMiles);
    await estimate.getByText(`Distance: ${second.distanceMiles.toFixed(2)} mi`).waitFor();
    // Within 0.1 mi of the panel's destination.
    await page.context().setGeolocation({ latitude: 30.2748, longitude: -97.7405 });
    await page.getByText("Delivered!").waitFor();
    await page.getByText("Delivery Complete").first().waitFor();
  });

  test("the driver application walks four steps; only the licence number's rule shows inline, the others are toasts", async () => {
    const page = await browser.newPage();
    await logInAndWait(page, "customer2@homeplate.dev");
    await page.goto("/driver-registration");
    await page.getByText("Step 1 of 4").waitFor();
    for (const requirement of ["Valid driver's license", "Vehicle insurance", "18+ years old", "Clean driving record"])
      await page.getByText(requirement).waitFor();
    await page.getByRole("button", { name: "Get Started" }).click();
    await page.getByText("Step 2 of 4").waitFor();
    // Next does not validate.
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Step 3 of 4").waitFor();
    expect(await page.getByLabel("Vehicle year").inputValue()).toBe(String(new Date().getFullYear() - 5));
    await page.getByRole("button", { name: "Submit Application" }).click();
    await page.getByText("Step 2 of 4").waitFor();
    await page.getByText("License number is required").waitFor();
    await page.getByLabel("License number").fill("TX1234567");
    expect(await page.getByText("License number is required").count()).toBe(0);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Submit Application" }).click();
    await page.getByText("Vehicle make is required").waitFor();
    await page.getByLabel("Vehicle make").fill("Honda");
    await page.getByLabel("Vehicle model").fill("Fit");
    await page.getByLabel("Vehicle year").fill("1999");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await page.getByText("Vehicle year must be 2000 or later").waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, "driver-registration-phone.png"), fullPage: true });
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByText("Step 2 of 4").waitFor();
    expect(await page.getByLabel("License number").inputValue()).toBe("TX1234567");
  });

  test("the tracking page shows the timeline and the progress as words, follows the cook live, and shares its link", async () => {
    const customer = await browser.newPage();
    await customer.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    const email = `tracking.${Date.now()}@example.com`;
    const registered = await customer.request.post("/api/customers/register", {
      data: {
        name: "Toni Tracking",
        email,
        password: "secret123",
        phone: "5125550177",
        address: "1501 Red River St, Austin, TX 78701",
        role: "customer",
      },
    });
    expect(registered.status()).toBe(200);
    await customer.context().clearCookies();
    await logInAndWait(customer, email, "secret123");
    await customer.goto("/");
    await customer.getByRole("link", { name: "Churros con Chocolate" }).first().click();
    await customer.getByRole("button", { name: "Add to Cart" }).click();
    await customer.getByText("Added to Cart").first().waitFor();
    await customer.goto("/checkout");
    await customer.getByLabel("Card number").fill("4242 4242 4242 4242");
    await customer.getByLabel("Expiry").fill("12 / 34");
    await customer.getByLabel("CVC").fill("123");
    await customer.getByRole("button", { name: /^Pay \$/ }).click();
    await customer.waitForURL(/\/tracking\?orderId=\d+$/);
    const orderId = Number(new URL(customer.url()).searchParams.get("orderId"));

    const timeline = customer.getByRole("list", { name: "Order progress" });
    await timeline.getByText("Order Confirmed").waitFor();
    for (const label of ["Order Pending", "Being Prepared", "Ready for Pickup", "Picked Up", "On the Way", "Delivered"])
      await timeline.getByText(label, { exact: true }).waitFor();
    expect(await timeline.locator("[aria-current=step]").innerText()).toContain("Order Confirmed");
    const live = customer.getByRole("status").filter({ hasText: "minutes" });
    expect(await customer.getByTestId("tracking-text").getAttribute("aria-live")).toBe("polite");
    // The server's ETA (Order.etaMinutes): the countdown to the time promised at payment.
    const serverEta = async () =>
      (await (await customer.request.get(`/api/orders/${orderId}/tracking`)).json())[0].etaMinutes as number;
    const minutesIn = async (words: RegExp) => {
      const text = customer.getByTestId("tracking-text").getByText(words);
      await text.waitFor();
      return Number((await text.innerText()).match(words)![1]);
    };
    const confirmed = await minutesIn(/^Order Confirmed, about (\d+) minutes to delivery$/);
    expect(Math.abs(confirmed - (await serverEta()))).toBeLessThanOrEqual(1);
    expect(await live.count()).toBeGreaterThan(0);

    // The cook's steps arrive without a reload.
    const cook = await browser.newPage();
    await logInAndWait(cook, "cook@homeplate.dev");
    await cook.goto("/chef-management?tab=orders");
    const card = cook.getByTestId(`kitchen-order-${orderId}`);
    await card.getByRole("button", { name: "Start Preparing" }).click();
    const preparing = await minutesIn(/^Being Prepared, about (\d+) minutes to delivery$/);
    expect(Math.abs(preparing - (await serverEta()))).toBeLessThanOrEqual(1);
    expect(await timeline.locator("[aria-current=step]").innerText()).toContain("Being Prepared");
    await card.getByRole("button", { name: "Mark as Ready" }).click();
    await customer.getByTestId("tracking-text").getByText("Ready for pickup, waiting for a driver").waitFor();

    expect(await customer.getByRole("link", { name: "View on Map" }).getAttribute("href")).toContain(
      encodeURIComponent("1501 Red River St"),
    );
    await customer.getByRole("button", { name: "Share Tracking" }).click();
    await customer.getByText("Link Copied").first().waitFor();
    // The shared link is the read-only tracking page anyone may open, not the customer's own page.
    expect(await customer.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`^${new URL(customer.url()).origin}/track/[A-Za-z0-9_-]{43}$`),
    );
    await customer.screenshot({ path: path.join(shots, "tracking-desktop.png"), fullPage: true });
    await customer.setViewportSize({ width: 390, height: 844 });
    await customer.waitForTimeout(300);
    await customer.screenshot({ path: path.join(shots, "tracking-phone.png"), fullPage: true });
  });
});
