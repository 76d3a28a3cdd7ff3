// The cook dashboard's recipe figures: per dish with a recipe behind it, the recipe's views, likes
// and comments beside the dish's paid orders.
import { builder } from "../builder.ts";

type LinkedRecipe = { recipeId: number; foodItemId: number; orderCount: number };

const RecipeDishStats = builder.objectRef<LinkedRecipe>("RecipeDishStats").implement({
  description: "One of the cook's dishes with their recipe behind it, and how often the dish was ordered.",
  fields: (t) => ({
    recipe: t.prismaField({
      type: "Recipe",
      description: "The cook's recipe linked to the dish.",
      resolve: (query, s, _a, ctx) => ctx.prisma.recipe.findUniqueOrThrow({ ...query, where: { id: s.recipeId } }),
    }),
    dish: t.prismaField({
      type: "FoodItem",
      description: "The dish on the cook's menu.",
      resolve: (query, s, _a, ctx) => ctx.prisma.foodItem.findUniqueOrThrow({ ...query, where: { id: s.foodItemId } }),
    }),
    orderCount: t.exposeInt("orderCount", { description: "Paid orders that include the dish." }),
  }),
});

builder.prismaObjectField("User", "recipeDishes", (t) =>
  t.field({
    type: [RecipeDishStats],
    description: "The cook's dishes that have one of their recipes behind them; only the cook sees them.",
    authScopes: (user) => ({ self: user.id }),
    resolve: async (user, _args, ctx) => {
      const recipes = await ctx.prisma.recipe.findMany({
        where: { authorId: user.id, foodItem: { cookId: user.id, withdrawnAt: null } },
        select: { id: true, foodItemId: true },
        orderBy: { id: "desc" },
      });
      const dishIds = recipes.map((r) => r.foodItemId!);
      // One order has one line per dish (the cart keeps one line per dish), so lines count orders.
      const lines = await ctx.prisma.orderItem.groupBy({
        by: ["foodItemId"],
        where: { foodItemId: { in: dishIds }, order: { paidAt: { not: null } } },
        _count: { _all: true },
      });
      const orders = new Map(lines.map((l) => [l.foodItemId, l._count._all]));
      return recipes.map((r) => ({
        recipeId: r.id,
        foodItemId: r.foodItemId!,
        orderCount: orders.get(r.foodItemId) ?? 0,
      }));
    },
  }),
);
