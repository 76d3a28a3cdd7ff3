// Who pays a promo code's discount: the kitchen for its own codes (its earnings show it), the
// platform for its codes (the admin's figures show the total); the order webhooks carry both.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";
import { demoIds } from "../../test/orders.ts";
import { promoHelpers } from "../../test/promos.ts";

let server: TestServer;
let ids: Awaited<ReturnType<typeof demoIds>>;
let admin: TestClient;
let maria: TestClient;
let jordan: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  [admin, maria, jordan] = await Promise.all(
    ["admin", "cook", "customer2"].map((who) => server.signIn(`${who}@homeplate.dev`)),
  );
});
afterAll(() => server?.close());
const { makeCode, order } = promoHelpers();

const carnitas = (n = 2): [number, number][] => [[ids.carnitas.id, n]]; // 15.50 each, Maria's

describe("events", () => {
  test("the kitchen's order.paid webhook carries the discount, the code and who pays it", async () => {
    const prisma = server.services.prisma;
    // Written straight to the table: this story is about the payload, not about registering (webhooks.test.ts).
    const endpoint = await prisma.webhookEndpoint.create({
      data: { userId: ids.maria.id, url: "http://127.0.0.1:9/hook", events: ["order.paid"], secret: "whsec_dGVzdA==" },
    });
    const code = await makeCode(maria, { kind: "amount", value: "2.25" });
    const paid = await order(jordan, carnitas(), code.code);
    const message = await prisma.webhookMessage.findFirstOrThrow({
      where: { endpointId: endpoint.id, event: "order.paid" },
    });
    expect((message.payload as { data: { order: object } }).data.order).toMatchObject({
      databaseId: paid.json.id,
      promoCode: code.code,
      discountCents: 225,
      discount: "2.25",
      discountPaidBy: "kitchen",
    });
    await prisma.webhookEndpoint.delete({ where: { id: endpoint.id } });
  });
});

describe("who pays", () => {
  test("a kitchen's code comes off its cook's earnings; a platform code is on the admin's dashboard", async () => {
    const before = (await maria.rest("GET", "/api/chef/earnings")).json.total;
    const stats = (await admin.rest("GET", "/api/admin/stats")).json;
    const kitchenCode = await makeCode(maria, { kind: "amount", value: "2.00" });
    const platformCode = await makeCode(admin, { kind: "amount", value: "1.50" });
    const a = await order(jordan, carnitas(), kitchenCode.code);
    const b = await order(jordan, carnitas(), platformCode.code);
    await server.services.prisma.order.updateMany({
      where: { id: { in: [a.json.id, b.json.id] } },
      data: { status: "delivered", deliveredAt: new Date() },
    });
    const after = (await maria.rest("GET", "/api/chef/earnings")).json.total;
    expect(after.promoDiscounts).toBeCloseTo(before.promoDiscounts + 2, 2);
    expect(after.grossSales).toBeCloseTo(before.grossSales + 62, 2);
    expect(after.netEarnings).toBeCloseTo(before.netEarnings + 62 * 0.88 - 2, 1);
    const now = (await admin.rest("GET", "/api/admin/stats")).json;
    expect(Number(now.platformPromoDiscounts)).toBeCloseTo(Number(stats.platformPromoDiscounts) + 1.5, 2);
  });
});
