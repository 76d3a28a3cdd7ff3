// The neighbours' plans: a few paid orders scheduled for delivery slots later this week (the cooks'
// "Upcoming scheduled orders"), and their favourite dishes and kitchens. Priced by checkout's own rules,
// placed in slots a few days out in the kitchen's time zone, so they wait as confirmed until the
// release sweep moves each into its kitchen's queue when its preparation should start.
import type { PrismaClient, User } from "../generated/prisma/client.ts";
import { effectivePriceCents } from "../domain/catalog/price.ts";
import { scheduleOf } from "../domain/orders/schedule.ts";
import { deliveryDistanceMiles, dishDeliveryFeeCents, orderTotals } from "../domain/orders/pricing.ts";
import { loadStore } from "../domain/store/defaults.ts";
import { instantOf, localTime } from "../domain/store/hours.ts";
import { formatLocalDate, localDateOf } from "../domain/store/slots.ts";
import { DAY, MINUTE } from "./random.ts";

/** [neighbour, kitchen, days ahead, local time in minutes]: lunch and dinner slots, 3 to 5 days out. */
const PLANS: [number, number, number, number][] = [
  [0, 0, 3, 12 * 60],
  [1, 1, 3, 18 * 60 + 30],
  [2, 0, 4, 19 * 60],
  [3, 1, 5, 12 * 60 + 30],
];

export async function seedPlans(prisma: PrismaClient, neighbours: User[], now: Date) {
  const cooks = await prisma.user.findMany({
    where: { email: { in: ["cook@homeplate.dev", "cook2@homeplate.dev"] } },
    include: { foodItems: { where: { available: true }, orderBy: { id: "asc" } } },
    orderBy: { id: "asc" },
  });
  for (const [n, k, daysAhead, minutes] of PLANS) {
    const customer = neighbours[n];
    const cook = cooks[k];
    if (!customer || !cook || cook.foodItems.length === 0) continue;
    const store = await loadStore(prisma, cook.id);
    const day = localTime(new Date(now.getTime() + daysAhead * DAY), store.timeZone);
    const start = instantOf(day.year, day.month, day.day, minutes, store.timeZone);
    const dishes = cook.foodItems.slice(n % 3, (n % 3) + 2);
    const lines = dishes.map((dish) => ({ dish, unitPriceCents: effectivePriceCents(dish, now), quantity: 1 }));
    const distance = deliveryDistanceMiles(cook, customer);
    const totals = orderTotals({
      lines,
      baseDeliveryFeeCents: store.deliveryFeeCents,
      dishDeliveryFeeCents: dishDeliveryFeeCents(dishes),
      miles: distance.miles,
      freeDeliveryMinimumCents: store.freeDeliveryMinimumCents,
      tipCents: 0,
    });
    const placedAt = new Date(now.getTime() - 2 * DAY + n * 37 * MINUTE);
    await prisma.order.create({
      data: {
        ...scheduleOf(store, start),
        deliveryDate: formatLocalDate(localDateOf(start, store.timeZone)),
        customerId: customer.id,
        cookId: cook.id,
        status: "confirmed",
        ...totals,
        distanceMiles: distance.miles,
        deliveryAddress: customer.address!,
        deliveryLatitude: customer.latitude,
        deliveryLongitude: customer.longitude,
        pickupAddress: store.address || cook.address!,
        pickupLatitude: cook.latitude,
        pickupLongitude: cook.longitude,
        paymentStatus: "succeeded",
        paidAt: placedAt,
        createdAt: placedAt,
        items: {
          create: lines.map((l) => ({
            foodItemId: l.dish.id,
            name: l.dish.name,
            imageUrl: l.dish.imageUrl,
            unitPriceCents: l.unitPriceCents,
            quantity: l.quantity,
          })),
        },
      },
    });
  }

  // Each neighbour keeps a dish or two; every third one also follows a kitchen.
  const dishes = cooks.flatMap((c) => c.foodItems);
  await prisma.favouriteDish.createMany({
    data: neighbours.flatMap((customer, i) =>
      [dishes[i % dishes.length], dishes[(i * 5 + 3) % dishes.length]].flatMap((dish) =>
        dish ? [{ userId: customer.id, foodItemId: dish.id }] : [],
      ),
    ),
    skipDuplicates: true,
  });
  await prisma.favouriteKitchen.createMany({
    data: neighbours.flatMap((customer, i) =>
      i % 3 === 0 && cooks.length > 0 ? [{ userId: customer.id, cookId: cooks[i % cooks.length]!.id }] : [],
    ),
    skipDuplicates: true,
  });
}
