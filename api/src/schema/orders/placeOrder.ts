// Placing the pending order: for the server-kept cart and the intent made for it (the web client),
// or for the dishes a client names itself (the spec's REST client, which keeps its cart in the
// browser). Either way the server prices the dishes with the cart's rules and the kitchen's, and the
// intent's amount is the server's total before the card can be charged.
import type { Context } from "../../context.ts";
import { NotFoundError, ValidationError } from "../../domain/errors.ts";
import type { PaymentIntent, User } from "../../generated/prisma/client.ts";
import { builder } from "../builder.ts";
import { MAX_LINE_QUANTITY } from "../../domain/cart/rules.ts";
import { FoodItem } from "../catalog/types.ts";
import { commonErrors } from "../errors.ts";
import { portionsShortOn } from "../../domain/orders/portionCounts.ts";
import { publishPortionsChanged } from "../../domain/catalog/portionEvents.ts";
import { formatLocalDate } from "../../domain/store/slots.ts";
import { assertKitchenAccepts, deliveryDateOf } from "../../domain/orders/acceptance.ts";
import {
  EMPTY_CART,
  openIntentFor,
  orderer,
  orderPayload,
  PROMO_CODE,
  SCHEDULED_FOR,
  type Purchase,
} from "./checkout.ts";
import { CheckoutError } from "../../domain/orders/errors.ts";
import { publishOrderUpdated } from "../../domain/orders/updates.ts";
import { quoteCart, quoteItems } from "../../domain/orders/quote.ts";
import { assertSlotBookable, lockKitchen, purchaseFingerprint, scheduleOf } from "../../domain/orders/schedule.ts";
import type { Store } from "../../domain/store/defaults.ts";
import { refundingRefusedPayment } from "../../domain/orders/strandedPayments.ts";
import { requireOwner } from "../accounts/user.ts";
import { applyPromo, promoOrderData, redeemPromo, type PromoQuote } from "../../domain/orders/promoUses.ts";
import { PromoCodeError } from "../../domain/promos/errors.ts";

const OrderItemInput = builder.inputType("OrderItemInput", {
  description: "A dish and how many, as the spec's order payload names them; the price is the server's.",
  fields: (t) => ({
    foodItemId: t.globalID({ for: FoodItem, required: true, description: "The dish's global id." }),
    quantity: t.int({ required: true, description: `1 to ${MAX_LINE_QUANTITY}.` }),
  }),
});

const PlaceOrderInput = builder.inputType("PlaceOrderInput", {
  description: "The order to place: the server cart with the intent made for it, or the dishes in `items`.",
  fields: (t) => ({
    paymentIntentId: t.string({
      description:
        "The intent from createPaymentIntent; required for the cart's order. With `items`, an intent of the customer " +
        "still unpaid is adopted (its amount becomes the order's total); a value that names none of their intents (the " +
        "spec's placeholder), or none, gives the order its own intent.",
    }),
    items: t.field({
      type: [OrderItemInput],
      description:
        "The dishes to order instead of the server cart, priced from the database by the cart's rules (specials, one " +
        "kitchen, the kitchen's store rules). Prices, totals, customer, cook and status from a client are never read.",
    }),
    deliveryAddress: t.string({
      description:
        "5 to 300 characters. Default: the address the payment intent was priced for (with `items`: the profile address).",
    }),
    deliveryInstructions: t.string({
      description: "For the driver, e.g. 'Ring twice', at most 500 characters; blank means none.",
    }),
    scheduledFor: t.field({
      type: "DateTime",
      description: `${SCHEDULED_FOR} For the cart's order, left out means the slot its payment intent was made for.`,
    }),
    promoCode: t.string({
      description: `${PROMO_CODE} For the cart's order, left out means the code its payment intent was priced with.`,
    }),
  }),
});

/** A note for the driver is a line or two. */
const MAX_INSTRUCTIONS_LENGTH = 500;

const PlaceOrderPayload = orderPayload("PlaceOrderPayload", "The pending order and the payment intent that pays it.");

/** The intent paying an order, read for the customer who placed it. */
async function orderIntent(ctx: Context, orderId: number) {
  const { paymentIntentId } = await ctx.prisma.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { paymentIntentId: true },
  });
  return ctx.prisma.paymentIntent.findUniqueOrThrow({
    where: { id: paymentIntentId! },
    select: { id: true, clientSecret: true },
  });
}

builder.objectFields(PlaceOrderPayload, (t) => ({
  paymentIntentId: t.string({
    description: "The intent that pays the order: the one given, or the order's own.",
    resolve: async (p, _args, ctx) => (await orderIntent(ctx, p.orderId)).id,
  }),
  clientSecret: t.string({
    description: "The intent's client secret, for the card form (Stripe.js) or the test provider's confirmTestPayment.",
    resolve: async (p, _args, ctx) => (await orderIntent(ctx, p.orderId)).clientSecret,
  }),
}));

builder.mutationField("placeOrder", (t) =>
  t.withAuth(orderer).field({
    type: PlaceOrderPayload,
    description:
      "Creates the pending order for the signed-in customer's cart and a payment intent made for it, or for the dishes " +
      "in `items`. One order per intent: placing it again returns the same order.",
    args: {
      input: t.arg({
        type: PlaceOrderInput,
        required: true,
        description: "The intent, or the dishes, and the delivery details.",
      }),
    },
    errors: {
      types: [...commonErrors, CheckoutError, PromoCodeError, NotFoundError],
      directResult: true,
      union: {
        description:
          "The order, or CheckoutError when the cart is empty, changed since the intent, its intent was cancelled or cannot be reused, or a dish or kitchen rule refuses it; PromoCodeError when the promo code does not apply (also when its last use went to another order meanwhile); NotFoundError when the cart's paymentIntentId is missing or not the customer's; ValidationError for bad items or address.",
      },
    },
    // A payment made before the order (the spec's client pays first) is refunded when the order is refused.
    resolve: (_root, { input }, ctx) =>
      refundingRefusedPayment(ctx, ctx.user.id, input.paymentIntentId, () => placeOrder(ctx, ctx.user, input)),
  }),
);

type PlaceInput = Omit<ItemsInput, "items"> & {
  items?: ItemsInput["items"] | null;
  deliveryInstructions?: string | null;
};

/** The cart's order on the intent made for it, or the dishes of `items`. */
async function placeOrder(ctx: Context, user: User, input: PlaceInput) {
  const instructions = input.deliveryInstructions?.trim() || null;
  if (instructions && instructions.length > MAX_INSTRUCTIONS_LENGTH)
    throw new ValidationError([
      {
        field: "deliveryInstructions",
        message: `Please keep the delivery instructions under ${MAX_INSTRUCTIONS_LENGTH} characters`,
      },
    ]);
  if (input.items) return placeItemsOrder(ctx, user, { ...input, items: input.items }, instructions);

  const intentRow = input.paymentIntentId
    ? await ctx.prisma.paymentIntent.findUnique({ where: { id: input.paymentIntentId } })
    : null;
  if (!intentRow) throw new NotFoundError("That payment does not exist.");
  await requireOwner(ctx, intentRow.customerId, new NotFoundError("That payment does not exist."));
  const existing = await orderOfIntent(ctx, intentRow.id);
  if (existing) return existing;

  const paidFor = intentRow.quote as unknown as PromoQuote & { fingerprint: string; scheduledFor?: string | null };
  const now = new Date();
  const priced = await quoteCart(ctx, user, input.deliveryAddress ?? paidFor.deliveryAddress, now, paidFor.tip);
  if (!priced) throw new CheckoutError(EMPTY_CART);
  const store = priced.store;
  const quote = await applyPromo(ctx.prisma, user.id, priced.quote, input.promoCode ?? paidFor.promo?.code, now);
  const scheduledFor = input.scheduledFor ?? (paidFor.scheduledFor ? new Date(paidFor.scheduledFor) : null);
  if (purchaseFingerprint(quote, scheduledFor) !== paidFor.fingerprint || quote.totalCents !== intentRow.amountCents)
    throw new CheckoutError(
      "Your cart changed after the payment was set up. Please review the new total and try again.",
    );
  if (intentRow.status === "canceled" || intentRow.status === "refunded")
    throw new CheckoutError("This payment was cancelled. Please start the checkout again.");
  await assertKitchenAccepts(ctx.prisma, store, quote, now, scheduledFor);
  return createPendingOrder(ctx, user.id, quote, intentRow.id, instructions, { store, start: scheduledFor });
}

type ItemsInput = {
  items: { foodItemId: { id: string }; quantity: number }[];
  paymentIntentId?: string | null;
  deliveryAddress?: string | null;
  scheduledFor?: Date | null;
  promoCode?: string | null;
};

/** The spec's order payload: its dishes priced now, paid by the intent it names or by its own. */
async function placeItemsOrder(ctx: Context, user: User, input: ItemsInput, instructions: string | null) {
  const named = input.paymentIntentId
    ? await ctx.prisma.paymentIntent.findUnique({ where: { id: input.paymentIntentId } })
    : null;
  // Another customer's intent is treated like a placeholder: it is neither used nor revealed.
  const intentRow = named?.customerId === user.id ? named : null;
  const replay = intentRow && (await orderOfIntent(ctx, intentRow.id));
  if (replay) return replay;

  const now = new Date();
  const items = input.items.map((item) => ({ foodItemId: Number(item.foodItemId.id), quantity: item.quantity }));
  const priced = await quoteItems(ctx, user, items, input.deliveryAddress, now);
  const store = priced.store;
  const scheduledFor = input.scheduledFor ?? null;
  await assertKitchenAccepts(ctx.prisma, store, priced.quote, now, scheduledFor);
  const quote = await applyPromo(ctx.prisma, user.id, priced.quote, input.promoCode, now);
  const purchase = {
    amountCents: quote.totalCents,
    cookId: quote.cookId,
    quote: { ...quote, scheduledFor: scheduledFor?.toISOString() ?? null },
    fingerprint: purchaseFingerprint(quote, scheduledFor),
  };
  const intentId = intentRow
    ? await adoptIntent(ctx, intentRow, purchase)
    : (await openIntentFor(ctx, user.id, purchase, now)).id;
  // The same order sent twice finds the intent its first sending placed an order for.
  return (
    (await orderOfIntent(ctx, intentId)) ??
    createPendingOrder(ctx, user.id, quote, intentId, instructions, { store, start: scheduledFor })
  );
}

/** The intent the client got for its own amount now pays this order: unpaid, its amount becomes the
 * server's total; already paid (a client that charged the card first), only for exactly that total. */
async function adoptIntent(ctx: Context, intentRow: PaymentIntent, purchase: Purchase): Promise<string> {
  if (intentRow.status === "requires_payment_method") {
    const quote = { ...purchase.quote, fingerprint: purchase.fingerprint };
    await ctx.payments.setAmount(intentRow.id, { amountCents: purchase.amountCents, cookId: purchase.cookId!, quote });
    return intentRow.id;
  }
  if (intentRow.status === "succeeded" && intentRow.amountCents === purchase.amountCents) return intentRow.id;
  throw new CheckoutError("This payment can no longer be used for a new order. Please start the checkout again.");
}

/** The order an intent was placed for, if any: one order per intent. */
async function orderOfIntent(ctx: Context, intentId: string) {
  const order = await ctx.prisma.order.findUnique({ where: { paymentIntentId: intentId }, select: { id: true } });
  return order && { orderId: order.id };
}

/** The pending order of a priced purchase, paid by `intentId`; for a slot, when `slot.start` names it. */
async function createPendingOrder(
  ctx: Context,
  customerId: number,
  quote: PromoQuote,
  intentId: string,
  instructions: string | null,
  slot: { store: Store; start: Date | null },
) {
  const { store } = slot;
  const date = deliveryDateOf(store, new Date(), slot.start);
  const data = {
    ...promoOrderData(quote),
    ...(slot.start ? scheduleOf(store, slot.start) : {}),
    deliveryDate: formatLocalDate(date),
    customerId,
    cookId: quote.cookId,
    status: "pending" as const,
    subtotalCents: quote.subtotalCents,
    platformFeeCents: quote.platformFeeCents,
    deliveryFeeCents: quote.deliveryFeeCents,
    taxCents: quote.taxCents,
    tipCents: quote.tipCents,
    totalCents: quote.totalCents,
    distanceMiles: quote.distanceMiles,
    distanceApproximate: quote.distanceApproximate,
    deliveryAddress: quote.deliveryAddress,
    deliveryLatitude: quote.deliveryLatitude,
    deliveryLongitude: quote.deliveryLongitude,
    deliveryInstructions: instructions,
    pickupAddress: quote.pickupAddress,
    pickupLatitude: quote.pickupLatitude,
    pickupLongitude: quote.pickupLongitude,
    paymentIntentId: intentId,
    items: {
      create: quote.lines.map((line) => ({
        foodItemId: line.foodItemId,
        name: line.name,
        imageUrl: line.imageUrl,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
      })),
    },
  };
  try {
    const order = await ctx.prisma.$transaction(async (tx) => {
      // Under the payment's row lock, as the refund of a refused payment checks it (strandedPayments.ts).
      await tx.$queryRaw`SELECT id FROM "PaymentIntent" WHERE id = ${intentId} FOR UPDATE`;
      if (await tx.refundJob.findUnique({ where: { paymentIntentId: intentId }, select: { paymentIntentId: true } }))
        throw new CheckoutError("This payment was refunded. Please start the checkout again.");
      // The slot's room and the dishes' portions are counted again under the kitchen's lock, so
      // concurrent checkouts can neither overfill a slot nor sell more portions than there are.
      await lockKitchen(tx, quote.cookId);
      if (slot.start) await assertSlotBookable(tx, store, slot.start, new Date());
      const soldOut = await portionsShortOn(tx, quote.lines, date);
      if (soldOut) throw new CheckoutError(soldOut);
      const order = await tx.order.create({ data });
      await redeemPromo(tx, quote, order);
      return order;
    });
    await publishOrderUpdated(ctx, order);
    await publishPortionsChanged(ctx, order.id);
    return { orderId: order.id };
  } catch (error) {
    // A concurrent double submit: the other request created the intent's order first.
    if ((error as { code?: string }).code !== "P2002") throw error;
    return (await orderOfIntent(ctx, intentId))!;
  }
}
