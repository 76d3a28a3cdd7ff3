// What happens once money moved: a paid order is confirmed (or goes straight to preparing when the
// kitchen auto-accepts), its dishes leave the cart, and everyone following it hears. Called by
// completePayment and by the Stripe webhook alike; whichever comes first wins, the other changes nothing.
import type { Services } from "../../context.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import type { Intent, WebhookEvent } from "../../services/payments.ts";
import { promisedDelivery } from "./timing.ts";
import { loadStore } from "../store/defaults.ts";
import { announce, notifyOrderPaid } from "../notifications/events.ts";
import { publishOrderUpdated } from "./updates.ts";
import { recordOrderPaid } from "../integrations/outbox.ts";

/** Confirms a pending order once its payment succeeded, on `db` (a transaction's client), with
 * the notifications it owes in the same transaction. Returns the order and those notifications when
 * this call changed it; whoever comes second changes nothing. */
async function claimPaidOrder(db: Prisma.TransactionClient, orderId: number) {
  const order = await db.order.findUniqueOrThrow({
    where: { id: orderId },
    include: { items: { select: { foodItemId: true } } },
  });
  const store = await loadStore(db, order.cookId);
  const now = new Date();
  // Only a pending, unpaid order moves: of a webhook and a completePayment arriving together, one applies.
  const claimed = await db.order.updateMany({
    where: { id: order.id, status: "pending", paymentStatus: { not: "succeeded" } },
    // A scheduled order waits as confirmed until its preparation should start (schedule.ts).
    data: {
      status: store.autoAcceptOrders && !order.scheduledFor ? "preparing" : "confirmed",
      paymentStatus: "succeeded",
      paidAt: now,
      estimatedDelivery: promisedDelivery(now, store.preparationTime, order.distanceMiles),
    },
  });
  if (claimed.count !== 1) return null;
  const foodItemIds = order.items.flatMap((item) => (item.foodItemId == null ? [] : [item.foodItemId]));
  await db.cartLine.deleteMany({ where: { userId: order.customerId, foodItemId: { in: foodItemIds } } });
  await recordOrderPaid(db, order.id);
  return { order, notifications: await notifyOrderPaid(db, order.id) };
}

type Claimed = Awaited<ReturnType<typeof claimPaidOrder>>;

/** After the commit: everyone following the order hears, and its notifications go out. */
async function announcePaid(services: Services, claimed: Claimed) {
  if (!claimed) return;
  await publishOrderUpdated(services, claimed.order);
  await announce(services, claimed.notifications);
}

/** Confirms the order paid by this intent once the provider says it succeeded. Returns whether it changed. */
export async function confirmPaidOrder(services: Services, orderId: number): Promise<boolean> {
  const claimed = await services.prisma.$transaction((tx) => claimPaidOrder(tx, orderId));
  await announcePaid(services, claimed);
  return claimed != null;
}

/** Applies the provider's word on an intent to the order it pays for, on `db`. Returns the order
 * it confirmed, if any. The intent is read from the provider before, never inside, a transaction. */
async function applyOutcome(db: Prisma.TransactionClient, intentId: string, intent: Intent | null): Promise<Claimed> {
  const order = await db.order.findUnique({ where: { paymentIntentId: intentId }, select: { id: true } });
  if (!order) return null;
  if (intent?.status === "succeeded") return claimPaidOrder(db, order.id);
  if (intent?.lastError) {
    await db.order.updateMany({
      where: { id: order.id, status: "pending", paymentStatus: "requires_payment" },
      data: { paymentStatus: "failed" },
    });
  }
  return null;
}

/** Applies the provider's word on an intent to the order it pays for. */
export async function applyIntentOutcome(services: Services, intentId: string): Promise<void> {
  const intent = await services.payments.retrieve(intentId);
  const claimed = await services.prisma.$transaction((tx) => applyOutcome(tx, intentId, intent));
  await announcePaid(services, claimed);
}

/**
 * A verified webhook event: recorded and applied in one transaction, so an event is applied
 * exactly once (a replay finds it recorded; a failure records nothing, and the provider's retry
 * applies it). The payment itself is re-read from the provider: an event's body is never trusted
 * for money. Returns false for an event already applied.
 */
export async function applyWebhookEvent(services: Services, event: WebhookEvent): Promise<boolean> {
  const intentId = event.type.startsWith("payment_intent.") ? event.intentId : null;
  const intent = intentId ? await services.payments.retrieve(intentId) : null;
  const result = await services.prisma.$transaction(async (tx) => {
    const recorded = await tx.processedWebhookEvent.createMany({
      data: [{ id: event.id, type: event.type }],
      skipDuplicates: true,
    });
    if (recorded.count === 0) return { applied: false, claimed: null };
    return { applied: true, claimed: intentId ? await applyOutcome(tx, intentId, intent) : null };
  });
  await announcePaid(services, result.claimed);
  return result.applied;
}
