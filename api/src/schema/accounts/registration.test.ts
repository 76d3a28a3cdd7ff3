// Signing up: every rule of the spec, checked on the server, through GraphQL and /api.
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { startTestServer, type TestServer } from "../../test/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const customer = (overrides: Record<string, unknown> = {}) => ({
  name: "Riley Test",
  email: `riley.${Math.random().toString(36).slice(2)}@example.com`,
  password: "secret123",
  phone: "(512) 555-0199",
  address: "100 Congress Ave, Austin, TX",
  role: "customer",
  ...overrides,
});

const chef = (overrides: Record<string, unknown> = {}) => ({
  ...customer(),
  address: "200 Congress Ave, Austin, TX",
  businessName: "Riley's Table",
  description: "Slow-cooked Texas barbecue and sides, smoked overnight in the backyard.",
  specialties: "Brisket, ribs, pecan pie",
  experienceYears: 4,
  role: "cook",
  ...overrides,
});

const driver = (overrides: Record<string, unknown> = {}) => ({
  ...customer(),
  driverLicense: "TX1234567",
  vehicleType: "car",
  vehicleMake: "Honda",
  vehicleModel: "Civic",
  vehicleYear: "2018",
  licensePlate: "ABC-123",
  insuranceProvider: "Geico",
  hasInsurance: true,
  hasCleanRecord: true,
  canWorkWeekends: false,
  role: "driver",
  ...overrides,
});

describe("customer signup", () => {
  test.each([
    ["name", "R", "Name must be at least 2 characters"],
    ["email", "not-an-email", "Invalid email address"],
    ["password", "12345", "Password must be at least 6 characters"],
    ["phone", "555-0199", "Phone number must be at least 10 digits"],
    ["address", "Here", "Please provide a complete address"],
  ])("a %s of %j is refused with '%s'", async (field, value, message) => {
    const res = await server.client().rest("POST", "/api/customers/register", customer({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.text).toBe(message);
  });

  test("a missing field answers with its rule's message, not a crash", async () => {
    const { address: _omit, ...body } = customer();
    const res = await server.client().rest("POST", "/api/customers/register", body);
    expect(res.status).toBe(400);
    expect(res.text).toBe("Please provide a complete address");
  });

  test("a valid signup creates a customer, signs them in and stores only a hash of the password", async () => {
    const c = server.client();
    const body = customer({ email: "  New.Customer@Example.com " });
    const res = await c.rest("POST", "/api/customers/register", body);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: "Riley Test", email: "new.customer@example.com", role: "customer" });
    expect(typeof res.json.id).toBe("number");
    expect(res.json).not.toHaveProperty("passwordHash");

    const me = await c.rest("GET", "/api/users/current");
    expect(me.json.email).toBe("new.customer@example.com");

    const row = await server.services.prisma.user.findUniqueOrThrow({ where: { email: "new.customer@example.com" } });
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain("secret123");
    const dump = JSON.stringify(await server.services.db.query(`SELECT * FROM "User"`));
    expect(dump).not.toContain("secret123");
  });

  test("a signup is placed at the public place its address names, never at another user's point", async () => {
    // Jordan's street: the sign-up learns its ZIP code's centre, not Jordan's coordinates.
    const known = await server
      .client()
      .rest("POST", "/api/customers/register", customer({ address: "4500 Duval St, Austin, TX 78751" }));
    expect(known.json).toMatchObject({ latitude: 30.3093, longitude: -97.7242 });
    expect(await server.services.prisma.user.findUniqueOrThrow({ where: { id: known.json.id } })).toMatchObject({
      locationApproximate: true,
    });
    // A street and a city without ZIP code: the city's centre.
    const city = await server
      .client()
      .rest("POST", "/api/customers/register", customer({ address: "Duval St, Austin" }));
    expect(city.json).toMatchObject({ latitude: 30.3094, longitude: -97.7623 });
    // An address that names no place the gazetteer holds keeps no coordinates.
    const unknown = await server
      .client()
      .rest("POST", "/api/customers/register", customer({ address: "100 Congress Ave, Atlantis" }));
    expect(unknown.json).toMatchObject({ address: "100 Congress Ave, Atlantis", latitude: null, longitude: null });
  });

  test("a signup at an address that could name several places is refused with public places, and no account is made", async () => {
    const body = customer({ address: "Cesar Chavez St, Springfield" });
    const res = await server.client().rest("POST", "/api/customers/register", body);
    expect(res.status).toBe(400);
    expect(res.text).toBe(
      "Which one do you mean: Springfield, IL; Springfield, MA; Springfield, MO; Springfield, VA; Springfield, OH?",
    );
    expect(await server.services.prisma.user.count({ where: { email: body.email as string } })).toBe(0);
  });

  test("registration ignores a role sent by the client: /api/customers/register always makes a customer", async () => {
    const res = await server.client().rest("POST", "/api/customers/register", customer({ role: "admin" }));
    expect(res.status).toBe(200);
    expect(res.json.role).toBe("customer");
  });

  test("a duplicate email is refused with 'User with this email already exists', in any letter case", async () => {
    const res = await server
      .client()
      .rest("POST", "/api/customers/register", customer({ email: "CUSTOMER@homeplate.dev" }));
    expect(res.status).toBe(409);
    expect(res.text).toContain("User with this email already exists");
  });

  test("two signups with one address at the same moment make one account", async () => {
    const body = customer({ email: "twice@example.com" });
    const results = await Promise.all(
      [1, 2, 3].map(() => server.client().rest("POST", "/api/customers/register", body)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await server.services.prisma.user.count({ where: { email: "twice@example.com" } })).toBe(1);
  });

  test("over GraphQL, a failure is a typed ValidationError with every broken field", async () => {
    const result = await server.client().mutate(
      `mutation($input: RegisterCustomerInput!) { result: registerCustomer(input: $input) {
        __typename ... on Error { message } ... on ValidationError { fieldErrors { field message } } } }`,
      { input: { name: "", email: "x", password: "1", phone: "1", address: "" } },
    );
    expect(result.__typename).toBe("ValidationError");
    expect(result.fieldErrors.map((e: { field: string }) => e.field).sort()).toEqual([
      "address",
      "email",
      "name",
      "password",
      "phone",
    ]);
  });
});

describe("chef signup", () => {
  test.each([
    ["address", "Home", "Please provide your kitchen address"],
    ["businessName", "R", "Business name is required"],
    ["description", "Tasty food.", "Please describe your cooking style (minimum 20 characters)"],
    ["specialties", "Pie", "Please list your specialties"],
    ["experienceYears", 0, "Years of experience is required"],
    ["experienceYears", "", "Years of experience is required"],
  ])("a %s of %j is refused with '%s'", async (field, value, message) => {
    const res = await server.client().rest("POST", "/api/chefs/register", chef({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.text).toBe(message);
  });

  test("a chef signup creates a cook awaiting approval with a pending application", async () => {
    const c = server.client();
    const res = await c.rest("POST", "/api/chefs/register", chef({ email: "riley.chef@example.com" }));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ role: "cook", approvalStatus: "pending", application: { status: "pending" } });
    const { data } = await c.gql(
      `{ viewer { role approvalStatus chefApplication { status businessName experienceYears kitchenAddress } } }`,
    );
    expect(data.viewer).toEqual({
      role: "COOK",
      approvalStatus: "PENDING",
      chefApplication: {
        status: "PENDING",
        businessName: "Riley's Table",
        experienceYears: 4,
        kitchenAddress: "200 Congress Ave, Austin, TX",
      },
    });
  });

  test("a duplicate email is refused with a message the chef form recognises", async () => {
    const res = await server.client().rest("POST", "/api/chefs/register", chef({ email: "cook@homeplate.dev" }));
    expect(res.status).toBe(409);
    expect(res.text).toContain("User with this email already exists");
  });
});

describe("driver signup", () => {
  test.each([
    ["address", "Home", "Please provide your address"],
    ["driverLicense", "TX1", "License number is required"],
    ["vehicleType", "spaceship", "Vehicle type is required"],
    ["vehicleMake", "H", "Vehicle make is required"],
    ["vehicleModel", "C", "Vehicle model is required"],
    ["vehicleYear", "", "Vehicle year is required"],
    ["vehicleYear", "1998", "Vehicle year must be 2000 or later"],
    ["licensePlate", "A", "License plate is required"],
    ["insuranceProvider", "G", "Insurance provider is required"],
  ])("a %s of %j is refused with '%s'", async (field, value, message) => {
    const res = await server.client().rest("POST", "/api/drivers/register", driver({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.text).toBe(message);
  });

  test("the vehicle year may be next year's as of the signup, not as of the server's start", async () => {
    // The server started this year; the clock moves on to the new year while it runs.
    const nextYear = new Date().getFullYear() + 1;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(nextYear, 0, 2, 12));
    try {
      const accepted = await server
        .client()
        .rest("POST", "/api/drivers/register", driver({ vehicleYear: String(nextYear + 1) }));
      expect(accepted.status).toBe(200);
      const refused = await server
        .client()
        .rest("POST", "/api/drivers/register", driver({ vehicleYear: String(nextYear + 2) }));
      expect([refused.status, refused.text]).toEqual([400, "Vehicle year is in the future"]);
    } finally {
      vi.useRealTimers();
    }
  });

  test.each([[{ hasInsurance: false }], [{ hasCleanRecord: false }]])(
    "without insurance and a clean record (%j) the application is refused",
    async (missing) => {
      const email = `nodrive.${Math.random().toString(36).slice(2)}@example.com`;
      const res = await server.client().rest("POST", "/api/drivers/register", driver({ email, ...missing }));
      expect(res.status).toBe(400);
      expect(res.text).toBe("You must have valid insurance and a clean driving record to become a driver.");
      expect(await server.services.prisma.user.findUnique({ where: { email } })).toBeNull();
    },
  );

  test("a driver signup creates a driver with a pending application; weekends are optional", async () => {
    const c = server.client();
    const res = await c.rest(
      "POST",
      "/api/drivers/register",
      driver({ email: "riley.driver@example.com", password: "drive123", canWorkWeekends: undefined }),
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ role: "driver", approvalStatus: "pending", application: { status: "pending" } });
    const app = await server.services.prisma.driverApplication.findFirstOrThrow({
      where: { user: { email: "riley.driver@example.com" } },
    });
    expect(app).toMatchObject({
      licenseNumber: "TX1234567",
      vehicleYear: 2018,
      licensePlate: "ABC-123",
      canWorkWeekends: false,
    });
  });

  test("a driver who signs up without a password (as the spec's form does) is mailed a link to set one", async () => {
    const c = server.client();
    const { password: _none, ...body } = driver({ email: "nopass.driver@example.com" });
    const res = await c.rest("POST", "/api/drivers/register", body);
    expect(res.status).toBe(200);
    const mail = await server.services.prisma.mailMessage.findFirstOrThrow({
      where: { to: "nopass.driver@example.com" },
    });
    expect(mail.subject).toContain("set your password");
    expect(mail.text).toMatch(new RegExp(`${server.url}/reset-password\\?token=`));
  });
});
