// Stripe's saved cards: a Customer per user, SetupIntents to save a card from the account, and
// off-session PaymentIntents that charge a saved card while the customer is away
// (docs.stripe.com/payments/save-and-reuse). Its errors are told apart as Stripe documents them: a
// card error is a decline, `authentication_required` asks the customer, the rest leave the outcome
// unknown (the idempotency key then answers it).
import Stripe from "stripe";
import type { PrismaClient } from "../generated/prisma/client.ts";
import {
  AuthenticationRequiredError,
  CardDeclinedError,
  CardNotSavedError,
  ProviderUnavailableError,
  type Intent,
  type IntentStatus,
  type OffSessionCharge,
  type Setup,
} from "./payments.ts";

export function stripeIntent(pi: Stripe.PaymentIntent): Intent {
  const known: readonly string[] = ["succeeded", "processing", "canceled", "requires_action"];
  const status = (known.includes(pi.status) ? pi.status : "requires_payment_method") as IntentStatus;
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? "",
    amountCents: pi.amount,
    status,
    lastError: pi.last_payment_error?.message ?? null,
  };
}

const setupOf = (si: Stripe.SetupIntent): Setup => ({
  id: si.id,
  clientSecret: si.client_secret ?? "",
  status: (["succeeded", "requires_action", "canceled"].includes(si.status)
    ? si.status
    : "requires_payment_method") as Setup["status"],
  paymentMethod: typeof si.payment_method === "string" ? si.payment_method : (si.payment_method?.id ?? null),
  lastError: si.last_setup_error?.message ?? null,
});

export class StripeCards {
  constructor(
    private stripe: Stripe,
    private prisma: PrismaClient,
  ) {}

  async createCustomer(user: { id: number; email: string; name: string }) {
    const customer = await this.stripe.customers.create(
      { email: user.email, name: user.name, metadata: { userId: String(user.id) } },
      // One Customer per user, however many requests make it at once.
      { idempotencyKey: `customer-${user.id}` },
    );
    return customer.id;
  }

  async createSetup(customer: string, userId: number): Promise<Setup> {
    const si = await this.stripe.setupIntents.create({
      customer,
      usage: "off_session",
      automatic_payment_methods: { enabled: true },
      metadata: { userId: String(userId) },
    });
    const setup = setupOf(si);
    await this.prisma.cardSetup.create({
      data: { id: si.id, provider: "stripe", userId, clientSecret: setup.clientSecret, status: setup.status },
    });
    return setup;
  }

  async retrieveSetup(setupId: string): Promise<Setup | null> {
    const row = await this.prisma.cardSetup.findUnique({ where: { id: setupId } });
    if (!row || row.provider !== "stripe") return null;
    const setup = setupOf(await this.stripe.setupIntents.retrieve(setupId));
    await this.prisma.cardSetup.update({
      where: { id: setupId },
      data: { status: setup.status, paymentMethodId: setup.paymentMethod, lastError: setup.lastError },
    });
    return setup;
  }

  async cardDetails(paymentMethod: string) {
    const pm = await this.stripe.paymentMethods.retrieve(paymentMethod);
    return {
      brand: pm.card?.brand ?? "card",
      last4: pm.card?.last4 ?? "????",
      expMonth: pm.card?.exp_month ?? 0,
      expYear: pm.card?.exp_year ?? 0,
    };
  }

  async detachCard(paymentMethod: string) {
    await this.stripe.paymentMethods.detach(paymentMethod);
  }

  /** The off-session PaymentIntent; `record` keeps its row. */
  async chargeOffSession(charge: OffSessionCharge, record: (intent: Intent) => Promise<void>): Promise<Intent> {
    let pi: Stripe.PaymentIntent;
    try {
      pi = await this.stripe.paymentIntents.create(
        {
          amount: charge.amountCents,
          currency: "usd",
          customer: charge.customer,
          payment_method: charge.paymentMethod,
          off_session: true,
          confirm: true,
          metadata: { customerId: String(charge.customerId) },
        },
        { idempotencyKey: charge.idempotencyKey },
      );
    } catch (error) {
      const e = error as Stripe.errors.StripeError;
      if (e.type === "StripeCardError") {
        if (e.code === "authentication_required" && e.payment_intent) {
          const intent = stripeIntent(e.payment_intent);
          await record(intent);
          throw new AuthenticationRequiredError(intent);
        }
        throw new CardDeclinedError(e.message);
      }
      if (e.type === "StripeInvalidRequestError" && /customer|attach/i.test(e.message))
        throw new CardNotSavedError(e.message);
      throw new ProviderUnavailableError(e.message);
    }
    const intent = stripeIntent(pi);
    await record(intent);
    if (intent.status !== "succeeded")
      throw new CardDeclinedError(intent.lastError ?? "The payment did not go through.");
    return intent;
  }
}
