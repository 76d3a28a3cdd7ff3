// No payment is left without its order. A client may die between paying and placing its order, or
// between paying and completing it, and webhooks may not be configured: every API process sweeps for
// succeeded payments that no order uses, and for pending orders whose payment went through, a couple
// of minutes on. A payment made for a cart places that order when it still fits (slot, portions, day
// off, promo, the kitchen's rules, counted under the kitchen's lock) and confirms it; one that no
// longer fits, or was made for an order to come (a REST client's provisional intent), is refunded and
// the customer told. The client's own calls race it safely: the payment's row lock decides.
import type { Services } from "../../context.ts";
import { AppError } from "../errors.ts";
import { loadStore } from "../store/defaults.ts";
import { assertKitchenAccepts } from "./acceptance.ts";
import { applyOrderEvent } from "./lifecycle.ts";
import { applyIntentOutcome } from "./payment.ts";
import { createPendingOrder } from "./placeOrder.ts";
import type { PromoQuote } from "./promoUses.ts";
import { refundStrandedPayment } from "./strandedPayments.ts";

/** How long a payment is left to its client before the sweep settles it. */
export const RECONCILE_AFTER_MS = 2 * 60_000;
const BATCH = 50;

type StoredQuote = PromoQuote & { provisional?: boolean; tip?: unknown; scheduledFor?: string | null };

/** Settles what clients left; returns how many payments it settled. */
export async function reconcilePayments(services: Services, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - RECONCILE_AFTER_MS);
  let settled = 0;
  // Pending orders whose payment the provider may have taken (no completePayment, no webhook).
  const pending = await services.prisma.order.findMany({
    where: { status: "pending", paymentIntentId: { not: null }, createdAt: { lte: before } },
    select: { id: true, paymentIntentId: true },
    orderBy: { id: "asc" },
    take: BATCH,
  });
  for (const order of pending) {
    await applyIntentOutcome(services, order.paymentIntentId!);
    const after = await services.prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } });
    if (after.status !== "pending") settled++;
  }
  // Succeeded payments that no order, tip or refund uses.
  const orphans = await services.prisma.$queryRaw<{ id: string }[]>`
    SELECT pi.id FROM "PaymentIntent" pi
    WHERE pi.status = 'succeeded' AND pi."chargeKey" IS NULL AND pi."updatedAt" <= ${before}
      AND NOT EXISTS (SELECT 1 FROM "Order" o WHERE o."paymentIntentId" = pi.id)
      AND NOT EXISTS (SELECT 1 FROM "RefundJob" r WHERE r."paymentIntentId" = pi.id)
      AND NOT EXISTS (SELECT 1 FROM "Tip" t WHERE t."paymentIntentId" = pi.id)
    ORDER BY pi."updatedAt" LIMIT ${BATCH}`;
  for (const { id } of orphans) if (await settleOrphan(services, id, now)) settled++;
  return settled;
}

/** Places and confirms the order a payment was made for, or refunds it; true once settled. */
async function settleOrphan(services: Services, intentId: string, now: Date): Promise<boolean> {
  const row = await services.prisma.paymentIntent.findUniqueOrThrow({ where: { id: intentId } });
  const quote = row.quote as unknown as StoredQuote;
  // A tip's charge is the tip settlement's (tipCharges.ts).
  if (quote.tip) return false;
  if (!quote.provisional && row.cookId != null) {
    try {
      const store = await loadStore(services.prisma, row.cookId);
      const start = quote.scheduledFor ? new Date(quote.scheduledFor) : null;
      await assertKitchenAccepts(services.prisma, store, quote, now, start);
      const { orderId } = await createPendingOrder(services, row.customerId, quote, intentId, null, { store, start });
      await applyOrderEvent(services, orderId, { type: "payment_succeeded" });
      return true;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      services.log.info(`payment ${intentId} no longer fits its order (${error.message}); refunding it`);
    }
  }
  return (await refundStrandedPayment(services, row.customerId, intentId)) != null;
}
