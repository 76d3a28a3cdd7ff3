// Expected failures of accounts: sign-up, sign-in and passwords.
import { AppError } from "../errors.ts";

export class EmailTakenError extends AppError {
  static override readonly httpStatus = 409;
  constructor() {
    super("User with this email already exists", "EMAIL_TAKEN");
  }
}

export class InvalidCredentialsError extends AppError {
  static override readonly httpStatus = 401;
  constructor() {
    super("Invalid email or password", "INVALID_CREDENTIALS");
  }
}

export class AccountPausedError extends AppError {
  static override readonly httpStatus = 403;
  constructor() {
    super("This account has been paused. Please contact support.", "ACCOUNT_PAUSED");
  }
}

export class TooManyAttemptsError extends AppError {
  static override readonly httpStatus = 429;
  constructor(readonly retryAfterSeconds: number) {
    super(
      `Too many failed sign-in attempts for this email. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes or reset your password.`,
      "TOO_MANY_ATTEMPTS",
    );
  }
}

export class InvalidResetTokenError extends AppError {
  constructor() {
    super("This reset link is invalid or expired. Please request a new one.", "INVALID_RESET_TOKEN");
  }
}

export class WrongPasswordError extends AppError {
  constructor() {
    super("Current password is incorrect", "WRONG_PASSWORD");
  }
}

/** The user already has this kind of application waiting, or already holds the role. */
export class ApplicationExistsError extends AppError {
  static override readonly httpStatus = 409;
  constructor(
    readonly kind: "chef" | "driver",
    message: string,
  ) {
    super(message, kind === "driver" ? "DRIVER_APPLICATION_EXISTS" : "CHEF_APPLICATION_EXISTS");
  }
}

/** A card the customer is saving is not saved yet: the bank waits for them, or refused it. */
export class CardSetupIncompleteError extends AppError {
  static override readonly httpStatus = 409;
  constructor(message: string) {
    super(message, "CARD_SETUP_INCOMPLETE");
  }
}
