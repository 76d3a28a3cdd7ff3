// Card payments: one interface, two providers chosen once at start-up. Stripe when STRIPE_SECRET_KEY
// is set; otherwise the built-in test provider, which follows Stripe's flow (intent, client secret,
// confirm, webhook) with Stripe's test cards and keeps its whole state in the PaymentIntent table.
import crypto from "node:crypto";
import Stripe from "stripe";
import type { Config } from "../config.ts";
import type { Prisma, PrismaClient } from "../generated/prisma/client.ts";

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
  /** Checks the `Stripe-Signature` header over the raw body and parses the event. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent;
}

export function createPaymentProvider(config: Config, prisma: PrismaClient): PaymentProvider {
  return config.stripe.secretKey
    ? new StripeProvider(
        new Stripe(config.stripe.secretKey),
        config.stripe.publishableKey ?? null,
        config.stripeWebhookSecret,
        prisma,
      )
    : new TestPaymentProvider(prisma, config.stripeWebhookSecret);
}

function verifyStripeSignature(
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

// Stripe's test cards (docs.stripe.com/testing): these succeed, and these fail with Stripe's messages.
const SUCCEEDING_CARDS = new Set(["4242424242424242", "4000056655665556", "5555555555554444", "378282246310005"]);
const FAILING_CARDS: Record<string, string> = {
  "4000000000000002": "Your card was declined.",
  "4000000000009995": "Your card has insufficient funds.",
  "4000000000000069": "Your card has expired.",
  "4000000000000127": "Your card's security code is incorrect.",
};

function luhnValid(digits: string) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** The message a test card gets, or null when it pays. */
export function testCardOutcome(number: string): string | null {
  const digits = number.replace(/[\s-]/g, "");
  if (SUCCEEDING_CARDS.has(digits)) return null;
  if (digits in FAILING_CARDS) return FAILING_CARDS[digits]!;
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return "Your card number is incorrect.";
  return "Your card was declined. Your request was in test mode, but used a non test card.";
}

const toIntent = (row: {
  id: string;
  clientSecret: string;
  amountCents: number;
  status: string;
  lastError: string | null;
}): Intent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  amountCents: row.amountCents,
  status: row.status as IntentStatus,
  lastError: row.lastError,
});

/** The embedded provider: Stripe's flow and test cards, state in the PaymentIntent table. */
export class TestPaymentProvider implements PaymentProvider {
  readonly kind = "test" as const;
  readonly publishableKey = null;
  constructor(
    private prisma: PrismaClient,
    private webhookSecret: string | undefined,
  ) {}

  async createIntent(intent: NewIntent): Promise<Intent> {
    const id = `pi_test_${crypto.randomBytes(12).toString("hex")}`;
    const created = await recordIntent(this.prisma, {
      id,
      provider: "test",
      clientSecret: `${id}_secret_${crypto.randomBytes(12).toString("hex")}`,
      customerId: intent.customerId,
      cookId: intent.cookId,
      amountCents: intent.amountCents,
      status: "requires_payment_method",
      quote: intent.quote as object,
      idempotencyKey: intent.idempotencyKey,
    });
    return toIntent(created.row);
  }

  async retrieve(intentId: string) {
    const row = await this.prisma.paymentIntent.findUnique({ where: { id: intentId } });
    return row && row.provider === "test" ? toIntent(row) : null;
  }

  async setAmount(intentId: string, change: { amountCents: number; cookId: number; quote: unknown }): Promise<Intent> {
    await updateOpenIntent(this.prisma, intentId, change);
    return (await this.retrieve(intentId))!;
  }

  async confirm(intentId: string, card: { number: string }): Promise<Intent> {
    const declined = testCardOutcome(card.number);
    // Only an unpaid intent can be paid: of two concurrent confirmations one charges, the other
    // finds the intent succeeded.
    const claimed = await this.prisma.paymentIntent.updateMany({
      where: { id: intentId, provider: "test", status: "requires_payment_method" },
      data: declined ? { lastError: declined } : { status: "succeeded", lastError: null },
    });
    const intent = await this.retrieve(intentId);
    if (!intent) throw new CardDeclinedError("No such payment intent.");
    if (claimed.count === 1 && declined) throw new CardDeclinedError(declined);
    if (intent.status !== "succeeded")
      throw new CardDeclinedError(intent.lastError ?? "This payment can no longer be paid.");
    return intent;
  }

  async refund(intentId: string) {
    const refunded = await this.prisma.paymentIntent.updateMany({
      where: { id: intentId, provider: "test", status: "succeeded" },
      data: { status: "refunded" },
    });
    if (refunded.count !== 1) throw new Error(`Payment ${intentId} has not succeeded, so it cannot be refunded`);
    return { refundId: `re_test_${crypto.randomBytes(12).toString("hex")}` };
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined) {
    return verifyStripeSignature(rawBody, signature, this.webhookSecret);
  }
}

/** Stripe: intents live at Stripe; the PaymentIntent row records whose cart each was made for. */
export class StripeProvider implements PaymentProvider {
  readonly kind = "stripe" as const;
  constructor(
    private stripe: Stripe,
    readonly publishableKey: string | null,
    private webhookSecret: string | undefined,
    private prisma: PrismaClient,
  ) {}

  private static toIntent(pi: Stripe.PaymentIntent): Intent {
    const known: readonly string[] = ["succeeded", "processing", "canceled"];
    const status = (known.includes(pi.status) ? pi.status : "requires_payment_method") as IntentStatus;
    return {
      id: pi.id,
      clientSecret: pi.client_secret ?? "",
      amountCents: pi.amount,
      status,
      lastError: pi.last_payment_error?.message ?? null,
    };
  }

  async createIntent(intent: NewIntent): Promise<Intent> {
    const pi = await this.stripe.paymentIntents.create({
      amount: intent.amountCents,
      currency: "usd",
      automatic_payment_methods: { enabled: true },
      metadata: { customerId: String(intent.customerId), cookId: intent.cookId == null ? "" : String(intent.cookId) },
    });
    const created = StripeProvider.toIntent(pi);
    const recorded = await recordIntent(this.prisma, {
      id: pi.id,
      provider: "stripe",
      clientSecret: created.clientSecret,
      customerId: intent.customerId,
      cookId: intent.cookId,
      amountCents: intent.amountCents,
      status: created.status,
      quote: intent.quote as object,
      idempotencyKey: intent.idempotencyKey,
    });
    if (recorded.won) return created;
    // Another request for the same cart recorded its intent first: ours is not needed.
    await this.stripe.paymentIntents.cancel(pi.id).catch(() => {});
    return (await this.retrieve(recorded.row.id)) ?? created;
  }

  async retrieve(intentId: string) {
    const row = await this.prisma.paymentIntent.findUnique({ where: { id: intentId } });
    if (!row || row.provider !== "stripe") return null;
    const intent = StripeProvider.toIntent(await this.stripe.paymentIntents.retrieve(intentId));
    if (intent.status !== row.status || intent.lastError !== row.lastError)
      await this.prisma.paymentIntent.update({
        where: { id: intentId },
        data: { status: intent.status, lastError: intent.lastError },
      });
    return intent;
  }

  async setAmount(intentId: string, change: { amountCents: number; cookId: number; quote: unknown }): Promise<Intent> {
    const pi = await this.stripe.paymentIntents.update(intentId, {
      amount: change.amountCents,
      metadata: { cookId: String(change.cookId) },
    });
    await updateOpenIntent(this.prisma, intentId, change);
    return StripeProvider.toIntent(pi);
  }

  async confirm(): Promise<Intent> {
    throw new CardDeclinedError("Cards are confirmed by Stripe in the browser.");
  }

  async refund(intentId: string) {
    // Retries of one refund carry one key, so an attempt whose answer was lost is not refunded twice.
    const refund = await this.stripe.refunds.create(
      { payment_intent: intentId },
      { idempotencyKey: `refund-${intentId}` },
    );
    await this.prisma.paymentIntent.updateMany({ where: { id: intentId }, data: { status: "refunded" } });
    return { refundId: refund.id };
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined) {
    return verifyStripeSignature(rawBody, signature, this.webhookSecret);
  }
}

/**
 * Records a new intent unless an open intent already holds its idempotency key (a unique index on
 * open intents' keys): then the one recorded first is returned, and `won` is false.
 */
async function recordIntent(prisma: PrismaClient, data: Prisma.PaymentIntentUncheckedCreateInput) {
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
async function updateOpenIntent(
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
