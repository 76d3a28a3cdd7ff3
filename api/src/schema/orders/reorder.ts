// Reorder: the customer puts a past order's dishes back into their cart in one step. Dishes that can
// still be ordered go in at today's prices (a cart line has no price of its own); the others are
// named with the reason. The cart's one-kitchen rule holds: a cart of another kitchen's dishes is
// replaced only when the customer says so.
import { NotFoundError } from "../../domain/errors.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { builder } from "../builder.ts";
import { enumValues } from "../enumValues.ts";
import { commonErrors } from "../errors.ts";
import { MAX_LINE_QUANTITY } from "../../domain/cart/rules.ts";
import { CartHasOtherCookError } from "../../domain/cart/errors.ts";
import { effectivePriceCents } from "../../domain/catalog/price.ts";
import { orderer } from "./quote.ts";
import { Order } from "./order.ts";

type Reason = "removed" | "unavailable" | "kitchen_unavailable";

const ReorderUnavailableReason = builder.enumType("ReorderUnavailableReason", {
  description: "Why a dish of a past order did not go back into the cart.",
  values: enumValues({
    removed: "The cook took the dish off their menu (or deleted it).",
    unavailable: "The cook marked the dish unavailable for now.",
    kitchen_unavailable: "The kitchen is not on HomePlate now (paused or no longer approved).",
  } satisfies Record<Reason, string>),
});

type Added = { foodItemId: number; name: string; quantity: number; unitPriceCents: number };
type Unavailable = { foodItemId: number | null; name: string; reason: Reason };

const ReorderedDish = builder.objectRef<Added>("ReorderedDish").implement({
  description: "A dish put back into the cart by a reorder, at today's price.",
  fields: (t) => ({
    foodItemDatabaseId: t.exposeInt("foodItemId", { description: "The dish's numeric id." }),
    name: t.exposeString("name", { description: "The dish's name on the menu now." }),
    quantity: t.exposeInt("quantity", {
      description: "How many were added (the past order's quantity; a cart line holds at most 99).",
    }),
    unitPriceCents: t.exposeInt("unitPriceCents", {
      description: "What one costs today, in cents (its special price while that applies).",
    }),
  }),
});

const UnavailableDish = builder.objectRef<Unavailable>("ReorderUnavailableDish").implement({
  description: "A dish of the past order that could not be added.",
  fields: (t) => ({
    foodItemDatabaseId: t.exposeInt("foodItemId", {
      nullable: true,
      description: "The dish's numeric id; null once the dish was deleted.",
    }),
    name: t.exposeString("name", { description: "The dish's name as it was ordered." }),
    reason: t.field({ type: ReorderUnavailableReason, description: "Why it was not added.", resolve: (d) => d.reason }),
  }),
});

const ReorderPayload = builder
  .objectRef<{ userId: number; added: Added[]; unavailable: Unavailable[] }>("ReorderPayload")
  .implement({
    description: "What a reorder put into the cart and what it could not.",
    fields: (t) => ({
      added: t.field({ type: [ReorderedDish], description: "The dishes added to the cart.", resolve: (p) => p.added }),
      unavailable: t.field({
        type: [UnavailableDish],
        description: "The dishes that could not be added, with the reason.",
        resolve: (p) => p.unavailable,
      }),
      viewer: t.prismaField({
        type: "User",
        description: "The signed-in customer, whose cart now holds the dishes.",
        resolve: (query, p, _args, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }),
      }),
    }),
  });

const ReorderInput = builder.inputType("ReorderInput", {
  description: "The past order to order again.",
  fields: (t) => ({
    orderId: t.globalID({
      for: Order,
      required: true,
      description: "The order's global id; it must be the signed-in customer's.",
    }),
    replaceCart: t.boolean({
      defaultValue: false,
      description: "Empty a cart of another kitchen's dishes first, instead of answering CartHasOtherCookError.",
    }),
  }),
});

const dishSelect = {
  id: true,
  name: true,
  available: true,
  withdrawnAt: true,
  cookId: true,
  priceCents: true,
  isOnSpecial: true,
  specialPriceCents: true,
  specialEndDate: true,
  cook: { select: { role: true, approvalStatus: true, isPaused: true, deletedAt: true } },
} as const;

type Dish = Prisma.FoodItemGetPayload<{ select: typeof dishSelect }>;

/** Why a dish cannot go back into a cart now, or null when it can. */
export function reorderRefusal(dish: Dish | null): Reason | null {
  if (!dish || dish.withdrawnAt) return "removed";
  const cook = dish.cook;
  if (cook.role !== "cook" || cook.approvalStatus !== "approved" || cook.isPaused || cook.deletedAt)
    return "kitchen_unavailable";
  return dish.available ? null : "unavailable";
}

builder.mutationField("reorder", (t) =>
  t.withAuth(orderer).field({
    type: ReorderPayload,
    description:
      "Puts the dishes of one of the signed-in customer's orders that can still be ordered into their cart at today's prices (onto a line already there), and names the others with the reason.",
    args: {
      input: t.arg({
        type: ReorderInput,
        required: true,
        description: "The order, and whether to replace a cart of another kitchen.",
      }),
    },
    errors: {
      types: [...commonErrors, NotFoundError, CartHasOtherCookError],
      directResult: true,
      union: {
        description:
          "What was added and what was not, or NotFoundError when the order is not the signed-in customer's, CartHasOtherCookError when the cart holds another kitchen's dishes and replaceCart is not set.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const userId = ctx.user.id;
      const order = await ctx.prisma.order.findUnique({
        where: { id: Number(input.orderId.id) },
        select: {
          customerId: true,
          items: {
            orderBy: { id: "asc" },
            select: { name: true, quantity: true, foodItemId: true, foodItem: { select: dishSelect } },
          },
        },
      });
      if (!order || order.customerId !== userId) throw new NotFoundError("Order not found.");
      const now = new Date();
      const wanted = new Map<number, { dish: Dish; quantity: number }>();
      const unavailable: Unavailable[] = [];
      for (const item of order.items) {
        const refusal = reorderRefusal(item.foodItem);
        if (refusal) unavailable.push({ foodItemId: item.foodItemId, name: item.name, reason: refusal });
        else
          wanted.set(item.foodItem!.id, {
            dish: item.foodItem!,
            quantity: (wanted.get(item.foodItem!.id)?.quantity ?? 0) + item.quantity,
          });
      }
      const added: Added[] = [];
      if (wanted.size > 0) {
        await ctx.prisma.$transaction(async (tx) => {
          // One cart change per customer at a time, as addToCart (cart.ts).
          await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
          const cookId = [...wanted.values()][0]!.dish.cookId;
          const other = await tx.cartLine.findFirst({
            where: { userId, foodItem: { cookId: { not: cookId } } },
            select: {
              foodItem: {
                select: {
                  cook: { select: { username: true, restaurantProfile: { select: { restaurantName: true } } } },
                },
              },
            },
          });
          if (other && !input.replaceCart) {
            const cook = other.foodItem.cook;
            throw new CartHasOtherCookError(cook.restaurantProfile?.restaurantName ?? cook.username);
          }
          if (other) await tx.cartLine.deleteMany({ where: { userId } });
          for (const { dish, quantity } of wanted.values()) {
            const existing = await tx.cartLine.findUnique({
              where: { userId_foodItemId: { userId, foodItemId: dish.id } },
            });
            const next = Math.min(MAX_LINE_QUANTITY, (existing?.quantity ?? 0) + quantity);
            await tx.cartLine.upsert({
              where: { userId_foodItemId: { userId, foodItemId: dish.id } },
              create: { userId, foodItemId: dish.id, quantity: next },
              update: { quantity: next },
            });
            added.push({
              foodItemId: dish.id,
              name: dish.name,
              quantity: next - (existing?.quantity ?? 0),
              unitPriceCents: effectivePriceCents(dish, now),
            });
          }
        });
      }
      return { userId, added, unavailable };
    },
  }),
);
