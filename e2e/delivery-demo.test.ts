// Demo mode in the browser: a customer whose order is ready for pickup watches a demo delivery from
// the tracking page: the demo driver takes it, drives it on the server and delivers it, and the page
// follows every step and the moving marker without a reload. Its own server, with quick demo steps.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { checkout, demoIds, setCart } from "../api/src/test/orders.ts";
import { startTestServer, type TestServer } from "../api/src/test/server.ts";
import { logIn, useBrowser } from "./browser.ts";

const browser = useBrowser({ ownServer: true });
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demoStepMs: 200 });
});
afterAll(() => server?.close());

describe("demo mode", () => {
  test("'Watch a demo delivery' on a ready order brings it to the door live", async () => {
    const ids = await demoIds(server);
    await setCart(server, ids.casey.id, [[ids.churros.id, 2]]);
    const api = await server.signIn("customer@homeplate.dev");
    const orderId: number = (await checkout(api)).completed.order.databaseId;
    const cook = await server.signIn("cook@homeplate.dev");
    for (const status of ["preparing", "ready"])
      expect((await cook.rest("PATCH", `/api/orders/${orderId}`, { status })).status).toBe(200);

    const page = await browser.newPage(server.url);
    await logIn(page, "customer@homeplate.dev");
    await page.waitForURL("**/restaurants");
    await page.goto(`/tracking?orderId=${orderId}`);
    await page.getByTestId("order-status").getByText("Ready for Pickup").waitFor();
    await page.getByRole("button", { name: "Watch a demo delivery" }).click();
    await page.getByText("Demo Mode Started").first().waitFor();
    await page.getByTestId("driver-card").getByText("Dan Brooks").waitFor();
    await page.getByTestId("order-status").getByText("On the Way").waitFor();
    const marker = page.getByTestId("driver-marker");
    await marker.waitFor();
    const first = await marker.getAttribute("data-lat");
    await page.waitForFunction(
      (lat) => document.querySelector("[data-testid=driver-marker]")?.getAttribute("data-lat") !== lat,
      first,
    );
    await page.getByTestId("order-status").getByText("Delivered").waitFor({ timeout: 30_000 });
    // The button is gone once a driver has the order.
    expect(await page.getByRole("button", { name: "Watch a demo delivery" }).count()).toBe(0);
  });
});
