// A tip after delivery: the order's customer tips the driver within 30 days of delivery, charged as
// its own payment (the card that paid the order, or a card given now), once per idempotency key, all
// of it the driver's; the driver hears of it. A charge whose tip cannot be recorded is refunded at once.
import crypto from "node:crypto";
import type { Services } from "../../context.ts";
import type { Tip as TipRow } from "../../generated/prisma/client.ts";
import { CardDeclinedError } from "../../services/payments.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { formatDollars } from "../money.ts";
import { announce } from "../notifications/events.ts";
import { PaymentFailedError, TipNotAllowedError } from "./errors.ts";
import { attemptRefund } from "./lifecycle.ts";
import { queueStrandedRefund } from "./refunds.ts";
import { derivedTipKey, tipAmountRefusal, tipRefusal } from "./tipRules.ts";
import { publishOrderUpdated } from "./updates.ts";

export type TipRequest = { amountCents: number; idempotencyKey?: string | null; cardNumber?: string | null };

export async function giveTip(ctx: Services, customerId: number, orderId: number, input: TipRequest): Promise<TipRow> {
  const order = await ctx.prisma.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      customerId: true,
      cookId: true,
      driverId: true,
      status: true,
      deliveredAt: true,
      paymentIntentId: true,
    },
  });
  if (!order || order.customerId !== customerId) throw new NotFoundError("Order not found.");
  const refusal = tipRefusal(order, new Date());
  if (refusal) throw new TipNotAllowedError(refusal);
  const amountRefusal = tipAmountRefusal(input.amountCents);
  if (amountRefusal) throw new ValidationError([{ field: "amount", message: amountRefusal }]);
  const key = input.idempotencyKey?.trim().slice(0, 200) || derivedTipKey(order.id, input.amountCents);

  const tip = await claimTip(
    ctx,
    { orderId: order.id, customerId, driverId: order.driverId!, amountCents: input.amountCents },
    key,
  );
  if (tip.status !== "charging" || !tip.claimed) return tip;

  const paidWith = order.paymentIntentId
    ? await ctx.prisma.paymentIntent.findUnique({
        where: { id: order.paymentIntentId },
        select: { paymentMethod: true },
      })
    : null;
  let intentId: string;
  try {
    const intent = await ctx.payments.charge(
      {
        amountCents: tip.amountCents,
        customerId: order.customerId,
        cookId: order.cookId,
        quote: { tip: { orderId: order.id, tipId: tip.id } },
        // One provider key per attempt; our claim on the tip row keeps attempts one at a time.
        idempotencyKey: `tip-${tip.id}-${crypto.randomUUID()}`,
      },
      { number: input.cardNumber?.trim() || null, paymentMethod: paidWith?.paymentMethod ?? null },
    );
    intentId = intent.id;
  } catch (error) {
    const message = error instanceof CardDeclinedError ? error.message : "The payment did not go through.";
    await ctx.prisma.tip.update({ where: { id: tip.id }, data: { status: "failed", failureMessage: message } });
    if (!(error instanceof CardDeclinedError)) ctx.log.warn(`tip ${tip.id}: ${(error as Error).message}`);
    throw new PaymentFailedError(message);
  }
  return recordPaidTip(ctx, tip.id, intentId);
}

/** The tip row that holds `key`: a new one, or a failed one claimed for another attempt (`claimed`);
 * a paid or charging one is returned as it is, so a retried request never charges twice. */
async function claimTip(
  ctx: Services,
  tip: { orderId: number; customerId: number; driverId: number; amountCents: number },
  key: string,
): Promise<TipRow & { claimed: boolean }> {
  const where = { customerId_idempotencyKey: { customerId: tip.customerId, idempotencyKey: key } };
  const existing = await ctx.prisma.tip.findUnique({ where });
  if (existing) {
    if (existing.orderId !== tip.orderId || existing.amountCents !== tip.amountCents)
      throw new ValidationError([
        { field: "idempotencyKey", message: "This idempotency key was already used for another tip." },
      ]);
    if (existing.status !== "failed") return { ...existing, claimed: false };
    const retried = await ctx.prisma.tip.updateMany({
      where: { id: existing.id, status: "failed" },
      data: { status: "charging", failureMessage: null },
    });
    const row = await ctx.prisma.tip.findUniqueOrThrow({ where: { id: existing.id } });
    return { ...row, claimed: retried.count === 1 };
  }
  try {
    const row = await ctx.prisma.tip.create({
      data: { ...tip, idempotencyKey: key, status: "charging" },
    });
    return { ...row, claimed: true };
  } catch (error) {
    // The same request arrived twice at once: the other one charges.
    if ((error as { code?: string }).code !== "P2002") throw error;
    return { ...(await ctx.prisma.tip.findUniqueOrThrow({ where })), claimed: false };
  }
}

/** The paid tip and the driver's notification, in one transaction; a charge that cannot be recorded is refunded. */
async function recordPaidTip(ctx: Services, tipId: number, intentId: string): Promise<TipRow> {
  try {
    const { tip, notification } = await ctx.prisma.$transaction(async (tx) => {
      const tip = await tx.tip.update({
        where: { id: tipId },
        data: { status: "succeeded", paidAt: new Date(), paymentIntentId: intentId },
        include: { customer: { select: { name: true } } },
      });
      const notification = tip.driverId
        ? await tx.notification.create({
            data: {
              userId: tip.driverId,
              kind: "tip_received",
              title: "You got a tip",
              message: `${tip.customer.name.split(" ")[0]} tipped you ${formatDollars(tip.amountCents)} for order #${tip.orderId}. All of it is yours.`,
              url: "/driver",
              orderId: tip.orderId,
            },
          })
        : null;
      return { tip, notification };
    });
    const order = await ctx.prisma.order.findUniqueOrThrow({ where: { id: tip.orderId } });
    await publishOrderUpdated(ctx, order);
    await announce(ctx, notification);
    return tip;
  } catch (error) {
    await queueStrandedRefund(ctx.prisma, intentId);
    await attemptRefund(ctx, intentId);
    throw error;
  }
}
