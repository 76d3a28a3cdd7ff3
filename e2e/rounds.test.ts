// Every page of every role loads its data in one round: each route's loader starts the page's query
// beside the Layout's, so no GraphQL query may start only after another has answered. The pages are
// the route table's (web/src/routeTable.ts), as in a11y.test.ts, each opened cold (page.goto).
// Queries are timed in the page, where the app sends them (fetch): Chromium's network timings
// start a request when the network service sees it, which on a loaded machine lags the app by tens
// of milliseconds, more than a query takes. Subscriptions run over the socket and are not requests
// here; mutations are actions, not data loads (the recipe page counts a view, the checkout asks for
// a payment intent), and a click's requests are not part of loading a page.
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { routeTable, type Audience } from "../web/src/routeTable.ts";
import { logIn, useBrowser } from "./browser.ts";

const { newPage, baseUrl } = useBrowser();

type Timed = { name: string; start: number; end: number };

/** Real ids for the patterns' parameters, read from the public API. */
async function pathFor(pattern: string): Promise<string> {
  if (!pattern.includes(":id")) return pattern;
  const get = async (path: string) => (await fetch(baseUrl() + path)).json();
  if (pattern.startsWith("/food/")) return pattern.replace(":id", String((await get("/api/food-items"))[0].id));
  if (pattern.startsWith("/chef/")) return pattern.replace(":id", String((await get("/api/food-items"))[0].cookId));
  if (pattern.startsWith("/recipes/")) return pattern.replace(":id", String((await get("/api/recipes"))[0].id));
  throw new Error(`no id for ${pattern}`);
}

/**
 * Wraps the page's fetch before any script runs: each GraphQL query is noted with when the app sent
 * it and when its answer arrived (the response's headers: the earliest the app could act on it, so a
 * query sent after reading the body counts as waiting too).
 */
const recordQueries = `(() => {
  const send = window.fetch.bind(window);
  const queries = (window.__queries = []);
  window.fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    let body = null;
    try {
      body = JSON.parse(init && typeof init.body === "string" ? init.body : "null");
    } catch {}
    if (!url.endsWith("/graphql") || !body || typeof body.query !== "string" || !/^\\s*query\\b/.test(body.query)) return send(input, init);
    const entry = { name: body.operationName || "?", start: performance.now(), end: null };
    queries.push(entry);
    const response = await send(input, init);
    entry.end = performance.now();
    return response;
  };
})()`;

/** The queries the current document has sent and seen answered. */
const queriesOf = async (page: Page) =>
  ((await page.evaluate("window.__queries || []")) as { name: string; start: number; end: number | null }[]).filter(
    (q): q is Timed => q.end !== null,
  );

/** The test's own query, sent from the page through its fetch (so through the recorder); answered on return. */
const PROBE = "RecorderProbe";
const sendProbe = async (name: string) =>
  void (await fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ operationName: name, query: `query ${name} { __typename }` }),
  }));

/** The queries that started only after another had answered. */
function secondRounds(path: string, queries: Timed[]): string[] {
  const late: string[] = [];
  for (const query of queries) {
    const answered = queries.find((other) => other !== query && other.end <= query.start);
    if (answered)
      late.push(
        `${path}: ${query.name} started ${Math.max(0, Math.round(query.start - answered.end))} ms after ${answered.name} answered`,
      );
  }
  return late;
}

async function visitAll(email: string | null, patterns: readonly string[]) {
  const page = await newPage();
  await page.addInitScript(recordQueries);
  if (email) {
    await logIn(page, email);
    await page.waitForURL((url) => url.pathname !== "/login");
    await page.waitForLoadState("networkidle");
  }
  const found: string[] = [];
  let pagesWithData = 0;
  let path = "";
  // A page that loaded in one round must also have drawn: no script error, no error boundary.
  page.on("pageerror", (error) => found.push(`${path}: ${error.message}`));
  for (const pattern of patterns) {
    path = await pathFor(pattern);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // Code split pages draw after their chunk arrives: once nothing is busy (no spinner, no
    // suspended part) the page has drawn, and a query it draws late has been sent.
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    // Liveness before absence: a probe sent now, after the page drew and ran what its drawing set off,
    // passes the same recorder; once it and every query before it are answered, a late query is in
    // the record.
    await page.evaluate(sendProbe, PROBE);
    await page.waitForFunction(() =>
      (window as unknown as { __queries: { end: number | null }[] }).__queries.every((q) => q.end !== null),
    );
    const queries = (await queriesOf(page)).filter((q) => q.name !== PROBE);
    if (queries.length > 0) pagesWithData++;
    found.push(...secondRounds(path, queries));
    for (const refusal of ["Something went wrong", "Page Not Found"])
      if (await page.getByRole("heading", { name: refusal }).count()) found.push(`${path}: ${refusal}`);
  }
  return { found, pagesWithData };
}

const accounts: Record<Audience, string | null> = {
  visitor: null,
  member: "customer@homeplate.dev",
  cook: "cook@homeplate.dev",
  driver: "driver@homeplate.dev",
};

describe("every page loads its data in one round of requests", () => {
  for (const [audience, email] of Object.entries(accounts) as [Audience, string | null][]) {
    test(`as ${email ?? "a visitor"}`, async () => {
      const { found, pagesWithData } = await visitAll(email, routeTable[audience]);
      expect(found).toEqual([]);
      // The recorder saw the pages' queries (a broken recorder would pass every page).
      expect(pagesWithData).toBeGreaterThan(routeTable[audience].length / 2);
    }, 300_000);
  }

  test("as admin@homeplate.dev, on every page an admin may open", async () => {
    const { found, pagesWithData } = await visitAll("admin@homeplate.dev", routeTable.member);
    expect(found).toEqual([]);
    expect(pagesWithData).toBeGreaterThan(routeTable.member.length / 2);
  }, 300_000);

  test("the recorder catches a query that waits for another", async () => {
    const page = await newPage();
    await page.addInitScript(recordQueries);
    await page.goto("/privacy");
    await page.waitForLoadState("networkidle");
    const before = (await queriesOf(page)).length;
    // Two queries in a row, the second sent only when the first has answered.
    await page.evaluate(async () => {
      const ask = (operationName: string) =>
        fetch("/graphql", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ operationName, query: `query ${operationName} { __typename }` }),
        });
      await ask("First");
      await ask("Second");
    });
    const late = secondRounds("/privacy", (await queriesOf(page)).slice(before));
    expect(late).toEqual([expect.stringMatching(/^\/privacy: Second started \d+ ms after First answered$/)]);
  });
});
