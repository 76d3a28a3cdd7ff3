// An admin managing users: the list, pausing and activating, reset mails, deleting.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { startTestServer, type TestClient, type TestServer } from "../../test/server.ts";
import { expectRefusedId, REFUSAL, refusedIds } from "../../test/ids.ts";
import { globalId } from "../../test/kitchens.ts";

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn("admin@homeplate.dev");
});
afterAll(() => server?.close());

const prisma = () => server.services.prisma;
const login = (email: string, password = "homeplate123") =>
  server.client().rest("POST", "/api/auth/login", { email, password });

let n = 0;
/** A fresh customer signed up through the API, so tests do not share state. */
async function newCustomer() {
  const email = `person${++n}.${Date.now()}@example.com`;
  const c = server.client();
  const res = await c.rest("POST", "/api/customers/register", {
    name: `Person ${n}`,
    email,
    password: "secret123",
    phone: "(512) 555-0101",
    address: "700 Lavaca St, Austin, TX 78701",
  });
  expect(res.status).toBe(200);
  return { client: c, id: res.json.id as number, email };
}

describe("the user list", () => {
  test("lists every user with the spec's fields, and searches by name or email", async () => {
    const res = await admin.rest("GET", "/api/admin/users");
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThanOrEqual(8);
    expect(res.json.find((u: any) => u.email === "customer@homeplate.dev")).toMatchObject({
      username: "Casey Morgan",
      phone: "(512) 555-0166",
      role: "customer",
      isPaused: false,
      driverStatus: "active",
    });
    const byName = await admin.rest("GET", "/api/admin/users?search=kenji");
    expect(byName.json.map((u: any) => u.email)).toEqual(["cook2@homeplate.dev"]);
    const { data } = await admin.gql(
      `{ users(first: 2, search: "HOMEPLATE.DEV") { totalCount edges { node { email } } pageInfo { hasNextPage endCursor } } }`,
    );
    // Every demo account (the eight of the README and the twelve neighbours) and no one else.
    const demo = await server.services.prisma.user.count({ where: { email: { endsWith: "@homeplate.dev" } } });
    expect(demo).toBe(20);
    expect(data.users.totalCount).toBe(demo);
    expect(data.users.edges).toHaveLength(2);
    expect(data.users.pageInfo.hasNextPage).toBe(true);
  });

  test("the overview counts users by role and applications by status", async () => {
    const { data } = await admin.gql(
      `{ adminStats { id users { administrators activeChefs activeDrivers } chefApplications { pending approved total } driverApplications { pending approved } } }`,
    );
    expect(data.adminStats.users).toMatchObject({ administrators: 1 });
    expect(data.adminStats.users.activeChefs).toBeGreaterThanOrEqual(2);
    expect(data.adminStats.chefApplications.total).toBeGreaterThanOrEqual(3);
    expect(data.adminStats.driverApplications.approved).toBeGreaterThanOrEqual(1);
  });

  test("the list query's SQL statements do not grow with the page size", async () => {
    const count = async (first: number) => {
      const before = server.services.db.statementCount();
      await admin.gql(`query($first: Int) { users(first: $first) { edges { node { id email role isPaused } } } }`, {
        first,
      });
      return server.services.db.statementCount() - before;
    };
    expect(await count(8)).toBe(await count(1));
  });
});

describe("pausing", () => {
  test("a paused user's sessions end at once and they cannot sign in; activating lets them back", async () => {
    const { client, id, email } = await newCustomer();
    const events: unknown[] = [];
    const ws = createClient({
      url: server.url.replace("http", "ws") + "/graphql",
      webSocketImpl: WebSocket,
      connectionParams: { sessionToken: client.sessionToken },
    });
    const ended = new Promise<void>((resolve, reject) =>
      ws.subscribe(
        { query: "subscription { viewerUpdated { id isPaused } }" },
        { next: (e) => void events.push(e), error: reject, complete: resolve },
      ),
    );
    await new Promise((r) => setTimeout(r, 300));

    const paused = await admin.rest("PATCH", `/api/admin/users/${id}/pause`);
    expect(paused.status).toBe(200);
    expect(paused.json).toMatchObject({ id, isPaused: true, driverStatus: "paused" });
    expect(await prisma().session.count({ where: { userId: id } })).toBe(0);
    expect((await client.rest("GET", "/api/users/current")).status).toBe(401);
    await ended; // the live subscription ended with the session
    expect(events).toEqual([]);
    await ws.dispose();

    const refused = await login(email, "secret123");
    expect([refused.status, refused.text]).toEqual([403, "This account has been paused. Please contact support."]);

    const activated = await admin.rest("PATCH", `/api/admin/users/${id}/pause`);
    expect(activated.json).toMatchObject({ isPaused: false, driverStatus: "active" });
    expect((await login(email, "secret123")).status).toBe(200);

    const log = await admin.rest("GET", "/api/admin/audit-log");
    expect(log.json.slice(0, 2).map((e: any) => [e.action, e.subject.id, e.actor.username])).toEqual([
      ["user.activated", id, "Avery Admin"],
      ["user.paused", id, "Avery Admin"],
    ]);
  });

  test("setUserPaused sets the state it is given", async () => {
    const { id } = await newCustomer();
    const set = (paused: boolean) =>
      admin.mutate(
        `mutation($input: SetUserPausedInput!) { result: setUserPaused(input: $input) { __typename ... on UserStatusPayload { user { isPaused } stats { users { paused } } } } }`,
        { input: { userId: globalId("User", id), paused } },
      );
    expect((await set(true)).user.isPaused).toBe(true);
    expect((await set(true)).user.isPaused).toBe(true);
    expect((await set(false)).user.isPaused).toBe(false);
  });

  test("toggles at the same moment each flip the user once: seven leave them paused, with one audit entry each", async () => {
    const { id } = await newCustomer();
    const toggle = () =>
      admin.mutate(
        `mutation($input: ToggleUserPauseInput!) { result: toggleUserPause(input: $input) { __typename ... on Error { message } ... on UserStatusPayload { user { isPaused } } } }`,
        { input: { userId: globalId("User", id) } },
      );
    const results = await Promise.all(Array.from({ length: 7 }, toggle));
    expect(results.map((r) => r.__typename)).toEqual(Array(7).fill("UserStatusPayload"));
    expect(await prisma().user.findUniqueOrThrow({ where: { id } })).toMatchObject({ isPaused: true });
    const entries = await prisma().auditLog.findMany({ where: { subjectId: id }, orderBy: { id: "asc" } });
    expect(entries.map((e) => e.action)).toEqual([
      "user.paused",
      "user.activated",
      "user.paused",
      "user.activated",
      "user.paused",
      "user.activated",
      "user.paused",
    ]);
  });

  test("admin accounts cannot be paused, reset or deleted", async () => {
    const adminId = (await prisma().user.findUniqueOrThrow({ where: { email: "admin@homeplate.dev" } })).id;
    for (const [method, path] of [
      ["PATCH", `/api/admin/users/${adminId}/pause`],
      ["POST", `/api/admin/users/${adminId}/reset-password`],
      ["DELETE", `/api/admin/users/${adminId}`],
    ] as const) {
      const res = await admin.rest(method, path);
      expect([path, res.status, res.text]).toEqual([path, 403, "Admin accounts cannot be paused, reset or deleted."]);
    }
    expect(await prisma().user.findUniqueOrThrow({ where: { id: adminId } })).toMatchObject({
      isPaused: false,
      deletedAt: null,
    });
  });

  test("an unknown user is a 404", async () => {
    expect((await admin.rest("PATCH", "/api/admin/users/999999/pause")).status).toBe(404);
    expect((await admin.rest("DELETE", "/api/admin/users/abc")).status).toBe(404);
  });

  test("a user id that is malformed or not a User's is a ValidationError naming input.userId; an unknown one is not found; nothing changes", async () => {
    const { id } = await newCustomer();
    const act = (field: string, userId: string) => {
      const type = `${field[0]!.toUpperCase()}${field.slice(1)}Input`;
      const input = field === "setUserPaused" ? { userId, paused: true } : { userId };
      return admin.mutate(`mutation($input: ${type}!) { result: ${field}(input: $input) { ${REFUSAL} } }`, { input });
    };
    const state = async () =>
      JSON.stringify([
        await prisma().user.findUniqueOrThrow({ where: { id } }),
        await prisma().mailMessage.count(),
        await prisma().auditLog.count(),
      ]);
    const before = await state();
    for (const field of ["setUserPaused", "toggleUserPause", "deleteUser", "sendUserPasswordReset"]) {
      for (const [userId, rule] of refusedIds("User")) expectRefusedId(await act(field, userId), "input.userId", rule);
      expect(await act(field, globalId("User", 999999))).toEqual({
        __typename: "NotFoundError",
        message: "No such user.",
      });
    }
    expect(await state()).toBe(before);
  });
});

describe("password reset by an admin", () => {
  test("the mailed link lets the user set a new password", async () => {
    const { id, email } = await newCustomer();
    const res = await admin.rest("POST", `/api/admin/users/${id}/reset-password`);
    expect(res.status).toBe(200);
    const outbox = await admin.rest("GET", `/api/admin/outbox?to=${encodeURIComponent(email)}`);
    expect(outbox.json[0].subject).toBe("Reset your HomePlate password");
    const link = outbox.json[0].text.match(/https?:\/\/\S+\/reset-password\?token=(\S+)/);
    expect(new URL(link[0]).origin).toBe(server.url);
    const reset = await server
      .client()
      .rest("POST", "/api/auth/reset-password", { token: decodeURIComponent(link[1]), newPassword: "chosen-by-me" });
    expect(reset.status).toBe(200);
    expect((await login(email, "chosen-by-me")).status).toBe(200);
  });
});

describe("deleting", () => {
  test("a user without history is removed outright", async () => {
    const { client, id, email } = await newCustomer();
    const res = await admin.rest("DELETE", `/api/admin/users/${id}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: "User deleted successfully", outcome: "removed" });
    expect(await prisma().user.findUnique({ where: { id } })).toBeNull();
    expect((await client.rest("GET", "/api/users/current")).status).toBe(401);
    expect((await login(email, "secret123")).status).toBe(401);
    expect((await admin.rest("DELETE", `/api/admin/users/${id}`)).status).toBe(404);
  });

  test("a freshly approved cook without orders is removed with their menu", async () => {
    const cook = await prisma().user.create({
      data: {
        name: "Short Lived",
        username: "Short Lived",
        email: `short.${Date.now()}@example.com`,
        role: "cook",
        approvalStatus: "approved",
        categories: { create: { name: "Soups" } },
      },
      include: { categories: true },
    });
    await prisma().foodItem.create({
      data: {
        cookId: cook.id,
        categoryId: cook.categories[0]!.id,
        meal: "lunch",
        name: "Soup",
        description: "Soup",
        priceCents: 500,
        prepTime: "10 mins",
      },
    });
    const res = await admin.rest("DELETE", `/api/admin/users/${cook.id}`);
    expect([res.status, res.json?.outcome], res.text).toEqual([200, "removed"]);
    expect(await prisma().foodItem.count({ where: { cookId: cook.id } })).toBe(0);
  });

  test("a customer with an order loses their personal data but the order stays, under 'Deleted user'", async () => {
    const { client, id } = await newCustomer();
    const cook = await prisma().user.findUniqueOrThrow({ where: { email: "cook@homeplate.dev" } });
    const dish = await prisma().foodItem.findFirstOrThrow({ where: { cookId: cook.id } });
    await prisma().cartLine.create({ data: { userId: id, foodItemId: dish.id, quantity: 1 } });
    const order = await prisma().order.create({
      data: {
        customerId: id,
        cookId: cook.id,
        status: "delivered",
        subtotalCents: 1200,
        platformFeeCents: 144,
        deliveryFeeCents: 299,
        taxCents: 105,
        totalCents: 1604,
        distanceMiles: 2,
        deliveryAddress: "700 Lavaca St",
        pickupAddress: cook.address!,
        items: { create: { foodItemId: dish.id, name: dish.name, unitPriceCents: 1200, quantity: 1 } },
      },
    });

    const res = await admin.mutate(
      `mutation($input: DeleteUserInput!) { result: deleteUser(input: $input) { __typename ... on DeleteUserPayload { deletedUserId outcome stats { users { total } } } } }`,
      { input: { userId: globalId("User", id) } },
    );
    expect(res).toMatchObject({
      __typename: "DeleteUserPayload",
      deletedUserId: globalId("User", id),
      outcome: "ANONYMIZED",
    });

    const user = await prisma().user.findUniqueOrThrow({ where: { id } });
    expect(user).toMatchObject({
      name: "Deleted user",
      username: "Deleted user",
      email: `deleted-${id}@deleted.invalid`,
      phone: null,
      address: null,
      latitude: null,
      longitude: null,
      passwordHash: null,
    });
    expect(user.deletedAt).toBeInstanceOf(Date);
    expect(await prisma().session.count({ where: { userId: id } })).toBe(0);
    expect(await prisma().cartLine.count({ where: { userId: id } })).toBe(0);
    expect(await prisma().order.findUniqueOrThrow({ where: { id: order.id }, include: { items: true } })).toMatchObject(
      {
        totalCents: 1604,
        customerId: id,
        items: [{ name: dish.name, unitPriceCents: 1200 }],
      },
    );
    expect((await client.rest("GET", "/api/users/current")).status).toBe(401);
    // Neither the old address nor the placeholder signs in or gets a reset mail.
    const mails = await prisma().mailMessage.count();
    expect((await server.client().rest("POST", "/api/auth/forgot-password", { email: user.email })).status).toBe(200);
    expect(await prisma().mailMessage.count()).toBe(mails);
    expect((await login(user.email, "secret123")).status).toBe(401);

    const { data } = await admin.gql(
      `query($id: ID!) { node(id: $id) { ... on User { name username email deleted } } }`,
      { id: globalId("User", id) },
    );
    expect(data.node).toEqual({
      name: "Deleted user",
      username: "Deleted user",
      email: `deleted-${id}@deleted.invalid`,
      deleted: true,
    });
    // Gone from the list, and cannot be deleted twice.
    const list = await admin.rest("GET", "/api/admin/users?search=deleted");
    expect(list.json).toEqual([]);
    expect((await admin.rest("DELETE", `/api/admin/users/${id}`)).status).toBe(404);
  });
});
