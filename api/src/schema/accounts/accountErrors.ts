import { AppError } from "../../errors.ts";
import { errorType } from "../errors.ts";

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

errorType(EmailTakenError, "An account with this email already exists.");
errorType(InvalidCredentialsError, "No account matches this email and password.");
errorType(AccountPausedError, "The account has been paused by an admin.");
errorType(
  TooManyAttemptsError,
  "Sign-in for this email is blocked after 5 failed attempts within 15 minutes, until the oldest ages out.",
);
errorType(InvalidResetTokenError, "The reset token is unknown, used or expired.");
errorType(WrongPasswordError, "The current password given does not match.");
