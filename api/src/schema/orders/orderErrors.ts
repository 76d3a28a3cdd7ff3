// Expected failures of checkout, payment and reviews; their messages are shown to the customer.
import { AppError } from "../../errors.ts";
import { errorType } from "../errors.ts";

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

errorType(CheckoutError, "The cart cannot be ordered as it is; the message says why.");
errorType(PaymentFailedError, "The card payment failed; the message is the payment provider's.");
errorType(ReviewNotAllowedError, "The order item cannot be reviewed (yet).");
errorType(AlreadyReviewedError, "The order item already has a review.");
