// Share Tracking in Chromium: the customer makes a link on the tracking page; a visitor in another
// browser opens it, sees the status and the kitchen but no address or price, follows the order live,
// and sees the link stop working once the customer stops sharing.
import { afterAll, beforeAll, expect, test } from "vitest";
import { checkout, demoIds, openAllDay, setCart } from "../api/src/test/orders.ts";
import { startTestServer, type TestServer } from "../api/src/test/server.ts";
import { logIn, useBrowser } from "./browser.ts";

const browser = useBrowser({ ownServer: true });
let server: TestServer;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  await openAllDay(server, ids.maria.id);
});
afterAll(() => server?.close());

test("a visitor follows a shared order read-only until the customer stops sharing", async () => {
  const casey = await server.signIn("customer@homeplate.dev");
  await setCart(server, ids.casey.id, [[ids.carnitas.id, 1]]);
  const orderId = (await checkout(casey)).completed.order.databaseId as number;

  const page = await browser.newPage(server.url);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await logIn(page, "customer@homeplate.dev");
  await page.waitForURL("**/restaurants");
  await page.goto(`/tracking?orderId=${orderId}`);
  const share = page.getByRole("button", { name: "Share Tracking" });
  await share.click();
  await page.locator("[data-shared-url]").waitFor();
  const url = (await share.getAttribute("data-shared-url"))!;
  expect(url).toMatch(/\/track\/[A-Za-z0-9_-]{43}$/);

  const visitor = await browser.newPage(server.url);
  await visitor.goto(new URL(url).pathname);
  await visitor.getByRole("heading", { name: "Order from Maria's Kitchen" }).waitFor();
  await visitor.getByTestId("shared-tracking-text").getByText("Order Confirmed").waitFor();
  const order = await server.services.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
  const text = await visitor.locator("body").innerText();
  for (const secret of [order.deliveryAddress, (order.totalCents / 100).toFixed(2), "Carnitas"])
    expect(text).not.toContain(secret);

  // Live: the cook starts preparing.
  const maria = await server.signIn("cook@homeplate.dev");
  expect((await maria.rest("PATCH", `/api/orders/${orderId}`, { status: "preparing" })).status).toBe(200);
  await visitor.getByTestId("shared-tracking-text").getByText("Being Prepared").waitFor();

  await page.getByRole("button", { name: "Stop Sharing" }).click();
  await page.getByText("Sharing Stopped").first().waitFor();
  await visitor.getByText("This tracking link is not valid or has expired.").waitFor();
  await visitor.reload();
  await visitor.getByText("This tracking link is not valid or has expired.").waitFor();
});
