// Portions per day, a cook's day off and a tip after delivery in Chromium, as the cook and the
// customers take them. This file starts its own server (on the e2e build) to set kitchens' hours.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { WEEKDAYS } from "../api/src/domain/store/defaults.ts";
import { checkout, DECLINED_CARD, demoIds, ops, setCart, TEST_CARD } from "../api/src/test/orders.ts";
import { AUTHENTICATE_ALWAYS_CARD } from "../api/src/services/testCards.ts";
import { startTestServer, type TestServer } from "../api/src/test/server.ts";
import { logIn, useBrowser } from "./browser.ts";

const browser = useBrowser({ ownServer: true });
let server: TestServer;
let ids: Awaited<ReturnType<typeof demoIds>>;
const prisma = () => server.services.prisma;
const ALL_DAY = { isOpen: true, openTime: "00:00", closeTime: "24:00" };

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  for (const userId of [ids.maria.id, ids.kenji.id])
    await prisma().storeSettings.update({
      where: { userId },
      data: {
        vacationMode: false,
        maxOrdersPerHour: 50,
        maxOrdersPerDay: null,
        maxOrdersPerSlot: 20,
        deliveryRadiusMiles: 25,
        businessHours: Object.fromEntries(WEEKDAYS.map((d) => [d, ALL_DAY])),
      },
    });
});
afterAll(() => server?.close());

async function signedIn(email: string, landing: string) {
  const page = await browser.newPage(server.url);
  await logIn(page, email);
  await page.waitForURL(`**${landing}`);
  return page;
}

async function payWith(page: Page, card: string) {
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
}

describe("portions per day", () => {
  test("the cook sets a day's portions; the last one sold shows 'Sold out' live on another customer's dish page and the menu", async () => {
    const cook = await signedIn("cook@homeplate.dev", "/chef-management");
    await cook.goto("/chef-management?tab=menu");
    const card = cook.getByTestId("menu-item").filter({ hasText: "Carnitas Plate" });
    await card.getByRole("button", { name: "Edit" }).click();
    await cook.getByLabel("Portions per day").fill("1");
    await cook.getByRole("button", { name: "Save Changes" }).click();
    await card.getByText("1 portions a day").waitFor();

    // Jordan watches the dish while Casey buys the last portion.
    const jordan = await signedIn("customer2@homeplate.dev", "/restaurants");
    await jordan.goto(`/food/${ids.carnitas.id}`);
    await jordan
      .getByTestId("dish-portions")
      .getByText(/1 left/)
      .first()
      .waitFor();

    await setCart(server, ids.casey.id, []);
    const casey = await signedIn("customer@homeplate.dev", "/restaurants");
    await casey.goto(`/food/${ids.carnitas.id}`);
    await casey.getByRole("button", { name: "Add to Cart" }).click();
    await casey.getByText("Added to Cart").waitFor();
    await casey.goto("/checkout");
    await payWith(casey, "4242 4242 4242 4242");
    await casey.waitForURL(/\/tracking\?orderId=\d+$/);

    await jordan.getByTestId("sold-out").waitFor();
    expect(await jordan.getByTestId("sold-out").innerText()).toMatch(/Sold out for \w+day, \w+ \d+/);
    // The kitchen's menu card says so too.
    await jordan.goto(`/chef/${ids.maria.id}`);
    await jordan
      .getByRole("link", { name: /Carnitas Plate/ })
      .getByTestId("sold-out")
      .waitFor();
    await prisma().foodItem.update({ where: { id: ids.carnitas.id }, data: { portionsPerDay: null } });
  });
});

describe("a tip after delivery", () => {
  test("the customer tips from the order page: a declining card is refused with its message, the test card pays and the tip is shown", async () => {
    const api = await server.signIn("customer@homeplate.dev");
    await setCart(server, ids.casey.id, [[ids.churros.id, 2]]);
    const { order } = await checkout(api, TEST_CARD);
    const driver = await prisma().user.findUniqueOrThrow({ where: { email: "driver@homeplate.dev" } });
    await prisma().order.update({
      where: { id: order.databaseId },
      data: { status: "delivered", driverId: driver.id, deliveredAt: new Date() },
    });
    const page = await signedIn("customer@homeplate.dev", "/restaurants");
    await page.goto(`/tracking?orderId=${order.databaseId}`);
    const tip = page.getByTestId("tip-after-delivery");
    await tip.getByLabel("Card number").fill(DECLINED_CARD);
    await tip.getByRole("button", { name: "Tip $5.00" }).click();
    await page.getByText("Your card was declined.").waitFor();
    await tip.getByLabel("Card number").fill(TEST_CARD);
    await tip.getByRole("button", { name: "Tip $5.00" }).click();
    await tip.getByText("Tips given: $5.00").waitFor();
    const paid = await prisma().tip.findMany({ where: { orderId: order.databaseId, status: "succeeded" } });
    expect(paid.map((t) => t.amountCents)).toEqual([500]);
  });
});

describe("a card saved at checkout, and a tip the bank asks about", () => {
  test("the customer saves a 3-D Secure card at checkout (the bank asks, they confirm), then tips to it after delivery and confirms the tip in the app", async () => {
    await setCart(server, ids.casey.id, [[ids.churros.id, 1]]);
    const page = await signedIn("customer@homeplate.dev", "/restaurants");
    await page.goto("/checkout");
    await page.getByText("Save this card for tips after delivery").click();
    await page.getByLabel("Card number").fill(AUTHENTICATE_ALWAYS_CARD);
    await page.getByLabel("Expiry").fill("12 / 34");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await page.getByText("Your bank asks you to confirm this payment").waitFor();
    await page.getByRole("button", { name: "Confirm payment" }).click();
    await page.waitForURL("**/tracking?orderId=*");
    const orderId = Number(new URL(page.url()).searchParams.get("orderId"));
    const cards = await prisma().savedCard.findMany({ where: { userId: ids.casey.id } });
    expect(cards.map((c) => c.last4)).toContain("3184");

    const driver = await prisma().user.findUniqueOrThrow({ where: { email: "driver@homeplate.dev" } });
    await prisma().order.update({
      where: { id: orderId },
      data: { status: "delivered", driverId: driver.id, deliveredAt: new Date() },
    });
    await page.reload();
    const tip = page.getByTestId("tip-after-delivery");
    await tip.getByRole("button", { name: "Tip $3.00" }).click();
    // Charged while the customer is away, this card needs them: the tip waits, and does not count yet.
    await tip.getByText("Your bank asks you to confirm this $3.00 tip.").waitFor();
    expect(await prisma().tip.count({ where: { orderId, status: "succeeded" } })).toBe(0);
    await tip.getByRole("button", { name: "Confirm tip" }).click();
    await tip.getByText("Tips given: $3.00").waitFor();
    const paid = await prisma().tip.findMany({ where: { orderId, status: "succeeded" } });
    expect(paid.map((t) => t.amountCents)).toEqual([300]);

    // The card is listed on /orders, and removed from there.
    await page.goto("/orders");
    const saved = page.getByTestId("saved-cards");
    await saved.getByText(/ending in 3184/).waitFor();
    await saved.getByRole("button", { name: "Remove" }).first().click();
    await saved.getByText(/No saved cards/).waitFor();
    expect(await prisma().savedCard.count({ where: { userId: ids.casey.id } })).toBe(0);
  });
});

describe("a cook's day off", () => {
  test("the cook closes tomorrow; the customer who asked for suggestions is told and orders a suggested dish for the same slot in one tap", async () => {
    const api = await server.signIn("customer@homeplate.dev");
    const casey = await signedIn("customer@homeplate.dev", "/restaurants");
    await casey.goto("/notifications");
    await casey.getByText("Refund me and suggest dishes from other kitchens for the same time").click();
    await casey.getByText("We will do that if a kitchen closes.").waitFor();
    expect((await prisma().user.findUniqueOrThrow({ where: { id: ids.casey.id } })).substitutionPreference).toBe(
      "suggest",
    );

    // A paid order for tomorrow noon at Maria's.
    const slots = `query($cookId: ID!, $date: String) { result: deliverySlots(cookId: $cookId, date: $date) { ... on DeliverySlots { dates slots { start } } } }`;
    const cookId = Buffer.from(`User:${ids.maria.id}`).toString("base64");
    const tomorrow = (await api.gql(slots, { cookId })).data.result.dates[1] as string;
    const noon = (await api.gql(slots, { cookId, date: tomorrow })).data.result.slots[24].start as string;
    await setCart(server, ids.casey.id, [[ids.carnitas.id, 1]]);
    const intent = await api.mutate(ops.createIntent, { input: { scheduledFor: noon } });
    const placed = await api.mutate(ops.placeOrder, { input: { paymentIntentId: intent.paymentIntentId } });
    await api.mutate(ops.confirm, { input: { paymentIntentId: intent.paymentIntentId, cardNumber: TEST_CARD } });
    await api.mutate(ops.complete, { input: { orderId: placed.order.id } });

    const cook = await signedIn("cook@homeplate.dev", "/chef-management");
    cook.on("dialog", (dialog) => void dialog.accept());
    await cook.goto("/chef-management?tab=days");
    await cook.getByLabel("Date").fill(tomorrow);
    await cook.getByLabel("Reason").fill("Family emergency");
    await cook.getByRole("button", { name: "Close kitchen that day" }).click();
    await cook.getByText("1 scheduled order was cancelled and refunded; the customers were told.").waitFor();
    await cook.getByLabel("Days off").getByText("Family emergency").waitFor();

    await casey.goto(`/tracking?orderId=${placed.order.databaseId}`);
    const suggestions = casey.getByTestId("substitute-dishes");
    await suggestions.getByText(/Kitchen closed: Family emergency/).waitFor();
    await suggestions
      .getByRole("button", { name: /^Order / })
      .first()
      .click();
    await casey.waitForURL(/\/checkout\?scheduledFor=/);
    expect(new URL(casey.url()).searchParams.get("scheduledFor")).toBe(noon);
    const order = await prisma().order.findUniqueOrThrow({ where: { id: placed.order.databaseId } });
    expect(order).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
  });
});
