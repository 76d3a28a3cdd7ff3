// The checkout's delivery address card in Chromium: text that could name several places (cities of
// one name) offers them to choose from, a typed street that places at its ZIP code keeps the
// customer's words and is priced as an approximate distance, and one that names no place is refused.
import { afterAll, beforeAll, expect, test } from "vitest";
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

test("an ambiguous delivery address offers public places; a typed street is priced approximately; an unknown one is refused", async () => {
  await setCart(server, ids.jordan.id, [[ids.carnitas.id, 1]]);
  const page = await browser.newPage(server.url);
  await logIn(page, "customer2@homeplate.dev");
  await page.waitForURL("**/restaurants");
  await page.goto("/checkout");
  await page.getByTestId("delivery-address").getByText(ids.jordan.address!).waitFor();
  expect(await page.getByTestId("approximate-distance").count()).toBe(0);

  await page.getByRole("button", { name: "Change" }).click();
  await page.getByLabel("Delivery address").fill("12 Nowhere Lane, Faraway");
  await page.getByRole("button", { name: "Use this address" }).click();
  await page
    .getByText(
      'We could not place that address. Please add its city and state or its ZIP code (for example "Austin, TX 78701").',
    )
    .waitFor();

  await page.getByLabel("Delivery address").fill("12 Main St, Springfield");
  await page.getByRole("button", { name: "Use this address" }).click();
  const choices = page.getByRole("group", { name: "Which one do you mean?" });
  await choices.waitFor();
  // Public places only, each with the customer's street kept in front of it.
  expect(await choices.getByRole("button").allInnerTexts()).toEqual([
    "12 Main St, Springfield, IL",
    "12 Main St, Springfield, MA",
    "12 Main St, Springfield, MO",
    "12 Main St, Springfield, VA",
    "12 Main St, Springfield, OH",
  ]);

  // A street no user has, in a ZIP code the gazetteer knows: the customer's words stay, and the fee is
  // reckoned to the ZIP code's centre, said to be approximate.
  await page.getByLabel("Delivery address").fill("700 Lavaca St, Austin, TX 78701");
  await page.getByRole("button", { name: "Use this address" }).click();
  await page.getByTestId("delivery-address").getByText("700 Lavaca St, Austin, TX 78701").waitFor();
  await page.getByTestId("approximate-distance").waitFor();
  await setCart(server, ids.jordan.id, []);
});
