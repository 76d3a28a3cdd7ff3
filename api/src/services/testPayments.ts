// The embedded payment provider: Stripe's flow (intent, client secret, confirm, webhook) with
// Stripe's test cards, its whole state in the PaymentIntent table.
import crypto from "node:crypto";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { recordIntent, updateOpenIntent } from "./intentRows.ts";
import {
  CardDeclinedError,
  verifyStripeSignature,
  type Intent,
  type IntentStatus,
  type NewIntent,
  type PaymentProvider,
} from "./payments.ts";

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
      // Only Stripe's public test numbers ever pay here, so the one that did is kept as the card on file.
      data: declined
        ? { lastError: declined }
        : { status: "succeeded", lastError: null, paymentMethod: card.number.replace(/[\s-]/g, "") },
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

  async cancel(intentId: string) {
    await this.prisma.paymentIntent.updateMany({
      where: { id: intentId, provider: "test", status: "requires_payment_method" },
      data: { status: "canceled", idempotencyKey: null },
    });
    return this.retrieve(intentId);
  }

  async charge(intent: NewIntent, card: { number?: string | null; paymentMethod?: string | null }): Promise<Intent> {
    const created = await this.createIntent(intent);
    return this.confirm(created.id, { number: card.number ?? card.paymentMethod ?? "" });
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined) {
    return verifyStripeSignature(rawBody, signature, this.webhookSecret);
  }
}
