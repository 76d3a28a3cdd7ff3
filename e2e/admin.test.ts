// Running the platform in Chromium: the seeded admin reviews the seeded pending chef and driver,
// manages a user, and reads the mail outbox. These tests change the shared server's pending.cook
// and pending.driver; no other e2e file relies on them staying pending.
import { describe, expect, test } from "vitest";
import { logIn, useBrowser } from "./browser.ts";

const browser = useBrowser();

async function adminPage() {
  const page = await browser.newPage();
  await logIn(page, "admin@homeplate.dev");
  await page.getByText("Hello, Avery Admin").waitFor();
  return page;
}

describe("the admin area", () => {
  test("the admin approves pending.cook, who then signs in and reaches chef management", async () => {
    const page = await adminPage();
    await page.goto("/admin");
    await page.getByText("Admin Access").waitFor();
    await page.getByRole("link", { name: /Review Applications/ }).click();
    await page.waitForURL("**/admin/applications");
    await page.getByRole("heading", { name: "Manage Applications" }).waitFor();
    const card = page.locator(".chakra-card__root", { hasText: "Priya's Curry House" });
    await card.getByText("pending.cook@homeplate.dev").waitFor();
    await card.getByRole("button", { name: "Approve" }).click();
    await page.getByText("Application Updated").waitFor();
    await card.getByText("approved", { exact: true }).waitFor();
    expect(await card.getByRole("button", { name: "Approve" }).count()).toBe(0);

    const cook = await browser.newPage();
    await logIn(cook, "pending.cook@homeplate.dev");
    await cook.waitForURL("**/chef-management");
    await cook.getByText("Approved Chef").first().waitFor();
  });

  test("the admin rejects pending.driver with a reason, which the driver then sees on /driver", async () => {
    const page = await adminPage();
    await page.goto("/admin/applications");
    await page.getByRole("tab", { name: /Driver Applications/ }).click();
    const card = page.locator(".chakra-card__root", { hasText: "pending.driver@homeplate.dev" });
    await card.getByRole("button", { name: "Reject" }).click();
    const dialog = page.getByRole("alertdialog");
    const confirm = dialog.getByRole("button", { name: "Reject Application" });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel("Rejection reason").fill("   ");
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel("Rejection reason").fill("Your insurance policy could not be verified.");
    await confirm.click();
    await page.getByText("Application Updated").waitFor();
    await card.getByText("Rejection reason: Your insurance policy could not be verified.").waitFor();

    const driver = await browser.newPage();
    await logIn(driver, "pending.driver@homeplate.dev");
    await driver.waitForURL("**/driver-dashboard");
    await driver.goto("/driver");
    await driver.getByText("Driver application not approved").waitFor();
    await driver.getByText("Your insurance policy could not be verified.").waitFor();
  });

  test("the admin finds a new customer, pauses them (locked out), activates them, and deletes them", async () => {
    const email = `pat.${Date.now()}@example.com`;
    const customer = await browser.newPage();
    await customer.goto("/customer-signup");
    await customer.getByLabel("Full name").fill("Pat Quinn");
    await customer.getByLabel("Email").fill(email);
    await customer.getByLabel("Password").fill("quinn-pass-1");
    await customer.getByLabel("Phone").fill("(512) 555-0199");
    await customer.getByLabel("Delivery address").fill("700 Lavaca St, Austin, TX 78701");
    await customer.getByRole("button", { name: "Create Account" }).click();
    await customer.waitForURL("**/restaurants");

    const page = await adminPage();
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Users" }).click();
    await page.getByLabel("Search users").fill("pat quinn");
    const row = page.locator(".chakra-card__root", { hasText: email });
    await page.getByText("1 user", { exact: true }).waitFor();
    await row.waitFor();
    await row.getByRole("button", { name: "Pause" }).click();
    await page.getByText("User status updated successfully").waitFor();
    await row.getByText("Paused", { exact: true }).waitFor();
    expect((await customer.request.get("/api/users/current")).status()).toBe(401);
    await row.getByRole("button", { name: "Activate" }).click();
    await row.getByRole("button", { name: "Pause" }).waitFor();

    await row.getByRole("button", { name: "Reset Password" }).click();
    await page.getByRole("dialog").getByText(`Pat Quinn (${email})`).waitFor();
    await page.getByRole("button", { name: "Send Reset Email" }).click();
    await page.getByText("Password Reset Sent").waitFor();

    await page.goto("/admin/outbox");
    const mail = page.getByTestId("mail").filter({ hasText: email }).first();
    await mail.getByText("Reset your HomePlate password").waitFor();
    const href = await mail.getByRole("link", { name: /reset-password\?token=/ }).getAttribute("href");
    expect(href).toMatch(/\/reset-password\?token=/);

    await page.goto("/admin");
    await page.getByRole("tab", { name: "Users" }).click();
    await page.getByLabel("Search users").fill(email);
    await row.getByRole("button", { name: "Delete" }).click();
    await page
      .getByRole("alertdialog")
      .getByText(/permanent and cannot be undone/)
      .waitFor();
    await page.getByRole("button", { name: "Delete User" }).click();
    await page.getByText("User deleted successfully").waitFor();
    await page.getByText("No users found").waitFor();
  });

  test("admin settings shows the account and checks the password rules", async () => {
    const page = await adminPage();
    await page.goto("/admin/settings");
    await page.getByRole("heading", { name: "Admin Settings" }).waitFor();
    await page.getByText("admin@homeplate.dev").waitFor();
    await page.getByLabel("New password", { exact: true }).fill("123");
    await page.getByLabel("Confirm new password").fill("456");
    await page.getByRole("button", { name: "Change Password" }).click();
    await page.getByText("Current password is required").waitFor();
    await page.getByText("New password must be at least 6 characters").waitFor();
    await page.getByText("Passwords don't match").waitFor();
    await page.getByLabel("Email address").fill("not-an-email");
    await page.getByRole("button", { name: "Send Reset Email" }).click();
    await page.getByText("Please enter a valid email address").waitFor();
  });

  test("a customer at /admin sees Access Denied with Go Home", async () => {
    const page = await browser.newPage();
    await logIn(page, "customer@homeplate.dev");
    await page.waitForURL("**/restaurants");
    await page.goto("/admin");
    await page.getByText("You don't have permission to access this page").waitFor();
    await page.getByRole("link", { name: "Go Home" }).waitFor();
  });
});
