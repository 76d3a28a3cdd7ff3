// A cook's day off: the kitchen closes for one of its local dates. No slot of it is offered and no
// checkout for it is taken (schedule.ts, acceptance.ts, placeOrder), and every order of that date not
// yet on the road (as soon as possible or scheduled, paid or not) is cancelled through the lifecycle:
// refunded or its intent cancelled, its customer told the reason and, when they asked for suggestions,
// up to three safe dishes of other kitchens for the same slot (substitutes.ts).
import type { Services } from "../../context.ts";
import { ValidationError } from "../errors.ts";
import { loadStore } from "../store/defaults.ts";
import { formatLocalDate, localDateOf } from "../store/slots.ts";
import { applyOrderEvent } from "./lifecycle.ts";
import { lockKitchen } from "./schedule.ts";
import { substitutesFor } from "./substitutes.ts";
import { CLOSED_DAY_CANCELS } from "./transitions.ts";

/** Closes the kitchen on `date` and cancels its orders of that date; returns their ids. */
export async function addDayOff(services: Services, cookId: number, date: string, reason: string): Promise<number[]> {
  const store = await loadStore(services.prisma, cookId);
  if (date < formatLocalDate(localDateOf(new Date(), store.timeZone)))
    throw new ValidationError([{ field: "date", message: "That date has already passed" }]);
  // Under the kitchen's lock, as checkout checks it: a checkout for that date either committed before
  // (and its order is cancelled below) or sees the day off and is refused.
  await services.prisma.$transaction(async (tx) => {
    await lockKitchen(tx, cookId);
    await tx.kitchenDayOff.upsert({
      where: { cookId_date: { cookId, date } },
      create: { cookId, date, reason },
      update: { reason },
    });
  });
  return closeDay(services, cookId, date, reason);
}

/** Cancels every order of the kitchen's `date` not yet on the road; returns the ids it cancelled. */
export async function closeDay(services: Services, cookId: number, date: string, reason: string): Promise<number[]> {
  const orders = await services.prisma.order.findMany({
    where: { cookId, deliveryDate: date, status: { in: [...CLOSED_DAY_CANCELS] } },
    include: { customer: { select: { avoidAllergens: true, substitutionPreference: true } } },
  });
  const cancelled: number[] = [];
  for (const order of orders) {
    const now = new Date();
    const suggest = order.customer.substitutionPreference === "suggest" && order.paymentStatus === "succeeded";
    const substitutes =
      suggest && order.scheduledFor
        ? await substitutesFor(services.prisma, { ...order, scheduledFor: order.scheduledFor }, now)
        : [];
    const applied = await applyOrderEvent(services, order.id, { type: "day_off", date, reason, substitutes }, now);
    if (applied.changed) cancelled.push(order.id);
  }
  return cancelled;
}
