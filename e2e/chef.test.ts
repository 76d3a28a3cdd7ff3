// The seeded cook in Chromium: a category, a dish with an uploaded photo, then a special that
// customers' menu data shows.
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { logIn, useBrowser } from "./browser.ts";

const browser = useBrowser();

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
    await dialog.getByLabel("Meal").selectOption({ label: "Lunch" });
    await dialog.getByLabel("Description").fill("Grilled street corn with crema, cotija, chile and lime.");
    await dialog.getByLabel("Price ($)").fill("7.50");
    await dialog.getByLabel("Prep time").fill("10-15 mins");
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 240, g: 190, b: 40 } } })
      .png()
      .toBuffer();
    await dialog.getByLabel("Image file").setInputFiles({ name: "elote.png", mimeType: "image/png", buffer: png });
    await page.getByText("Image uploaded successfully").waitFor();
    await dialog.getByText("Contains none of these").click();
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

    // The customer sees it: in the /api menu list, on the menu page with its SPECIAL badge, and on its page.
    const customer = await browser.newPage();
    await logIn(customer, "customer@homeplate.dev");
    await customer.waitForURL((url) => !url.pathname.startsWith("/login"));
    const items = (await (await customer.request.get("/api/food-items")).json()) as any[];
    const item = items.find((i) => i.name === "Elote Asado");
    expect(item).toMatchObject({ isOnSpecial: true, price: "7.50", specialPrice: "5.99", imageUrl: src });
    await customer.goto("/");
    const menuCard = customer.getByRole("link", { name: "Elote Asado" });
    await menuCard.getByText("SPECIAL", { exact: true }).waitFor();
    await menuCard.getByText("$5.99").waitFor();
    expect(await menuCard.locator("del").textContent()).toBe("$7.50");
    await customer.goto(`/food/${item.id}`);
    await customer.getByRole("heading", { name: "Elote Asado" }).waitFor();
    await customer.getByText("20% OFF").waitFor();
    expect(await customer.getByRole("img", { name: "Elote Asado" }).first().getAttribute("src")).toBe(src);
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
    // The Marketing tab leads to the kitchen's promotions: its promo codes.
    await page.goto("/platform-settings");
    await page.getByRole("tab", { name: "Marketing" }).click();
    await page.getByRole("link", { name: "Manage promo codes" }).click();
    await page.waitForURL("**/chef-management?tab=promos");
    await page.getByRole("tab", { name: "Promo codes", selected: true }).waitFor();
  });

  test("a cook awaiting approval sees the store's defaults but no Save button", async () => {
    // A cook of its own: the admin's tests approve the seeded pending cook on this shared server.
    const page = await browser.newPage();
    const email = `pending.${Date.now()}@example.com`;
    const res = await page.request.post("/api/chefs/register", {
      data: {
        name: "Pat Pending",
        email,
        password: "secret123",
        phone: "5125550191",
        address: "900 E 11th St, Austin, TX",
        businessName: "Pat's Pantry",
        description: "Home-style soups and breads, baked daily.",
        specialties: "Lentil soup, rye bread",
        experienceYears: 3,
        role: "cook",
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    await page.context().clearCookies();
    await logIn(page, email, "secret123");
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    await page.goto("/platform-settings");
    await page.getByText("You can save your store settings once your chef application is approved.").waitFor();
    expect(await page.getByRole("button", { name: "Save Settings" }).count()).toBe(0);
  });

  test("a customer is refused the chef area", async () => {
    const page = await browser.newPage();
    await logIn(page, "customer@homeplate.dev");
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    await page.goto("/chef-management");
    await page.getByText("This area is only accessible to approved chefs.").waitFor();
  });
});
