// Expected failures of the driver's own side.
import { AppError } from "../errors.ts";

/** The user already has an application waiting, or already drives. */
export class DriverApplicationExistsError extends AppError {
  static override readonly httpStatus = 409;
  constructor(message: string) {
    super(message, "DRIVER_APPLICATION_EXISTS");
  }
}
