// The PaymentIntent rows both providers keep: who an intent was made for and what it pays.
import type { Prisma, PrismaClient } from "../generated/prisma/client.ts";

/**
 * Records a new intent unless an open intent already holds its idempotency key (a unique index on
 * open intents' keys): then the one recorded first is returned, and `won` is false.
 */
export async function recordIntent(prisma: PrismaClient, data: Prisma.PaymentIntentUncheckedCreateInput) {
  try {
    return { won: true, row: await prisma.paymentIntent.create({ data }) };
  } catch (error) {
    if ((error as { code?: string }).code !== "P2002") throw error;
    const row = await prisma.paymentIntent.findFirst({
      where: { idempotencyKey: data.idempotencyKey, status: "requires_payment_method" },
    });
    if (!row) throw error;
    return { won: false, row };
  }
}

/** The row of an intent whose amount changed before payment; it leaves its cart's idempotency key,
 * as it now pays for another purchase. */
export async function updateOpenIntent(
  prisma: PrismaClient,
  intentId: string,
  change: { amountCents: number; cookId: number; quote: unknown },
) {
  const updated = await prisma.paymentIntent.updateMany({
    where: { id: intentId, status: "requires_payment_method" },
    data: {
      amountCents: change.amountCents,
      cookId: change.cookId,
      quote: change.quote as object,
      idempotencyKey: null,
    },
  });
  if (updated.count !== 1) throw new Error(`Payment ${intentId} is no longer open, so its amount cannot change`);
}
