// Portions, days off and tips in the demo: two dishes made in a set number a day, a day off of
// Kenji's later this week, a tip Casey gave after a delivery, and Casey asking for suggestions when a
// kitchen closes. Each part is added only when it is missing.
import crypto from "node:crypto";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { loadStore } from "../domain/store/defaults.ts";
import { formatLocalDate, localDateOf } from "../domain/store/slots.ts";
import { DAY } from "./random.ts";

const DAILY_PORTIONS: [dish: string, portions: number][] = [
  ["Churros con Chocolate", 12],
  ["Chicken Katsu Curry", 10],
];

export async function seedKitchenDays(prisma: PrismaClient, now: Date): Promise<boolean> {
  let added = false;
  if ((await prisma.foodItem.count({ where: { portionsPerDay: { not: null } } })) === 0) {
    for (const [name, portions] of DAILY_PORTIONS)
      await prisma.foodItem.updateMany({ where: { name }, data: { portionsPerDay: portions } });
    added = true;
  }
  const kenji = await prisma.user.findUnique({ where: { email: "cook2@homeplate.dev" } });
  if (kenji && (await prisma.kitchenDayOff.count()) === 0) {
    const store = await loadStore(prisma, kenji.id);
    const date = formatLocalDate(localDateOf(new Date(now.getTime() + 6 * DAY), store.timeZone));
    await prisma.kitchenDayOff.create({ data: { cookId: kenji.id, date, reason: "Visiting family in Osaka" } });
    added = true;
  }
  const casey = await prisma.user.findUnique({ where: { email: "customer@homeplate.dev" } });
  if (casey && (await prisma.tip.count()) === 0) {
    const order = await prisma.order.findFirst({
      where: { customerId: casey.id, status: "delivered", driverId: { not: null } },
      orderBy: { deliveredAt: "desc" },
    });
    if (order) {
      const id = `pi_test_${crypto.randomBytes(12).toString("hex")}`;
      const paidAt = new Date((order.deliveredAt ?? now).getTime() + 2 * 60 * 60 * 1000);
      await prisma.paymentIntent.create({
        data: {
          id,
          provider: "test",
          clientSecret: `${id}_secret_${crypto.randomBytes(12).toString("hex")}`,
          customerId: casey.id,
          cookId: order.cookId,
          amountCents: 400,
          status: "succeeded",
          quote: { tip: { orderId: order.id } },
          createdAt: paidAt,
        },
      });
      await prisma.tip.create({
        data: {
          orderId: order.id,
          customerId: casey.id,
          driverId: order.driverId,
          amountCents: 400,
          idempotencyKey: `order-${order.id}-400`,
          status: "succeeded",
          paymentIntentId: id,
          createdAt: paidAt,
          paidAt,
        },
      });
      await prisma.user.update({ where: { id: casey.id }, data: { substitutionPreference: "suggest" } });
      added = true;
    }
  }
  return added;
}
