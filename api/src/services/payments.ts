// Card payments: one interface, two providers chosen once at start-up (stripePayments.ts). Stripe when
// STRIPE_SECRET_KEY is set; otherwise the built-in test provider (testPayments.ts), which follows
// Stripe's flow (intent, client secret, confirm, webhook) with Stripe's test cards.
import Stripe from "stripe";

/** Stripe's intent states that HomePlate acts on; anything else counts as not paid. `requires_action`:
 * the bank asks the customer to confirm (3-D Secure) before the money moves. */
export type IntentStatus =
  "requires_payment_method" | "requires_action" | "processing" | "succeeded" | "canceled" | "refunded";

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
  /** The provider customer the card is kept for when `saveCard` (the customer agreed at checkout). */
  customer?: string | null;
  saveCard?: boolean;
};

/** A saved card as people recognise it. */
export type CardDetails = { brand: string; last4: string; expMonth: number; expYear: number };

/** A card being saved from the account (Stripe's SetupIntent). */
export type Setup = {
  id: string;
  clientSecret: string;
  status: "requires_payment_method" | "requires_action" | "succeeded" | "canceled";
  /** The card saved, once the setup succeeded. */
  paymentMethod: string | null;
  lastError: string | null;
};

/** A charge made while the customer is away (a tip, a meal plan's week), with a card they saved. */
export type OffSessionCharge = {
  amountCents: number;
  customerId: number;
  cookId: number | null;
  quote: unknown;
  customer: string;
  paymentMethod: string;
  /** One key per attempt, stored before the charge: asked again with it, the provider answers the
   * first charge's outcome and never charges twice. */
  idempotencyKey: string;
};

/** A verified webhook event: its id (applied once) and, for payment-intent events, the intent id. */
export type WebhookEvent = { id: string; type: string; intentId: string | null };

export class WebhookSignatureError extends Error {}

/** Thrown by `confirm` and the charges when the card is refused; the message is the provider's. */
export class CardDeclinedError extends Error {}

/** An off-session charge the bank wants the customer to confirm (3-D Secure): not a decline. The
 * customer confirms `intent` in the app (its client secret), and the charge then completes. */
export class AuthenticationRequiredError extends Error {
  constructor(readonly intent: Intent) {
    super("Your bank asks you to confirm this payment.");
  }
}

/** An off-session charge of a card the customer never saved for later payments: refused, as Stripe does. */
export class CardNotSavedError extends Error {}

/** The provider did not answer (a timeout, a lost connection): the charge may or may not have been
 * made. Not a decline: asked again with the same idempotency key, the provider tells. */
export class ProviderUnavailableError extends Error {}

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
  /** Test provider only: pays an intent with a test card number, as Stripe.js would; a 3-D Secure card
   * answers requires_action unless `authenticate` (the customer approved it in their bank's dialog).
   * Stripe cards are confirmed by Stripe.js. */
  confirm(intentId: string, card: { number: string; authenticate?: boolean }): Promise<Intent>;
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
  /** The provider customer of a user, made now (the caller keeps its id on the user). */
  createCustomer(user: { id: number; email: string; name: string }): Promise<string>;
  /** Starts saving a card for `customer` (a SetupIntent), for the card form to complete. */
  createSetup(customer: string, userId: number): Promise<Setup>;
  /** The setup as the provider knows it now, or null. */
  retrieveSetup(setupId: string): Promise<Setup | null>;
  /** Test provider only: completes a setup with a test card, as Stripe.js would. */
  confirmTestSetup(setupId: string, card: { number: string; authenticate?: boolean }): Promise<Setup>;
  /** What a saved card shows: brand, last four digits, expiry. */
  cardDetails(paymentMethod: string): Promise<CardDetails>;
  /** The customer removed the card: it can no longer be charged. */
  detachCard(paymentMethod: string): Promise<void>;
  /**
   * Charges a saved card while the customer is away. Throws CardDeclinedError for a card the bank
   * refuses, AuthenticationRequiredError when it wants the customer, CardNotSavedError for a card not
   * saved for later payments, ProviderUnavailableError when the outcome is unknown.
   */
  chargeOffSession(charge: OffSessionCharge): Promise<Intent>;
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
