// Unpaid orders give their place back once their hold lapses (domain/orders/holds.ts): the order and
// its payment intent are cancelled, so the payment can no longer succeed.
import { expireLapsedHolds } from "../domain/orders/sweeps.ts";
import type { Sweep } from "./sweep.ts";

export const unpaidExpiry: Sweep = {
  name: "unpaid orders",
  intervalMs: 60_000,
  atStart: true,
  run: (services) => expireLapsedHolds(services),
};
