// Refunds that failed (the provider refused or never answered) are retried from the database by
// every process, one attempt at a time per payment (domain/orders/refunds.ts).
import { retryDueRefunds } from "../domain/orders/lifecycle.ts";
import type { Sweep } from "./sweep.ts";

export const refundRetries: Sweep = {
  name: "refund retries",
  intervalMs: 15_000,
  run: (services) => retryDueRefunds(services),
};
