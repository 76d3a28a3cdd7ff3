// Expected failures of the recipe community.
import { AppError } from "../errors.ts";

export class InvalidConfirmationLinkError extends AppError {
  constructor() {
    super(
      "This confirmation link is invalid or has expired. Join the community again to get a new one.",
      "INVALID_CONFIRMATION_LINK",
    );
  }
}
