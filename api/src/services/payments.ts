// Card payments: one interface, two providers chosen once at start-up (stripePayments.ts). Stripe when
// STRIPE_SECRET_KEY is set; otherwise the built-in test provider (testPayments.ts), which follows
// Stripe's flow (intent, client secret, confirm, webhook) with Stripe's test cards.
import Stripe from "stripe";

/** Stripe's intent states that HomePlate acts on; anything else counts as not paid. */
export type IntentStatus = "requires_payment_method" | "processing" | "succeeded" | "canceled" | "refunded";

export type Intent = {
  id: string;
  clientSecret: string;
  amountCents: number;
  status: IntentStatus;
  /** The provider's message for the last failed attempt, e.g. "Your card was declined." */
  lastError: string | null;
};

export type NewIntent = {
  amountCents: number;
  customerId: number;
  /** Null for a provisional intent, made before its order (see `setAmount`). */
  cookId: number | null;
  /** The priced cart the amount was computed from; kept with the intent. */
  quote: unknown;
  /** The customer and priced cart: at most one open intent holds a key, so two requests for one
   * cart at once get the same intent. */
  idempotencyKey: string;
};

/** A verified webhook event: its id (applied once) and, for payment-intent events, the intent id. */
export type WebhookEvent = { id: string; type: string; intentId: string | null };

export class WebhookSignatureError extends Error {}

/** Thrown by `confirm` when the card is refused; the message is the provider's. */
export class CardDeclinedError extends Error {}

export interface PaymentProvider {
  readonly kind: "test" | "stripe";
  /** What the browser needs to load Stripe.js; null for the test provider. */
  readonly publishableKey: string | null;
  createIntent(intent: NewIntent): Promise<Intent>;
  /** The intent as the provider knows it now, or null when it does not exist. */
  retrieve(intentId: string): Promise<Intent | null>;
  /** Sets an unpaid intent's amount, cook and priced cart: the order's total replaces a
   * provisional amount before the card is charged. */
  setAmount(intentId: string, change: { amountCents: number; cookId: number; quote: unknown }): Promise<Intent>;
  /** Test provider only: pays an intent with a test card number. Stripe cards are confirmed by Stripe.js. */
  confirm(intentId: string, card: { number: string }): Promise<Intent>;
  refund(intentId: string): Promise<{ refundId: string }>;
  /** Cancels an intent that has not been paid, so it can never be: its order was cancelled. Answers the
   * intent as it stands afterwards (canceled, or succeeded when the payment came first), or null when
   * the provider does not know it. */
  cancel(intentId: string): Promise<Intent | null>;
  /**
   * A payment the customer makes at once, without a form: an intent created and confirmed in one
   * step with a card (the test provider's test card number, or a Stripe payment method id, such as
   * the one that paid an earlier order). Throws CardDeclinedError with the provider's message.
   */
  charge(intent: NewIntent, card: { number?: string | null; paymentMethod?: string | null }): Promise<Intent>;
  /** Checks the `Stripe-Signature` header over the raw body and parses the event. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent;
}

export function verifyStripeSignature(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string | undefined,
): WebhookEvent {
  if (!secret) throw new WebhookSignatureError("Webhooks are not configured (STRIPE_WEBHOOK_SECRET)");
  if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new WebhookSignatureError((error as Error).message);
  }
  const object = (event.data as { object?: { id?: unknown; object?: unknown } }).object;
  const intentId = object?.object === "payment_intent" && typeof object.id === "string" ? object.id : null;
  return { id: event.id, type: event.type, intentId };
}
