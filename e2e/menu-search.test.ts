// The menu's search box in Chromium: what a customer types narrows the menu itself, tab by tab,
// rather than listing matches above the whole menu; clearing the box brings the whole menu back.
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { logIn, useBrowser } from "./browser.ts";

const browser = useBrowser();

/** Waits until the page shows no link to the dish at all (the menu may still be changing). */
async function gone(page: Page, dish: string) {
  await page.waitForFunction(
    (name) => ![...document.querySelectorAll("a")].some((a) => a.textContent?.includes(name)),
    dish,
  );
}

test("typing in the search box filters the menu itself, within each tab, and clearing it shows the whole menu", async () => {
  const page = await browser.newPage();
  await logIn(page, "customer2@homeplate.dev");
  await page.waitForURL("**/restaurants");
  await page.goto("/");
  const menu = page.getByRole("tabpanel");
  await menu.getByRole("link", { name: "Carnitas Plate" }).first().waitFor();
  await menu.getByRole("link", { name: "Mole Poblano Enchiladas" }).first().waitFor();

  // A misspelling finds the enchiladas; every other dish leaves the page, not only the list's top.
  const box = page.getByRole("searchbox", { name: "Search dishes and kitchens" });
  await box.fill("enchilda");
  await menu.getByText('Results for "enchilda"').waitFor();
  await gone(page, "Carnitas Plate");
  const names = await menu.locator("a").allInnerTexts();
  expect(names.some((n) => n.includes("Mole Poblano Enchiladas"))).toBe(true);
  expect(await page.getByRole("link", { name: "Mole Poblano Enchiladas" }).count()).toBe(1);
  expect(await page.getByRole("heading", { name: "Popular Near You" }).count()).toBe(1);

  // The tabs stay: the breakfast menu has no enchiladas, the dinner menu has.
  await page.getByRole("tab", { name: "Breakfast" }).click();
  await menu.getByText('Nothing found for "enchilda"').waitFor();
  expect(await menu.getByRole("link").count()).toBe(0);
  await page.getByRole("tab", { name: "Dinner" }).click();
  await menu.getByRole("link", { name: "Mole Poblano Enchiladas" }).waitFor();

  // An empty box is the whole menu again.
  await page.getByRole("tab", { name: "All Foods" }).click();
  await box.fill("");
  await menu.getByRole("link", { name: "Carnitas Plate" }).first().waitFor();
  expect(await menu.getByText('Results for "enchilda"').count()).toBe(0);
});
