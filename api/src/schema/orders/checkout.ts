// Checkout: the priced cart, the payment intent for its total, and completing the payment (the
// pending order is placed in placeOrder.ts). The client's prices, ids and amounts are never charged:
// the server prices the order from the database and asks the payment provider whether the money moved.
import crypto from "node:crypto";
import { z } from "zod";
import type { Services } from "../../context.ts";
import { NotAllowedError, NotFoundError, NotSignedInError, parseInput, ValidationError } from "../../domain/errors.ts";
import { CardDeclinedError, type Intent } from "../../services/payments.ts";
import { builder } from "../builder.ts";
import { enumValues } from "../enumValues.ts";
import { commonErrors } from "../errors.ts";
import { assertKitchenAccepts } from "../../domain/orders/acceptance.ts";
import { CheckoutError, PaymentFailedError } from "../../domain/orders/errors.ts";
import { Order } from "./order.ts";
import { applyIntentOutcome, confirmPaidOrder } from "../../domain/orders/payment.ts";
import { quoteCart, type Quote, type QuoteLine } from "../../domain/orders/quote.ts";
import { purchaseFingerprint } from "../../domain/orders/schedule.ts";
import { LOCAL_AREA, publicArea } from "../../services/gazetteer.ts";
import { requireOwner } from "../accounts/user.ts";
import { applyPromo, checkPromoAlone } from "../../domain/orders/promoUses.ts";
import { PromoCodeError } from "../../domain/promos/errors.ts";

export const PROMO_CODE =
  "A promo code, any case; the quote shows its discount, and a code that does not apply is refused with the reason.";

/** Customers and admins order ("any other authenticated role" may open /checkout). */
export const orderer = { orderer: true } as const;

export const SCHEDULED_FOR =
  "Order ahead: the start of one of the kitchen's delivery slots (deliverySlots); left out, the order is for as soon as possible, " +
  "which only an open kitchen takes. A slot that is unknown, past, closed by its cutoff, beyond 7 days or full is refused with the reason.";

export const EMPTY_CART = "Your cart is empty. Add some delicious items to get started!";
// An open intent is reused for the same cart for a day; after that a new one is made.
const INTENT_REUSE_MS = 24 * 60 * 60 * 1000;

const CheckoutLine = builder.objectRef<QuoteLine>("CheckoutLine").implement({
  description: "One dish of the cart, priced by the server now.",
  fields: (t) => ({
    foodItemDatabaseId: t.exposeInt("foodItemId", { description: "The dish's numeric id." }),
    name: t.exposeString("name", { description: "The dish's name." }),
    imageUrl: t.exposeString("imageUrl", { nullable: true, description: "The dish's photo; null when it has none." }),
    quantity: t.exposeInt("quantity", { description: "How many are in the cart." }),
    unitPriceCents: t.exposeInt("unitPriceCents", {
      description: "The price of one now: the special price while it applies.",
    }),
    regularPriceCents: t.exposeInt("regularPriceCents", {
      description: "The dish's menu price in cents, without its special.",
    }),
    specialApplied: t.exposeBoolean("specialApplied", { description: "Whether the dish's special price applies now." }),
    lineTotalCents: t.int({
      description: "unitPriceCents times quantity, in cents.",
      resolve: (line) => line.unitPriceCents * line.quantity,
    }),
  }),
});

export const CheckoutQuote = builder.objectRef<Quote>("CheckoutQuote").implement({
  description: "The signed-in customer's cart priced by the server for one delivery address.",
  fields: (t) => ({
    lines: t.field({ type: [CheckoutLine], description: "The cart's dishes, oldest first.", resolve: (q) => q.lines }),
    kitchenName: t.exposeString("kitchenName", { description: "The kitchen's business name from its store settings." }),
    cookName: t.exposeString("cookName", { description: "The cook's name." }),
    subtotalCents: t.exposeInt("subtotalCents", { description: "The dishes' total in cents at today's prices." }),
    platformFeeCents: t.exposeInt("platformFeeCents", {
      description: "HomePlate's fee in cents: 12% of the subtotal, rounded half-up.",
    }),
    deliveryFeeCents: t.exposeInt("deliveryFeeCents", {
      description:
        "In cents: the highest own delivery fee among the dishes when one has it, else the kitchen's base fee plus 50 cents a mile beyond 2 miles; 0 when the subtotal reaches the kitchen's free-delivery minimum.",
    }),
    deliveryFeeLabel: t.exposeString("deliveryFeeLabel", {
      description: "'Delivery Fee (N mi)', with the distance the fee was priced on.",
    }),
    taxCents: t.exposeInt("taxCents", { description: "Tax in cents: 8.75% of the subtotal, rounded half-up." }),
    tipCents: t.exposeInt("tipCents", { description: "The driver's tip in cents (part of totalCents)." }),
    totalCents: t.exposeInt("totalCents", {
      description: "What the order will cost, in cents: subtotal, platform fee, delivery fee, tax and tip.",
    }),
    distanceMiles: t.exposeFloat("distanceMiles", {
      description: "Miles from the kitchen to the delivery address (straight line); 2.5 when either point is unknown.",
    }),
    distanceKnown: t.exposeBoolean("distanceKnown", {
      description: "False when the spec's 2.5 miles stood in for an unknown distance.",
    }),
    distanceApproximate: t.exposeBoolean("distanceApproximate", {
      description:
        "True when the delivery address or the kitchen was placed only at the public place its address names (its ZIP code or city), so the distance and its fee are approximate.",
    }),
    deliveryAddress: t.exposeString("deliveryAddress", { description: "The address this quote is priced for." }),
    pickupAddress: t.string({
      description:
        "Where the kitchen is, as a public place: the ZIP code and city of its address (its street goes only to the order's driver).",
      resolve: (q) => publicArea(q.pickupAddress) ?? LOCAL_AREA,
    }),
  }),
});

export const TipInput = builder.inputType("TipInput", {
  description:
    "A tip for the driver, computed and charged by the server with the order: a percentage of the subtotal or an amount, not both.",
  fields: (t) => ({
    percent: t.int({ description: "10, 15 or 20 (% of the subtotal)." }),
    amountCents: t.int({ description: "An amount in cents, 0 to 50000." }),
  }),
});

builder.queryField("checkoutQuote", (t) =>
  t.withAuth(orderer).field({
    type: CheckoutQuote,
    nullable: true,
    description:
      "The signed-in customer's (or admin's) cart priced for a delivery address, checked against the kitchen's rules; null when the cart is empty.",
    args: {
      deliveryAddress: t.arg.string({
        description:
          "At least 5 characters; the profile address when left out or blank. Another address is geocoded and priced by its distance (the kitchen's delivery radius applies); one the geocoder does not know is priced at 2.5 miles.",
      }),
      tip: t.arg({ type: TipInput, description: "The driver's tip; none when left out." }),
      scheduledFor: t.arg({ type: "DateTime", description: SCHEDULED_FOR }),
      promoCode: t.arg.string({ description: PROMO_CODE }),
    },
    errors: {
      types: [CheckoutError, PromoCodeError, ValidationError, NotSignedInError, NotAllowedError],
      directResult: true,
      union: {
        description:
          "The quote, or CheckoutError when the cart cannot be ordered (a dish gone, two kitchens, kitchen closed or full, below its minimum, beyond its delivery radius), PromoCodeError when the promo code does not apply (its reason), ValidationError for a short address or a bad tip.",
      },
    },
    resolve: async (_root, { deliveryAddress, tip, scheduledFor, promoCode }, ctx) => {
      const priced = await quoteCart(ctx, ctx.user, deliveryAddress, new Date(), tip);
      if (!priced) return null;
      await assertKitchenAccepts(ctx.prisma, priced.store, priced.quote, new Date(), scheduledFor ?? null);
      return applyPromo(ctx.prisma, ctx.user.id, priced.quote, promoCode);
    },
  }),
);

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
  }),
});

// Stripe's limits for a USD charge.
const provisionalAmount = z.object({
  amountCents: z
    .number()
    .int()
    .min(50, "The amount must be at least $0.50")
    .max(99_999_999, "The amount must be at most $999,999.99"),
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

/** What an intent pays for: its amount, the purchase priced (`quote`), and `fingerprint` naming it. */
export type Purchase = { amountCents: number; cookId: number | null; quote: object; fingerprint: string };

/**
 * The customer's open intent for this purchase, reused for a day, or a new one: one open intent per
 * customer and purchase, also when two requests arrive at once.
 */
export async function openIntentFor(
  services: Pick<Services, "prisma" | "payments">,
  customerId: number,
  purchase: Purchase,
  now: Date,
) {
  const { prisma, payments } = services;
  const open = await prisma.paymentIntent.findMany({
    where: {
      customerId,
      status: "requires_payment_method",
      amountCents: purchase.amountCents,
      createdAt: { gt: new Date(now.getTime() - INTENT_REUSE_MS) },
    },
    orderBy: { createdAt: "desc" },
    take: 5,
  });
  const same = open.find((row) => (row.quote as { fingerprint?: string }).fingerprint === purchase.fingerprint);
  if (same) {
    const intent = await payments.retrieve(same.id);
    if (intent?.status === "requires_payment_method") return intent;
  }
  // An open intent too old to reuse gives its key up.
  const idempotencyKey = crypto.createHash("sha256").update(`${customerId}:${purchase.fingerprint}`).digest("hex");
  await prisma.paymentIntent.updateMany({
    where: {
      idempotencyKey,
      status: "requires_payment_method",
      createdAt: { lte: new Date(now.getTime() - INTENT_REUSE_MS) },
    },
    data: { idempotencyKey: null },
  });
  return payments.createIntent({
    amountCents: purchase.amountCents,
    customerId,
    cookId: purchase.cookId,
    quote: { ...purchase.quote, fingerprint: purchase.fingerprint },
    idempotencyKey,
  });
}

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
    resolve: async (_root, { input }, ctx) => {
      const user = ctx.user;
      const now = new Date();
      const provider = { provider: ctx.payments.kind, publishableKey: ctx.payments.publishableKey };
      const priced = await quoteCart(ctx, user, input.deliveryAddress, now, input.tip);
      if (!priced) {
        if (input.amountCents == null) throw new CheckoutError(EMPTY_CART);
        const { amountCents } = parseInput(provisionalAmount, { amountCents: input.amountCents });
        await checkPromoAlone(ctx.prisma, user.id, input.promoCode, now);
        const purchase = {
          amountCents,
          cookId: null,
          quote: { provisional: true },
          fingerprint: `provisional:${amountCents}`,
        };
        return { intent: await openIntentFor(ctx, user.id, purchase, now), quote: null, ...provider };
      }
      const scheduledFor = input.scheduledFor ?? null;
      await assertKitchenAccepts(ctx.prisma, priced.store, priced.quote, now, scheduledFor);
      const quote = await applyPromo(ctx.prisma, user.id, priced.quote, input.promoCode, now);
      // The slot travels with the intent, so placeOrder orders the slot that was paid for.
      const purchase = {
        amountCents: quote.totalCents,
        cookId: quote.cookId,
        quote: { ...quote, scheduledFor: scheduledFor?.toISOString() ?? null },
        fingerprint: purchaseFingerprint(quote, scheduledFor),
      };
      return { intent: await openIntentFor(ctx, user.id, purchase, now), quote, ...provider };
    },
  }),
);

/** A mutation payload that returns one order, read with the client's selection. */
export function orderPayload(name: string, description: string) {
  return builder.objectRef<{ orderId: number }>(name).implement({
    description,
    fields: (t) => ({
      order: t.prismaField({
        type: "Order",
        description: "The order as it is after the mutation.",
        resolve: (query, payload, _args, ctx) =>
          ctx.prisma.order.findUniqueOrThrow({ ...query, where: { id: payload.orderId } }),
      }),
      viewer: t.prismaField({
        type: "User",
        nullable: true,
        description: "The signed-in user after the change, e.g. their emptied cart once a payment completed.",
        resolve: (query, _payload, _args, ctx) =>
          ctx.user ? ctx.prisma.user.findUnique({ ...query, where: { id: ctx.user.id } }) : null,
      }),
    }),
  });
}

const ConfirmTestPaymentInput = builder.inputType("ConfirmTestPaymentInput", {
  description: "A test card for one of the signed-in customer's payment intents.",
  fields: (t) => ({
    paymentIntentId: t.string({
      required: true,
      description: "The intent from createPaymentIntent or placeOrder; it must be the signed-in customer's.",
    }),
    cardNumber: t.string({ required: true, description: "A Stripe test card, e.g. 4242 4242 4242 4242." }),
  }),
});

const ConfirmTestPaymentPayload = builder.objectRef<{ intent: Intent }>("ConfirmTestPaymentPayload").implement({
  description: "The paid test intent; call completePayment next to confirm the order.",
  fields: (t) => ({
    paymentIntentId: t.string({ description: "The intent that was paid.", resolve: (p) => p.intent.id }),
    status: t.string({ description: "The intent's status afterwards: 'succeeded'.", resolve: (p) => p.intent.status }),
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
        return { intent: await ctx.payments.confirm(input.paymentIntentId, { number: input.cardNumber }) };
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
      types: [...commonErrors, PaymentFailedError, NotFoundError],
      directResult: true,
      union: {
        description:
          "The confirmed order, or PaymentFailedError when the provider does not report the payment as succeeded, NotFoundError when the order is not the customer's, ValidationError when paymentIntentId names another of their intents.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const order = await ctx.prisma.order.findUnique({ where: { id: Number(input.orderId.id) } });
      if (!order) throw new NotFoundError("Order not found.");
      await requireOwner(ctx, order.customerId, new NotFoundError("Order not found."));
      if (input.paymentIntentId && input.paymentIntentId !== order.paymentIntentId) {
        const named = await ctx.prisma.paymentIntent.findUnique({
          where: { id: input.paymentIntentId },
          select: { customerId: true },
        });
        if (named?.customerId === order.customerId)
          throw new ValidationError([{ field: "paymentIntentId", message: "That payment is not for this order." }]);
      }
      if (order.paymentStatus === "succeeded") return { orderId: order.id };
      const intent = order.paymentIntentId ? await ctx.payments.retrieve(order.paymentIntentId) : null;
      if (intent?.status !== "succeeded") {
        if (order.paymentIntentId) await applyIntentOutcome(ctx, order.paymentIntentId);
        throw new PaymentFailedError(intent?.lastError ?? "The payment has not been completed.");
      }
      await confirmPaidOrder(ctx, order.id);
      return { orderId: order.id };
    },
  }),
);
