// Tips whose charge was left without an answer (a timeout, a process that died mid-charge) are asked
// for again with their stored provider key, and tips nobody confirmed with their bank fail after a day
// (domain/orders/tipCharges.ts).
import { settleTips } from "../domain/orders/tipCharges.ts";
import type { Sweep } from "./sweep.ts";

export const tipSettlement: Sweep = {
  name: "tip settlement",
  intervalMs: 60_000,
  atStart: true,
  run: (services) => settleTips(services),
};
