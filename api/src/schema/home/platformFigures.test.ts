// The landing page's counters are the platform's own figures, counted on the server and cached.
import { afterAll, beforeAll, expect, test } from "vitest";
import { startTestServer, type TestServer } from "../../test/server.ts";
import { FIGURES_TTL_MS, platformFigures } from "./platformFigures.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const FIGURES = `{ platformFigures { customers approvedKitchens ordersLast30Days averageRating } }`;

test("a visitor reads the real customers, approved kitchens, orders of the last 30 days and average rating", async () => {
  const prisma = server.services.prisma;
  const reviews = await prisma.review.findMany({ select: { rating: true } });
  const expected = {
    customers: await prisma.user.count({ where: { role: "customer", deletedAt: null } }),
    approvedKitchens: await prisma.user.count({ where: { role: "cook", approvalStatus: "approved", deletedAt: null } }),
    ordersLast30Days: await prisma.order.count({ where: { paidAt: { gte: new Date(Date.now() - 30 * 86_400_000) } } }),
    averageRating: reviews.length
      ? Math.round((reviews.reduce((s, r) => s + r.rating, 0) / reviews.length) * 10) / 10
      : null,
  };
  const { data } = await server.client().gql(FIGURES);
  expect(data.platformFigures).toEqual(expected);
  // The demo platform is small: nothing like the spec's marketing numbers.
  expect(data.platformFigures.customers).toBeLessThan(25_000);
});

test("the figures are counted again only once they are a few minutes old", async () => {
  const before = (await server.client().gql(FIGURES)).data.platformFigures;
  const email = `figures.${Date.now()}@example.com`;
  const signup = await server.client().rest("POST", "/api/customers/register", {
    name: "Fig Ures",
    email,
    password: "homeplate123",
    phone: "5125550123",
    address: "200 Congress Ave, Austin, TX",
  });
  expect(signup.status).toBe(200);
  expect((await server.client().gql(FIGURES)).data.platformFigures).toEqual(before);
  const later = await platformFigures(server.services, new Date(Date.now() + FIGURES_TTL_MS + 1_000));
  expect(later.customers).toBe(before.customers + 1);
});
