// Dishes to suggest when a kitchen closes on the day of an order: up to three of other kitchens that
// deliver to the order's address, take an order for the same slot, have portions left that day, and
// are safe for the customer's avoided allergens (a dish that never declared its allergens is not).
import type { Prisma } from "../../generated/prisma/client.ts";
import { haversineMiles } from "../../services/maps.ts";
import { orderableDish } from "../catalog/listing.ts";
import { portionsShortOn } from "./portionCounts.ts";
import { conflictsOf } from "../dietary/rules.ts";
import { storeOf } from "../store/defaults.ts";
import { localDateOf } from "../store/slots.ts";
import { assertSlotBookable } from "./schedule.ts";

type Db = Prisma.TransactionClient;

export const MAX_SUBSTITUTES = 3;
/** Kitchens looked at for one order, the best rated first. */
const KITCHENS_CONSIDERED = 20;

type ClosedOrder = {
  cookId: number;
  scheduledFor: Date;
  deliveryLatitude: number | null;
  deliveryLongitude: number | null;
  customer: { avoidAllergens: string[] };
};

/** The ids of up to three dishes the customer could order instead, best rated first. */
export async function substitutesFor(db: Db, order: ClosedOrder, now = new Date()): Promise<number[]> {
  const dishes = await db.foodItem.findMany({
    where: { ...orderableDish, cookId: { not: order.cookId } },
    include: { cook: { include: { storeSettings: true } } },
    orderBy: [{ rating: "desc" }, { id: "asc" }],
    take: 200,
  });
  const profile = { avoidAllergens: order.customer.avoidAllergens, diets: [] };
  const safe = dishes.filter((d) => conflictsOf(d, profile).allergens.length === 0 && d.allergens !== null);
  const kitchens = new Map<number, boolean>();
  const chosen: number[] = [];
  for (const dish of safe) {
    if (chosen.length === MAX_SUBSTITUTES) break;
    if (!kitchens.has(dish.cookId)) {
      if (kitchens.size >= KITCHENS_CONSIDERED) continue;
      kitchens.set(dish.cookId, await deliversThen(db, storeOf(dish.cook), order, now));
    }
    if (!kitchens.get(dish.cookId)) continue;
    const date = localDateOf(order.scheduledFor, storeOf(dish.cook).timeZone);
    const short = await portionsShortOn(db, [{ foodItemId: dish.id, name: dish.name, quantity: 1 }], date, now);
    if (!short) chosen.push(dish.id);
  }
  return chosen;
}

/** Whether a kitchen delivers to the order's address and takes an order for its slot now. */
async function deliversThen(db: Db, store: ReturnType<typeof storeOf>, order: ClosedOrder, now: Date) {
  if (order.deliveryLatitude == null || order.deliveryLongitude == null) return false;
  if (store.latitude == null || store.longitude == null) return false;
  const miles = haversineMiles(
    { latitude: store.latitude, longitude: store.longitude },
    { latitude: order.deliveryLatitude, longitude: order.deliveryLongitude },
  );
  if (miles > store.deliveryRadiusMiles) return false;
  try {
    await assertSlotBookable(db, store, order.scheduledFor, now);
    return true;
  } catch {
    return false;
  }
}
