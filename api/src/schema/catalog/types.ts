// The catalog's types: a kitchen's restaurant profile, its menu categories and its dishes.
// Customers see them through menus (catalog/), cooks edit them (chef/); both extend these types.
import { defaultFieldResolver, type GraphQLObjectType, type GraphQLSchema } from "graphql";
import type { Context } from "../../context.ts";
import { NotAllowedError, NotSignedInError } from "../../errors.ts";
import type { FoodItem as FoodItemRow } from "../../generated/prisma/client.ts";
import { builder } from "../builder.ts";
import { enumValues } from "../enumValues.ts";
import { effectivePriceCents, percentOff, specialApplies } from "./price.ts";

export const Meal = builder.enumType("Meal", {
  description: "The menu tab a dish is listed under.",
  values: enumValues({
    breakfast: "The Breakfast tab.",
    lunch: "The Lunch tab.",
    dinner: "The Dinner tab.",
    desserts: "The Desserts tab.",
  }),
});

export const RestaurantProfile = builder.prismaObject("RestaurantProfile", {
  fields: (t) => ({
    restaurantName: t.exposeString("restaurantName"),
    cuisineType: t.exposeString("cuisineType"),
    description: t.exposeString("description"),
    logoUrl: t.exposeString("logoUrl", { nullable: true }),
    bannerUrl: t.exposeString("bannerUrl", { nullable: true }),
    specialties: t.exposeStringList("specialties"),
  }),
});

builder.prismaObjectField("User", "restaurantProfile", (t) =>
  t.relation("restaurantProfile", { nullable: true, description: "A cook's public restaurant profile." }),
);

export const Category = builder.prismaNode("Category", {
  id: { field: "id" },
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
    name: t.exposeString("name"),
    description: t.exposeString("description", { nullable: true }),
    displayOrder: t.exposeInt("displayOrder"),
    isActive: t.exposeBoolean("isActive"),
  }),
});

// A dish is public while it is on a menu; once its cook withdrew it, only the cook and admins see it
// (guardWithdrawnDishes below, not a type scope).
export const FoodItem = builder.prismaNode("FoodItem", {
  id: { field: "id" },
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The numeric id the /api paths use." }),
    cookDatabaseId: t.exposeInt("cookId"),
    name: t.exposeString("name"),
    description: t.exposeString("description"),
    meal: t.field({ type: Meal, resolve: (item) => item.meal as (typeof Meal)["$inferType"] }),
    priceCents: t.exposeInt("priceCents", { description: "The regular price." }),
    effectivePriceCents: t.int({
      description: "What one costs now: the special price while the special applies, else the regular price.",
      resolve: (item) => effectivePriceCents(item),
    }),
    specialActive: t.boolean({
      description: "Whether the special applies now: on, priced, and its end date empty or ahead.",
      resolve: (item) => specialApplies(item),
    }),
    percentOff: t.int({
      nullable: true,
      description: "Rounded percent off the regular price while the special applies.",
      resolve: (item) => percentOff(item),
    }),
    isOnSpecial: t.exposeBoolean("isOnSpecial"),
    specialPriceCents: t.exposeInt("specialPriceCents", { nullable: true }),
    specialDescription: t.exposeString("specialDescription", { nullable: true }),
    specialEndDate: t.expose("specialEndDate", { type: "DateTime", nullable: true }),
    imageUrl: t.exposeString("imageUrl", { nullable: true }),
    prepTime: t.exposeString("prepTime"),
    available: t.exposeBoolean("available"),
    customDeliveryFeeCents: t.exposeInt("customDeliveryFeeCents", { nullable: true }),
    rating: t.exposeFloat("rating"),
    reviewCount: t.exposeInt("reviewCount"),
    withdrawn: t.boolean({ resolve: (item) => item.withdrawnAt != null }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    category: t.relation("category", { nullable: true }),
    cook: t.relation("cook"),
  }),
});

/**
 * The withdrawn-dish rule, on every field of FoodItem (also those other files add), as a type scope
 * would check it and with the same errors. A type scope runs scope-auth's machinery on each field of
 * each row, a third of the time a 1,000-dish list takes; this is one property test per field.
 * (runScopesOnType would check once per row, but through isTypeOf, which graphql-jit calls without
 * the context.) Applied to the built schema in schema/index.ts.
 */
export function guardWithdrawnDishes(schema: GraphQLSchema) {
  const type = schema.getType("FoodItem") as GraphQLObjectType;
  for (const field of Object.values(type.getFields())) {
    const resolve = field.resolve ?? defaultFieldResolver;
    field.resolve = (item: FoodItemRow, args, ctx: Context, info) => {
      if (item.withdrawnAt != null) {
        const user = ctx.user;
        if (!user) throw new NotSignedInError();
        if (user.id !== item.cookId && user.role !== "admin") throw new NotAllowedError();
      }
      return resolve(item, args, ctx, info);
    };
  }
  return schema;
}
