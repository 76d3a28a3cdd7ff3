import { errorType } from "../errors.ts";
import {
  EmailTakenError,
  InvalidCredentialsError,
  AccountPausedError,
  TooManyAttemptsError,
  InvalidResetTokenError,
  WrongPasswordError,
} from "../../domain/accounts/errors.ts";

errorType(EmailTakenError, "An account with this email already exists.");
errorType(InvalidCredentialsError, "No account matches this email and password.");
errorType(AccountPausedError, "The account has been paused by an admin.");
errorType(
  TooManyAttemptsError,
  "Sign-in for this email is blocked after 5 failed attempts within 15 minutes, until the oldest ages out.",
);
errorType(InvalidResetTokenError, "The reset token is unknown, used or expired.");
errorType(WrongPasswordError, "The current password given does not match.");
