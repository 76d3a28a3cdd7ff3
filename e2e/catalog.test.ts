// A customer's catalog and cart in Chromium: the menu with its specials, a dish's page, the cart
// badge, and the one-cook-per-cart dialog.
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { useBrowser } from "./browser.ts";

const browser = useBrowser();

/** A fresh customer (so no other test shares the cart), signed in through the login page. */
async function newCustomer(page: Page) {
  const email = `menu.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  const res = await page.request.post("/api/customers/register", {
    data: {
      name: "Morgan Menu",
      email,
      password: "secret123",
      phone: "5125550111",
      address: "500 E 7th St, Austin, TX",
      role: "customer",
    },
  });
  expect(res.status()).toBe(200);
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("secret123");
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL("**/restaurants");
}

const cartCount = (page: Page) => page.getByTestId("cart-count");

describe("catalog and cart in the browser", () => {
  test("a customer sees the menu with a SPECIAL, adds 2 of a dish, and another cook's dish asks to start a new cart", async () => {
    const page = await browser.newPage();
    await newCustomer(page);
    await page.goto("/");
    await page.getByRole("heading", { name: "Popular Near You" }).waitFor();
    for (const tab of ["All Foods", "Breakfast", "Lunch", "Dinner", "Desserts"])
      await page.getByRole("tab", { name: tab }).waitFor();
    const tacos = page.getByRole("link", { name: "Chicken Tinga Tacos" });
    await tacos.getByText("SPECIAL", { exact: true }).waitFor();
    await tacos.getByText("$9.99").waitFor();
    expect(await tacos.locator("del").textContent()).toBe("$12.00");

    await page.getByRole("tab", { name: "Desserts" }).click();
    await page.getByRole("link", { name: "Tres Leches Cake" }).waitFor();
    expect(await page.getByRole("link", { name: "Chicken Tinga Tacos" }).count()).toBe(0);

    await page.getByRole("tab", { name: "All Foods" }).click();
    await page.getByRole("link", { name: "Chicken Tinga Tacos" }).click();
    await page.getByRole("heading", { name: "Chicken Tinga Tacos" }).waitFor();
    await page.getByText("17% OFF").waitFor();
    await page.getByText("Taco Tuesday all week long").waitFor();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    expect(await page.getByTestId("line-total").textContent()).toBe("Total: $19.98");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByText("Added to Cart").first().waitFor();
    await cartCount(page).filter({ hasText: "2" }).waitFor();

    // The cart is on the server: a reload keeps it.
    await page.reload();
    await cartCount(page).filter({ hasText: "2" }).waitFor();

    await page.goto("/");
    await page.getByRole("link", { name: "Matcha Cheesecake" }).click();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Start a new cart?").waitFor();
    await dialog.getByText("Your cart has dishes from Maria's Kitchen.", { exact: false }).waitFor();
    await dialog.getByRole("button", { name: "Keep Current Cart" }).click();
    await cartCount(page).filter({ hasText: "2" }).waitFor();

    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Start New Cart" }).click();
    await cartCount(page).filter({ hasText: "1" }).waitFor();

    // The cart drawer, and its way to checkout.
    await page.getByRole("button", { name: "Cart (1 items)" }).click();
    await page.getByRole("dialog").getByText("Matcha Cheesecake").waitFor();
    await page.getByRole("dialog").getByText("$7.00").first().waitFor();
    expect(await page.getByRole("dialog").getByRole("link", { name: "Checkout" }).getAttribute("href")).toBe(
      "/checkout",
    );
  });

  test("restaurants list the kitchens with 3 dishes and lead to a chef's menu", async () => {
    const page = await browser.newPage();
    // Other browser tests add dishes to Maria's Kitchen on this shared server: count what is listed now.
    const chefs = (await (await page.request.get("/api/chefs")).json()) as {
      dishCount: number;
      restaurant: { restaurantName: string };
    }[];
    const dishes = chefs.find((chef) => chef.restaurant.restaurantName === "Maria's Kitchen")!.dishCount;
    expect(dishes).toBeGreaterThanOrEqual(8);
    await newCustomer(page);
    const maria = page.locator("div.chakra-card__root", { hasText: "Maria's Kitchen" });
    await maria.getByText(`${dishes} dishes`).waitFor();
    await maria.getByText(`+${dishes - 3} more dishes`).waitFor();
    await maria.getByRole("link", { name: "View Menu" }).click();
    await page.waitForURL(/\/chef\/\d+$/);
    await page.getByRole("heading", { name: "Maria's Kitchen" }).waitFor();
    await page.getByRole("link", { name: "Carnitas Plate" }).waitFor();
  });

  test("a visitor on a dish's page sees a login prompt instead of the order form; an unknown dish is 'Food Item Not Found'", async () => {
    const page = await browser.newPage();
    const items = await (await page.request.get("/api/food-items")).json();
    await page.goto(`/food/${items[0].id}`);
    await page.getByRole("heading", { name: items[0].name }).waitFor();
    await page.getByRole("link", { name: "log in" }).waitFor();
    expect(await page.getByRole("button", { name: "Add to Cart" }).count()).toBe(0);
    await page.goto("/food/999999");
    await page.getByRole("heading", { name: "Food Item Not Found" }).waitFor();
  });
});
