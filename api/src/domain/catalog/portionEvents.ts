// The menu's live side: whoever shows a dish hears when its portions change (an order took some, a
// cancelled order gave them back, the cook set a new number), so 'Sold out' appears and disappears
// without a reload (the menuUpdated subscription, schema/catalog/portionEvents.ts).
import type { Services } from "../../context.ts";

/** Announces that these dishes' portions changed. */
export async function publishDishesChanged(services: Pick<Services, "pubsub">, foodItemIds: number[]) {
  if (foodItemIds.length > 0) await services.pubsub.publish("menuUpdated", { foodItemIds });
}

/** Announces that the dishes of an order hold more or fewer portions now. */
export async function publishPortionsChanged(services: Pick<Services, "pubsub" | "prisma">, orderId: number) {
  const items = await services.prisma.orderItem.findMany({ where: { orderId }, select: { foodItemId: true } });
  await publishDishesChanged(
    services,
    items.flatMap((item) => (item.foodItemId == null ? [] : [item.foodItemId])),
  );
}
