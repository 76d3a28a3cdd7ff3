// Live updates of an order: who hears that it changed, and when their right to follow it must be
// checked again.
import type { Services } from "../../context.ts";
import type { Order } from "../../generated/prisma/client.ts";
import { publishAccessChange } from "../../services/pubsub.ts";

/**
 * Tells everyone following an order that it changed: its customer, cook and driver. `accessChanged`
 * when who may see it changed (a driver took it or lost it, it was cancelled): live subscriptions to
 * it are authorised again first.
 */
export async function publishOrderUpdated(
  services: Services,
  order: Pick<Order, "id" | "customerId" | "cookId" | "driverId">,
  { accessChanged = false } = {},
) {
  if (accessChanged) await publishAccessChange(services.pubsub, { orderIds: [order.id] });
  const userIds = new Set([order.customerId, order.cookId, order.driverId].filter((id): id is number => id != null));
  for (const userId of userIds) await services.pubsub.publish("orderUpdated", userId, { orderId: order.id });
}
