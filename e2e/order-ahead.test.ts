// Order ahead in Chromium: a customer whose kitchen is closed now orders for a slot tomorrow, sees
// the slot on the order and cancels it before its cutoff; the cook sees it among upcoming scheduled
// orders until it joins the live queue; the cook sets the slot capacity on the platform settings page.
// This file starts its own server (on the e2e build) to set the kitchen's hours and move time.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { releaseDueOrders } from "../api/src/domain/orders/sweeps.ts";
import { WEEKDAYS } from "../api/src/domain/store/defaults.ts";
import { demoIds, setCart } from "../api/src/test/orders.ts";
import { startTestServer, type TestServer } from "../api/src/test/server.ts";
import { logIn, useBrowser } from "./browser.ts";

const browser = useBrowser({ ownServer: true });
let server: TestServer;
let ids: Awaited<ReturnType<typeof demoIds>>;
const prisma = () => server.services.prisma;

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  // Maria's kitchen opens for one hour a day, three hours from now: closed now, slots tomorrow.
  const hour = Number(
    new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", hour: "numeric", hourCycle: "h23" }).format(
      new Date(),
    ),
  );
  const open = (hour + 3) % 24;
  const pad = (h: number) => `${String(h).padStart(2, "0")}:00`;
  await prisma().storeSettings.update({
    where: { userId: ids.maria.id },
    data: {
      businessHours: Object.fromEntries(
        WEEKDAYS.map((d) => [d, { isOpen: true, openTime: pad(open), closeTime: pad(open + 1) }]),
      ),
      maxOrdersPerDay: null,
      minimumOrderCents: 500,
    },
  });
});
afterAll(() => server?.close());

async function payWith(page: Page, card: string) {
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
}

/** Checks out the customer's cart for tomorrow's first slot; returns the order number and the slot's label. */
async function orderForTomorrow(page: Page) {
  await page.goto("/checkout");
  await page.getByText(/is closed now/).waitFor();
  const picker = page.getByTestId("slot-picker");
  await picker.getByRole("button", { name: "Schedule for later" }).click();
  const day = picker.getByLabel("Delivery day");
  const tomorrow = await day.locator("option").nth(1).getAttribute("value");
  await day.selectOption(tomorrow!);
  const slot = picker.getByRole("group", { name: "Delivery slot" }).getByRole("button").first();
  const time = (await slot.innerText()).trim();
  await slot.click();
  await page.waitForURL(/scheduledFor=/);
  await page.getByRole("button", { name: /^Pay \$/ }).waitFor();
  await payWith(page, "4242 4242 4242 4242");
  await page.waitForURL(/\/tracking\?orderId=\d+$/);
  return { orderId: Number(new URL(page.url()).searchParams.get("orderId")), time };
}

describe("ordering ahead in the browser", () => {
  test("a closed kitchen's customer orders for a slot tomorrow, sees it on the order, and cancels it before the cutoff", async () => {
    await setCart(server, ids.casey.id, [[ids.carnitas.id, 1]]);
    const page = await browser.newPage(server.url);
    await logIn(page, "customer@homeplate.dev");
    await page.waitForURL("**/restaurants");
    const { orderId, time } = await orderForTomorrow(page);
    const label = page.getByTestId("scheduled-slot").getByText(/Scheduled for /);
    await label.waitFor();
    expect(await label.innerText()).toContain(time);
    const row = await prisma().order.findUniqueOrThrow({ where: { id: orderId } });
    expect(row.scheduledFor).not.toBeNull();
    expect(row.status).toBe("confirmed");

    // The history shows the slot too.
    await page.goto("/orders");
    const card = page.getByTestId(`order-${orderId}`);
    expect(await card.getByTestId("slot-badge").innerText()).toContain(time);

    await page.goto(`/tracking?orderId=${orderId}`);
    const slot = page.getByTestId("scheduled-slot");
    await slot.getByText(/^Cancel until [A-Z][a-z]{2} \d+:\d\d [AP]M$/).waitFor();
    await slot.getByRole("button", { name: "Cancel Order" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel Order" }).click();
    await page.getByText("Order Cancelled").first().waitFor();
    await page.getByText("Cancelled").first().waitFor();
    expect(await prisma().order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      status: "cancelled",
      paymentStatus: "refunded",
    });
  });

  test("the cook sees the order among upcoming scheduled orders until it joins the live queue, and sets the slot capacity", async () => {
    await setCart(server, ids.jordan.id, [[ids.churros.id, 3]]);
    const customer = await browser.newPage(server.url);
    await logIn(customer, "customer2@homeplate.dev");
    await customer.waitForURL("**/restaurants");
    const { orderId } = await orderForTomorrow(customer);

    const cook = await browser.newPage(server.url);
    await logIn(cook, "cook@homeplate.dev");
    await cook.waitForURL((url) => url.pathname !== "/login");
    await cook.goto("/chef-management?tab=orders");
    const upcoming = cook.getByTestId("upcoming-scheduled");
    await upcoming.getByTestId(`upcoming-${orderId}`).waitFor();
    expect(await cook.getByTestId(`kitchen-order-${orderId}`).count()).toBe(0);

    // Preparation should start now: the server's sweep moves it into the live queue.
    await prisma().order.update({ where: { id: orderId }, data: { prepareAt: new Date(Date.now() - 1000) } });
    expect(await releaseDueOrders(server.services)).toBe(1);
    // Read the queue again: the page's subscription may not be open yet when the sweep runs this soon
    // after loading (the live arrival of an order is cook-orders.test.ts's story).
    await cook.reload();
    await cook
      .getByTestId(`kitchen-order-${orderId}`)
      .getByText(/Scheduled for /)
      .waitFor();
    expect(await cook.getByTestId(`upcoming-${orderId}`).count()).toBe(0);

    await cook.goto("/platform-settings");
    await cook.getByRole("tab", { name: "Delivery" }).click();
    await cook.getByLabel("Max orders per delivery slot").fill("3");
    await cook.getByRole("button", { name: "Save Settings" }).click();
    await cook.getByText("Settings Saved").first().waitFor();
    expect((await prisma().storeSettings.findUniqueOrThrow({ where: { userId: ids.maria.id } })).maxOrdersPerSlot).toBe(
      3,
    );
  });
});
