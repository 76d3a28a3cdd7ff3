// The expected failure of a promo code at checkout, with the rule that refused it.
import { builder } from "../builder.ts";
import { enumValues } from "../enumValues.ts";
import { errorType } from "../errors.ts";
import type { PromoRefusal } from "../../domain/promos/rules.ts";
import { PromoCodeError } from "../../domain/promos/errors.ts";

const PromoRefusalEnum = builder.enumType("PromoRefusal", {
  description: "Why a promo code was refused. REST answers the message; the words are lower-case there.",
  values: enumValues({
    unknown: "No code has this text (in any case).",
    inactive: "The code was deactivated by its owner.",
    not_started: "The code's start is still to come.",
    expired: "The code's end has passed.",
    minimum_not_met: "The order's subtotal is below the code's minimum.",
    used_up: "The code reached its maximum number of redemptions.",
    already_used: "The customer reached the code's per-customer limit.",
    first_order_only: "The code is for a customer's first order, and the customer has ordered before.",
    other_kitchen: "The code belongs to another kitchen than the order's.",
  } satisfies Record<PromoRefusal, string>),
});

errorType(PromoCodeError, "The promo code does not apply to this order; the message says why.", (t) => ({
  reason: t.field({ type: PromoRefusalEnum, description: "Which rule refused the code.", resolve: (e) => e.reason }),
}));
