// Refunds owed: a declined order's payment, and a payment that succeeded but was refused before it
// became an order (placeOrder). Each is recorded as a RefundJob in the transaction that decides it
// (or before the refusal answers), so a refund the payment provider refuses or never answers is not
// forgotten: it is retried from the database (by any API process, one at a time per payment) until
// the provider takes it. Cook and admin see it pending through Order.refundPending and
// AdminStats.pendingRefunds.
import type { Services } from "../../context.ts";
import type { Prisma } from "../../generated/prisma/client.ts";

/** How long one attempt holds its job, so another process does not try the same refund at once. */
const ATTEMPT_LEASE_MS = 2 * 60_000;
/** Waits 30 s after the first failure, doubling up to an hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 60 * 60_000);

/** Records the refund a cancelled order is owed; call inside the transaction that cancels it. */
export async function queueRefund(tx: Prisma.TransactionClient, order: { id: number; paymentIntentId: string }) {
  await tx.refundJob.create({ data: { paymentIntentId: order.paymentIntentId, orderId: order.id } });
}

/** Records the refund of a payment that no order will use; a second call changes nothing. */
export async function queueStrandedRefund(db: Prisma.TransactionClient, paymentIntentId: string) {
  await db.refundJob.createMany({ data: [{ paymentIntentId }], skipDuplicates: true });
}

/** One attempt at a payment's refund, if it is due. Returns true once the refund is done. */
export async function attemptRefund(services: Services, paymentIntentId: string, now = new Date()): Promise<boolean> {
  const { prisma, payments, log } = services;
  const claimed = await prisma.refundJob.updateMany({
    where: { paymentIntentId, nextAttemptAt: { lte: now } },
    data: { nextAttemptAt: new Date(now.getTime() + ATTEMPT_LEASE_MS) },
  });
  if (claimed.count !== 1) return false;
  const { orderId } = await prisma.refundJob.findUniqueOrThrow({
    where: { paymentIntentId },
    select: { orderId: true },
  });
  let refundId: string | null = null;
  try {
    refundId = (await payments.refund(paymentIntentId)).refundId;
  } catch (error) {
    // An earlier attempt whose answer was lost may have gone through.
    const intent = await payments.retrieve(paymentIntentId).catch(() => null);
    if (intent?.status !== "refunded") {
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
      return false;
    }
  }
  await prisma.$transaction([
    ...(orderId != null
      ? [
          prisma.order.update({
            where: { id: orderId },
            data: { paymentStatus: "refunded", ...(refundId ? { refundId } : {}) },
          }),
        ]
      : []),
    prisma.refundJob.delete({ where: { paymentIntentId } }),
  ]);
  return true;
}

/** Attempts every refund that is due; returns how many were completed. */
export async function retryDueRefunds(services: Services, now = new Date()): Promise<number> {
  const due = await services.prisma.refundJob.findMany({
    where: { nextAttemptAt: { lte: now } },
    select: { paymentIntentId: true },
    take: 50,
  });
  let done = 0;
  for (const { paymentIntentId } of due) if (await attemptRefund(services, paymentIntentId, now)) done++;
  return done;
}
