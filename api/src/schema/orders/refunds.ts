// Refunds owed on declined orders. The decline records a RefundJob in the same transaction as the
// cancellation, so a refund the payment provider refuses or never answers is not forgotten: it is
// retried from the database (by any API process, one at a time per order) until the provider takes
// it. Cook and admin see it pending through Order.refundPending and AdminStats.pendingRefunds.
import type { Services } from "../../context.ts";
import type { Prisma } from "../../generated/prisma/client.ts";

/** How long one attempt holds its job, so another process does not try the same refund at once. */
const ATTEMPT_LEASE_MS = 2 * 60_000;
/** How often each API process looks for refunds that are due again. */
export const REFUND_RETRY_INTERVAL_MS = 15_000;

/** Waits 30 s after the first failure, doubling up to an hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 60 * 60_000);

/** Records the refund an order is owed; call inside the transaction that cancels it. */
export async function queueRefund(tx: Prisma.TransactionClient, orderId: number) {
  await tx.refundJob.create({ data: { orderId } });
}

/** One attempt at an order's refund, if it is due. Returns true once the refund is done. */
export async function attemptRefund(services: Services, orderId: number, now = new Date()): Promise<boolean> {
  const { prisma, payments, log } = services;
  const claimed = await prisma.refundJob.updateMany({
    where: { orderId, nextAttemptAt: { lte: now } },
    data: { nextAttemptAt: new Date(now.getTime() + ATTEMPT_LEASE_MS) },
  });
  if (claimed.count !== 1) return false;
  const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { paymentIntentId: true } });
  let refundId: string | null = null;
  try {
    if (order.paymentIntentId) refundId = (await payments.refund(order.paymentIntentId)).refundId;
  } catch (error) {
    // An earlier attempt whose answer was lost may have gone through.
    const intent = order.paymentIntentId ? await payments.retrieve(order.paymentIntentId).catch(() => null) : null;
    if (intent?.status !== "refunded") {
      const job = await prisma.refundJob.update({
        where: { orderId },
        data: { attempts: { increment: 1 }, lastError: (error as Error).message.slice(0, 500) },
      });
      await prisma.refundJob.update({ where: { orderId }, data: { nextAttemptAt: new Date(now.getTime() + retryDelayMs(job.attempts)) } });
      log.warn(`refund of order #${orderId} failed (attempt ${job.attempts}), retrying later: ${(error as Error).message}`);
      return false;
    }
  }
  await prisma.$transaction([
    prisma.order.update({ where: { id: orderId }, data: { paymentStatus: "refunded", ...(refundId ? { refundId } : {}) } }),
    prisma.refundJob.delete({ where: { orderId } }),
  ]);
  return true;
}

/** Attempts every refund that is due; returns how many were completed. */
export async function retryDueRefunds(services: Services, now = new Date()): Promise<number> {
  const due = await services.prisma.refundJob.findMany({ where: { nextAttemptAt: { lte: now } }, select: { orderId: true }, take: 50 });
  let done = 0;
  for (const { orderId } of due) if (await attemptRefund(services, orderId, now)) done++;
  return done;
}

/** Retries due refunds in the background until the returned function is called. */
export function startRefundRetries(services: Services, intervalMs = REFUND_RETRY_INTERVAL_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    retryDueRefunds(services)
      .catch((error) => services.log.warn(`refund retries: ${(error as Error).message}`))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
