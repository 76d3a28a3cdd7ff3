// An admin deciding chef and driver applications.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
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

let n = 0;
async function newChef(cuisine?: string) {
  const email = `chef${++n}.${Date.now()}@example.com`;
  const c = server.client();
  const res = await c.rest("POST", "/api/chefs/register", {
    name: `Chef ${n}`,
    email,
    password: "secret123",
    phone: "(512) 555-0101",
    address: "700 Lavaca St, Austin, TX 78701",
    businessName: `Kitchen ${n}`,
    description: "Slow-cooked family recipes from my grandmother's kitchen.",
    specialties: "Gumbo, jambalaya , beignets",
    experienceYears: 5,
  });
  expect(res.status).toBe(200);
  if (cuisine) await prisma().chefApplication.update({ where: { id: res.json.application.id }, data: { cuisine } });
  return { client: c, email, userId: res.json.id as number, applicationId: res.json.application.id as number };
}

async function newDriver() {
  const email = `driver${++n}.${Date.now()}@example.com`;
  const c = server.client();
  const res = await c.rest("POST", "/api/drivers/register", {
    name: `Driver ${n}`,
    email,
    password: "secret123",
    phone: "(512) 555-0102",
    address: "700 Lavaca St, Austin, TX 78701",
    driverLicense: "TX1234567",
    vehicleType: "car",
    vehicleMake: "Honda",
    vehicleModel: "Civic",
    vehicleYear: 2020,
    licensePlate: "ABC-123",
    insuranceProvider: "Geico",
    hasInsurance: true,
    hasCleanRecord: true,
  });
  expect(res.status).toBe(200);
  return { client: c, email, userId: res.json.id as number, applicationId: res.json.application.id as number };
}

const lastMailTo = (to: string) => prisma().mailMessage.findFirstOrThrow({ where: { to }, orderBy: { id: "desc" } });

describe("chef applications", () => {
  test("the review list shows every field with the applicant's email, phone and username", async () => {
    const { applicationId, email } = await newChef();
    const res = await admin.rest("GET", "/api/admin/chef-applications?status=pending");
    const app = res.json.find((a: any) => a.id === applicationId);
    expect(app).toMatchObject({
      status: "pending",
      businessName: expect.stringMatching(/^Kitchen/),
      experience: 5,
      specialties: "Gumbo, jambalaya , beignets",
      governmentIdPhoto: null,
      rejectionReason: null,
      user: { email, phone: "(512) 555-0101", username: expect.stringMatching(/^Chef/) },
    });
    expect(res.json.every((a: any) => a.status === "pending")).toBe(true);
  });

  test("approving makes the applicant an approved cook with a restaurant profile from the application, and mails them", async () => {
    const { client, userId, applicationId, email } = await newChef("Caribbean ");
    const res = await admin.rest("PATCH", `/api/admin/chef-applications/${applicationId}`, { status: "approved" });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ id: applicationId, status: "approved", rejectionReason: null });
    const user = await prisma().user.findUniqueOrThrow({ where: { id: userId }, include: { restaurantProfile: true } });
    expect(user).toMatchObject({ role: "cook", approvalStatus: "approved" });
    expect(user.restaurantProfile).toMatchObject({
      restaurantName: expect.stringMatching(/^Kitchen/),
      cuisineType: "caribbean",
      description: "Slow-cooked family recipes from my grandmother's kitchen.",
      specialties: ["Gumbo", "jambalaya", "beignets"],
    });
    const app = await prisma().chefApplication.findUniqueOrThrow({
      where: { id: applicationId },
      include: { decidedBy: true },
    });
    expect(app.decidedBy?.email).toBe("admin@homeplate.dev");
    expect(app.decidedAt).toBeInstanceOf(Date);
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe("Your HomePlate chef application is approved");
    expect(mail.text).toContain(`${server.url}/chef-management`);
    expect(mail.html).toContain(`href="${server.url}/chef-management"`);
    expect(mail.html).toContain("HomePlate");
    // The applicant's own view follows.
    const { data } = await client.gql(`{ viewer { approvalStatus restaurantProfile { restaurantName } } }`);
    expect(data.viewer.approvalStatus).toBe("APPROVED");
    const log = await prisma().auditLog.findFirstOrThrow({
      where: { action: "chefApplication.approved", subjectId: userId },
    });
    expect(log.details).toEqual({ applicationId });
  });

  test("an unknown cuisine becomes 'other'", async () => {
    const { userId, applicationId } = await newChef("Fusion of everything");
    await admin.rest("PATCH", `/api/admin/chef-applications/${applicationId}`, { status: "approved" });
    expect((await prisma().restaurantProfile.findUniqueOrThrow({ where: { userId } })).cuisineType).toBe("other");
  });

  test("rejecting needs a reason that is not blank", async () => {
    const { applicationId } = await newChef();
    for (const body of [{ status: "rejected" }, { status: "rejected", rejectionReason: "   " }]) {
      const res = await admin.rest("PATCH", `/api/admin/chef-applications/${applicationId}`, body);
      expect([res.status, res.text]).toEqual([400, "Please give a reason for the rejection."]);
    }
    const pending = await admin.rest("PATCH", `/api/admin/chef-applications/${applicationId}`, { status: "pending" });
    expect([pending.status, pending.text]).toEqual([400, "Status must be approved or rejected"]);
    expect((await prisma().chefApplication.findUniqueOrThrow({ where: { id: applicationId } })).status).toBe("pending");
  });

  test("rejecting with a reason shows the reason to the applicant and mails it", async () => {
    const { client, userId, applicationId, email } = await newChef();
    const res = await admin.mutate(
      `mutation($input: DecideChefApplicationInput!) { result: decideChefApplication(input: $input) {
        __typename ... on Error { message } ... on DecideChefApplicationPayload { application { status rejectionReason } stats { chefApplications { rejected } } } } }`,
      {
        input: {
          applicationId: globalId("ChefApplication", applicationId),
          status: "REJECTED",
          rejectionReason: "  Kitchen photos are missing.  ",
        },
      },
    );
    expect(res.application).toEqual({ status: "REJECTED", rejectionReason: "Kitchen photos are missing." });
    expect(res.stats.chefApplications.rejected).toBeGreaterThanOrEqual(1);
    expect((await prisma().user.findUniqueOrThrow({ where: { id: userId } })).approvalStatus).toBe("rejected");
    expect(await prisma().restaurantProfile.findUnique({ where: { userId } })).toBeNull();
    const { data } = await client.gql(`{ viewer { chefApplication { status rejectionReason } } }`);
    expect(data.viewer.chefApplication).toEqual({ status: "REJECTED", rejectionReason: "Kitchen photos are missing." });
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe("Your HomePlate chef application was not approved");
    expect(mail.text).toContain("Reason: Kitchen photos are missing.");
    expect(mail.text).toContain(`${server.url}/chef-application-review`);
  });

  test("a decided application cannot be decided again", async () => {
    const { applicationId } = await newChef();
    expect(
      (await admin.rest("PATCH", `/api/admin/chef-applications/${applicationId}`, { status: "approved" })).status,
    ).toBe(200);
    const again = await admin.rest("PATCH", `/api/admin/chef-applications/${applicationId}`, {
      status: "rejected",
      rejectionReason: "Changed my mind",
    });
    expect([again.status, again.text]).toEqual([
      409,
      "This application has already been approved; only a pending application can be decided.",
    ]);
    expect(await prisma().chefApplication.findUniqueOrThrow({ where: { id: applicationId } })).toMatchObject({
      status: "approved",
      rejectionReason: null,
    });
  });

  test("two admins deciding at once: exactly one decision wins", async () => {
    const { applicationId, userId } = await newChef();
    const other = await server.signIn("admin@homeplate.dev");
    const mails = await prisma().mailMessage.count();
    const results = await Promise.all([
      admin.rest("PATCH", `/api/admin/chef-applications/${applicationId}`, { status: "approved" }),
      other.rest("PATCH", `/api/admin/chef-applications/${applicationId}`, {
        status: "rejected",
        rejectionReason: "Not now",
      }),
      admin.rest("PATCH", `/api/admin/chef-applications/${applicationId}`, { status: "approved" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const winner = results.find((r) => r.status === 200)!.json.status;
    expect((await prisma().chefApplication.findUniqueOrThrow({ where: { id: applicationId } })).status).toBe(winner);
    expect((await prisma().user.findUniqueOrThrow({ where: { id: userId } })).approvalStatus).toBe(winner);
    expect(
      await prisma().auditLog.count({ where: { subjectId: userId, action: { startsWith: "chefApplication." } } }),
    ).toBe(1);
    expect(await prisma().mailMessage.count()).toBe(mails + 1);
  });

  test("an unknown application is a 404", async () => {
    expect((await admin.rest("PATCH", "/api/admin/chef-applications/999999", { status: "approved" })).status).toBe(404);
  });
});

describe("driver applications", () => {
  test("approving makes the applicant an approved driver and mails a link to /driver", async () => {
    const { userId, applicationId, email } = await newDriver();
    const list = await admin.rest("GET", "/api/driver-applications");
    expect(list.json.find((a: any) => a.id === applicationId)).toMatchObject({
      vehicleMake: "Honda",
      vehicleModel: "Civic",
      licenseNumber: "TX1234567",
      status: "pending",
      user: { email },
    });
    const res = await admin.rest("PATCH", `/api/admin/driver-applications/${applicationId}`, { status: "approved" });
    expect(res.status, res.text).toBe(200);
    expect((await prisma().user.findUniqueOrThrow({ where: { id: userId } })).approvalStatus).toBe("approved");
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe("Your HomePlate driver application is approved");
    expect(mail.text).toContain(`${server.url}/driver`);
  });

  test("rejecting with a reason; a second decision is refused", async () => {
    const { client, applicationId, email } = await newDriver();
    const res = await admin.rest("PATCH", `/api/admin/driver-applications/${applicationId}`, {
      status: "rejected",
      rejectionReason: "Insurance has expired.",
    });
    expect(res.json).toMatchObject({ status: "rejected", rejectionReason: "Insurance has expired." });
    const { data } = await client.gql(`{ viewer { approvalStatus driverApplication { status rejectionReason } } }`);
    expect(data.viewer).toEqual({
      approvalStatus: "REJECTED",
      driverApplication: { status: "REJECTED", rejectionReason: "Insurance has expired." },
    });
    expect((await lastMailTo(email)).text).toContain("Reason: Insurance has expired.");
    expect(
      (await admin.rest("PATCH", `/api/admin/driver-applications/${applicationId}`, { status: "approved" })).status,
    ).toBe(409);
  });

  test("concurrent decisions on a driver application: exactly one wins", async () => {
    const { applicationId } = await newDriver();
    const results = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        admin.rest(
          "PATCH",
          `/api/admin/driver-applications/${applicationId}`,
          i % 2 ? { status: "approved" } : { status: "rejected", rejectionReason: `Reason ${i}` },
        ),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
  });
});

test("an application id that is malformed or of the other kind is a ValidationError naming input.applicationId; an unknown one is not found; nothing changes", async () => {
  const chef = await newChef();
  const driver = await newDriver();
  const state = async () =>
    JSON.stringify([
      await prisma().chefApplication.findUniqueOrThrow({ where: { id: chef.applicationId } }),
      await prisma().driverApplication.findUniqueOrThrow({ where: { id: driver.applicationId } }),
      await prisma().mailMessage.count(),
    ]);
  const before = await state();
  const decide = (kind: "Chef" | "Driver", applicationId: string) =>
    admin.mutate(
      `mutation($input: Decide${kind}ApplicationInput!) { result: decide${kind}Application(input: $input) { ${REFUSAL} } }`,
      {
        input: { applicationId, status: "APPROVED" },
      },
    );
  for (const [kind, other, id] of [
    ["Chef", "Driver", driver.applicationId],
    ["Driver", "Chef", chef.applicationId],
  ] as const) {
    // The other kind's id of a pending application: decoding refuses it before any lookup.
    expectRefusedId(
      await decide(kind, globalId(`${other}Application`, id)),
      "input.applicationId",
      `is not the id of a ${kind}Application`,
    );
    for (const [applicationId, rule] of refusedIds(`${kind}Application`, `${other}Application`)) {
      expectRefusedId(await decide(kind, applicationId), "input.applicationId", rule);
    }
    expect(await decide(kind, globalId(`${kind}Application`, 999999))).toEqual({
      __typename: "NotFoundError",
      message: `No such ${kind.toLowerCase()} application.`,
    });
  }
  expect(await state()).toBe(before);
});
