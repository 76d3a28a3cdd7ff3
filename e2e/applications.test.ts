// A signed-in customer's way to cook or drive, and the ids the pages use, in Chromium. Every page that
// offers an application (/cook, /driver, the empty menu and restaurant list) leads the customer to
// one they may open, never 'Page Not Found', and the application is filed for their own account.
// The payment return page reads the order by its number; no page builds a global id by hand (a
// wrapper round btoa records every "Type:n" it is asked to encode). This file starts its own server:
// one test takes every dish off the menu.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { WEEKDAYS } from "../api/src/domain/store/defaults.ts";
import { demoIds, ops, setCart, TEST_CARD } from "../api/src/test/orders.ts";
import { startTestServer, type TestServer } from "../api/src/test/server.ts";
import { logIn, useBrowser } from "./browser.ts";

const browser = useBrowser({ ownServer: true });
let server: TestServer;
let ids: Awaited<ReturnType<typeof demoIds>>;
const prisma = () => server.services.prisma;

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  await prisma().storeSettings.update({
    where: { userId: ids.maria.id },
    data: {
      businessHours: Object.fromEntries(
        WEEKDAYS.map((d) => [d, { isOpen: true, openTime: "00:00", closeTime: "24:00" }]),
      ),
      maxOrdersPerDay: null,
    },
  });
});
afterAll(() => server?.close());

/** A page that records the ids it encodes by hand ("Order:12", "User:3"), checked by `handMadeIds`. */
async function recordingPage() {
  const page = await browser.newPage(server.url);
  await page.addInitScript(() => {
    const encode = window.btoa.bind(window);
    const made: string[] = [];
    (window as unknown as { handMadeIds: string[] }).handMadeIds = made;
    window.btoa = (text: string) => {
      if (/^[A-Z]\w*:\d+$/.test(text)) made.push(text);
      return encode(text);
    };
  });
  return page;
}
const handMadeIds = (page: Page) => page.evaluate(() => (window as unknown as { handMadeIds: string[] }).handMadeIds);

/** A new customer, signed in on a page of their own; returns the page and the account's email. */
async function newCustomer(name: string) {
  const page = await recordingPage();
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}@example.com`;
  const registered = await page.request.post("/api/customers/register", {
    data: { name, email, password: "secret123", phone: "5125550166", address: "700 Lavaca St, Austin, TX 78701" },
  });
  expect(registered.status()).toBe(200);
  await page.context().clearCookies();
  await logIn(page, email, "secret123");
  await page.waitForURL("**/restaurants");
  return { page, email };
}

const notFound = (page: Page) => page.getByText("Page Not Found").count();

describe("a customer applies for the account they have", () => {
  test("/cook leads to the chef application, which asks no account, is filed for the customer and followed live until approved", async () => {
    const { page, email } = await newCustomer("Robin Alvarez");
    await page.goto("/cook");
    await page.getByRole("link", { name: "Apply as Chef" }).click();
    await page.waitForURL("**/chef-signup");
    await page.getByRole("heading", { name: "Become a HomePlate Chef" }).waitFor();
    expect(await notFound(page)).toBe(0);
    // The signed-in customer's account is theirs already.
    for (const label of ["Full name", "Email", "Password", "Phone"])
      expect(await page.getByLabel(label).count()).toBe(0);

    // The shared form checks the server's rules before any call.
    await page.getByRole("button", { name: "Submit Application" }).click();
    await page.getByText("Business name is required").waitFor();
    await page.getByText("Please provide your kitchen address").waitFor();

    await page.getByLabel("Business name").fill("Robin's Tamales");
    await page.getByLabel("Years of experience").fill("9");
    await page.getByLabel("Kitchen address").fill("1100 E 5th St, Austin, TX 78702");
    await page.getByLabel("Specialties").fill("Tamales, pozole, conchas");
    await page
      .getByLabel("Describe your cooking style")
      .fill("Family recipes from Oaxaca, steamed fresh every morning.");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await page.getByText("Application Submitted!").first().waitFor();
    await page.waitForURL("**/chef-application-review");
    await page.getByRole("heading", { name: "Application under review" }).waitFor();
    await page.getByText("Robin's Tamales").waitFor();

    const user = await prisma().user.findUniqueOrThrow({ where: { email }, include: { chefApplications: true } });
    expect(user.role).toBe("customer");
    expect(user.chefApplications).toMatchObject([
      { status: "pending", businessName: "Robin's Tamales", kitchenAddress: "1100 E 5th St, Austin, TX 78702" },
    ]);

    // An admin approves: the open page hears it, and the new cook's Chef Area opens.
    const admin = await server.signIn("admin@homeplate.dev");
    const decided = await admin.rest("PATCH", `/api/admin/chef-applications/${user.chefApplications[0]!.id}`, {
      status: "approved",
    });
    expect(decided.status).toBe(200);
    await page.getByRole("heading", { name: "Application approved" }).waitFor();
    await page.getByRole("link", { name: "Go to Chef Management" }).click();
    await page.waitForURL("**/chef-management");
    await page.getByText("Approved Chef").first().waitFor();
    expect(await notFound(page)).toBe(0);
    expect(await handMadeIds(page)).toEqual([]);
  });

  test("/driver offers a customer the driver application; once filed, /driver shows it under review", async () => {
    const { page, email } = await newCustomer("Sam Okafor");
    await page.goto("/driver");
    await page.getByRole("heading", { name: "Drive with HomePlate" }).waitFor();
    await page.getByRole("link", { name: "Apply to Drive" }).click();
    await page.waitForURL("**/driver-registration");
    await page.getByText("Step 1 of 4").waitFor();
    await page.getByRole("button", { name: "Get Started" }).click();
    await page.getByLabel("License number").fill("TX7654321");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Vehicle type").selectOption("motorcycle");
    await page.getByLabel("Vehicle make").fill("Honda");
    await page.getByLabel("Vehicle model").fill("CB500");
    await page.getByLabel("License plate").fill("abc1234");
    await page.getByLabel("Insurance provider").fill("Lone Star Mutual");
    await page.getByLabel("Insurance policy number").fill("LSM-99812");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await page.getByText("Step 4 of 4").waitFor();

    await page.goto("/driver");
    await page.getByRole("heading", { name: "Driver application under review" }).waitFor();
    const user = await prisma().user.findUniqueOrThrow({ where: { email }, include: { driverApplications: true } });
    expect(user.role).toBe("customer");
    expect(user.driverApplications).toMatchObject([
      { status: "pending", licenseNumber: "TX7654321", vehicleType: "motorcycle", licensePlate: "ABC1234" },
    ]);
  });

  test("with no dish on offer, the empty menu and the empty restaurant list lead a customer to both applications", async () => {
    const offered = await prisma().foodItem.findMany({ where: { available: true }, select: { id: true } });
    await prisma().foodItem.updateMany({ where: { id: { in: offered.map((d) => d.id) } }, data: { available: false } });
    try {
      const { page } = await newCustomer("Kim Nguyen");
      await page.getByRole("heading", { name: "No restaurants yet" }).waitFor();
      await page.getByRole("link", { name: "Become a Driver" }).click();
      await page.waitForURL("**/driver-registration");
      await page.getByText("Step 1 of 4").waitFor();
      await page.goBack();
      await page.getByRole("link", { name: "Become a Chef" }).click();
      await page.waitForURL("**/chef-signup");
      await page.getByRole("heading", { name: "Become a HomePlate Chef" }).waitFor();

      await page.goto("/");
      await page.getByRole("heading", { name: "We're Building Our Chef Community" }).waitFor();
      await page.getByRole("link", { name: "Apply as a Chef" }).click();
      await page.waitForURL("**/chef-signup");
      await page.getByRole("heading", { name: "Become a HomePlate Chef" }).waitFor();
      expect(await notFound(page)).toBe(0);
    } finally {
      await prisma().foodItem.updateMany({
        where: { id: { in: offered.map((d) => d.id) } },
        data: { available: true },
      });
    }
  });
});

describe("ids come from the server", () => {
  test("the payment return page reads the order by its number and completes it; an order that is not the customer's reads as not found", async () => {
    // Casey pays with the test card; the provider sends her back before the order is completed.
    const api = await server.signIn("customer@homeplate.dev");
    await setCart(server, ids.casey.id, [[ids.carnitas.id, 1]]);
    const intent = await api.mutate(ops.createIntent, { input: {} });
    const placed = await api.mutate(ops.placeOrder, { input: { paymentIntentId: intent.paymentIntentId } });
    const number = placed.order.databaseId as number;
    await api.mutate(ops.confirm, { input: { paymentIntentId: intent.paymentIntentId, cardNumber: TEST_CARD } });

    const page = await recordingPage();
    await logIn(page, "customer@homeplate.dev");
    await page.waitForURL("**/restaurants");
    await page.goto(`/order-success?orderId=${number}&payment_intent=${intent.paymentIntentId}`);
    await page.getByText("Order Placed Successfully!").first().waitFor();
    await page.waitForURL(`**/tracking?orderId=${number}`);
    expect(await prisma().order.findUniqueOrThrow({ where: { id: number } })).toMatchObject({
      status: "confirmed",
      paymentStatus: "succeeded",
    });
    // Sharing the order's tracking names it by the id the page read.
    await page.getByRole("button", { name: "Share Tracking" }).click();
    await page.locator("[data-shared-url]").waitFor();
    expect(await handMadeIds(page)).toEqual([]);

    // Another customer's order, and one that does not exist: nothing to pay, nothing attempted.
    const theirs = await prisma().order.findFirstOrThrow({ where: { customerId: { not: ids.casey.id } } });
    for (const other of [theirs.id, 2_000_000_000]) {
      await page.goto(`/order-success?orderId=${other}`);
      await page.getByRole("heading", { name: "Order not found" }).waitFor();
      expect(await page.getByText("Payment Failed").count()).toBe(0);
      expect(await handMadeIds(page)).toEqual([]);
    }
    expect((await prisma().order.findUniqueOrThrow({ where: { id: theirs.id } })).paymentStatus).toBe(
      theirs.paymentStatus,
    );
  });
});
