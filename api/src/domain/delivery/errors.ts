// Expected failures of dispatch and the driver's own side.
import { AppError } from "../errors.ts";
import { MAX_ACTIVE_DELIVERIES } from "./rules.ts";

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

/** The user already has an application waiting, or already drives. */
export class DriverApplicationExistsError extends AppError {
  static override readonly httpStatus = 409;
  constructor(message: string) {
    super(message, "DRIVER_APPLICATION_EXISTS");
  }
}
