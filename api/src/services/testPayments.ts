// The embedded payment provider: Stripe's flow (intent, client secret, confirm, webhook, saved cards,
// off-session charges, 3-D Secure) with Stripe's test cards, its whole state in the database. It
// refuses what Stripe refuses: an off-session charge of a card never saved, a 3-D Secure card nobody
// confirmed; and a charge whose answer is lost is made once, as Stripe's idempotency keys make it.
import crypto from "node:crypto";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { recordIntent, updateOpenIntent } from "./intentRows.ts";
import {
  AuthenticationRequiredError,
  CardDeclinedError,
  CardNotSavedError,
  ProviderUnavailableError,
  verifyStripeSignature,
  type Intent,
  type IntentStatus,
  type NewIntent,
  type OffSessionCharge,
  type PaymentProvider,
  type Setup,
} from "./payments.ts";
import {
  asksToAuthenticate,
  offSessionOutcome,
  recordTestCard,
  testCardDetails,
  testCardOutcome,
} from "./testCards.ts";

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

const newId = (prefix: string) => `${prefix}_test_${crypto.randomBytes(12).toString("hex")}`;

/** The embedded provider: Stripe's flow and test cards, state in the database. */
export class TestPaymentProvider implements PaymentProvider {
  readonly kind = "test" as const;
  readonly publishableKey = null;
  /** Test hook: the next off-session charge is made, and its answer then lost (a timeout). */
  private loseNextAnswer = false;

  constructor(
    private prisma: PrismaClient,
    private webhookSecret: string | undefined,
  ) {}

  /** Tests and demos only: makes the next off-session charge, then answers as if it timed out. */
  simulateLostAnswer() {
    this.loseNextAnswer = true;
  }

  async createIntent(intent: NewIntent): Promise<Intent> {
    const id = newId("pi");
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
      saveCard: !!intent.saveCard && !!intent.customer,
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

  async confirm(intentId: string, given: { number: string; authenticate?: boolean }): Promise<Intent> {
    const row = await this.prisma.paymentIntent.findUnique({ where: { id: intentId } });
    if (!row || row.provider !== "test") throw new CardDeclinedError("No such payment intent.");
    // Confirming a charge the bank held for the customer: the card it was made with.
    const saved =
      !given.number && row.paymentMethod
        ? await this.prisma.testPaymentMethod.findUnique({ where: { id: row.paymentMethod } })
        : null;
    const card = { ...given, number: saved?.cardNumber ?? given.number };
    const declined = testCardOutcome(card.number);
    const open = ["requires_payment_method", "requires_action"];
    if (!declined && asksToAuthenticate(card.number) && !card.authenticate) {
      await this.prisma.paymentIntent.updateMany({
        where: { id: intentId, status: { in: open } },
        data: { status: "requires_action", lastError: null },
      });
      return (await this.retrieve(intentId))!;
    }
    const customer = row.saveCard
      ? ((await this.prisma.user.findUnique({ where: { id: row.customerId } }))?.paymentCustomerId ?? null)
      : null;
    const paymentMethod = declined ? null : (saved?.id ?? (await recordTestCard(this.prisma, card.number, customer)));
    // Only an unpaid intent can be paid: of two concurrent confirmations one charges, the other
    // finds the intent succeeded.
    const claimed = await this.prisma.paymentIntent.updateMany({
      where: { id: intentId, provider: "test", status: { in: open } },
      data: declined
        ? { lastError: declined, status: "requires_payment_method" }
        : { status: "succeeded", lastError: null, paymentMethod },
    });
    const intent = (await this.retrieve(intentId))!;
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
    return { refundId: newId("re") };
  }

  async cancel(intentId: string) {
    await this.prisma.paymentIntent.updateMany({
      where: { id: intentId, provider: "test", status: { in: ["requires_payment_method", "requires_action"] } },
      data: { status: "canceled", idempotencyKey: null },
    });
    return this.retrieve(intentId);
  }

  async charge(intent: NewIntent, card: { number?: string | null; paymentMethod?: string | null }): Promise<Intent> {
    const created = await this.createIntent(intent);
    return this.confirm(created.id, { number: card.number ?? card.paymentMethod ?? "" });
  }

  async createCustomer() {
    return newId("cus");
  }

  async createSetup(_customer: string, userId: number): Promise<Setup> {
    const id = newId("seti");
    const row = await this.prisma.cardSetup.create({
      data: { id, provider: "test", userId, clientSecret: `${id}_secret`, status: "requires_payment_method" },
    });
    return { ...row, status: "requires_payment_method", paymentMethod: null };
  }

  async retrieveSetup(setupId: string): Promise<Setup | null> {
    const row = await this.prisma.cardSetup.findUnique({ where: { id: setupId } });
    if (!row || row.provider !== "test") return null;
    return { ...row, status: row.status as Setup["status"], paymentMethod: row.paymentMethodId };
  }

  async confirmTestSetup(setupId: string, card: { number: string; authenticate?: boolean }): Promise<Setup> {
    const row = await this.prisma.cardSetup.findUnique({ where: { id: setupId }, include: { user: true } });
    if (!row || row.status === "succeeded" || row.status === "canceled")
      throw new CardDeclinedError("This card form can no longer be used.");
    const declined = testCardOutcome(card.number);
    if (declined) {
      await this.prisma.cardSetup.update({ where: { id: setupId }, data: { lastError: declined } });
      throw new CardDeclinedError(declined);
    }
    const data =
      asksToAuthenticate(card.number) && !card.authenticate
        ? { status: "requires_action", lastError: null }
        : {
            status: "succeeded",
            lastError: null,
            paymentMethodId: await recordTestCard(this.prisma, card.number, row.user.paymentCustomerId),
          };
    await this.prisma.cardSetup.update({ where: { id: setupId }, data });
    return (await this.retrieveSetup(setupId))!;
  }

  async cardDetails(paymentMethod: string) {
    const card = await this.prisma.testPaymentMethod.findUniqueOrThrow({ where: { id: paymentMethod } });
    return testCardDetails(card.cardNumber);
  }

  async detachCard(paymentMethod: string) {
    await this.prisma.testPaymentMethod.updateMany({ where: { id: paymentMethod }, data: { customer: null } });
  }

  async chargeOffSession(charge: OffSessionCharge): Promise<Intent> {
    // The same key is the same charge: its first outcome is answered again, as Stripe does.
    const earlier = await this.prisma.paymentIntent.findUnique({ where: { chargeKey: charge.idempotencyKey } });
    if (earlier) return this.outcomeOf(toIntent(earlier));
    const card = await this.prisma.testPaymentMethod.findUnique({ where: { id: charge.paymentMethod } });
    if (!card || card.customer !== charge.customer)
      throw new CardNotSavedError(
        "This card was not saved for later payments, so it cannot be charged while you are away.",
      );
    const outcome = offSessionOutcome(card.cardNumber);
    const id = newId("pi");
    const row = await this.prisma.paymentIntent.create({
      data: {
        id,
        provider: "test",
        clientSecret: `${id}_secret_${crypto.randomBytes(12).toString("hex")}`,
        customerId: charge.customerId,
        cookId: charge.cookId,
        amountCents: charge.amountCents,
        quote: charge.quote as object,
        chargeKey: charge.idempotencyKey,
        paymentMethod: charge.paymentMethod,
        status:
          outcome === "succeeds"
            ? "succeeded"
            : outcome === "authenticate"
              ? "requires_action"
              : "requires_payment_method",
        lastError: outcome === "succeeds" || outcome === "authenticate" ? null : outcome,
      },
    });
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      throw new ProviderUnavailableError("The payment provider did not answer in time.");
    }
    return this.outcomeOf(toIntent(row));
  }

  /** An off-session charge's answer: the intent, or the refusal it met. */
  private outcomeOf(intent: Intent): Intent {
    if (intent.status === "requires_action") throw new AuthenticationRequiredError(intent);
    if (intent.status === "requires_payment_method")
      throw new CardDeclinedError(intent.lastError ?? "Your card was declined.");
    return intent;
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined) {
    return verifyStripeSignature(rawBody, signature, this.webhookSecret);
  }
}
