// A new customer in Chromium: search that forgives a typo, hearts on dishes and kitchens, the
// /favourites page, a dietary profile that marks and hides conflicting dishes and asks before one
// goes into the cart; and a cook who must declare a new dish's allergens.
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { logIn, useBrowser } from "./browser.ts";

const browser = useBrowser();

async function newCustomer(page: Page) {
  const email = `fav.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  const res = await page.request.post("/api/customers/register", {
    data: {
      name: "Riley Favourite",
      email,
      password: "secret123",
      phone: "5125550112",
      address: "500 E 7th St, Austin, TX",
      role: "customer",
    },
  });
  expect(res.status()).toBe(200);
  await page.context().clearCookies();
  await logIn(page, email, "secret123");
  await page.waitForURL("**/restaurants");
}

describe("favourites, dietary profile and search in the browser", () => {
  test('a customer searches "enchilda", hearts the dish and a kitchen, and finds both on /favourites', async () => {
    const page = await browser.newPage();
    await newCustomer(page);
    await page.goto("/");
    await page.getByRole("searchbox", { name: "Search dishes and kitchens" }).fill("enchilda");
    const results = page.getByTestId("search-results");
    await results.getByText('Results for "enchilda"').waitFor();
    await results.getByRole("link", { name: "Mole Poblano Enchiladas" }).waitFor();
    await results.getByRole("button", { name: "Add Mole Poblano Enchiladas to favourites" }).click();
    await results.getByRole("button", { name: "Remove Mole Poblano Enchiladas from favourites" }).waitFor();

    await page.goto("/restaurants");
    await page.getByRole("button", { name: "Add Kenji Tanaka's kitchen to favourites" }).click();
    await page.getByRole("button", { name: "Remove Kenji Tanaka's kitchen from favourites" }).waitFor();

    await page.getByRole("link", { name: "Favourites" }).click();
    await page.waitForURL("**/favourites");
    await page.getByRole("heading", { name: "My Favourites" }).waitFor();
    await page.getByRole("link", { name: "Mole Poblano Enchiladas" }).waitFor();
    await page.getByTestId("favourite-kitchen").getByText("Kenji's Home Kitchen").waitFor();

    // Taking the heart off removes the card at once, and the server agrees.
    await page.getByRole("button", { name: "Remove Mole Poblano Enchiladas from favourites" }).click();
    await page.getByText("Tap the heart on a dish to keep it here.").waitFor();
    const saved = await (await page.request.get("/api/favourites")).json();
    expect(saved.dishes).toEqual([]);
    expect(saved.kitchens.map((k: { name: string }) => k.name)).toEqual(["Kenji Tanaka"]);
  });

  test("a dietary profile marks conflicting dishes, hides them on request, and adding one asks first", async () => {
    const page = await browser.newPage();
    await newCustomer(page);
    await page.goto("/favourites");
    const profile = page.locator("#dietary-profile");
    await profile.getByText("peanuts", { exact: true }).click();
    await profile.getByRole("button", { name: "Save Dietary Profile" }).click();
    await page.getByText("Dietary profile saved").waitFor();

    await page.goto("/");
    const mole = page.getByRole("link", { name: "Mole Poblano Enchiladas" }).first();
    await mole.getByText("Contains peanuts").waitFor();

    // Hide conflicting dishes: the filtered list leaves the enchiladas out and keeps the carnitas.
    await page.getByRole("button", { name: "Filters" }).click();
    const hide = page.getByLabel("Hide dishes that conflict with my dietary profile");
    // The filters slide open: click once they are still.
    await page.waitForFunction(
      () => document.querySelector('[data-scope="collapsible"][data-part="content"]')?.getAnimations().length === 0,
    );
    await page.getByText("Hide dishes that conflict with my dietary profile").click();
    expect(await hide.isChecked()).toBe(true);
    const results = page.getByTestId("search-results");
    await results.getByRole("link", { name: "Carnitas Plate" }).waitFor();
    expect(await results.getByRole("link", { name: "Mole Poblano Enchiladas" }).count()).toBe(0);
    // The filter narrows every tab of the menu; off again, the enchiladas are back.
    await page.getByRole("tab", { name: "Dinner" }).click();
    await results.getByRole("heading", { name: "Dishes that match your filters" }).waitFor();
    expect(await page.getByRole("link", { name: "Mole Poblano Enchiladas" }).count()).toBe(0);
    await page.getByText("Hide dishes that conflict with my dietary profile").click();
    expect(await hide.isChecked()).toBe(false);
    await page.getByRole("tabpanel").getByRole("link", { name: "Mole Poblano Enchiladas" }).click();
    await page.getByRole("heading", { name: "Mole Poblano Enchiladas" }).waitFor();
    await page.getByTestId("allergens").getByText("Contains: tree nuts, peanuts, wheat, sesame").waitFor();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("This dish conflicts with your dietary profile").waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await page.getByTestId("cart-count").count()).toBe(0);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Add Anyway" }).click();
    await page.getByText("Added to Cart").first().waitFor();
    await page.getByTestId("cart-count").filter({ hasText: "1" }).waitFor();
  });

  test("a cook must declare a new dish's allergens; 'contains none' is a choice, and the dish shows its tags", async () => {
    const page = await browser.newPage();
    await logIn(page, "cook2@homeplate.dev");
    await page.waitForURL("**/chef-management");
    await page.goto("/chef-management?tab=menu");
    await page.getByRole("button", { name: "Add Menu Item" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name").fill("Cucumber Sunomono");
    await dialog.getByLabel("Description").fill("Thin cucumber in a rice vinegar dressing.");
    await dialog.getByLabel("Price ($)").fill("5.00");
    await dialog.getByLabel("Prep time").fill("5 mins");
    await dialog.getByRole("button", { name: "Add Item" }).click();
    await dialog
      .getByText("Declare the dish's allergens: tick those it contains, or 'Contains none of these'")
      .waitFor();

    await dialog.getByText("Contains none of these", { exact: true }).click();
    await dialog.getByText("vegan", { exact: true }).click();
    await dialog.getByRole("button", { name: "Add Item" }).click();
    await page.getByText("Food Item Added").waitFor();

    const dishes = (await (await page.request.get("/api/food-items")).json()) as {
      name: string;
      allergens: string[];
      dietaryTags: string[];
    }[];
    expect(dishes.find((d) => d.name === "Cucumber Sunomono")).toMatchObject({
      allergens: [],
      dietaryTags: ["vegetarian", "vegan", "dairy_free"],
    });
  });
});
