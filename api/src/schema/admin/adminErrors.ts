import { AppError } from "../../errors.ts";
import { errorType } from "../errors.ts";

export class ApplicationAlreadyDecidedError extends AppError {
  static override readonly httpStatus = 409;
  constructor(status: string) {
    super(`This application has already been ${status}; only a pending application can be decided.`, "ALREADY_DECIDED");
  }
}

errorType(ApplicationAlreadyDecidedError, "The application is no longer pending: another decision came first.");
