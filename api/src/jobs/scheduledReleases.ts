// Scheduled orders join their cook's live queue when their preparation should start
// (domain/orders/schedule.ts), swept from the database, once each whichever process gets there first.
import { releaseDueOrders } from "../domain/orders/sweeps.ts";
import type { Sweep } from "./sweep.ts";

export const scheduledReleases: Sweep = {
  name: "scheduled orders",
  intervalMs: 30_000,
  atStart: true,
  run: (services) => releaseDueOrders(services),
};
