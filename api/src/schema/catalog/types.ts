// The catalog's types: a kitchen's restaurant profile, its menu categories and its dishes.
// Customers see them through menus (catalog/), cooks edit them (chef/); both extend these types.
import { defaultFieldResolver, type GraphQLObjectType, type GraphQLSchema } from "graphql";
import type { Context } from "../../context.ts";
import { NotAllowedError, NotSignedInError } from "../../domain/errors.ts";
import type { FoodItem as FoodItemRow } from "../../generated/prisma/client.ts";
import { builder } from "../builder.ts";
import { enumValues } from "../enumValues.ts";
import { effectivePriceCents, percentOff, specialApplies } from "../../domain/catalog/price.ts";

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
  description: "A cook's public restaurant page, started from their approved chef application and edited by the cook.",
  fields: (t) => ({
    restaurantName: t.exposeString("restaurantName", { description: "The restaurant's name." }),
    cuisineType: t.exposeString("cuisineType", {
      description:
        "italian, chinese, mexican, indian, american, thai, japanese, mediterranean, french, caribbean or other.",
    }),
    description: t.exposeString("description", { description: "The restaurant's description." }),
    logoUrl: t.exposeString("logoUrl", {
      nullable: true,
      description: "The logo's address (/uploads/... or an http(s) URL); null for none.",
    }),
    bannerUrl: t.exposeString("bannerUrl", {
      nullable: true,
      description: "The banner's address (/uploads/... or an http(s) URL); null for none.",
    }),
    specialties: t.exposeStringList("specialties", {
      description: "Up to 20 specialties, each at most 60 characters.",
    }),
  }),
});

builder.prismaObjectField("User", "restaurantProfile", (t) =>
  t.relation("restaurantProfile", { nullable: true, description: "A cook's public restaurant profile." }),
);

export const Category = builder.prismaNode("Category", {
  description:
    "A cook's own menu section (Appetizers, Main Course...), distinct from the meal tab a dish is listed under. Public.",
  id: { field: "id", description: "The category's global id." },
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The numeric id the /api paths use." }),
    name: t.exposeString("name", { description: "The section's name, 2 to 60 characters." }),
    description: t.exposeString("description", {
      nullable: true,
      description: "At most 300 characters; null for none.",
    }),
    displayOrder: t.exposeInt("displayOrder", { description: "Sort key in the chef area, ascending, 0 to 10,000." }),
    isActive: t.exposeBoolean("isActive", { description: "Always true for now: no mutation changes it." }),
  }),
});

// A dish is public while it is on a menu; once its cook withdrew it, only the cook and admins see it
// (guardWithdrawnDishes below, not a type scope).
export const FoodItem = builder.prismaNode("FoodItem", {
  description: "A dish on a cook's menu. Public; once withdrawn, its fields answer only its cook and admins.",
  id: { field: "id", description: "The dish's global id." },
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The numeric id the /api paths use." }),
    cookDatabaseId: t.exposeInt("cookId", { description: "The cook's numeric id." }),
    name: t.exposeString("name", { description: "The dish's name, 2 to 120 characters." }),
    description: t.exposeString("description", { description: "The dish's description, 10 to 1,000 characters." }),
    meal: t.field({
      type: Meal,
      description: "The menu tab it is listed under.",
      resolve: (item) => item.meal as (typeof Meal)["$inferType"],
    }),
    priceCents: t.exposeInt("priceCents", { description: "The regular price in cents." }),
    effectivePriceCents: t.int({
      description: "What one costs now, in cents: the special price while the special applies, else the regular price.",
      resolve: (item) => effectivePriceCents(item),
    }),
    specialActive: t.boolean({
      description: "Whether the special applies now: on, priced, and its end date empty or ahead.",
      resolve: (item) => specialApplies(item),
    }),
    percentOff: t.int({
      nullable: true,
      description: "Rounded percent off the regular price while the special applies; null otherwise.",
      resolve: (item) => percentOff(item),
    }),
    isOnSpecial: t.exposeBoolean("isOnSpecial", {
      description: "Whether the cook turned the special on; specialActive says whether it applies now.",
    }),
    specialPriceCents: t.exposeInt("specialPriceCents", {
      nullable: true,
      description: "The special price in cents; null when none is set.",
    }),
    specialDescription: t.exposeString("specialDescription", {
      nullable: true,
      description: "The special's text; null for none.",
    }),
    specialEndDate: t.expose("specialEndDate", {
      type: "DateTime",
      nullable: true,
      description: "When the special ends; null for no end.",
    }),
    imageUrl: t.exposeString("imageUrl", {
      nullable: true,
      description: "The dish photo's address (/uploads/... or an http(s) URL); null for none.",
    }),
    prepTime: t.exposeString("prepTime", { description: "Free text such as '30-45 mins'." }),
    available: t.exposeBoolean("available", {
      description:
        "Whether it can be ordered; an unavailable dish keeps its page but stays off menus and out of carts.",
    }),
    customDeliveryFeeCents: t.exposeInt("customDeliveryFeeCents", {
      nullable: true,
      description:
        "The delivery fee in cents the cook set for this dish; null for none. An order with it pays the highest such fee of its dishes instead of the kitchen's fee by distance.",
    }),
    rating: t.exposeFloat("rating", { description: "Average stars of its reviews, 1 to 5; 0 before any." }),
    reviewCount: t.exposeInt("reviewCount", { description: "How many reviews it has." }),
    withdrawn: t.boolean({
      description:
        "True once its cook deleted it while unfinished orders named it: off every menu, kept for the books.",
      resolve: (item) => item.withdrawnAt != null,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the cook added it." }),
    category: t.relation("category", {
      nullable: true,
      description: "The cook's menu section it is in; null when it has none.",
    }),
    cook: t.relation("cook", { description: "The cook who makes it." }),
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
