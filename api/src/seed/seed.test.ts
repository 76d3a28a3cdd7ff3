// The demo data: seeded quickly, seeding again changes nothing, and the demo has a past (orders
// priced by checkout's rules, reviews that make ratings differ, pictures in every rendition).
import { afterAll, beforeAll, expect, test } from "vitest";
import { loadConfig } from "../config.ts";
import { orderTotals } from "../domain/orders/pricing.ts";
import { memoryStorage } from "../services/storage.ts";
import { createScratchDatabase } from "../test/server.ts";
import { IN_MEMORY, openDatabase, type Database } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { seedDemoData } from "./seed.ts";

let db: Database;
let dropDatabase = async () => {};
const storage = memoryStorage();
let firstSeedMs = 0;
let firstSeedCpuMs = 0;

beforeAll(async () => {
  const base = loadConfig();
  let databaseUrl: string | undefined;
  if (base.databaseUrl) ({ databaseUrl, dropDatabase } = await createScratchDatabase(base.databaseUrl));
  db = await openDatabase({ ...base, dataDir: IN_MEMORY, databaseUrl });
  await migrate(db, () => {});
  const started = performance.now();
  const cpu = process.cpuUsage();
  expect(await seedDemoData(db.prisma, storage)).toBe(true);
  const used = process.cpuUsage(cpu);
  firstSeedMs = performance.now() - started;
  firstSeedCpuMs = (used.user + used.system) / 1000;
}, 60_000);
afterAll(async () => {
  await db?.close();
  await dropDatabase();
});

const counts = async () => {
  const p = db.prisma;
  return {
    users: await p.user.count(),
    dishes: await p.foodItem.count(),
    orders: await p.order.count(),
    items: await p.orderItem.count(),
    reviews: await p.review.count(),
    recipes: await p.recipe.count(),
    likes: await p.recipeLike.count(),
    comments: await p.recipeComment.count(),
    images: await p.storedImage.count(),
    ratings: await p.foodItem.findMany({
      select: { id: true, rating: true, reviewCount: true, imageUrl: true },
      orderBy: { id: "asc" },
    }),
  };
};

test("the seed takes well under 10 seconds, and seeding again changes nothing", async () => {
  // The work the seed does, counted in CPU time (this process: the server's thread and the embedded
  // database's worker), which a busy shared machine does not inflate the way it does wall time: at
  // most half the 10 s promise. Wall time only guards against a seed that waits on something.
  expect(firstSeedCpuMs).toBeLessThan(5_000);
  expect(firstSeedMs).toBeLessThan(30_000);
  const before = await counts();
  expect(await seedDemoData(db.prisma, storage)).toBe(false);
  expect(await counts()).toEqual(before);
});

test("two months of delivered orders from a dozen neighbours, totals by checkout's money rules", async () => {
  // The past; orders placed ahead for the coming days (seed/ahead.ts) are not part of it.
  const orders = await db.prisma.order.findMany({ where: { status: "delivered" }, include: { items: true } });
  expect(orders.length).toBeGreaterThan(60);
  expect(new Set(orders.map((o) => o.customerId)).size).toBe(12);
  const day = 24 * 60 * 60 * 1000;
  const ages = orders.map((o) => (Date.now() - o.createdAt.getTime()) / day);
  expect(Math.min(...ages)).toBeGreaterThan(1);
  expect(Math.max(...ages)).toBeLessThan(62);
  for (const o of orders) {
    const totals = orderTotals({
      lines: o.items,
      baseDeliveryFeeCents: 99,
      miles: o.distanceMiles,
      freeDeliveryMinimumCents: 20000,
      tipCents: o.tipCents,
    });
    expect(totals).toMatchObject({
      subtotalCents: o.subtotalCents,
      platformFeeCents: o.platformFeeCents,
      deliveryFeeCents: o.deliveryFeeCents,
      taxCents: o.taxCents,
      totalCents: o.totalCents,
    });
  }
});

test("ratings and review counts differ from dish to dish and agree with the reviews", async () => {
  const dishes = await db.prisma.foodItem.findMany({ include: { reviews: true } });
  for (const d of dishes) {
    expect(d.reviewCount).toBe(d.reviews.length);
    if (d.reviews.length)
      expect(d.rating).toBeCloseTo(d.reviews.reduce((s, r) => s + r.rating, 0) / d.reviews.length, 6);
  }
  expect(new Set(dishes.map((d) => d.rating.toFixed(1))).size).toBeGreaterThan(4);
  expect(new Set(dishes.map((d) => d.reviewCount)).size).toBeGreaterThan(4);
  expect(dishes.every((d) => d.reviewCount > 0)).toBe(true);
});

test("every dish, logo and banner has a picture stored in each of its WebP renditions", async () => {
  const profiles = await db.prisma.restaurantProfile.findMany();
  const dishes = await db.prisma.foodItem.findMany();
  const urls = [...profiles.flatMap((p) => [p.logoUrl, p.bannerUrl]), ...dishes.map((d) => d.imageUrl)];
  expect(urls.every((u) => u?.startsWith("/uploads/"))).toBe(true);
  for (const url of urls) {
    const image = await db.prisma.storedImage.findUniqueOrThrow({ where: { key: url!.slice("/uploads/".length) } });
    const renditions = image.renditions as { key: string; width: number; height: number }[];
    expect(renditions.length).toBeGreaterThan(1);
    expect(renditions.at(-1)).toMatchObject({ key: image.key, width: image.width, height: image.height });
    for (const r of renditions) {
      const file = await storage.get(r.key);
      expect(file?.contentType).toBe("image/webp");
      expect(file!.bytes.subarray(8, 12).toString()).toBe("WEBP");
    }
  }
});

test("recipes have likes, comments and views from the neighbours", async () => {
  const recipes = await db.prisma.recipe.findMany({
    include: { _count: { select: { likes: true, comments: true, views: true } } },
  });
  expect(recipes.length).toBeGreaterThan(2);
  for (const r of recipes) {
    expect(r._count.likes).toBeGreaterThan(0);
    expect(r._count.comments).toBeGreaterThan(0);
  }
});
