// Two months of delivered orders from the neighbours, priced by checkout's own rules (orders/pricing.ts,
// catalog/price.ts, the kitchen's store settings), delivered by the demo driver, and reviewed, so
// ratings and counts vary from dish to dish. Dates count back from now: the demo always has a recent past.
import type { Prisma, PrismaClient, User } from "../generated/prisma/client.ts";
import { effectivePriceCents } from "../domain/catalog/price.ts";
import { deliveryDistanceMiles, orderTotals, tipCents } from "../domain/orders/pricing.ts";
import { loadStore } from "../domain/store/defaults.ts";
import { DAY, HOUR, MINUTE, seededRandom, type Random } from "./random.ts";

const HISTORY_DAYS = 60;

const REVIEW_TEXTS: Record<number, string[]> = {
  5: [
    "Tasted like a family recipe, because it is one. Ordering again this week.",
    "Generous portion, still hot when it arrived.",
    "The best thing I've eaten all month.",
    "Perfectly seasoned and beautifully packed.",
    "Our new Friday night tradition.",
    "Fresh, bright flavours: you can tell it was cooked today.",
    "My kids finished it before I could take a photo.",
  ],
  4: [
    "Really good; I'd like a little more sauce next time.",
    "Solid and comforting. Delivery was quick.",
    "Very tasty, a slightly smaller portion than I expected.",
    "Great flavour, arrived a bit lukewarm.",
    "Would order again, especially on a cold evening.",
  ],
  3: [
    "Good but not amazing.",
    "Decent, a little too salty for me.",
    "Fine for a weeknight; the sides were the best part.",
  ],
  2: ["Arrived cold and a bit soggy.", "Not much flavour this time."],
  1: ["Something went wrong with this one: it was burnt."],
};

/** Tips as customers choose them at checkout: none, a percentage or an amount. */
const TIPS = [
  null,
  { percent: 10 },
  { percent: 15 },
  { percent: 15 },
  { percent: 20 },
  { amountCents: 300 },
  { amountCents: 500 },
];

/** The neighbours' orders of the last 60 days, delivered and partly reviewed. */
export async function seedOrderHistory(prisma: PrismaClient, neighbours: User[], now: Date) {
  const random = seededRandom(60);
  const driver = await prisma.user.findUniqueOrThrow({ where: { email: "driver@homeplate.dev" } });
  const cooks = await prisma.user.findMany({
    where: { email: { in: ["cook@homeplate.dev", "cook2@homeplate.dev"] } },
    include: { foodItems: { orderBy: { id: "asc" } } },
    orderBy: { id: "asc" },
  });
  const kitchens = await Promise.all(cooks.map(async (cook) => ({ cook, store: await loadStore(prisma, cook.id) })));
  // Each dish has its own standing with the neighbours, so averages differ from dish to dish.
  const standing = new Map(cooks.flatMap((c) => c.foodItems).map((dish) => [dish.id, 3.4 + random.next() * 1.5]));

  type Line = { dishId: number; name: string; imageUrl: string | null; unitPriceCents: number; quantity: number };
  const planned: {
    key: string;
    customerId: number;
    deliveredAt: Date;
    lines: Line[];
    order: Prisma.OrderCreateManyInput;
  }[] = [];
  for (const [n, customer] of neighbours.entries()) {
    const favourite = n % kitchens.length;
    const appetite = 0.12 + random.next() * 0.14; // orders on 12% to 26% of days
    for (let daysAgo = HISTORY_DAYS; daysAgo >= 1; daysAgo--) {
      if (!random.chance(appetite)) continue;
      const { cook, store } = kitchens[random.chance(0.7) ? favourite : (favourite + 1) % kitchens.length]!;
      // Lunch or dinner in Austin (UTC-6/-5), at least a day before now, so "today" stays the tests'.
      const createdAt = new Date(now.getTime() - daysAgo * DAY - random.int(1, 10) * HOUR - random.int(0, 59) * MINUTE);
      const dishes = random.sample(cook.foodItems, random.int(1, 3));
      const lines = dishes.map((dish) => ({
        dishId: dish.id,
        name: dish.name,
        imageUrl: dish.imageUrl,
        unitPriceCents: effectivePriceCents(dish, createdAt),
        quantity: random.chance(0.25) ? 2 : 1,
      }));
      const subtotal = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
      const tip = tipCents(subtotal, random.pick(TIPS));
      const distance = deliveryDistanceMiles(cook, customer);
      const totals = orderTotals({
        lines,
        baseDeliveryFeeCents: store.deliveryFeeCents,
        miles: distance.miles,
        freeDeliveryMinimumCents: store.freeDeliveryMinimumCents,
        tipCents: typeof tip === "number" ? tip : 0,
      });
      const paidAt = new Date(createdAt.getTime() + MINUTE);
      const pickedUpAt = new Date(paidAt.getTime() + (store.preparationTime + random.int(-5, 10)) * MINUTE);
      const estimatedDelivery = new Date(pickedUpAt.getTime() + 25 * MINUTE);
      const deliveredAt = new Date(pickedUpAt.getTime() + random.int(10, 30) * MINUTE);
      planned.push({
        key: `${customer.id}@${createdAt.getTime()}`,
        customerId: customer.id,
        deliveredAt,
        lines,
        order: {
          customerId: customer.id,
          cookId: cook.id,
          driverId: driver.id,
          status: "delivered",
          ...totals,
          distanceMiles: distance.miles,
          deliveryAddress: customer.address!,
          deliveryLatitude: customer.latitude,
          deliveryLongitude: customer.longitude,
          pickupAddress: store.address || cook.address!,
          pickupLatitude: cook.latitude,
          pickupLongitude: cook.longitude,
          paymentStatus: "succeeded",
          paidAt,
          driverAssignedAt: new Date(paidAt.getTime() + 10 * MINUTE),
          pickedUpAt,
          onWayAt: new Date(pickedUpAt.getTime() + MINUTE),
          estimatedDelivery,
          deliveredAt,
          createdAt,
          updatedAt: deliveredAt,
        },
      });
    }
  }

  const orders = await prisma.order.createManyAndReturn({
    data: planned.map((p) => p.order),
    select: { id: true, customerId: true, createdAt: true },
  });
  const orderIds = new Map(orders.map((o) => [`${o.customerId}@${o.createdAt.getTime()}`, o.id]));
  const items = await prisma.orderItem.createManyAndReturn({
    data: planned.flatMap((p) =>
      p.lines.map((l) => ({
        orderId: orderIds.get(p.key)!,
        foodItemId: l.dishId,
        name: l.name,
        imageUrl: l.imageUrl,
        unitPriceCents: l.unitPriceCents,
        quantity: l.quantity,
      })),
    ),
    select: { id: true, orderId: true, foodItemId: true },
  });
  const byOrder = new Map(planned.map((p) => [orderIds.get(p.key)!, p]));
  await prisma.review.createMany({
    data: items
      .filter(() => random.chance(0.6))
      .map((item) => {
        const placed = byOrder.get(item.orderId)!;
        const rating = starsFor(random, standing.get(item.foodItemId!)!);
        return {
          userId: placed.customerId,
          orderId: item.orderId,
          orderItemId: item.id,
          foodItemId: item.foodItemId,
          rating,
          comment: random.chance(0.85) ? random.pick(REVIEW_TEXTS[rating]!) : null,
          createdAt: new Date(placed.deliveredAt.getTime() + random.int(1, 20) * HOUR),
        };
      }),
  });
  // The same average and count reviewDish keeps, computed once for every dish.
  await prisma.$executeRaw`UPDATE "FoodItem" SET "rating" = r."average", "reviewCount" = r."count"
    FROM (SELECT "foodItemId", AVG("rating")::float8 AS "average", COUNT(*)::int AS "count" FROM "Review" GROUP BY "foodItemId") r
    WHERE "FoodItem"."id" = r."foodItemId"`;
}

/** Whole stars around a dish's standing: mostly near it, now and then a bad day. */
function starsFor(random: Random, standing: number) {
  const spread = random.next() < 0.08 ? -2 : random.next() * 1.6 - 0.8;
  return Math.min(5, Math.max(1, Math.round(standing + spread)));
}
