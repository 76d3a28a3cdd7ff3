// Paying at checkout: the payment intent for the server's total, the test provider's card, and
// completing the payment (the pending order is placed in placeOrder.ts). The client's prices, ids and
// amounts are never charged: the server prices the order and asks the payment provider whether the
// money moved.
import { NotAllowedError, NotFoundError } from "../../domain/errors.ts";
import { CardDeclinedError, type Intent } from "../../services/payments.ts";
import { completePayment } from "../../domain/orders/payment.ts";
import { intentForCheckout } from "../../domain/orders/intents.ts";
import { builder } from "../builder.ts";
import { orderPayload } from "./orderPayload.ts";
import { CheckoutQuote, orderer, PROMO_CODE, SCHEDULED_FOR, TipInput } from "./quote.ts";
import { enumValues } from "../enumValues.ts";
import { commonErrors } from "../errors.ts";
import { CheckoutError, OrderTransitionError, PaymentFailedError } from "../../domain/orders/errors.ts";
import { Order } from "./order.ts";
import { applyIntentOutcome } from "../../domain/orders/payment.ts";
import { type Quote } from "../../domain/orders/quote.ts";
import { requireOwner } from "../accounts/user.ts";
import { PromoCodeError } from "../../domain/promos/errors.ts";

const PaymentProviderKind = builder.enumType("PaymentProviderKind", {
  description: "Which payment provider the server is configured with, so the client shows the matching card form.",
  values: enumValues({
    test: "The built-in test provider: its card form, confirmed through the API.",
    stripe: "Stripe: pay with Stripe's Payment Element and the intent's client secret.",
  }),
});

const CreatePaymentIntentInput = builder.inputType("CreatePaymentIntentInput", {
  description:
    "What the payment intent is for: the signed-in customer's cart, delivered to an address, with an optional tip.",
  fields: (t) => ({
    deliveryAddress: t.string({ description: "Default: the customer's profile address." }),
    tip: t.field({ type: TipInput, description: "The driver's tip; none when left out." }),
    scheduledFor: t.field({ type: "DateTime", description: SCHEDULED_FOR }),
    promoCode: t.string({ description: PROMO_CODE }),
    amountCents: t.int({
      description:
        "The client's own total, read only when the server cart is empty (the spec's REST client keeps its cart itself): " +
        "the intent is then provisional, for the order to come, and placeOrder with `items` sets its amount to the " +
        "server's total before the card can be charged. With a cart, the cart's total is used and this is ignored.",
    }),
    saveCard: t.boolean({
      description:
        "The customer agrees to keep the card for later payments (tips after delivery, weekly meal plans): the provider saves it with the payment (setup_future_usage), and it is listed in savedCards once paid.",
    }),
  }),
});

const CreatePaymentIntentPayload = builder
  .objectRef<{ intent: Intent; quote: Quote | null; provider: "test" | "stripe"; publishableKey: string | null }>(
    "CreatePaymentIntentPayload",
  )
  .implement({
    description: "A payment intent to pay with the card form, and the cart it was priced from.",
    fields: (t) => ({
      paymentIntentId: t.string({
        description: "The provider's intent id (pi_...), for placeOrder and confirmTestPayment.",
        resolve: (p) => p.intent.id,
      }),
      clientSecret: t.string({
        description: "The intent's client secret, for Stripe.js or the test provider's card form.",
        resolve: (p) => p.intent.clientSecret,
      }),
      amountCents: t.int({
        description: "The amount the intent charges, in cents: the cart's total, or the provisional amount.",
        resolve: (p) => p.intent.amountCents,
      }),
      provider: t.field({
        type: PaymentProviderKind,
        description: "Which payment provider holds the intent.",
        resolve: (p) => p.provider,
      }),
      publishableKey: t.string({
        nullable: true,
        description: "Stripe's publishable key for Stripe.js; null with the test provider.",
        resolve: (p) => p.publishableKey,
      }),
      quote: t.field({
        type: CheckoutQuote,
        nullable: true,
        description: "The priced cart the intent is for; null for a provisional intent (no server cart).",
        resolve: (p) => p.quote,
      }),
    }),
  });

builder.mutationField("createPaymentIntent", (t) =>
  t.withAuth(orderer).field({
    type: CreatePaymentIntentPayload,
    description:
      "A payment intent for the server's total of the cart. The same unchanged cart reuses its open intent. " +
      "With an empty cart and `amountCents`, a provisional intent for an order placed with its items.",
    args: {
      input: t.arg({
        type: CreatePaymentIntentInput,
        required: true,
        description: "The delivery address, tip and, without a cart, the amount.",
      }),
    },
    errors: {
      types: [...commonErrors, CheckoutError, PromoCodeError],
      directResult: true,
      union: {
        description:
          "The intent, or CheckoutError when the cart is empty (and no amountCents) or cannot be ordered, PromoCodeError when the promo code does not apply, ValidationError for a bad address, tip or amount, NotSignedInError or NotAllowedError for visitors and roles other than customer and admin.",
      },
    },
    resolve: async (_root, { input }, ctx) => ({
      ...(await intentForCheckout(ctx, ctx.user.id, input)),
      provider: ctx.payments.kind,
      publishableKey: ctx.payments.publishableKey,
    }),
  }),
);

const ConfirmTestPaymentInput = builder.inputType("ConfirmTestPaymentInput", {
  description: "A test card for one of the signed-in customer's payment intents.",
  fields: (t) => ({
    paymentIntentId: t.string({
      required: true,
      description: "The intent from createPaymentIntent or placeOrder; it must be the signed-in customer's.",
    }),
    cardNumber: t.string({
      required: true,
      description:
        "A Stripe test card, e.g. 4242 4242 4242 4242; empty to confirm a charge of a saved card that the bank asked about.",
    }),
    authenticate: t.boolean({
      description:
        "The customer approves the payment in their bank's dialog (a 3-D Secure card such as 4000 0025 0000 3155); without it such a card answers requires_action.",
    }),
  }),
});

const ConfirmTestPaymentPayload = builder.objectRef<{ intent: Intent }>("ConfirmTestPaymentPayload").implement({
  description: "The paid test intent; call completePayment next to confirm the order.",
  fields: (t) => ({
    paymentIntentId: t.string({ description: "The intent that was paid.", resolve: (p) => p.intent.id }),
    status: t.string({
      description:
        "The intent's status afterwards: 'succeeded', or 'requires_action' while a 3-D Secure card waits for the customer's approval.",
      resolve: (p) => p.intent.status,
    }),
  }),
});

builder.mutationField("confirmTestPayment", (t) =>
  t.withAuth(orderer).field({
    type: ConfirmTestPaymentPayload,
    description: "Test mode only: pays the customer's payment intent with a test card, as Stripe.js would.",
    args: {
      input: t.arg({ type: ConfirmTestPaymentInput, required: true, description: "The intent and the test card." }),
    },
    errors: {
      types: [...commonErrors, PaymentFailedError, NotFoundError],
      directResult: true,
      union: {
        description:
          "The paid intent, or PaymentFailedError when the card is refused (Stripe's test-card messages), NotFoundError when the intent is not the customer's, NotAllowedError when Stripe is the provider or for roles other than customer and admin.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      if (ctx.payments.kind !== "test")
        throw new NotAllowedError("Cards are taken by Stripe's payment form, not here.");
      const row = await ctx.prisma.paymentIntent.findUnique({
        where: { id: input.paymentIntentId },
        select: { customerId: true },
      });
      if (!row) throw new NotFoundError("That payment does not exist.");
      await requireOwner(ctx, row.customerId, new NotFoundError("That payment does not exist."));
      try {
        const card = { number: input.cardNumber, authenticate: input.authenticate ?? false };
        return { intent: await ctx.payments.confirm(input.paymentIntentId, card) };
      } catch (error) {
        if (!(error instanceof CardDeclinedError)) throw error;
        await applyIntentOutcome(ctx, input.paymentIntentId);
        throw new PaymentFailedError(error.message);
      }
    },
  }),
);

const CompletePaymentInput = builder.inputType("CompletePaymentInput", {
  description: "The signed-in customer's order whose payment went through.",
  fields: (t) => ({
    orderId: t.globalID({ for: Order, required: true, description: "The order's global id." }),
    paymentIntentId: t.string({
      description:
        "Optional check: the intent the client paid. The order's own intent is what is asked; a value that names none " +
        "of the customer's intents (the spec's client sends a placeholder) is ignored, another of their intents refused.",
    }),
  }),
});

builder.mutationField("completePayment", (t) =>
  t.withAuth(orderer).field({
    type: orderPayload(
      "CompletePaymentPayload",
      "The paid order, now confirmed (or preparing when the kitchen auto-accepts).",
    ),
    description: "Asks the payment provider whether the order's payment succeeded and, only then, confirms the order.",
    args: {
      input: t.arg({
        type: CompletePaymentInput,
        required: true,
        description: "The order whose payment went through.",
      }),
    },
    errors: {
      types: [...commonErrors, PaymentFailedError, NotFoundError, OrderTransitionError],
      directResult: true,
      union: {
        description:
          "The confirmed order, or PaymentFailedError when the provider does not report the payment as succeeded, OrderTransitionError when the order was cancelled before the payment arrived (the payment is then refunded in full), NotFoundError when the order is not the customer's, ValidationError when paymentIntentId names another of their intents.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const order = await ctx.prisma.order.findUnique({ where: { id: Number(input.orderId.id) } });
      if (!order) throw new NotFoundError("Order not found.");
      await requireOwner(ctx, order.customerId, new NotFoundError("Order not found."));
      await completePayment(ctx, order, input.paymentIntentId);
      return { orderId: order.id };
    },
  }),
);
