// What happens once money moved: a paid order is confirmed (or goes straight to preparing when the
// kitchen auto-accepts), its dishes leave the cart, and everyone following it hears. Called by
// completePayment and by the Stripe webhook alike; whichever comes first wins, the other changes nothing.
import type { Services } from "../../context.ts";
import { loadStore } from "../store/defaults.ts";
import { publishOrderUpdated } from "./order.ts";

/** Confirms the order paid by this intent once the provider says it succeeded. Returns whether it changed. */
export async function confirmPaidOrder(services: Services, orderId: number): Promise<boolean> {
  const { prisma } = services;
  const order = await prisma.order.findUniqueOrThrow({
    where: { id: orderId },
    include: { items: { select: { foodItemId: true } } },
  });
  const store = await loadStore(prisma, order.cookId);
  const now = new Date();
  // Only a pending, unpaid order moves: of a webhook and a completePayment arriving together, one applies.
  const claimed = await prisma.order.updateMany({
    where: { id: order.id, status: "pending", paymentStatus: { not: "succeeded" } },
    data: { status: store.autoAcceptOrders ? "preparing" : "confirmed", paymentStatus: "succeeded", paidAt: now },
  });
  if (claimed.count !== 1) return false;
  const foodItemIds = order.items.flatMap((item) => (item.foodItemId == null ? [] : [item.foodItemId]));
  await prisma.cartLine.deleteMany({ where: { userId: order.customerId, foodItemId: { in: foodItemIds } } });
  await publishOrderUpdated(services, order);
  return true;
}

/** Applies the provider's word on an intent to the order it pays for. */
export async function applyIntentOutcome(services: Services, intentId: string): Promise<void> {
  const order = await services.prisma.order.findUnique({ where: { paymentIntentId: intentId }, select: { id: true } });
  if (!order) return;
  const intent = await services.payments.retrieve(intentId);
  if (intent?.status === "succeeded") {
    await confirmPaidOrder(services, order.id);
  } else if (intent?.lastError) {
    await services.prisma.order.updateMany({
      where: { id: order.id, status: "pending", paymentStatus: "requires_payment" },
      data: { paymentStatus: "failed" },
    });
  }
}
