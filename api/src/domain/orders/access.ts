// Who may see an order: the rule the schema's Order type, node(id:) and live subscriptions share.
import type { Order, User } from "../../generated/prisma/client.ts";

/** Who may see an order: its customer, its cook, its driver, and admins; and, while it is ready
 * and no driver has taken it, any approved driver (it is on offer to them). */
export function canSeeOrder(
  user: Pick<User, "id" | "role" | "approvalStatus" | "isPaused"> | null,
  order: Pick<Order, "customerId" | "cookId" | "driverId"> & { status?: Order["status"] },
) {
  if (!user) return false;
  if (user.role === "admin" || user.id === order.customerId || user.id === order.cookId || user.id === order.driverId)
    return true;
  return isOnOfferTo(user, order);
}

/** A ready order no driver has taken is on offer to every approved, active driver. */
export function isOnOfferTo(
  user: Pick<User, "role" | "approvalStatus" | "isPaused">,
  order: { driverId: number | null; status?: Order["status"] },
) {
  return (
    user.role === "driver" &&
    user.approvalStatus === "approved" &&
    !user.isPaused &&
    order.status === "ready" &&
    order.driverId == null
  );
}
