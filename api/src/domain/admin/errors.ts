// Expected failures of the admin's decisions.
import { AppError } from "../errors.ts";

export class ApplicationAlreadyDecidedError extends AppError {
  static override readonly httpStatus = 409;
  constructor(status: string) {
    super(`This application has already been ${status}; only a pending application can be decided.`, "ALREADY_DECIDED");
  }
}
