// Expected failures of an order's life: checkout, payment, steps, tips, portions and reviews.
import { AppError } from "../errors.ts";
import { MAX_ACTIVE_DELIVERIES } from "./dispatchRules.ts";

/** The cart cannot become an order as it is (empty, a dish gone, two kitchens, a kitchen rule). */
export class CheckoutError extends AppError {
  constructor(message: string) {
    super(message, "CHECKOUT_REFUSED");
  }
}

/** The card payment did not go through; the message is the payment provider's. */
export class PaymentFailedError extends AppError {
  static override readonly httpStatus = 402;
  constructor(message: string) {
    super(message, "PAYMENT_FAILED");
  }
}

/** A review the rules do not allow (order not delivered yet). */
export class ReviewNotAllowedError extends AppError {
  static override readonly httpStatus = 409;
  constructor(message: string) {
    super(message, "REVIEW_NOT_ALLOWED");
  }
}

export class AlreadyReviewedError extends AppError {
  static override readonly httpStatus = 409;
  constructor() {
    super("You have already reviewed this dish from this order.", "ALREADY_REVIEWED");
  }
}

/** The order cannot take this step from the status it is in. */
export class OrderTransitionError extends AppError {
  static override readonly httpStatus = 409;
  constructor(message: string) {
    super(message, "ORDER_TRANSITION_REFUSED");
  }
}

/** The order cannot take a tip now (not delivered yet, no driver, past the 30 days). */
export class TipNotAllowedError extends AppError {
  static override readonly httpStatus = 409;
  constructor(message: string) {
    super(message, "TIP_NOT_ALLOWED");
  }
}

/** A dish is sold out for a date when its kitchen makes portions that day and none is left. */
export class SoldOutError extends AppError {
  static override readonly httpStatus = 409;
  constructor(message: string) {
    super(message, "SOLD_OUT");
  }
}

/** Another driver accepted the order first (or it is no longer ready). */
export class DeliveryTakenError extends AppError {
  static override readonly httpStatus = 409;
  constructor(message = "This order has already been taken by another driver.") {
    super(message, "DELIVERY_TAKEN");
  }
}

/** The driver already holds as many deliveries as one may. */
export class TooManyDeliveriesError extends AppError {
  static override readonly httpStatus = 409;
  constructor() {
    super(
      `You already have ${MAX_ACTIVE_DELIVERIES} active deliveries. Complete one before accepting another.`,
      "TOO_MANY_DELIVERIES",
    );
  }
}
