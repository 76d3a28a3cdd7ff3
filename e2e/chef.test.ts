// The seeded cook in Chromium: a category, a dish with an uploaded photo, then a special that
// customers' menu data shows.
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser } from "./browser.ts";

const browser = useBrowser();

async function logIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("homeplate123");
  await page.getByRole("button", { name: "Log In" }).click();
}

describe("chef management in the browser", () => {
  test("the cook adds a category and a dish with an uploaded image, puts it on special, and customers see the special", async () => {
    const page = await browser.newPage();
    await logIn(page, "cook@homeplate.dev");
    await page.waitForURL("**/chef-management");

    await page.goto("/chef-management?tab=categories");
    await page.getByLabel("Category name").fill("Street Food");
    await page.getByRole("button", { name: "Add Category" }).click();
    await page.getByText("Category Created").waitFor();
    await page.getByText("Street Food", { exact: true }).waitFor();

    await page.getByRole("tab", { name: "Menu" }).click();
    await page.getByRole("button", { name: "Add Menu Item" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name").fill("Elote Asado");
    await dialog.getByLabel("Category").selectOption({ label: "Street Food" });
    await dialog.getByLabel("Meal").selectOption("lunch");
    await dialog.getByLabel("Description").fill("Grilled street corn with crema, cotija, chile and lime.");
    await dialog.getByLabel("Price ($)").fill("7.50");
    await dialog.getByLabel("Prep time").fill("10-15 mins");
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 240, g: 190, b: 40 } } }).png().toBuffer();
    await dialog.getByLabel("Image file").setInputFiles({ name: "elote.png", mimeType: "image/png", buffer: png });
    await page.getByText("Image uploaded successfully").waitFor();
    await dialog.getByRole("button", { name: "Add Item" }).click();
    await page.getByText("Food Item Added").waitFor();

    const card = page.getByTestId("menu-item").filter({ hasText: "Elote Asado" });
    await card.getByText("Available", { exact: true }).first().waitFor();
    const src = await card.getByRole("img", { name: "Elote Asado" }).getAttribute("src");
    expect(src).toMatch(/^\/uploads\/food\/[0-9a-f]{32}\.webp$/);

    await card.getByRole("button", { name: "Edit" }).click();
    await dialog.getByText("Special Offer").click();
    await dialog.getByLabel("Special price ($)").fill("5.99");
    await dialog.getByLabel("Special description").fill("Summer corn");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Food Item Updated").waitFor();
    await card.getByText("Special Offer").waitFor();

    // The customer's menu data. The catalog's /api/food-items and menu page are built in parallel: once
    // merged, that list must show the special too; the GraphQL node is checked either way.
    const customer = await browser.newPage();
    await logIn(customer, "customer@homeplate.dev");
    await customer.waitForURL((url) => !url.pathname.startsWith("/login"));
    const dish = await customer.evaluate(async () => {
      const res = await fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: `{ me: viewer { role } }` }),
      });
      const role = (await res.json()).data.me.role;
      const list = await fetch("/api/food-items");
      return { role, status: list.status, items: list.ok ? await list.json() : null };
    });
    expect(dish.role).toBe("customer");
    if (dish.status === 200) {
      const item = (dish.items as any[]).find((i) => i.name === "Elote Asado");
      expect(item).toBeTruthy();
      expect(item.isOnSpecial).toBe(true);
    }
    const id = Buffer.from(`FoodItem:${(await page.evaluate(async () => {
      const res = await fetch("/api/chef/food-items");
      return ((await res.json()) as any[]).find((i) => i.name === "Elote Asado").id;
    }))}`).toString("base64");
    const seen = await customer.evaluate(async (id) => {
      const res = await fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: `query($id: ID!) { node(id: $id) { ... on FoodItem { name available specialActive effectivePriceCents priceCents imageUrl } } }`, variables: { id } }),
      });
      return (await res.json()).data.node;
    }, id);
    expect(seen).toMatchObject({ name: "Elote Asado", available: true, specialActive: true, effectivePriceCents: 599, priceCents: 750 });
    expect(seen.imageUrl).toBe(src);
  });

  test("platform settings save the cook's store and show the server's rule", async () => {
    const page = await browser.newPage();
    await logIn(page, "cook@homeplate.dev");
    await page.waitForURL("**/chef-management");
    await page.goto("/platform-settings");
    await page.getByText("Chef Settings").waitFor();
    await page.getByRole("tab", { name: "Delivery" }).click();
    await page.getByLabel("Delivery fee ($)").fill("25");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.getByText("Save Failed").waitFor();
    await page.getByText("Delivery fee must be between $0 and $20").waitFor();
    await page.getByLabel("Delivery fee ($)").fill("3.25");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.getByText("Settings Saved").waitFor();
    await page.goto("/cook-dashboard");
    await page.getByText("Delivery fee: $3.25 plus distance").waitFor();
  });

  test("a customer is refused the chef area", async () => {
    const page = await browser.newPage();
    await logIn(page, "customer@homeplate.dev");
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    await page.goto("/chef-management");
    await page.getByText("This area is only accessible to approved chefs.").waitFor();
  });
});
