// The payment provider's word on an intent, applied to the order the intent pays for through the
// lifecycle: a payment that succeeded confirms it (or is refunded when the order was cancelled), one
// that failed marks it and keeps its place. Called by completePayment, confirmTestPayment and the
// Stripe webhook alike; whichever comes first applies it, the others change nothing. The intent is
// always read from the provider, never taken from a request.
import type { Services } from "../../context.ts";
import type { Order, Prisma } from "../../generated/prisma/client.ts";
import { rememberCheckoutCard } from "../accounts/cards.ts";
import { ValidationError } from "../errors.ts";
import { OrderTransitionError, PaymentFailedError } from "./errors.ts";
import { formatDollars } from "../money.ts";
import type { Intent, WebhookEvent } from "../../services/payments.ts";
import { applyInTransaction, applyOrderEvent, finish } from "./lifecycle.ts";
import type { Aftermath } from "./effects.ts";
import type { OrderEvent } from "./transitions.ts";

/** The lifecycle's event for what the provider says of an intent, or null when it says nothing new. */
const eventOf = (intent: Intent | null): OrderEvent | null =>
  intent?.status === "succeeded"
    ? { type: "payment_succeeded" }
    : intent?.lastError
      ? { type: "payment_failed" }
      : null;

async function orderOfIntent(db: Prisma.TransactionClient, intentId: string) {
  return db.order.findUnique({ where: { paymentIntentId: intentId }, select: { id: true } });
}

/** Applies the provider's word on an intent to the order it pays for. */
export async function applyIntentOutcome(services: Services, intentId: string): Promise<void> {
  const event = eventOf(await services.payments.retrieve(intentId));
  const order = event && (await orderOfIntent(services.prisma, intentId));
  if (order) await applyOrderEvent(services, order.id, event);
  if (event?.type === "payment_succeeded") await rememberCheckoutCard(services, intentId);
}

/** Confirms the order once the provider said its payment succeeded. Returns whether it changed. */
export async function confirmPaidOrder(services: Services, orderId: number): Promise<boolean> {
  return (await applyOrderEvent(services, orderId, { type: "payment_succeeded" })).changed;
}

/**
 * A verified webhook event: recorded and applied in one transaction, so an event is applied
 * exactly once (a replay finds it recorded; a failure records nothing, and the provider's retry
 * applies it). The payment itself is re-read from the provider: an event's body is never trusted
 * for money. Returns false for an event already applied.
 */
export async function applyWebhookEvent(services: Services, event: WebhookEvent): Promise<boolean> {
  const intentId = event.type.startsWith("payment_intent.") ? event.intentId : null;
  const orderEvent = intentId ? eventOf(await services.payments.retrieve(intentId)) : null;
  const result = await services.prisma.$transaction(async (tx) => {
    const recorded = await tx.processedWebhookEvent.createMany({
      data: [{ id: event.id, type: event.type }],
      skipDuplicates: true,
    });
    if (recorded.count === 0) return { applied: false, aftermath: null };
    const order = intentId && orderEvent ? await orderOfIntent(tx, intentId) : null;
    const aftermath: Aftermath | null = order ? (await applyInTransaction(tx, order.id, orderEvent!)).aftermath : null;
    return { applied: true, aftermath };
  });
  if (result.aftermath) await finish(services, result.aftermath);
  if (intentId && orderEvent?.type === "payment_succeeded") await rememberCheckoutCard(services, intentId);
  return result.applied;
}

/**
 * The customer says the order's payment went through: the provider is asked, and only its word
 * confirms the order. `namedIntentId` is the client's optional check: another of the customer's intents
 * is refused; one that names none of theirs (the spec's client sends a placeholder) is ignored.
 */
export async function completePayment(services: Services, order: Order, namedIntentId?: string | null) {
  if (namedIntentId && namedIntentId !== order.paymentIntentId) {
    const named = await services.prisma.paymentIntent.findUnique({
      where: { id: namedIntentId },
      select: { customerId: true },
    });
    if (named?.customerId === order.customerId)
      throw new ValidationError([{ field: "paymentIntentId", message: "That payment is not for this order." }]);
  }
  if (order.paymentStatus === "succeeded" && order.status !== "cancelled") return;
  const intent = order.paymentIntentId ? await services.payments.retrieve(order.paymentIntentId) : null;
  if (intent?.status !== "succeeded") {
    if (order.paymentIntentId) await applyIntentOutcome(services, order.paymentIntentId);
    throw new PaymentFailedError(intent?.lastError ?? "The payment has not been completed.");
  }
  const { order: after } = await applyOrderEvent(services, order.id, { type: "payment_succeeded" });
  // The customer asked at checkout to keep the card: it is saved now that it paid.
  if (order.paymentIntentId) await rememberCheckoutCard(services, order.paymentIntentId);
  // Paid for an order that was cancelled meanwhile: the lifecycle refunds it and tells the customer.
  if (after.status === "cancelled")
    throw new OrderTransitionError(
      `This order was cancelled before your payment arrived (${after.cancelReason ?? "cancelled"}), so your payment of ${formatDollars(after.totalCents)} is being refunded in full.`,
    );
}
