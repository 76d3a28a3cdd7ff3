// What a promo code adds to checkout's quote and to an order: the discount line, the code as shown on
// receipts, and who pays it.
import { builder } from "../builder.ts";
import { CheckoutQuote } from "../orders/quote.ts";
import { PromoFunder } from "./promoCode.ts";
import type { PromoQuote } from "../../domain/orders/promoUses.ts";

builder.objectFields(CheckoutQuote, (t) => ({
  discountCents: t.int({
    description: "The promo code's discount in cents (0 without one); totalCents is net of it.",
    resolve: (q) => (q as PromoQuote).promo?.discountCents ?? 0,
  }),
  promoCode: t.string({
    nullable: true,
    description: "The promo code applied, upper-case; null without one.",
    resolve: (q) => (q as PromoQuote).promo?.code ?? null,
  }),
}));

builder.prismaObjectFields("Order", (t) => ({
  discountCents: t.exposeInt("discountCents", {
    description: "The promo code's discount in cents (0 without one); totalCents is net of it.",
  }),
  promoCode: t.exposeString("promoCode", {
    nullable: true,
    description: "The promo code the order used, upper-case, as its receipt shows it; null without one.",
  }),
  discountFundedBy: t.expose("discountFundedBy", {
    type: PromoFunder,
    nullable: true,
    description: "Who pays the discount: the kitchen (its own code) or the platform; null without a code.",
  }),
}));
