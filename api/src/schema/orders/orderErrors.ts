// Expected failures of checkout, payment and reviews; their messages are shown to the customer.
import { errorType } from "../errors.ts";
import {
  AlreadyReviewedError,
  CheckoutError,
  PaymentFailedError,
  ReviewNotAllowedError,
  SoldOutError,
} from "../../domain/orders/errors.ts";

errorType(CheckoutError, "The cart cannot be ordered as it is; the message says why.");
errorType(PaymentFailedError, "The card payment failed; the message is the payment provider's.");
errorType(ReviewNotAllowedError, "The order item cannot be reviewed (yet).");
errorType(AlreadyReviewedError, "The order item already has a review.");
errorType(SoldOutError, "A dish has no portions left (or not enough) for the date asked; the message names both.");
