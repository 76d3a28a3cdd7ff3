// The customer's tracking page in Chromium, live: it says how its connection stands (connecting,
// connected, disconnected), comes back by itself after a dropped socket, shows the spec's
// 'Tracking Error' toast when the subscription fails for good, and shows the server's ETA.
import type { WebSocketRoute } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { checkout, demoIds, openAllDay, setCart } from "../api/src/test/orders.ts";
import { startTestServer, type TestServer } from "../api/src/test/server.ts";
import { logIn, useBrowser } from "./browser.ts";

const browser = useBrowser({ ownServer: true });
let server: TestServer;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  await openAllDay(server, ids.maria.id);
});
afterAll(() => server?.close());

test("the tracking page shows its connection and the server's ETA; a dropped socket comes back, a refused one toasts 'Tracking Error'", async () => {
  const casey = await server.signIn("customer@homeplate.dev");
  await setCart(server, ids.casey.id, [[ids.carnitas.id, 1]]);
  const orderId = (await checkout(casey)).completed.order.databaseId as number;
  // Promised 37.5 minutes from now: the server's ETA is 38 for the next half minute (the spec's
  // base minutes, which the page once counted itself, would say 40).
  await server.services.prisma.order.update({
    where: { id: orderId },
    data: { estimatedDelivery: new Date(Date.now() + 37.5 * 60_000) },
  });

  const page = await browser.newPage(server.url);
  // The page's sockets pass through here: held until `open` is called, and closed at will.
  const sockets: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.routeWebSocket(/\/graphql$/, (ws) => {
    const upstream = ws.connectToServer();
    ws.onMessage(async (message) => {
      await gate;
      upstream.send(message);
    });
    upstream.onMessage((message) => ws.send(message));
    sockets.push({ page: ws, server: upstream });
  });
  await logIn(page, "customer@homeplate.dev");
  await page.waitForURL("**/restaurants");
  await page.goto(`/tracking?orderId=${orderId}`);
  const status = page.getByTestId("connection-status");
  const state = (s: string) => page.locator(`[data-testid=connection-status][data-state=${s}]`);

  // Connecting until the server acknowledges the socket, then connected.
  await state("connecting").waitFor();
  expect(await status.innerText()).toBe("Connecting");
  open();
  await state("connected").waitFor();
  expect(await status.innerText()).toBe("Connected");
  expect(await status.getAttribute("aria-label")).toBe("Connection status: Connected");
  await page.getByTestId("tracking-text").getByText("Order Confirmed, about 38 minutes to delivery").waitFor();

  // The socket drops ("try again later"): disconnected, then graphql-ws connects again by itself.
  let last = sockets.at(-1)!;
  await last.page.close({ code: 1013, reason: "Try again later" });
  await last.server.close();
  await state("disconnected").waitFor();
  expect(await status.innerText()).toBe("Disconnected");
  await state("connected").waitFor({ timeout: 20_000 });
  expect(sockets.length).toBeGreaterThan(1);

  // Still live on the new socket: the cook's step reaches the page.
  const maria = await server.signIn("cook@homeplate.dev");
  expect((await maria.rest("PATCH", `/api/orders/${orderId}`, { status: "preparing" })).status).toBe(200);
  await page.getByTestId("order-status").getByText("Being Prepared").waitFor();

  // A close no retry can mend: the subscription fails, the spec's toast shows, and it stays disconnected.
  last = sockets.at(-1)!;
  await last.page.close({ code: 4400, reason: "Bad request" });
  await last.server.close();
  await page.getByText("Tracking Error").first().waitFor();
  await page.getByText("Unable to start real-time tracking. Please refresh the page.").first().waitFor();
  await state("disconnected").waitFor();
});
