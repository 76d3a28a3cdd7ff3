// The checkout's delivery address card in Chromium: text that could name several known places offers
// them to choose from, the chosen one becomes the delivery address, and one nobody can find is refused.
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

test("an ambiguous delivery address offers its candidates; the chosen one is used; an unknown one is refused", async () => {
  await setCart(server, ids.jordan.id, [[ids.carnitas.id, 1]]);
  const page = await browser.newPage(server.url);
  await logIn(page, "customer2@homeplate.dev");
  await page.waitForURL("**/restaurants");
  await page.goto("/checkout");
  await page.getByTestId("delivery-address").getByText(ids.jordan.address!).waitFor();

  await page.getByRole("button", { name: "Change" }).click();
  await page.getByLabel("Delivery address").fill("12 Nowhere Lane, Springfield");
  await page.getByRole("button", { name: "Use this address" }).click();
  await page.getByText("We could not find that address. Please check the street and city.").waitFor();

  await page.getByLabel("Delivery address").fill("Cesar Chavez St, Austin");
  await page.getByRole("button", { name: "Use this address" }).click();
  const choices = page.getByRole("group", { name: "Which one do you mean?" });
  await choices.waitFor();
  expect(await choices.getByRole("button").allInnerTexts()).toEqual([
    "2209 E Cesar Chavez St, Austin, TX 78702",
    "2400 E Cesar Chavez St, Austin, TX 78702",
  ]);
  await choices.getByRole("button", { name: "2400 E Cesar Chavez St, Austin, TX 78702" }).click();
  await page.getByTestId("delivery-address").getByText("2400 E Cesar Chavez St, Austin, TX 78702").waitFor();
  await setCart(server, ids.jordan.id, []);
});
