// Generated bad input: every mutation of the schema (its input built from the schema's own types)
// and every /api route (its path, query and body built from the route table) with values drawn by
// fast-check, as a visitor and as a signed-in customer. Nothing may answer a 5xx or the catch-all
// 'Unexpected error.', and a visitor's calls to mutations that need an account write nothing.
// Fixed seed and bounded runs, so a failure replays.
import fc from "fast-check";
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
} from "graphql";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { restRoutes } from "../rest/routes.ts";
import { schema } from "../schema/index.ts";
import { startTestServer, type TestClient, type TestServer } from "../test/server.ts";

const SEED = 20261125;
const RUNS = 12;

/** Mutations a visitor may call: they write by design (an account, a login attempt, a mail). */
const PUBLIC_MUTATIONS = new Set([
  "registerCustomer",
  "registerChef",
  "registerDriver",
  "login",
  "logout",
  "requestPasswordReset",
  "resetPassword",
]);

/** Node type names, so generated ids are often well-formed ids of the wrong (or right) type. */
const NODE_TYPES = Object.values(schema.getTypeMap())
  .filter((t) => isObjectType(t) && t.getInterfaces().some((i) => i.name === "Node"))
  .map((t) => t.name);

const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: "binary", maxLength: 12 }),
  fc.constantFrom(
    "",
    " ",
    "a".repeat(5000),
    "'; drop table users; --",
    "<script>x</script>",
    "\u0000",
    "0",
    "-1",
    "1e309",
    "2026-02-30",
  ),
);
const globalId = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(...NODE_TYPES, "Nope"),
      fc.oneof(fc.integer({ min: -2, max: 40 }), fc.constant(2 ** 40), fc.string({ maxLength: 4 })),
    )
    .map(([type, id]) => Buffer.from(`${type}:${id}`).toString("base64")),
  text,
);
const anyJson = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true }),
  text,
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);

const scalars: Record<string, fc.Arbitrary<unknown>> = {
  String: text,
  ID: globalId,
  Int: fc.oneof(fc.integer({ min: -5, max: 200 }), fc.constantFrom(0, -2147483648, 2147483647)),
  Float: fc.oneof(
    fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
    fc.constantFrom(0, -0.01, 1e300),
  ),
  Boolean: fc.boolean(),
  DateTime: fc.oneof(
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    text,
  ),
};

/** A value for an input type, sometimes of the wrong shape (the server's validation must say so). */
function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const inner = getNullableType(type) as GraphQLInputType;
  const value = ((): fc.Arbitrary<unknown> => {
    if (isListType(inner)) return fc.array(valueOf(inner.ofType, depth + 1), { maxLength: 3 });
    if (isEnumType(inner)) return fc.oneof(fc.constantFrom(...inner.getValues().map((v) => v.name)), text);
    if (isInputObjectType(inner)) {
      if (depth > 3) return fc.constant({});
      const fields = Object.values(inner.getFields());
      return fc.record(Object.fromEntries(fields.map((f) => [f.name, valueOf(f.type, depth + 1)])), {
        requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
      });
    }
    if (isScalarType(inner)) return scalars[inner.name] ?? anyJson;
    return anyJson;
  })();
  return isNonNullType(type)
    ? value
    : fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) });
}

/** `mutation($a: T!, ...) { result: field(a: $a) { __typename } }` for any mutation field. */
function documentOf(field: GraphQLField<unknown, unknown>) {
  const returned = getNamedType(field.type);
  const select = isObjectType(returned) || isUnionType(returned) ? " { __typename }" : "";
  const params = field.args.map((a) => `$${a.name}: ${a.type}`).join(", ");
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(", ");
  return `mutation${params ? `(${params})` : ""} { result: ${field.name}${args ? `(${args})` : ""}${select} }`;
}

const mutations = Object.values(schema.getMutationType()!.getFields()).filter(
  (f) => !f.args.some((a) => getNamedType(a.type).name === "File"),
);

let server: TestServer;
let customer: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  customer = await server.signIn("customer@homeplate.dev");
});
afterAll(() => server?.close());

/** Rows in every table, to see that a visitor's refused calls wrote nothing. */
async function rowCounts() {
  const tables = await server.services.prisma.$queryRawUnsafe<{ name: string }[]>(
    `select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> '_prisma_migrations'`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await server.services.prisma.$queryRawUnsafe<{ n: bigint }[]>(`select count(*) as n from "${name}"`);
    counts[name] = Number(row!.n);
  }
  return counts;
}

function expectHandled(res: { status: number; text: string }, what: string) {
  if (res.status >= 500 || res.text.includes("Unexpected error."))
    throw new Error(`${what} answered ${res.status}: ${res.text.slice(0, 300)}`);
}

describe("generated input to every mutation", () => {
  test("a visitor gets no 5xx and writes nothing through a mutation that needs an account", async () => {
    const before = await rowCounts();
    for (const field of mutations.filter((f) => !PUBLIC_MUTATIONS.has(f.name))) {
      const document = documentOf(field);
      const variables = fc.record(Object.fromEntries(field.args.map((a) => [a.name, valueOf(a.type)])));
      await fc.assert(
        fc.asyncProperty(variables, async (vars) => {
          const res = await server.client().fetch("/graphql", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ query: document, variables: vars }),
          });
          expectHandled(res, `${field.name}(${JSON.stringify(vars).slice(0, 200)})`);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    }
    expect(await rowCounts()).toEqual(before);
  }, 180_000);

  test("a signed-in customer gets no 5xx from any mutation", async () => {
    for (const field of mutations.filter((f) => f.name !== "logout")) {
      const document = documentOf(field);
      const variables = fc.record(Object.fromEntries(field.args.map((a) => [a.name, valueOf(a.type)])));
      await fc.assert(
        fc.asyncProperty(variables, async (vars) => {
          const res = await customer.fetch("/graphql", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ query: document, variables: vars }),
          });
          expectHandled(res, `${field.name}(${JSON.stringify(vars).slice(0, 200)})`);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    }
  }, 180_000);
});

/** Body keys the /api routes read, so generated bodies often reach the resolvers. */
const BODY_KEYS = [
  "name",
  "email",
  "password",
  "phone",
  "address",
  "username",
  "status",
  "reason",
  "rejectionReason",
  "quantity",
  "foodItemId",
  "categoryId",
  "category",
  "price",
  "amount",
  "rating",
  "comment",
  "orderId",
  "paymentIntentId",
  "lat",
  "lng",
  "accuracy",
  "timestamp",
  "description",
  "isAvailable",
  "isSpecialOffer",
  "specialPrice",
  "displayOrder",
  "token",
  "newPassword",
  "currentPassword",
  "tip",
  "deliveryAddress",
  "items",
  "endpoint",
  "keys",
  "restaurantName",
  "cuisineType",
  "businessHours",
  "deliveryFee",
  "replaceCart",
  "paused",
];
const body = fc.dictionary(fc.constantFrom(...BODY_KEYS), anyJson, { maxKeys: 6 });
const param = fc.oneof(
  fc.integer({ min: -1, max: 30 }).map(String),
  fc.constantFrom("0", "abc", "1.5", "99999999999999999999", "%00", "me"),
);

describe("generated requests to every /api route", () => {
  test("no route answers a 5xx, as a visitor or as a customer", async () => {
    for (const route of restRoutes) {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const request = fc.record({
        params: fc.tuple(...names.map(() => param)),
        query: fc.dictionary(
          fc.constantFrom("limit", "offset", "search", "status", "category", "date"),
          fc.oneof(text, fc.integer().map(String)),
          { maxKeys: 3 },
        ),
        body,
        signedIn: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ params, query, body, signedIn }) => {
          let path = route.path;
          names.forEach((n, i) => (path = path.replace(`:${n}`, encodeURIComponent(params[i]!))));
          const search = new URLSearchParams(query).toString();
          const client = signedIn && !route.path.includes("logout") ? customer : server.client();
          const res = await client.rest(
            route.method,
            search ? `${path}?${search}` : path,
            route.method === "GET" ? undefined : body,
          );
          expectHandled(res, `${route.method} ${path}?${search} ${JSON.stringify(body).slice(0, 200)}`);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    }
  }, 180_000);
});

describe("broken uploads", () => {
  const UPLOAD = `mutation($input: UploadImageInput!) { result: uploadImage(input: $input) { __typename ... on Error { message } } }`;
  const multipart = (file: Blob | null) => {
    const form = new FormData();
    form.set("operations", JSON.stringify({ query: UPLOAD, variables: { input: { kind: "FOOD", file: null } } }));
    form.set("map", JSON.stringify(file ? { 0: ["variables.input.file"] } : {}));
    if (file) form.set("0", file, "dish.png");
    return form;
  };
  const truncatedPng = Buffer.from("89504e470d0a1a0a0000000d49484452000000100000001008020000", "hex");

  test("an empty, truncated or missing file is a validation error, for the cook and for a visitor", async () => {
    const cook = await server.signIn("cook@homeplate.dev");
    for (const bytes of [Buffer.alloc(0), truncatedPng]) {
      const blob = new Blob([new Uint8Array(bytes)], { type: "image/png" });
      const viaGraphql = await cook.fetch("/graphql", {
        method: "POST",
        body: multipart(blob),
        headers: { "x-graphql-yoga-csrf": "1" },
      });
      expect(viaGraphql.json.data.result).toEqual({
        __typename: "ValidationError",
        message: "Please select an image file (JPG, PNG, etc.)",
      });
      const form = new FormData();
      form.set("kind", "food");
      form.set("file", blob, "dish.png");
      const viaRest = await cook.fetch("/api/uploads", { method: "POST", body: form });
      expect(viaRest.status).toBe(400);
      const asVisitor = await server
        .client()
        .fetch("/graphql", { method: "POST", body: multipart(blob), headers: { "x-graphql-yoga-csrf": "1" } });
      expect(asVisitor.json.data.result.__typename).toBe("NotSignedInError");
    }
    const missing = await cook.fetch("/graphql", {
      method: "POST",
      body: multipart(null),
      headers: { "x-graphql-yoga-csrf": "1" },
    });
    expect(missing.status).toBeLessThan(500);
    expect(missing.json.errors[0].message).toContain("Expected non-nullable type File! not to be null at value.file");
  });
});

describe("ids in inputs", () => {
  const ADD = `mutation($input: AddToCartInput!) { result: addToCart(input: $input) { __typename ... on Error { message } } }`;
  const CREATE = `mutation($input: CreateFoodItemInput!) { result: createFoodItem(input: $input) { __typename ... on Error { message } } }`;
  const dish = { name: "Soup", description: "A warm soup of the day.", priceCents: 800 };

  test("authorization comes before decoding: a visitor and a customer are refused whatever the id", async () => {
    for (const categoryId of [
      Buffer.from("User:1").toString("base64"),
      "not-an-id",
      Buffer.from("Category:!").toString("base64"),
    ]) {
      const visitor = await server.client().gql(CREATE, { input: { ...dish, categoryId } });
      expect(visitor.data.result.__typename).toBe("NotSignedInError");
      const asCustomer = await customer.gql(CREATE, { input: { ...dish, categoryId } });
      expect(asCustomer.data.result.__typename).toBe("NotAllowedError");
    }
  });

  test("a malformed id or one of another type is a ValidationError naming the field", async () => {
    const wrongType = await customer.gql(ADD, {
      input: { foodItemId: Buffer.from("User:1").toString("base64"), quantity: 1 },
    });
    expect(wrongType.data.result).toEqual({
      __typename: "ValidationError",
      message: "input.foodItemId is not the id of a FoodItem",
    });
    for (const foodItemId of [
      "garbage",
      Buffer.from("FoodItem:!").toString("base64"),
      Buffer.from("FoodItem:99999999999").toString("base64"),
    ]) {
      const malformed = await customer.gql(ADD, { input: { foodItemId, quantity: 1 } });
      expect(malformed.data.result).toEqual({
        __typename: "ValidationError",
        message: "input.foodItemId is not a valid id",
      });
    }
  });

  test("every id input is decoded after authorization: the wrong caller is refused whatever the id", async () => {
    // [mutation, its input around the id, whether a customer is the wrong caller]
    const calls: [string, (id: string) => object, boolean][] = [
      ["setUserPaused", (userId) => ({ userId, paused: true }), true],
      ["toggleUserPause", (userId) => ({ userId }), true],
      ["deleteUser", (userId) => ({ userId }), true],
      ["sendUserPasswordReset", (userId) => ({ userId }), true],
      ["decideChefApplication", (applicationId) => ({ applicationId, status: "APPROVED" }), true],
      ["decideDriverApplication", (applicationId) => ({ applicationId, status: "APPROVED" }), true],
      ["acceptDelivery", (orderId) => ({ orderId }), true],
      ["updateOrderStatus", (orderId) => ({ orderId, status: "PREPARING" }), true],
      ["declineOrder", (orderId) => ({ orderId, reason: "No" }), true],
      ["startDemoDelivery", (orderId) => ({ orderId }), false],
      ["completePayment", (orderId) => ({ orderId }), false],
      ["placeOrder", (foodItemId) => ({ items: [{ foodItemId, quantity: 1 }] }), false],
      ["createReview", (orderId) => ({ orderId, foodItemId: orderId, rating: 5 }), false],
    ];
    for (const [field, input, customerRefused] of calls) {
      const op = `mutation($input: ${field[0]!.toUpperCase()}${field.slice(1)}Input!) { result: ${field}(input: $input) { __typename } }`;
      for (const id of ["not-an-id", Buffer.from("Recipe:1").toString("base64")]) {
        expect([field, (await server.client().gql(op, { input: input(id) })).data.result]).toEqual([
          field,
          { __typename: "NotSignedInError" },
        ]);
        if (customerRefused)
          expect([field, (await customer.gql(op, { input: input(id) })).data.result]).toEqual([
            field,
            { __typename: "NotAllowedError" },
          ]);
      }
    }
  });
});
