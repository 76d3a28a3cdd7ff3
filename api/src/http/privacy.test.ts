// Nothing personal crosses users: a sweep of every answer that reads or places an address (geocode,
// reverse-geocode, sign-up, contact info, store settings, checkout quotes, the restaurants list and a
// ready order on offer) as a visitor, a customer, a cook and a driver, asserting that none carries
// another user's street address, coordinates, email or phone.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../test/server.ts";
import { demoIds, setCart } from "../test/orders.ts";

let server: TestServer;
let ids: Awaited<ReturnType<typeof demoIds>>;

/** One user's personal data as the database holds it: the profile and, for a cook, the store. */
type Person = { userId: number; texts: string[]; points: [number, number][] };
let people: Person[];

/** Neighbours seeded for the sweep, with exact points of their own that no public place has. */
const NEIGHBOURS = [
  { name: "Quinn Harper", address: "17 Quiet Oak Ln, Austin, TX 78745", latitude: 30.21013, longitude: -97.80117 },
  { name: "Rae Ellison", address: "4410 Duval St, Austin, TX 78751", latitude: 30.30777, longitude: -97.72611 },
  { name: "Sol Mendez", address: "1207 Red River St, Austin, TX 78701", latitude: 30.27466, longitude: -97.73588 },
];

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  const prisma = server.services.prisma;
  for (const [i, n] of NEIGHBOURS.entries())
    await prisma.user.create({
      data: { ...n, username: n.name, email: `sweep.${i}@example.com`, phone: `(512) 555-07${10 + i}` },
    });
  const users = await prisma.user.findMany({ include: { storeSettings: true } });
  people = users.map((u) => ({
    userId: u.id,
    texts: [u.address, u.email, u.phone, u.storeSettings?.address, u.storeSettings?.phone, u.storeSettings?.email]
      .filter((t): t is string => !!t && t.length >= 5)
      // A kitchen's store email or phone that is its cook's own is listed once.
      .filter((t, i, all) => all.indexOf(t) === i),
    points: [
      [u.latitude, u.longitude],
      [u.storeSettings?.latitude, u.storeSettings?.longitude],
    ].filter((p): p is [number, number] => p[0] != null && p[1] != null),
  }));
});
afterAll(() => server?.close());

/** Fails when an answer carries any personal datum of a user other than `self`. */
function expectNothingOf(others: (userId: number) => boolean, answer: string, what: string) {
  const numbers = [...answer.matchAll(/-?\d+\.\d+/g)].map((m) => Number(m[0]));
  const near = (a: number, b: number) => Math.abs(a - b) < 1e-6;
  for (const person of people.filter((p) => others(p.userId))) {
    for (const text of person.texts)
      expect(answer.toLowerCase().includes(text.toLowerCase()), `${what} carries "${text}"`).toBe(false);
    for (const [lat, lng] of person.points)
      expect(
        numbers.some((n) => near(n, lat)) && numbers.some((n) => near(n, lng)),
        `${what} carries the point ${lat}, ${lng} of user ${person.userId}`,
      ).toBe(false);
  }
}

/** The requests a caller can make that read or place addresses, each answered as text. */
function sweep(client: TestClient): [what: string, ask: () => Promise<string>][] {
  const text = async (p: Promise<{ text: string }>) => (await p).text;
  const gql = async (query: string, variables: object) => JSON.stringify(await client.gql(query, variables));
  const GEOCODE = `query($a: String!) { geocode(address: $a) { __typename ... on Error { message }
    ... on GeocodedPlace { lat lng address approximate } ... on AmbiguousAddressError { candidates { lat lng address } } } }`;
  const typed = [
    "Austin, TX",
    "Duval St, Austin",
    "Red River St",
    "Quiet Oak Ln",
    "E 11th St, Austin",
    "78751",
    "Cesar Chavez St, Springfield",
    ...people.flatMap((p) => p.texts.filter((t) => /\d+ \w/.test(t) && !t.includes("@"))),
  ];
  return [
    ...typed.map((a): [string, () => Promise<string>] => [
      `geocode "${a}"`,
      async () => (await text(client.rest("POST", "/api/gps/geocode", { address: a }))) + (await gql(GEOCODE, { a })),
    ]),
    ...people.flatMap((p) =>
      p.points.map(([lat, lng]): [string, () => Promise<string>] => [
        `reverse-geocode at user ${p.userId}'s point`,
        // The answer repeats the point asked about; what it adds is the place's name.
        async () => {
          const res = await client.rest("POST", "/api/gps/reverse-geocode", { lat, lng });
          return res.status === 200 ? JSON.stringify({ ...res.json, lat: null, lng: null }) : res.text;
        },
      ]),
    ),
    ["the restaurants list", () => text(client.rest("GET", "/api/chefs"))],
    ["the restaurants' areas", () => gql(`{ restaurants(first: 20) { edges { node { kitchenArea username } } } }`, {})],
  ];
}

const others = (self?: number) => (userId: number) => userId !== self;

describe("no answer carries another user's address, point, email or phone", () => {
  test("a visitor: geocoding, the restaurants, and sign-ups with partial and ambiguous addresses", async () => {
    const visitor = server.client();
    for (const [what, ask] of sweep(visitor)) expectNothingOf(others(), await ask(), `${what} (visitor)`);
    for (const [i, address] of [
      "Duval St, Austin",
      "Red River St, Austin, TX",
      "Cesar Chavez St, Springfield",
    ].entries()) {
      const res = await server.client().rest("POST", "/api/customers/register", {
        name: "Sweep Visitor",
        email: `sweep.visitor.${i}@example.com`,
        password: "secret123",
        phone: "(512) 555-0190",
        address,
        role: "customer",
      });
      expect([200, 400]).toContain(res.status);
      expectNothingOf(others(res.json?.id), res.text, `sign-up at "${address}"`);
    }
  });

  test("a customer: geocoding, contact info and checkout quotes", async () => {
    const casey = await server.signIn("customer@homeplate.dev");
    const self = others(ids.casey.id);
    for (const [what, ask] of sweep(casey)) expectNothingOf(self, await ask(), `${what} (customer)`);
    await setCart(server, ids.casey.id, [[ids.carnitas.id, 2]]);
    const QUOTE = `query($a: String) { checkoutQuote(deliveryAddress: $a) { __typename ... on Error { message }
      ... on CheckoutQuote { deliveryAddress pickupAddress distanceMiles distanceApproximate kitchenName } } }`;
    for (const a of [
      null,
      "User Address",
      "Duval St, Austin",
      "88 Rainey St, Austin, TX 78701",
      "Cesar Chavez St, Springfield",
    ])
      expectNothingOf(self, JSON.stringify(await casey.gql(QUOTE, { a })), `checkout quote to "${a}"`);
    const CONTACT = `mutation($input: UpdateContactInfoInput!) { updateContactInfo(input: $input) { __typename
      ... on Error { message } ... on UpdateContactInfoPayload { user { address latitude longitude phone } } } }`;
    const { address, latitude, longitude } = ids.casey;
    try {
      for (const a of ["Duval St, Austin", "Red River St, Austin, TX 78701", "Cesar Chavez St, Springfield"])
        expectNothingOf(
          self,
          JSON.stringify(await casey.gql(CONTACT, { input: { phone: "(512) 555-0166", address: a } })),
          `contact info at "${a}"`,
        );
    } finally {
      await server.services.prisma.user.update({
        where: { id: ids.casey.id },
        data: { address, latitude, longitude, locationApproximate: false },
      });
      await setCart(server, ids.casey.id, []);
    }
  });

  test("a cook: geocoding and store settings saved at partial addresses", async () => {
    const maria = await server.signIn("cook@homeplate.dev");
    const self = others(ids.maria.id);
    for (const [what, ask] of sweep(maria)) expectNothingOf(self, await ask(), `${what} (cook)`);
    const prisma = server.services.prisma;
    const store = await prisma.storeSettings.findUniqueOrThrow({ where: { userId: ids.maria.id } });
    try {
      for (const address of ["Duval St, Austin", "Red River St, Austin, TX 78701", "Cesar Chavez St, Springfield"]) {
        const saved = await maria.rest("POST", "/api/store-settings", { address });
        expectNothingOf(self, saved.text, `store settings at "${address}"`);
        expectNothingOf(self, (await maria.rest("GET", `/api/store-settings/${ids.maria.id}`)).text, "store settings");
      }
      // Another kitchen's settings are not this cook's to read.
      const kenji = await prisma.user.findUniqueOrThrow({ where: { email: "cook2@homeplate.dev" } });
      expectNothingOf(self, (await maria.rest("GET", `/api/store-settings/${kenji.id}`)).text, "another store");
    } finally {
      const { address, latitude, longitude, locationApproximate } = store;
      await prisma.storeSettings.update({
        where: { userId: ids.maria.id },
        data: { address, latitude, longitude, locationApproximate },
      });
    }
  });

  test("a driver: geocoding, and a ready order on offer that is not yet theirs", async () => {
    const dan = await server.signIn("driver@homeplate.dev");
    const danId = (await server.services.prisma.user.findUniqueOrThrow({ where: { email: "driver@homeplate.dev" } }))
      .id;
    for (const [what, ask] of sweep(dan)) expectNothingOf(others(danId), await ask(), `${what} (driver)`);
    const prisma = server.services.prisma;
    const order = await prisma.order.create({
      data: {
        customerId: ids.jordan.id,
        cookId: ids.maria.id,
        status: "ready",
        paymentStatus: "succeeded",
        paidAt: new Date(),
        subtotalCents: 2000,
        platformFeeCents: 240,
        deliveryFeeCents: 299,
        taxCents: 175,
        totalCents: 2714,
        distanceMiles: 4.5,
        deliveryAddress: ids.jordan.address!,
        deliveryLatitude: ids.jordan.latitude,
        deliveryLongitude: ids.jordan.longitude,
        deliveryInstructions: "Blue door by the oak tree",
        pickupAddress: "1619 S 1st St, Austin, TX 78704",
        pickupLatitude: 30.2467,
        pickupLongitude: -97.7551,
      },
    });
    try {
      const OFFER = `query($near: LatLngInput) { availableOrders(near: $near) { databaseId deliveryAddress pickupAddress
        deliveryInstructions customerPhone cookPhone kitchenLocation { lat lng } deliveryLocation { lat lng }
        distanceFromDriverMiles(near: $near) } }`;
      const offered = await dan.gql(OFFER, { near: { lat: 30.25, lng: -97.75 } });
      expect(offered.data.availableOrders.map((o: any) => o.databaseId)).toContain(order.id);
      expectNothingOf(others(danId), JSON.stringify(offered), "the orders on offer");
      expectNothingOf(
        others(danId),
        (await dan.rest("GET", "/api/orders/available")).text,
        "GET /api/orders/available",
      );
      // Once the driver takes it, the doors are theirs to know.
      const taken = await dan.rest("POST", `/api/orders/${order.id}/assign-driver`, {});
      expect(taken.status).toBe(200);
      const mine = await dan.gql(`query($id: Int!) { order(databaseId: $id) { deliveryAddress pickupAddress } }`, {
        id: order.id,
      });
      expect(mine.data.order).toEqual({
        deliveryAddress: ids.jordan.address,
        pickupAddress: "1619 S 1st St, Austin, TX 78704",
      });
    } finally {
      await prisma.order.delete({ where: { id: order.id } });
    }
  });
});
