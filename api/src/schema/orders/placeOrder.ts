// Placing the pending order: for the server-kept cart and the intent made for it (the web client),
// or for the dishes a client names itself (the spec's REST client, which keeps its cart in the
// browser). Either way the server prices the dishes with the cart's rules and the kitchen's, and the
// intent's amount is the server's total before the card can be charged.
import type { Context } from "../../context.ts";
import { NotFoundError } from "../../domain/errors.ts";
import { MAX_LINE_QUANTITY } from "../../domain/cart/rules.ts";
import { CheckoutError } from "../../domain/orders/errors.ts";
import { placeOrder } from "../../domain/orders/placeOrder.ts";
import { refundingRefusedPayment } from "../../domain/orders/strandedPayments.ts";
import { PromoCodeError } from "../../domain/promos/errors.ts";
import { builder } from "../builder.ts";
import { FoodItem } from "../catalog/types.ts";
import { commonErrors } from "../errors.ts";
import { orderer, PROMO_CODE, SCHEDULED_FOR } from "./quote.ts";
import { orderPayload } from "./orderPayload.ts";

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
      refundingRefusedPayment(ctx, ctx.user.id, input.paymentIntentId, () =>
        placeOrder(ctx, ctx.user, {
          ...input,
          items: input.items?.map((item) => ({ foodItemId: Number(item.foodItemId.id), quantity: item.quantity })),
        }),
      ),
  }),
);
