// The menu's live side: whoever shows a dish hears when its portions change (an order took some, a
// cancelled or refunded order gave them back, the cook set a new number), so 'Sold out' appears and
// disappears without a reload.
import { builder } from "../builder.ts";
import { FoodItem } from "./types.ts";

async function* dishesOf(events: AsyncIterable<{ foodItemIds: number[] }>, only: Set<number> | null) {
  for await (const event of events)
    for (const id of event.foodItemIds) if (!only || only.has(id)) yield { foodItemId: id };
}

builder.subscriptionField("menuUpdated", (t) =>
  t.prismaField({
    type: "FoodItem",
    description:
      "Fires with a dish whenever its portions change (an order took some, a cancelled or refunded order gave them back, its cook set a number), so menus, dish pages and the slot picker show 'Sold out' live. Anyone may subscribe.",
    args: {
      foodItemIds: t.arg.globalIDList({
        for: [FoodItem],
        description: "Only these dishes; every dish when left out.",
      }),
    },
    subscribe: (_root, { foodItemIds }, ctx) =>
      dishesOf(
        ctx.pubsub.subscribe("menuUpdated"),
        foodItemIds ? new Set(foodItemIds.map((id) => Number(id.id))) : null,
      ),
    resolve: (query, payload: { foodItemId: number }, _args, ctx) =>
      ctx.prisma.foodItem.findUniqueOrThrow({ ...query, where: { id: payload.foodItemId } }),
  }),
);
