// The recipe community in Chromium, as a new member meets it: join, confirm by the mailed link,
// then a cook shares a recipe behind one of their dishes, a customer likes and comments on it and
// orders the dish from the recipe.
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { logIn, useBrowser } from "./browser.ts";

const browser = useBrowser();

async function signedIn(email: string) {
  const page = await browser.newPage();
  await logIn(page, email);
  await page.waitForURL((url) => url.pathname !== "/login");
  return page;
}

/** The newest mail to `to`, read from the outbox as an admin. */
async function latestMail(admin: Page, to: string) {
  const res = await admin.request.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`);
  expect(res.status()).toBe(200);
  return (await res.json())[0] as { subject: string; text: string };
}

describe("the recipe community in the browser", () => {
  test("a visitor browses and is pointed to log in to join", async () => {
    const page = await browser.newPage();
    await page.goto("/recipes");
    await page.getByRole("heading", { name: "Recipe Community" }).waitFor();
    await page.getByTestId("recipe-card").filter({ hasText: "Chicken Tinga" }).waitFor();
    await page.getByRole("link", { name: "Login to Join" }).click();
    await page.waitForURL("**/login");
  });

  test("a customer joins, confirms by the mailed link and becomes a Community Member", async () => {
    const page = await signedIn("customer2@homeplate.dev");
    await page.goto("/recipes");
    await page.getByRole("button", { name: "Join Community" }).click();
    await page.getByText("Community Joined!").waitFor();
    await page.getByText("Please check your email to confirm your membership.").waitFor();
    await page.getByText("Check Email to Confirm").waitFor();

    const admin = await signedIn("admin@homeplate.dev");
    const mail = await latestMail(admin, "customer2@homeplate.dev");
    expect(mail.subject).toBe("Confirm your HomePlate community membership");
    const link = mail.text.match(/https?:\/\/\S+\/api\/community\/confirm\?token=\S+/)![0];

    await page.goto(link);
    await page.getByText("Welcome to the community!").waitFor();
    await page.waitForURL((url) => url.pathname === "/recipes" && url.search === "");
    await page.getByText("Community Member").waitFor();
    await page.getByRole("link", { name: "Share Recipe" }).click();
    await page.waitForURL("**/recipes/create");
    await page.getByText("Basic Information").waitFor();

    // The same link works once: opened signed out, it is refused.
    const again = await browser.newPage();
    const res = await again.request.get(link, { maxRedirects: 0 });
    expect(res.status()).toBe(400);
  });

  test("a cook shares a recipe behind a dish; a customer likes it, comments and orders the dish from it", async () => {
    const cook = await signedIn("cook@homeplate.dev");
    await cook.goto("/recipes/create");
    await cook.getByLabel("Title").fill("Carnitas Michoacán");
    await cook
      .getByLabel("Description")
      .fill("Pork slowly confited in its own lard, then crisped: my carnitas plate at home.");
    await cook.getByLabel("Prep time").fill("30 mins");
    await cook.getByLabel("Cook time").fill("3 hours");
    await cook.getByLabel("Servings").fill("8");
    await cook.getByLabel("Cuisine (optional)").fill("Mexican");
    await cook.getByRole("textbox", { name: "Ingredient 1", exact: true }).fill("2 kg pork shoulder");
    await cook.getByRole("button", { name: "Add Ingredient" }).click();
    await cook.getByRole("textbox", { name: "Ingredient 2", exact: true }).fill("500 g lard");
    await cook.getByRole("textbox", { name: "Step 1", exact: true }).fill("Cut the pork in large chunks and salt it.");
    await cook.getByRole("button", { name: "Add Step" }).click();
    await cook
      .getByRole("textbox", { name: "Step 2", exact: true })
      .fill("Simmer in the lard for three hours, then crisp.");
    await cook.getByPlaceholder("Add a tag and press Enter").fill("Pork");
    await cook.keyboard.press("Enter");
    await cook.getByLabel("The dish this recipe leads to (optional)").selectOption({ label: "Carnitas Plate" });
    await cook.getByRole("button", { name: "Share Recipe" }).click();
    await cook.getByText("Recipe Created!").waitFor();
    await cook.waitForURL((url) => url.pathname === "/recipes");
    const mine = cook.getByTestId("recipe-card").filter({ hasText: "Carnitas Michoacán" });
    await mine.getByRole("link", { name: "View Recipe" }).click();
    // Its author, a cook, sees the dish it leads to and may change that link here.
    await cook.getByText("Made in a HomePlate kitchen: Carnitas Plate").waitFor();
    const link = cook.getByLabel("The dish this recipe leads to", { exact: true });
    await expect
      .poll(() => link.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent))
      .toBe("Carnitas Plate");

    const customer = await signedIn("customer@homeplate.dev");
    await customer.goto("/recipes");
    await customer.getByLabel("Search recipes").fill("carnitas");
    const card = customer.getByTestId("recipe-card").filter({ hasText: "Carnitas Michoacán" });
    await card.getByRole("link", { name: "View Recipe" }).click();
    await customer.getByRole("heading", { name: "Carnitas Michoacán" }).waitFor();
    await customer.getByText("500 g lard").waitFor();
    await customer.getByText("No comments yet. Be the first to share your thoughts!").waitFor();

    await customer.getByRole("button", { name: /: like Carnitas Michoacán$/ }).click();
    await customer.getByRole("button", { name: "1 like: unlike Carnitas Michoacán" }).waitFor();

    await customer.getByRole("radio", { name: "4 stars: Very Good" }).click();
    await customer.getByLabel("Comment").fill("Crisp edges, tender inside. Ordering the plate tonight!");
    await customer.getByRole("button", { name: "Add Comment" }).click();
    const comment = customer.getByTestId("recipe-comment").filter({ hasText: "Crisp edges" });
    await comment.getByText("Casey Morgan").waitFor();
    await comment.getByRole("img", { name: "4 of 5 stars" }).waitFor();

    const dish = customer.getByTestId("recipe-dish");
    await dish.getByText("Open now").waitFor();
    await dish.getByRole("link", { name: "Order this dish" }).click();
    await customer.waitForURL(/\/food\/\d+$/);
    await customer.getByRole("heading", { name: "Carnitas Plate" }).waitFor();
    await customer.getByRole("link", { name: "Carnitas Michoacán" }).waitFor();
    await customer.getByText("The recipe behind it:").waitFor();
    await customer.getByRole("button", { name: "Add to Cart" }).click();
    // The shared server's other stories may have left another kitchen's dish in this cart.
    const newCart = customer.getByRole("button", { name: "Start New Cart" });
    const added = customer.getByText("Added to Cart");
    await newCart.or(added).first().waitFor();
    if (await newCart.isVisible()) await newCart.click();
    await customer.getByText("1 × Carnitas Plate").waitFor();

    // The cook's dashboard shows the recipe's figures beside the dish.
    await cook.goto("/cook");
    const figures = cook.getByTestId("recipe-dishes").getByText("Carnitas Plate").locator("xpath=../..");
    await figures.getByText("1 like").waitFor();
    await figures.getByText("1 comment").waitFor();
    await figures.getByText("2 views").waitFor(); // the cook's and the customer's
  });
});
