// Every page of every role through axe-core (WCAG 2.2 A and AA rules): no serious or critical
// violation. The pages are the route table's (web/src/routeTable.ts), so a new page is checked as soon
// as a role may open it; a page's id parameter is filled with a real id from the demo data.
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { routeTable, type Audience } from "../web/src/routeTable.ts";
import { logIn, useBrowser } from "./browser.ts";

const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const { newPage, baseUrl } = useBrowser();

const accounts: Record<Audience, string | null> = {
  visitor: null,
  member: "customer@homeplate.dev",
  cook: "cook@homeplate.dev",
  driver: "driver@homeplate.dev",
};

/** Real ids for the patterns' parameters, read from the public API. */
async function paramsFor(pattern: string): Promise<string> {
  if (!pattern.includes(":id")) return pattern;
  const get = async (path: string) => (await fetch(baseUrl() + path)).json();
  if (pattern.startsWith("/food/")) return pattern.replace(":id", String((await get("/api/food-items"))[0].id));
  if (pattern.startsWith("/chef/")) return pattern.replace(":id", String((await get("/api/food-items"))[0].cookId));
  if (pattern.startsWith("/recipes/")) return pattern.replace(":id", String((await get("/api/recipes"))[0].id));
  throw new Error(`no id for ${pattern}`);
}

type Violation = {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; html: string; any: { data?: any }[] }[];
};

/** One line per violation: the rule, and for the first nodes their markup and (for contrast) the colours. */
const describeViolation = (path: string, v: Violation) =>
  `${path}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes
    .slice(0, 3)
    .map((n) => {
      const c = n.any[0]?.data;
      return `${n.html.slice(0, 120)}${c?.fgColor ? ` [${c.fgColor} on ${c.bgColor}: ${c.contrastRatio}]` : ""}`;
    })
    .join(" | ")}`;

async function seriousViolations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    const result = await (window as any).axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    });
    return result.violations as Violation[];
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/**
 * Waits until the page has drawn its content (no spinner, no skeleton) before judging it; a page
 * still loading after `timeoutMs` fails the sweep rather than being judged half drawn.
 */
async function settled(page: Page, timeoutMs = 10_000) {
  // Best effort only: an open subscription socket or a polling page may never be network-idle.
  await page.waitForLoadState("networkidle", { timeout: timeoutMs }).catch(() => {});
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], .chakra-skeleton, [data-loading]'), null, {
      timeout: timeoutMs,
    })
    .catch(() => {
      throw new Error(
        `${new URL(page.url()).pathname} never settled: a spinner or skeleton was still shown after ${timeoutMs} ms`,
      );
    });
  await page.waitForTimeout(300); // Chakra's enter transitions, so colours are final
}

test("the wait fails on a page that never settles", async () => {
  const page = await newPage();
  await page.goto("/");
  await page.evaluate(() => document.body.insertAdjacentHTML("beforeend", '<div aria-busy="true">Loading</div>'));
  await expect(settled(page, 500)).rejects.toThrow("never settled");
});

test("a page stuck on the page spinner has not settled either", async () => {
  const page = await newPage();
  // Every GraphQL request is held unanswered, so the page's data never arrives.
  await page.route("**/graphql", () => {});
  await page.goto("/recipes");
  await page.getByTestId("page-spinner").waitFor();
  await expect(settled(page, 500)).rejects.toThrow("never settled");
});

const admin = [
  "/admin",
  "/admin-dashboard",
  "/admin/applications",
  "/admin/settings",
  "/admin/outbox",
  "/admin/promo-codes",
  "/platform-settings",
];

describe("no serious or critical axe violation on any page", () => {
  for (const [audience, email] of Object.entries(accounts) as [Audience, string | null][]) {
    test(`as ${email ?? "a visitor"}`, async () => {
      const page = await newPage();
      if (email) await logIn(page, email);
      if (email) await page.waitForURL((url) => url.pathname !== "/login");
      const found: string[] = [];
      for (const pattern of routeTable[audience].filter(
        (p) => p !== "/reset-password" && (audience !== "member" || !admin.includes(p)),
      )) {
        await page.goto(await paramsFor(pattern));
        await settled(page);
        for (const v of await seriousViolations(page)) found.push(describeViolation(pattern, v));
      }
      expect(found).toEqual([]);
    }, 240_000);
  }

  test("as admin@homeplate.dev, on the admin's pages", async () => {
    const page = await newPage();
    await logIn(page, "admin@homeplate.dev");
    await page.waitForURL((url) => url.pathname !== "/login");
    const found: string[] = [];
    for (const path of admin) {
      await page.goto(path);
      await settled(page);
      for (const v of await seriousViolations(page)) found.push(describeViolation(path, v));
    }
    expect(found).toEqual([]);
  }, 120_000);
});
