// Every admin path, over GraphQL and /api, is refused for customers, cooks, drivers and visitors,
// and a refused request changes nothing.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";
import { globalId } from "../../test/kitchens.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const prisma = () => server.services.prisma;

/** Everything an admin path could change, to compare before and after refused calls. */
async function snapshot() {
  const p = prisma();
  return JSON.stringify([
    await p.user.findMany({
      orderBy: { id: "asc" },
      select: { id: true, name: true, email: true, isPaused: true, role: true, approvalStatus: true, deletedAt: true },
    }),
    await p.chefApplication.findMany({
      orderBy: { id: "asc" },
      select: { id: true, status: true, rejectionReason: true },
    }),
    await p.driverApplication.findMany({
      orderBy: { id: "asc" },
      select: { id: true, status: true, rejectionReason: true },
    }),
    await p.restaurantProfile.count(),
    await p.passwordResetToken.count(),
    await p.mailMessage.count(),
    await p.auditLog.count(),
  ]);
}

const callers: [string, () => Promise<TestClient>][] = [
  ["a visitor", async () => server.client()],
  ["a customer", () => server.signIn("customer@homeplate.dev")],
  ["an approved cook", () => server.signIn("cook@homeplate.dev")],
  ["a pending cook", () => server.signIn("pending.cook@homeplate.dev")],
  ["an approved driver", () => server.signIn("driver@homeplate.dev")],
];

describe.each(callers)("%s", (who, signIn) => {
  const status = who === "a visitor" ? 401 : 403;

  test("is refused every admin /api path, and nothing changes", async () => {
    const c = await signIn();
    const customer = await prisma().user.findUniqueOrThrow({ where: { email: "customer2@homeplate.dev" } });
    const chefApp = await prisma().chefApplication.findFirstOrThrow({ where: { status: "pending" } });
    const driverApp = await prisma().driverApplication.findFirstOrThrow({ where: { status: "pending" } });
    const before = await snapshot();
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/admin/users"],
      ["GET", "/api/admin/stats"],
      ["PATCH", `/api/admin/users/${customer.id}/pause`],
      ["DELETE", `/api/admin/users/${customer.id}`],
      ["POST", `/api/admin/users/${customer.id}/reset-password`],
      ["GET", "/api/chef-applications"],
      ["GET", "/api/driver-applications"],
      ["GET", "/api/admin/chef-applications"],
      ["GET", "/api/admin/driver-applications"],
      ["PATCH", `/api/admin/chef-applications/${chefApp.id}`, { status: "approved" }],
      ["PATCH", `/api/admin/driver-applications/${driverApp.id}`, { status: "rejected", rejectionReason: "No" }],
      ["GET", "/api/admin/audit-log"],
      ["GET", "/api/admin/outbox"],
    ];
    for (const [method, path, body] of calls) {
      const res = await c.rest(method, path, body);
      expect([method, path, res.status], res.text).toEqual([method, path, status]);
    }
    expect(await snapshot()).toBe(before);
  });

  test("is refused every admin GraphQL query and mutation, and nothing changes", async () => {
    const c = await signIn();
    const customer = await prisma().user.findUniqueOrThrow({ where: { email: "customer2@homeplate.dev" } });
    const chefApp = await prisma().chefApplication.findFirstOrThrow({ where: { status: "pending" } });
    const driverApp = await prisma().driverApplication.findFirstOrThrow({ where: { status: "pending" } });
    const before = await snapshot();
    for (const query of [
      `{ users(first: 5) { edges { node { id email } } } }`,
      `{ adminStats { users { total } } }`,
      `{ chefApplications(first: 5) { edges { node { id } } } }`,
      `{ driverApplications(first: 5, status: PENDING) { edges { node { id } } } }`,
      `{ mailOutbox(first: 5) { edges { node { id text } } } }`,
      `{ auditLog(first: 5) { edges { node { id action } } } }`,
    ]) {
      const { data, errors } = await c.gql(query);
      expect(data, query).toBeNull();
      expect(errors?.[0]?.message, query).toBe(
        who === "a visitor" ? "You must be signed in to do that." : "You are not allowed to do that.",
      );
    }
    const userId = globalId("User", customer.id);
    const mutations: [string, Record<string, unknown>][] = [
      ["setUserPaused", { userId, paused: true }],
      ["toggleUserPause", { userId }],
      ["deleteUser", { userId }],
      ["sendUserPasswordReset", { userId }],
      ["decideChefApplication", { applicationId: globalId("ChefApplication", chefApp.id), status: "APPROVED" }],
      [
        "decideDriverApplication",
        { applicationId: globalId("DriverApplication", driverApp.id), status: "REJECTED", rejectionReason: "No" },
      ],
    ];
    for (const [field, input] of mutations) {
      const type = `${field[0]!.toUpperCase()}${field.slice(1)}Input`;
      const result = await c.mutate(
        `mutation($input: ${type}!) { result: ${field}(input: $input) { __typename ... on Error { message } } }`,
        { input },
      );
      expect([field, result.__typename]).toEqual([field, who === "a visitor" ? "NotSignedInError" : "NotAllowedError"]);
    }
    expect(await snapshot()).toBe(before);
  });
});

test("an admin may read every admin list", async () => {
  const admin = await server.signIn("admin@homeplate.dev");
  for (const path of [
    "/api/admin/users",
    "/api/chef-applications",
    "/api/driver-applications",
    "/api/admin/chef-applications",
    "/api/admin/driver-applications",
    "/api/admin/audit-log",
    "/api/admin/outbox",
    "/api/admin/stats",
  ]) {
    const res = await admin.rest("GET", path);
    expect([path, res.status], res.text).toEqual([path, 200]);
  }
});
