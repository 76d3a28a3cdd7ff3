// The expected failure of a promo code at checkout, with the rule that refused it.
import { AppError } from "../errors.ts";
import type { PromoRefusal } from "./rules.ts";

/** A promo code does not apply to this order; `reason` says which rule refused it. */
export class PromoCodeError extends AppError {
  constructor(
    readonly reason: PromoRefusal,
    message: string,
  ) {
    super(message, "PROMO_CODE_REFUSED");
  }
}
