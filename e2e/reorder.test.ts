// Reorder in Chromium: from the order history a customer puts a past order's dishes back into the
// cart at today's prices and lands on checkout; a cart of another kitchen is replaced after confirming.
import { afterAll, beforeAll, expect, test } from "vitest";
import { checkout, demoIds, setCart } from "../api/src/test/orders.ts";
import { startTestServer, type TestServer } from "../api/src/test/server.ts";
import { logIn, useBrowser } from "./browser.ts";
import { WEEKDAYS } from "../api/src/domain/store/defaults.ts";

const browser = useBrowser({ ownServer: true });
let server: TestServer;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  await server.services.prisma.storeSettings.update({
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

test("a customer reorders a delivered order from the history, replacing another kitchen's cart", async () => {
  const jordan = await server.signIn("customer2@homeplate.dev");
  await setCart(server, ids.jordan.id, [
    [ids.carnitas.id, 2],
    [ids.churros.id, 1],
  ]);
  const orderId = (await checkout(jordan)).completed.order.databaseId as number;
  await server.services.prisma.order.update({
    where: { id: orderId },
    data: { status: "delivered", deliveredAt: new Date() },
  });
  await setCart(server, ids.jordan.id, [[ids.katsu.id, 1]]);

  const page = await browser.newPage(server.url);
  await logIn(page, "customer2@homeplate.dev");
  await page.waitForURL("**/restaurants");
  await page.goto("/orders");
  const card = page.getByTestId(`order-${orderId}`);
  await card.getByRole("button", { name: "Reorder" }).click();
  const dialog = page.getByRole("dialog", { name: "Start a new cart?" });
  await dialog.getByRole("button", { name: "Start New Cart" }).click();
  await page.getByText("Added to Cart").first().waitFor();
  await page.waitForURL("**/checkout");
  await page.getByText("Carnitas Plate").first().waitFor();
  await page.getByText("Churros con Chocolate").first().waitFor();
  const cart = await server.services.prisma.cartLine.findMany({ where: { userId: ids.jordan.id } });
  expect(cart.map((l) => [l.foodItemId, l.quantity]).sort()).toEqual(
    [
      [ids.carnitas.id, 2],
      [ids.churros.id, 1],
    ].sort(),
  );
});
