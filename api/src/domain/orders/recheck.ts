// A payment that arrives after its order's hold lapsed (the sweep cancelled the order, giving its
// places back) confirms the order only if its places are still there: counted again under the
// kitchen's lock, as checkout counts them.
import type { Order, Prisma } from "../../generated/prisma/client.ts";
import { loadStore } from "../store/defaults.ts";
import { parseLocalDate } from "../store/slots.ts";
import { CheckoutError } from "./errors.ts";
import { portionsShortOn } from "./portionCounts.ts";
import { promoNoLongerApplies } from "./promoUses.ts";
import { assertSlotBookable, lockKitchen } from "./schedule.ts";

/** Why the lapsed order cannot be confirmed now, or null when its slot, portions, day and code still fit. */
export async function placesStillFit(tx: Prisma.TransactionClient, order: Order, now: Date): Promise<string | null> {
  await lockKitchen(tx, order.cookId);
  const store = await loadStore(tx, order.cookId);
  const dayOff =
    order.deliveryDate &&
    (await tx.kitchenDayOff.findUnique({ where: { cookId_date: { cookId: order.cookId, date: order.deliveryDate } } }));
  if (dayOff) return `${store.businessName} is closed that day.`;
  if (order.scheduledFor) {
    try {
      await assertSlotBookable(tx, store, order.scheduledFor, now);
    } catch (error) {
      if (error instanceof CheckoutError) return error.message;
      throw error;
    }
  }
  const date = order.deliveryDate ? parseLocalDate(order.deliveryDate) : null;
  if (date) {
    const lines = await tx.orderItem.findMany({
      where: { orderId: order.id, foodItemId: { not: null } },
      select: { foodItemId: true, name: true, quantity: true },
    });
    const soldOut = await portionsShortOn(
      tx,
      lines.map((l) => ({ ...l, foodItemId: l.foodItemId! })),
      date,
      now,
    );
    if (soldOut) return soldOut;
  }
  return promoNoLongerApplies(tx, order, now);
}
