// A tip after delivery: the order's customer tips the driver within 30 days of delivery, once per
// idempotency key, all of it the driver's; the driver hears of it. It is charged to a card the
// customer saved, while they are away (off-session), with one provider key per attempt stored before
// the charge, so a retry or the settling sweep asks the provider again with it and never charges
// twice. Only the card's refusal fails a tip; a bank that wants the customer's confirmation (3-D
// Secure) waits for it in the app; an unknown outcome (a timeout) leaves the tip charging until it is
// settled (tipCharges.ts). A charge whose tip cannot be recorded is refunded at once.
import type { Services } from "../../context.ts";
import type { Tip as TipRow } from "../../generated/prisma/client.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { TipNotAllowedError } from "./errors.ts";
import { chargeTip } from "./tipCharges.ts";
import { derivedTipKey, tipAmountRefusal, tipRefusal } from "./tipRules.ts";

export type TipRequest = {
  amountCents: number;
  idempotencyKey?: string | null;
  /** A saved card of the customer's; their latest when left out. */
  savedCardId?: number | null;
  /** Test provider only: a test card paid with the customer there, as Stripe.js would. */
  cardNumber?: string | null;
};

export async function giveTip(ctx: Services, customerId: number, orderId: number, input: TipRequest): Promise<TipRow> {
  const order = await ctx.prisma.order.findUnique({
    where: { id: orderId },
    select: { id: true, customerId: true, cookId: true, driverId: true, status: true, deliveredAt: true },
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
  return chargeTip(ctx, tip, { cookId: order.cookId, savedCardId: input.savedCardId, cardNumber: input.cardNumber });
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
    // A new attempt after a refusal: a new provider key, so the provider charges again.
    const retried = await ctx.prisma.tip.updateMany({
      where: { id: existing.id, status: "failed" },
      data: { status: "charging", failureMessage: null, providerKey: null },
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
