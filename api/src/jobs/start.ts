// Every timer and worker of an API process, started once by server.ts and stopped on close.
import type { Services } from "../context.ts";
import type { Operations } from "../http/operations.ts";
import { paymentReconciliation } from "./paymentReconciliation.ts";
import { refundRetries } from "./refundRetries.ts";
import { scheduledReleases } from "./scheduledReleases.ts";
import { startSweep } from "./sweep.ts";
import { tipSettlement } from "./tipSettlement.ts";
import { unpaidExpiry } from "./unpaidExpiry.ts";
import { startWebhookDelivery } from "./webhookDelivery.ts";

export function startJobs(services: Services, operations: Operations): () => Promise<void> {
  const stops = [refundRetries, scheduledReleases, unpaidExpiry, tipSettlement, paymentReconciliation].map((sweep) =>
    startSweep(services, sweep),
  );
  // Webhook events are delivered from the outbox by every process, each attempt by one of them.
  const stopWebhookDelivery = startWebhookDelivery(services, operations);
  return async () => {
    for (const stop of stops) stop();
    await stopWebhookDelivery();
  };
}
