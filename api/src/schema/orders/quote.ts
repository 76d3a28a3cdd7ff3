// The checkout's quote: the signed-in customer's cart priced by the server for an address, a tip, a
// slot and a promo code, checked against the kitchen's rules (domain/orders/quote.ts prices it).
import { NotAllowedError, NotSignedInError, ValidationError } from "../../domain/errors.ts";
import { MAX_TIP_CENTS } from "../../domain/orders/tipRules.ts";
import { shownMiles } from "../../domain/orders/pricing.ts";
import { builder } from "../builder.ts";
import { assertKitchenAccepts } from "../../domain/orders/acceptance.ts";
import { CheckoutError } from "../../domain/orders/errors.ts";
import { quoteCart, type Quote, type QuoteLine } from "../../domain/orders/quote.ts";
import { LOCAL_AREA, publicArea } from "../../services/gazetteer.ts";
import { applyPromo } from "../../domain/orders/promoUses.ts";
import { PromoCodeError } from "../../domain/promos/errors.ts";

export const PROMO_CODE =
  "A promo code, any case; the quote shows its discount, and a code that does not apply is refused with the reason.";

/** Customers and admins order ("any other authenticated role" may open /checkout). */
export const orderer = { orderer: true } as const;

export const SCHEDULED_FOR =
  "Order ahead: the start of one of the kitchen's delivery slots (deliverySlots); left out, the order is for as soon as possible, " +
  "which only an open kitchen takes. A slot that is unknown, past, closed by its cutoff, beyond 7 days or full is refused with the reason.";

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
    distanceMiles: t.float({
      description:
        "Miles from the kitchen to the delivery address (straight line) in half-mile steps, as the fee is priced; 2.5 when either point is unknown.",
      resolve: (q) => shownMiles(q.distanceMiles),
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
    amountCents: t.int({ description: `An amount in cents, 0 to ${MAX_TIP_CENTS}.` }),
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
