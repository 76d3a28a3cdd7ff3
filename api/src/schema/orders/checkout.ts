// Checkout: the priced cart, the payment intent for its total, the pending order, and completing the
// payment. The client's prices, ids and amounts are never read: the server prices the signed-in
// customer's cart from the database and asks the payment provider whether the money moved.
import crypto from "node:crypto";
import { NotAllowedError, NotFoundError, NotSignedInError, ValidationError } from "../../errors.ts";
import { CardDeclinedError, type Intent } from "../../services/payments.ts";
import { builder } from "../builder.ts";
import { databaseIdOf } from "../inputIds.ts";
import { commonErrors } from "../errors.ts";
import { assertKitchenAccepts } from "./acceptance.ts";
import { CheckoutError, PaymentFailedError } from "./orderErrors.ts";
import { publishOrderUpdated } from "./order.ts";
import { applyIntentOutcome, confirmPaidOrder } from "./payment.ts";
import { quoteCart, quoteFingerprint, type Quote, type QuoteLine } from "./quote.ts";

/** Customers and admins order ("any other authenticated role" may open /checkout). */
const orderer = { $any: { customer: true, admin: true } } as const;

const EMPTY_CART = "Your cart is empty. Add some delicious items to get started!";
// An open intent is reused for the same cart for a day; after that a new one is made.
const INTENT_REUSE_MS = 24 * 60 * 60 * 1000;

const CheckoutLine = builder.objectRef<QuoteLine>("CheckoutLine").implement({
  fields: (t) => ({
    foodItemDatabaseId: t.exposeInt("foodItemId"),
    name: t.exposeString("name"),
    imageUrl: t.exposeString("imageUrl", { nullable: true }),
    quantity: t.exposeInt("quantity"),
    unitPriceCents: t.exposeInt("unitPriceCents", { description: "The price of one now: the special price while it applies." }),
    regularPriceCents: t.exposeInt("regularPriceCents"),
    specialApplied: t.exposeBoolean("specialApplied"),
    lineTotalCents: t.int({ resolve: (line) => line.unitPriceCents * line.quantity }),
  }),
});

export const CheckoutQuote = builder.objectRef<Quote>("CheckoutQuote").implement({
  description: "The signed-in customer's cart priced by the server for one delivery address.",
  fields: (t) => ({
    lines: t.field({ type: [CheckoutLine], resolve: (q) => q.lines }),
    kitchenName: t.exposeString("kitchenName"),
    cookName: t.exposeString("cookName"),
    subtotalCents: t.exposeInt("subtotalCents"),
    platformFeeCents: t.exposeInt("platformFeeCents"),
    deliveryFeeCents: t.exposeInt("deliveryFeeCents"),
    deliveryFeeLabel: t.exposeString("deliveryFeeLabel"),
    taxCents: t.exposeInt("taxCents"),
    tipCents: t.exposeInt("tipCents", { description: "The driver's tip in cents (part of totalCents)." }),
    totalCents: t.exposeInt("totalCents"),
    distanceMiles: t.exposeFloat("distanceMiles"),
    distanceKnown: t.exposeBoolean("distanceKnown", { description: "False when the spec's 2.5 miles stood in for an unknown distance." }),
    deliveryAddress: t.exposeString("deliveryAddress"),
    pickupAddress: t.exposeString("pickupAddress"),
  }),
});

export const TipInput = builder.inputType("TipInput", {
  description: "A tip for the driver, computed and charged by the server with the order: a percentage of the subtotal or an amount, not both.",
  fields: (t) => ({
    percent: t.int({ description: "10, 15 or 20 (% of the subtotal)." }),
    amountCents: t.int({ description: "An amount in cents, 0 to 50000." }),
  }),
});

builder.queryField("checkoutQuote", (t) =>
  t.field({
    type: CheckoutQuote,
    nullable: true,
    authScopes: orderer,
    description: "The cart's totals for a delivery address (default: the profile address); null when the cart is empty.",
    args: { deliveryAddress: t.arg.string(), tip: t.arg({ type: TipInput, description: "The driver's tip; none when left out." }) },
    errors: { types: [CheckoutError, ValidationError, NotSignedInError, NotAllowedError], directResult: true },
    resolve: async (_root, { deliveryAddress, tip }, ctx) => {
      const priced = await quoteCart(ctx.prisma, ctx.user!, deliveryAddress, new Date(), tip);
      if (!priced) return null;
      await assertKitchenAccepts(ctx.prisma, priced.store, priced.quote, new Date());
      return priced.quote;
    },
  }),
);

const PaymentProviderKind = builder.enumType("PaymentProviderKind", {
  description: "stripe: pay with Stripe's Payment Element; test: the built-in test provider's card form.",
  values: ["test", "stripe"] as const,
});

const CreatePaymentIntentInput = builder.inputType("CreatePaymentIntentInput", {
  fields: (t) => ({
    deliveryAddress: t.string({ description: "Default: the customer's profile address." }),
    tip: t.field({ type: TipInput, description: "The driver's tip; none when left out." }),
  }),
});

const CreatePaymentIntentPayload = builder
  .objectRef<{ intent: Intent; quote: Quote; provider: "test" | "stripe"; publishableKey: string | null }>("CreatePaymentIntentPayload")
  .implement({
    fields: (t) => ({
      paymentIntentId: t.string({ resolve: (p) => p.intent.id }),
      clientSecret: t.string({ resolve: (p) => p.intent.clientSecret }),
      amountCents: t.int({ resolve: (p) => p.intent.amountCents }),
      provider: t.field({ type: PaymentProviderKind, resolve: (p) => p.provider }),
      publishableKey: t.string({ nullable: true, resolve: (p) => p.publishableKey }),
      quote: t.field({ type: CheckoutQuote, resolve: (p) => p.quote }),
    }),
  });

builder.mutationField("createPaymentIntent", (t) =>
  t.field({
    type: CreatePaymentIntentPayload,
    authScopes: orderer,
    description: "A payment intent for the server's total of the cart. The same unchanged cart reuses its open intent.",
    args: { input: t.arg({ type: CreatePaymentIntentInput, required: true }) },
    errors: { types: [...commonErrors, CheckoutError], directResult: true },
    resolve: async (_root, { input }, ctx) => {
      const user = ctx.user!;
      const now = new Date();
      const priced = await quoteCart(ctx.prisma, user, input.deliveryAddress, now, input.tip);
      if (!priced) throw new CheckoutError(EMPTY_CART);
      const { quote, store } = priced;
      await assertKitchenAccepts(ctx.prisma, store, quote, now);
      const fingerprint = quoteFingerprint(quote);
      const provider = { provider: ctx.payments.kind, publishableKey: ctx.payments.publishableKey };

      const open = await ctx.prisma.paymentIntent.findMany({
        where: {
          customerId: user.id,
          status: "requires_payment_method",
          amountCents: quote.totalCents,
          createdAt: { gt: new Date(now.getTime() - INTENT_REUSE_MS) },
        },
        orderBy: { createdAt: "desc" },
        take: 5,
      });
      const same = open.find((row) => (row.quote as { fingerprint?: string }).fingerprint === fingerprint);
      if (same) {
        const intent = await ctx.payments.retrieve(same.id);
        if (intent?.status === "requires_payment_method") return { intent, quote, ...provider };
      }
      // One open intent per customer and priced cart, also when two requests arrive at once; an
      // open intent too old to reuse gives its key up.
      const idempotencyKey = crypto.createHash("sha256").update(`${user.id}:${fingerprint}`).digest("hex");
      await ctx.prisma.paymentIntent.updateMany({
        where: { idempotencyKey, status: "requires_payment_method", createdAt: { lte: new Date(now.getTime() - INTENT_REUSE_MS) } },
        data: { idempotencyKey: null },
      });
      const intent = await ctx.payments.createIntent({
        amountCents: quote.totalCents,
        customerId: user.id,
        cookId: quote.cookId,
        quote: { ...quote, fingerprint },
        idempotencyKey,
      });
      return { intent, quote, ...provider };
    },
  }),
);

/** A mutation payload that returns one order, read with the client's selection. */
export function orderPayload(name: string) {
  return builder.objectRef<{ orderId: number }>(name).implement({
    fields: (t) => ({
      order: t.prismaField({
        type: "Order",
        resolve: (query, payload, _args, ctx) => ctx.prisma.order.findUniqueOrThrow({ ...query, where: { id: payload.orderId } }),
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

const PlaceOrderInput = builder.inputType("PlaceOrderInput", {
  fields: (t) => ({
    paymentIntentId: t.string({ required: true }),
    deliveryAddress: t.string({ description: "Default: the address the payment intent was priced for." }),
    deliveryInstructions: t.string(),
  }),
});

builder.mutationField("placeOrder", (t) =>
  t.field({
    type: orderPayload("PlaceOrderPayload"),
    authScopes: orderer,
    description:
      "Creates the pending order for the signed-in customer's cart and a payment intent made for it. One order per intent: " +
      "placing it again returns the same order.",
    args: { input: t.arg({ type: PlaceOrderInput, required: true }) },
    errors: { types: [...commonErrors, CheckoutError, NotFoundError], directResult: true },
    resolve: async (_root, { input }, ctx) => {
      const user = ctx.user!;
      const intentRow = await ctx.prisma.paymentIntent.findUnique({ where: { id: input.paymentIntentId } });
      if (!intentRow || intentRow.customerId !== user.id) throw new NotFoundError("That payment does not exist.");
      const existing = await ctx.prisma.order.findUnique({ where: { paymentIntentId: intentRow.id }, select: { id: true } });
      if (existing) return { orderId: existing.id };

      const paidFor = intentRow.quote as unknown as Quote & { fingerprint: string };
      const now = new Date();
      const priced = await quoteCart(ctx.prisma, user, input.deliveryAddress ?? paidFor.deliveryAddress, now, paidFor.tip);
      if (!priced) throw new CheckoutError(EMPTY_CART);
      const { quote, store } = priced;
      if (quoteFingerprint(quote) !== paidFor.fingerprint || quote.totalCents !== intentRow.amountCents)
        throw new CheckoutError("Your cart changed after the payment was set up. Please review the new total and try again.");
      if (intentRow.status === "canceled" || intentRow.status === "refunded")
        throw new CheckoutError("This payment was cancelled. Please start the checkout again.");
      await assertKitchenAccepts(ctx.prisma, store, quote, now);

      const instructions = input.deliveryInstructions?.trim() || null;
      try {
        const order = await ctx.prisma.order.create({
          data: {
            customerId: user.id,
            cookId: quote.cookId,
            status: "pending",
            subtotalCents: quote.subtotalCents,
            platformFeeCents: quote.platformFeeCents,
            deliveryFeeCents: quote.deliveryFeeCents,
            taxCents: quote.taxCents,
            tipCents: quote.tipCents,
            totalCents: quote.totalCents,
            distanceMiles: quote.distanceMiles,
            deliveryAddress: quote.deliveryAddress,
            deliveryLatitude: quote.deliveryLatitude,
            deliveryLongitude: quote.deliveryLongitude,
            deliveryInstructions: instructions,
            pickupAddress: quote.pickupAddress,
            pickupLatitude: quote.pickupLatitude,
            pickupLongitude: quote.pickupLongitude,
            paymentIntentId: intentRow.id,
            items: {
              create: quote.lines.map((line) => ({
                foodItemId: line.foodItemId,
                name: line.name,
                imageUrl: line.imageUrl,
                quantity: line.quantity,
                unitPriceCents: line.unitPriceCents,
              })),
            },
          },
        });
        await publishOrderUpdated(ctx, order);
        return { orderId: order.id };
      } catch (error) {
        // A concurrent double submit: the other request created the intent's order first.
        if ((error as { code?: string }).code !== "P2002") throw error;
        const order = await ctx.prisma.order.findUniqueOrThrow({ where: { paymentIntentId: intentRow.id }, select: { id: true } });
        return { orderId: order.id };
      }
    },
  }),
);

const ConfirmTestPaymentInput = builder.inputType("ConfirmTestPaymentInput", {
  fields: (t) => ({
    paymentIntentId: t.string({ required: true }),
    cardNumber: t.string({ required: true, description: "A Stripe test card, e.g. 4242 4242 4242 4242." }),
  }),
});

const ConfirmTestPaymentPayload = builder.objectRef<{ intent: Intent }>("ConfirmTestPaymentPayload").implement({
  fields: (t) => ({
    paymentIntentId: t.string({ resolve: (p) => p.intent.id }),
    status: t.string({ resolve: (p) => p.intent.status }),
  }),
});

builder.mutationField("confirmTestPayment", (t) =>
  t.field({
    type: ConfirmTestPaymentPayload,
    authScopes: orderer,
    description: "Test mode only: pays the customer's payment intent with a test card, as Stripe.js would.",
    args: { input: t.arg({ type: ConfirmTestPaymentInput, required: true }) },
    errors: { types: [...commonErrors, PaymentFailedError, NotFoundError], directResult: true },
    resolve: async (_root, { input }, ctx) => {
      if (ctx.payments.kind !== "test") throw new NotAllowedError("Cards are taken by Stripe's payment form, not here.");
      const row = await ctx.prisma.paymentIntent.findUnique({ where: { id: input.paymentIntentId }, select: { customerId: true } });
      if (!row || row.customerId !== ctx.user!.id) throw new NotFoundError("That payment does not exist.");
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
  fields: (t) => ({
    orderId: t.id({ required: true }),
    paymentIntentId: t.string({ description: "Optional check: the intent the client paid." }),
  }),
});

builder.mutationField("completePayment", (t) =>
  t.field({
    type: orderPayload("CompletePaymentPayload"),
    authScopes: orderer,
    description: "Asks the payment provider whether the order's payment succeeded and, only then, confirms the order.",
    args: { input: t.arg({ type: CompletePaymentInput, required: true }) },
    errors: { types: [...commonErrors, PaymentFailedError, NotFoundError], directResult: true },
    resolve: async (_root, { input }, ctx) => {
      const id = databaseIdOf(input.orderId, "Order");
      const order = id ? await ctx.prisma.order.findUnique({ where: { id } }) : null;
      if (!order || order.customerId !== ctx.user!.id) throw new NotFoundError("Order not found.");
      if (input.paymentIntentId && input.paymentIntentId !== order.paymentIntentId)
        throw new ValidationError([{ field: "paymentIntentId", message: "That payment is not for this order." }]);
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
