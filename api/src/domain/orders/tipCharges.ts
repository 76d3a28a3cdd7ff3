// Charging a tip and settling it: the attempt's provider key is stored before the provider is asked,
// so asking again (a retried request, the settling sweep) is the same charge. A refusal of the card
// fails the tip; a bank's request for the customer's confirmation waits for them; an unknown outcome
// leaves the tip charging for the sweep, which asks again with the same key.
import type { Services } from "../../context.ts";
import type { Tip } from "../../generated/prisma/client.ts";
import {
  AuthenticationRequiredError,
  CardDeclinedError,
  CardNotSavedError,
  ProviderUnavailableError,
  type Intent,
} from "../../services/payments.ts";
import { cardToCharge } from "../accounts/cards.ts";
import { PaymentFailedError, TipNotAllowedError } from "./errors.ts";
import { formatDollars } from "../money.ts";
import { announce } from "../notifications/events.ts";
import { attemptRefund } from "./lifecycle.ts";
import { queueStrandedRefund } from "./refunds.ts";
import { publishOrderUpdated } from "./updates.ts";

/** How long a tip may wait for the customer's confirmation before it counts as refused. */
const CONFIRMATION_WINDOW_MS = 24 * 60 * 60_000;
/** How old a tip left charging (a lost answer, a process that died) is before the sweep asks again. */
const SETTLE_AFTER_MS = 60_000;

const NO_CARD =
  "Tips after delivery are charged to a card you saved. Save a card in your account (or at checkout) first.";

type Charging = Pick<Tip, "id" | "orderId" | "customerId" | "amountCents" | "providerKey" | "savedCardId">;

/** The tip's provider key for this attempt, stored before the charge so any retry asks with it. */
async function providerKeyOf(services: Services, tip: Charging) {
  if (tip.providerKey) return tip.providerKey;
  const key = `tip-${tip.id}-${crypto.randomUUID()}`;
  const claimed = await services.prisma.tip.updateMany({
    where: { id: tip.id, providerKey: null },
    data: { providerKey: key },
  });
  if (claimed.count === 1) return key;
  return (await services.prisma.tip.findUniqueOrThrow({ where: { id: tip.id } })).providerKey!;
}

/** Charges a claimed tip and answers it as it stands: paid, waiting for the customer, or charging. */
export async function chargeTip(
  services: Services,
  tip: Charging,
  opts: { cookId: number; savedCardId?: number | null; cardNumber?: string | null },
): Promise<Tip> {
  const quote = { tip: { orderId: tip.orderId, tipId: tip.id } };
  const key = await providerKeyOf(services, tip);
  let intent: Intent;
  try {
    if (opts.cardNumber?.trim() && services.payments.kind === "test") {
      // The customer types a test card with them there, as Stripe.js would take it.
      intent = await services.payments.charge(
        { amountCents: tip.amountCents, customerId: tip.customerId, cookId: opts.cookId, quote, idempotencyKey: key },
        { number: opts.cardNumber.trim() },
      );
    } else {
      const charged = await cardToCharge(services, tip.customerId, opts.savedCardId ?? tip.savedCardId);
      if (!charged) throw new TipNotAllowedError(NO_CARD);
      await services.prisma.tip.update({ where: { id: tip.id }, data: { savedCardId: charged.card.id } });
      intent = await services.payments.chargeOffSession({
        amountCents: tip.amountCents,
        customerId: tip.customerId,
        cookId: opts.cookId,
        quote,
        customer: charged.customer,
        paymentMethod: charged.card.paymentMethodId,
        idempotencyKey: key,
      });
    }
  } catch (error) {
    return failedOrWaiting(services, tip, error);
  }
  return recordPaidTip(services, tip.id, intent.id);
}

/** What an attempt that did not pay leaves: a refusal fails the tip; the rest wait. */
async function failedOrWaiting(services: Services, tip: Charging, error: unknown): Promise<Tip> {
  if (error instanceof AuthenticationRequiredError)
    return services.prisma.tip.update({
      where: { id: tip.id },
      data: { status: "requires_action", paymentIntentId: error.intent.id },
    });
  if (error instanceof ProviderUnavailableError) {
    services.log.warn(`tip ${tip.id}: the payment provider did not answer; the charge is settled later`);
    return services.prisma.tip.findUniqueOrThrow({ where: { id: tip.id } });
  }
  const refusal =
    error instanceof CardDeclinedError || error instanceof CardNotSavedError || error instanceof TipNotAllowedError
      ? error.message
      : null;
  if (refusal == null) throw error;
  await services.prisma.tip.update({ where: { id: tip.id }, data: { status: "failed", failureMessage: refusal } });
  throw error instanceof TipNotAllowedError ? error : new PaymentFailedError(refusal);
}

/**
 * After the customer confirmed the charge their bank asked about: the provider is asked whether it
 * went through, and the tip recorded as it says.
 */
export async function completeTip(services: Services, customerId: number, tipId: number): Promise<Tip> {
  const tip = await services.prisma.tip.findUnique({ where: { id: tipId } });
  if (!tip || tip.customerId !== customerId) throw new TipNotAllowedError("That tip is not yours.");
  if (tip.status !== "requires_action" || !tip.paymentIntentId) return tip;
  const intent = await services.payments.retrieve(tip.paymentIntentId);
  if (intent?.status === "succeeded") return recordPaidTip(services, tip.id, intent.id);
  if (intent?.lastError) return failedOrWaiting(services, tip, new CardDeclinedError(intent.lastError));
  return tip;
}

/**
 * The sweep: tips left charging (a lost answer, a process that died mid-charge) are asked for again
 * with their stored key, so they settle as the first charge went; tips whose customer never confirmed
 * their bank's request within a day fail, and their intent is cancelled. Returns how many settled.
 */
export async function settleTips(services: Services, now = new Date()): Promise<number> {
  const stale = await services.prisma.tip.findMany({
    where: {
      OR: [
        { status: "charging", createdAt: { lte: new Date(now.getTime() - SETTLE_AFTER_MS) } },
        { status: "requires_action", createdAt: { lte: new Date(now.getTime() - CONFIRMATION_WINDOW_MS) } },
      ],
    },
    include: { order: { select: { cookId: true } } },
    take: 50,
  });
  let settled = 0;
  for (const tip of stale) {
    if (tip.status === "requires_action") {
      if (tip.paymentIntentId) await services.payments.cancel(tip.paymentIntentId).catch(() => null);
      await services.prisma.tip.update({
        where: { id: tip.id },
        data: { status: "failed", failureMessage: "The payment was not confirmed with your bank in time." },
      });
      settled++;
      continue;
    }
    const after = await chargeTip(services, tip, { cookId: tip.order.cookId }).catch(() => null);
    if (after && after.status !== "charging") settled++;
  }
  return settled;
}

/** The paid tip and the driver's notification, in one transaction; a charge that cannot be recorded is refunded. */
async function recordPaidTip(ctx: Services, tipId: number, intentId: string): Promise<Tip> {
  try {
    const { tip, notification } = await ctx.prisma.$transaction(async (tx) => {
      const tip = await tx.tip.update({
        where: { id: tipId },
        data: { status: "succeeded", paidAt: new Date(), paymentIntentId: intentId, failureMessage: null },
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
