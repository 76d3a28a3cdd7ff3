// The cart's expected refusals: another cook's dishes already in it, a dish not available now.
import { AppError } from "../errors.ts";

export class CartHasOtherCookError extends AppError {
  static override readonly httpStatus = 409;
  constructor(readonly cartCookName: string) {
    super(
      `Your cart has dishes from ${cartCookName}. Start a new cart to order from this chef?`,
      "CART_HAS_OTHER_COOK",
    );
  }
}

export class DishUnavailableError extends AppError {
  static override readonly httpStatus = 409;
  constructor(name: string) {
    super(`${name} is currently unavailable.`, "DISH_UNAVAILABLE");
  }
}
