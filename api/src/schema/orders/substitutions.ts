// What a customer wants when their kitchen closes on the day of an order (a day off): the refund
// only, or the refund and suggestions of other kitchens' dishes for the same slot; and the dishes
// suggested on such an order, each one tap from a new order.
import { builder } from "../builder.ts";
import { enumValues } from "../enumValues.ts";
import { commonErrors } from "../errors.ts";

const SubstitutionMode = builder.enumType("SubstitutionMode", {
  description: "What a customer wants when a kitchen closes on the day of their order.",
  values: enumValues({
    refund: "The refund only.",
    suggest: "The refund and up to three allergen-safe dishes of other kitchens that deliver to them in the same slot.",
  }),
});

builder.prismaObjectField("User", "substitutionPreference", (t) =>
  t.field({
    type: SubstitutionMode,
    nullable: true,
    description: "The signed-in user's own choice (refund by default); null for anyone else.",
    select: { substitutionPreference: true },
    resolve: (user, _a, ctx) =>
      ctx.user?.id === user.id ? (user.substitutionPreference as "refund" | "suggest") : null,
  }),
);

const SetSubstitutionPreferenceInput = builder.inputType("SetSubstitutionPreferenceInput", {
  description: "The customer's choice.",
  fields: (t) => ({ mode: t.field({ type: SubstitutionMode, required: true, description: "refund or suggest." }) }),
});

const SetSubstitutionPreferencePayload = builder
  .objectRef<{ mode: "refund" | "suggest"; userId: number }>("SetSubstitutionPreferencePayload")
  .implement({
    description: "The customer's choice as saved.",
    fields: (t) => ({
      mode: t.field({ type: SubstitutionMode, description: "refund or suggest.", resolve: (p) => p.mode }),
      viewer: t.prismaField({
        type: "User",
        description: "The signed-in user with the choice saved.",
        resolve: (query, p, _a, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }),
      }),
    }),
  });

builder.mutationField("setSubstitutionPreference", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: SetSubstitutionPreferencePayload,
    description: "Saves what the signed-in user wants when a kitchen closes on the day of their order.",
    args: {
      input: t.arg({ type: SetSubstitutionPreferenceInput, required: true, description: "The choice." }),
    },
    errors: { types: commonErrors, directResult: true, union: { description: "The choice, or NotSignedInError." } },
    resolve: async (_root, { input }, ctx) => {
      await ctx.prisma.user.update({ where: { id: ctx.user.id }, data: { substitutionPreference: input.mode } });
      return { mode: input.mode, userId: ctx.user.id };
    },
  }),
);

builder.prismaObjectField("Order", "substituteDishes", (t) =>
  t.prismaField({
    type: ["FoodItem"],
    description:
      "When the kitchen closed on the order's day and its customer asked for suggestions: up to three dishes of other kitchens for the same slot, still on a menu. Empty otherwise; for the customer only.",
    select: { substitutes: true, customerId: true },
    resolve: async (query, order, _a, ctx) => {
      const ids = Array.isArray(order.substitutes) ? (order.substitutes as number[]) : [];
      if (ctx.user?.id !== order.customerId || ids.length === 0) return [];
      const dishes = await ctx.prisma.foodItem.findMany({
        ...query,
        where: { id: { in: ids }, withdrawnAt: null, available: true },
      });
      return ids.flatMap((id) => dishes.filter((d) => d.id === id));
    },
  }),
);
