// Refunds owed: a cancelled order's payment, and a payment that succeeded but never became an order
// (placeOrder refused it, or it arrived twice). Each is recorded as a RefundJob in the transaction that
// decides it, so a refund the provider refuses or never answers is not forgotten: it is retried from
// the database (by any API process, one at a time per payment) until the provider takes it. Cook and
// admin see it pending through Order.refundPending and AdminStats.pendingRefunds. Taking the refund
// at the provider is here; what it changes on the order is the lifecycle's (lifecycle.ts).
import type { Services } from "../../context.ts";
import type { Prisma } from "../../generated/prisma/client.ts";

/** How long one attempt holds its job, so another process does not try the same refund at once. */
const ATTEMPT_LEASE_MS = 2 * 60_000;

/** Waits 30 s after the first failure, doubling up to an hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 60 * 60_000);

/** Records the refund a cancelled order is owed; call inside the transaction that cancels it. */
export async function queueRefund(tx: Prisma.TransactionClient, order: { id: number; paymentIntentId: string }) {
  await tx.refundJob.createMany({
    data: [{ paymentIntentId: order.paymentIntentId, orderId: order.id }],
    skipDuplicates: true,
  });
}

/** Records the refund of a payment that no order will use; a second call changes nothing. */
export async function queueStrandedRefund(db: Prisma.TransactionClient, paymentIntentId: string) {
  await db.refundJob.createMany({ data: [{ paymentIntentId }], skipDuplicates: true });
}

export type TakenRefund = { orderId: number | null; refundId: string | null };

/**
 * One attempt at a payment's refund at the provider, if it is due and no other process holds it.
 * Returns what was refunded once the provider took it (the job is then the caller's to complete),
 * or null when it is not due, held elsewhere, or failed (and is rescheduled).
 */
export async function takeRefund(services: Services, paymentIntentId: string, now: Date): Promise<TakenRefund | null> {
  const { prisma, payments, log } = services;
  const claimed = await prisma.refundJob.updateMany({
    where: { paymentIntentId, nextAttemptAt: { lte: now } },
    data: { nextAttemptAt: new Date(now.getTime() + ATTEMPT_LEASE_MS) },
  });
  if (claimed.count !== 1) return null;
  const { orderId } = await prisma.refundJob.findUniqueOrThrow({
    where: { paymentIntentId },
    select: { orderId: true },
  });
  try {
    return { orderId, refundId: (await payments.refund(paymentIntentId)).refundId };
  } catch (error) {
    // An earlier attempt whose answer was lost may have gone through.
    const intent = await payments.retrieve(paymentIntentId).catch(() => null);
    if (intent?.status === "refunded") return { orderId, refundId: null };
    const job = await prisma.refundJob.update({
      where: { paymentIntentId },
      data: { attempts: { increment: 1 }, lastError: (error as Error).message.slice(0, 500) },
    });
    await prisma.refundJob.update({
      where: { paymentIntentId },
      data: { nextAttemptAt: new Date(now.getTime() + retryDelayMs(job.attempts)) },
    });
    log.warn(
      `refund of payment ${paymentIntentId} failed (attempt ${job.attempts}), retrying later: ${(error as Error).message}`,
    );
    return null;
  }
}
