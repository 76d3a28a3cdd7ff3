// Stripe as the payment provider: intents live at Stripe; the PaymentIntent row records whose cart
// each was made for.
import Stripe from "stripe";
import type { Config } from "../config.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { recordIntent, updateOpenIntent } from "./intentRows.ts";
import {
  CardDeclinedError,
  verifyStripeSignature,
  type Intent,
  type NewIntent,
  type OffSessionCharge,
  type PaymentProvider,
  type Setup,
} from "./payments.ts";
import { StripeCards, stripeIntent } from "./stripeCards.ts";
import { TestPaymentProvider } from "./testPayments.ts";

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the built-in test provider. */
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

/** Stripe: intents live at Stripe; the PaymentIntent row records whose cart each was made for. */
export class StripeProvider implements PaymentProvider {
  readonly kind = "stripe" as const;
  constructor(
    private stripe: Stripe,
    readonly publishableKey: string | null,
    private webhookSecret: string | undefined,
    private prisma: PrismaClient,
  ) {
    this.cards = new StripeCards(stripe, prisma);
  }

  private static toIntent = stripeIntent;
  private cards: StripeCards;

  async createIntent(intent: NewIntent): Promise<Intent> {
    const pi = await this.stripe.paymentIntents.create({
      amount: intent.amountCents,
      currency: "usd",
      automatic_payment_methods: { enabled: true },
      metadata: { customerId: String(intent.customerId), cookId: intent.cookId == null ? "" : String(intent.cookId) },
      // With the customer's consent the card is kept for payments made while they are away.
      ...(intent.saveCard && intent.customer ? { customer: intent.customer, setup_future_usage: "off_session" } : {}),
    });
    const created = StripeProvider.toIntent(pi);
    const recorded = await recordIntent(this.prisma, {
      ...rowOf(created, intent),
      idempotencyKey: intent.idempotencyKey,
      saveCard: !!intent.saveCard && !!intent.customer,
    });
    if (recorded.won) return created;
    // Another request for the same cart recorded its intent first: ours is not needed.
    await this.stripe.paymentIntents.cancel(pi.id).catch(() => {});
    return (await this.retrieve(recorded.row.id)) ?? created;
  }

  async retrieve(intentId: string) {
    const row = await this.prisma.paymentIntent.findUnique({ where: { id: intentId } });
    if (!row || row.provider !== "stripe") return null;
    const pi = await this.stripe.paymentIntents.retrieve(intentId);
    const intent = StripeProvider.toIntent(pi);
    // The card that paid, kept for the customer's later payments of the same order (a tip).
    const paymentMethod = typeof pi.payment_method === "string" ? pi.payment_method : (pi.payment_method?.id ?? null);
    if (intent.status !== row.status || intent.lastError !== row.lastError || paymentMethod !== row.paymentMethod)
      await this.prisma.paymentIntent.update({
        where: { id: intentId },
        data: { status: intent.status, lastError: intent.lastError, paymentMethod },
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

  async cancel(intentId: string) {
    const row = await this.prisma.paymentIntent.findUnique({ where: { id: intentId } });
    if (!row || row.provider !== "stripe") return null;
    // Stripe refuses to cancel an intent that succeeded (or is processing): it is answered as it stands.
    await this.stripe.paymentIntents.cancel(intentId).catch(() => {});
    await this.prisma.paymentIntent.updateMany({
      where: { id: intentId, status: "requires_payment_method" },
      data: { idempotencyKey: null },
    });
    return this.retrieve(intentId);
  }

  async charge(intent: NewIntent, card: { number?: string | null; paymentMethod?: string | null }): Promise<Intent> {
    if (!card.paymentMethod) throw new CardDeclinedError("No card on file for this payment.");
    // Stripe's own idempotency key: a retried charge returns the first one's intent.
    const pi = await this.stripe.paymentIntents
      .create(
        {
          amount: intent.amountCents,
          currency: "usd",
          payment_method: card.paymentMethod,
          confirm: true,
          off_session: true,
          metadata: { customerId: String(intent.customerId) },
        },
        { idempotencyKey: intent.idempotencyKey },
      )
      .catch((error: Error) => {
        throw new CardDeclinedError(error.message);
      });
    const created = StripeProvider.toIntent(pi);
    await recordIntent(this.prisma, { ...rowOf(created, intent), paymentMethod: card.paymentMethod });
    if (created.status !== "succeeded")
      throw new CardDeclinedError(created.lastError ?? "The payment did not go through.");
    return created;
  }

  createCustomer(user: { id: number; email: string; name: string }) {
    return this.cards.createCustomer(user);
  }

  createSetup(customer: string, userId: number) {
    return this.cards.createSetup(customer, userId);
  }

  retrieveSetup(setupId: string) {
    return this.cards.retrieveSetup(setupId);
  }

  async confirmTestSetup(): Promise<Setup> {
    throw new CardDeclinedError("Cards are saved by Stripe in the browser.");
  }

  cardDetails(paymentMethod: string) {
    return this.cards.cardDetails(paymentMethod);
  }

  detachCard(paymentMethod: string) {
    return this.cards.detachCard(paymentMethod);
  }

  chargeOffSession(charge: OffSessionCharge): Promise<Intent> {
    return this.cards.chargeOffSession(charge, async (intent) => {
      await this.prisma.paymentIntent.upsert({
        where: { id: intent.id },
        create: {
          ...rowOf(intent, { ...charge, idempotencyKey: charge.idempotencyKey }),
          chargeKey: charge.idempotencyKey,
          paymentMethod: charge.paymentMethod,
        },
        update: { status: intent.status, lastError: intent.lastError },
      });
    });
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined) {
    return verifyStripeSignature(rawBody, signature, this.webhookSecret);
  }
}

/** The PaymentIntent row of an intent made at Stripe for `intent`. */
const rowOf = (created: Intent, intent: NewIntent) => ({
  id: created.id,
  provider: "stripe",
  clientSecret: created.clientSecret,
  customerId: intent.customerId,
  cookId: intent.cookId,
  amountCents: intent.amountCents,
  status: created.status,
  quote: intent.quote as object,
});
