// A visitor's first minutes with HomePlate, in Chromium: the landing page, signing up, signing in.
import { describe, expect, test } from "vitest";
import { logIn, useBrowser } from "./browser.ts";

const browser = useBrowser();

describe("accounts in the browser", () => {
  test("a visitor sees the landing page with its counters and ways in", async () => {
    // The counters are the platform's figures (cached on the server, so the page shows these).
    const res = await fetch(`${browser.baseUrl()}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: "{ platformFigures { customers approvedKitchens ordersLast30Days averageRating } }",
      }),
    });
    const figures = (await res.json()).data.platformFigures;
    const page = await browser.newPage();
    await page.goto("/");
    const counter = (value: string, label: string) =>
      page.getByText(label, { exact: true }).locator("..").getByText(value, { exact: true }).waitFor();
    await counter(String(figures.customers), "Happy Customers");
    await counter(String(figures.approvedKitchens), "Home Chefs");
    await counter(String(figures.ordersLast30Days), "Monthly Orders");
    await counter(figures.averageRating == null ? "–" : figures.averageRating.toFixed(1), "Average Rating");
    expect(await page.getByText("25,000+").count()).toBe(0);
    for (const name of ["Apply as Chef", "Apply as Driver", "Start Ordering Now"]) {
      expect(await page.getByRole("link", { name }).or(page.getByRole("button", { name })).count()).toBeGreaterThan(0);
    }
    await page.getByRole("link", { name: "Log in here" }).click();
    await page.waitForURL("**/login");
  });

  test("a customer signs up and lands on /restaurants, signed in", async () => {
    const page = await browser.newPage();
    await page.goto("/customer-signup");
    await page.getByLabel("Full name").fill("Taylor Brooks");
    await page.getByLabel("Email").fill(`taylor.${Date.now()}@example.com`);
    await page.getByLabel("Password").fill("tacos4ever");
    await page.getByLabel("Phone").fill("(512) 555-0188");
    await page.getByLabel("Delivery address").fill("700 Lavaca St, Austin, TX 78701");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Welcome to HomePlate!").first().waitFor();
    await page.waitForURL("**/restaurants");
    await page.getByText("Hello, Taylor Brooks").waitFor();
    await page.getByText("Deliver to: 700 Lavaca St, Austin, TX 78701").waitFor();
  });

  test("signup rules show their messages in the form, before any request", async () => {
    const page = await browser.newPage();
    await page.goto("/customer-signup");
    await page.getByLabel("Full name").fill("T");
    await page.getByLabel("Phone").fill("555");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Name must be at least 2 characters").waitFor();
    await page.getByText("Phone number must be at least 10 digits").waitFor();
    await page.getByText("Please provide a complete address").waitFor();
    expect(page.url()).toContain("/customer-signup");
  });

  test("the seeded cook signs in and lands on /chef-management", async () => {
    const page = await browser.newPage();
    await logIn(page, "cook@homeplate.dev");
    await page.waitForURL("**/chef-management");
    await page.getByText("Approved Chef").first().waitFor();
    await page
      .getByRole("button", { name: "Chef Area" })
      .or(page.getByRole("link", { name: "Chef Area" }))
      .first()
      .waitFor();
  });

  test("a wrong password shows 'Login Failed'", async () => {
    const page = await browser.newPage();
    await logIn(page, "customer@homeplate.dev", "not-my-password");
    await page.getByText("Login Failed").waitFor();
    await page.getByText("Invalid email or password").waitFor();
    expect(page.url()).toContain("/login");
  });

  test("an unknown path shows 'Page Not Found'", async () => {
    const page = await browser.newPage();
    await page.goto("/no/such/page");
    await page.getByText("Page Not Found").first().waitFor();
  });

  test("a route outside the signed-in role's table is not found: a customer at /driver-signup", async () => {
    const page = await browser.newPage();
    await logIn(page, "customer2@homeplate.dev");
    await page.waitForURL("**/restaurants");
    // A visitor's driver sign-up; a signed-in customer applies at /driver-registration.
    await page.goto("/driver-signup");
    await page.getByText("Page Not Found").first().waitFor();
  });

  test("a chef applies and follows the application on /chef-application-review", async () => {
    const page = await browser.newPage();
    await page.goto("/chef-signup");
    await page.getByLabel("Full name").fill("Morgan Ellis");
    await page.getByLabel("Business name").fill("Morgan's Smokehouse");
    await page.getByLabel("Email").fill(`morgan.${Date.now()}@example.com`);
    await page.getByLabel("Password").fill("brisket99");
    await page.getByLabel("Phone").fill("(512) 555-0190");
    await page.getByLabel("Kitchen address").fill("1200 E 6th St, Austin, TX 78702");
    await page.getByLabel("Specialties").fill("Brisket, ribs, peach cobbler");
    await page.getByLabel("Years of experience").fill("7");
    await page
      .getByLabel(/Description|cooking style/i)
      .fill("Central Texas barbecue smoked low and slow over post oak, every weekend.");
    await page.getByRole("button", { name: /Submit Application/i }).click();
    await page.waitForURL("**/chef-application-review");
    await page
      .getByText(/under review|pending/i)
      .first()
      .waitFor();
  });

  test("a reset link without a token says so and returns to /forgot-password", async () => {
    const page = await browser.newPage();
    await page.goto("/reset-password");
    await page.getByText("Invalid Reset Link").waitFor();
    await page.waitForURL("**/forgot-password", { timeout: 6000 });
  });
});
