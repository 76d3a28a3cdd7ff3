// Payments no order uses and pending orders whose payment went through are settled a couple of minutes
// on, whatever their client does (domain/orders/reconcile.ts).
import { reconcilePayments } from "../domain/orders/reconcile.ts";
import type { Sweep } from "./sweep.ts";

export const paymentReconciliation: Sweep = {
  name: "payment reconciliation",
  intervalMs: 60_000,
  atStart: true,
  run: (services) => reconcilePayments(services),
};
