// The order events no person sends: a scheduled order joins its cook's live queue when its
// preparation should start, and an unpaid order whose hold lapsed is cancelled (its intent with it).
// Each reads what is due from the database and applies it through the lifecycle, so any process may
// run it and each order moves once, whichever gets there first (jobs/).
import type { Services } from "../../context.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { lapsedHolds } from "./holds.ts";
import { applyOrderEvent } from "./lifecycle.ts";
import type { OrderEvent } from "./transitions.ts";

/** How many orders one run of a sweep takes on. */
const BATCH = 100;

async function sweep(services: Services, where: Prisma.OrderWhereInput, event: OrderEvent, now: Date) {
  const due = await services.prisma.order.findMany({
    where,
    select: { id: true },
    orderBy: { id: "asc" },
    take: BATCH,
  });
  let moved = 0;
  for (const { id } of due) if ((await applyOrderEvent(services, id, event, now)).changed) moved++;
  return moved;
}

/**
 * Moves every paid scheduled order whose preparation should have started into the live queue: it is
 * marked released, its cook is notified, and a kitchen that auto-accepts starts preparing it.
 * Returns how many moved.
 */
export const releaseDueOrders = (services: Services, now = new Date()) =>
  sweep(
    services,
    {
      scheduledFor: { not: null },
      releasedAt: null,
      prepareAt: { lte: now },
      paymentStatus: "succeeded",
      status: { not: "cancelled" },
    },
    { type: "released" },
    now,
  );

/** Cancels every unpaid order whose hold lapsed, and its payment intent; returns how many. */
export const expireLapsedHolds = (services: Services, now = new Date()) =>
  sweep(services, lapsedHolds(now), { type: "hold_expired" }, now);
