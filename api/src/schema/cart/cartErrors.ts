// The cart's expected refusals: another cook's dishes already in it, a dish not available now.
import { errorType } from "../errors.ts";
import { CartHasOtherCookError, DishUnavailableError } from "../../domain/cart/errors.ts";

errorType(
  CartHasOtherCookError,
  "The cart holds another cook's dishes; repeat with replaceCart to start a new cart.",
  (t) => ({
    cartCookName: t.exposeString("cartCookName", {
      description: "The restaurant name (or username) of the cook whose dishes the cart holds.",
    }),
  }),
);

errorType(DishUnavailableError, "The dish is not available to order now.");
