// The Menu tab: a cook's dishes. A dish an unfinished order still names is withdrawn (hidden from
// menus, kept for the books) instead of deleted; the order keeps its own copy of name and price.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { NotAllowedError, NotFoundError, parseInput, ValidationError } from "../../domain/errors.ts";
import { Prisma, type FoodItem as FoodItemRow, type PrismaClient } from "../../generated/prisma/client.ts";
import { builder } from "../builder.ts";
import { OFFSET_DESCRIPTION, relatedSkip } from "../offset.ts";
import { selfOrAdmin } from "../accounts/user.ts";
import { FoodItem } from "../catalog/types.ts";
import { commonErrors } from "../errors.ts";
import { CreateFoodItemInput, UpdateFoodItemInput, type FoodItemInput } from "./dishInputs.ts";
import { declaration, type Allergen as AllergenWord, type DietaryTag as TagWord } from "../../domain/dietary/rules.ts";
import { specialApplies } from "../../domain/catalog/price.ts";
import { announce, notifyFavouriteKitchenSpecial } from "../../domain/notifications/events.ts";
import { category as categoryRule, foodItem, MEALS } from "../../domain/chef/rules.ts";
import { recordMenuChanged } from "../../domain/integrations/outbox.ts";
import { publishDishesChanged } from "../../domain/catalog/portionEvents.ts";

builder.prismaObjectField("User", "kitchenMenu", (t) =>
  t.relatedConnection("foodItems", {
    cursor: "id",
    // A kitchen's whole list in one page by default: the chef area shows all of it.
    defaultSize: 100,
    maxSize: 100,
    description: "A cook's dishes for the chef area, unavailable ones too, withdrawn ones not (the cook and admins).",
    authScopes: (user) => selfOrAdmin(user.id),
    args: { offset: t.arg.int({ description: OFFSET_DESCRIPTION }) },
    query: (args) => ({ where: { withdrawnAt: null }, orderBy: [{ id: "asc" }], skip: relatedSkip(args) }),
    totalCount: true,
  }),
);

/** The dish's allergens and tags after the change: declared ones cannot become undeclared again. */
function checkedDeclaration(input: FoodItemInput, current?: FoodItemRow) {
  if (current && input.allergens === null && current.allergens !== null)
    throw new ValidationError([
      { field: "allergens", message: "Allergens cannot be cleared: send an empty list for none" },
    ]);
  const allergens =
    input.allergens !== undefined
      ? input.allergens
      : ((current?.allergens as AllergenWord[] | null | undefined) ?? null);
  const given =
    input.dietaryTags !== undefined
      ? input.dietaryTags
      : ((current?.dietaryTags as TagWord[] | null | undefined) ?? undefined);
  // Declaring allergens without tags declares "no tags".
  const tags = given === undefined ? (allergens === null ? null : []) : given;
  const declared = declaration(allergens && [...allergens], tags && [...tags]);
  return {
    allergens: declared.allergens ?? Prisma.DbNull,
    dietaryTags: declared.dietaryTags ?? Prisma.DbNull,
  };
}

/** A dish's category named in text: its trimmed name, checked by the category rule (the spec's chef
 * client sends the name, e.g. one of the preset list's). */
function categoryName(name: string) {
  const parsed = categoryRule.shape.name.safeParse(name);
  if (!parsed.success) throw new ValidationError([{ field: "category", message: parsed.error.issues[0]!.message }]);
  return parsed.data;
}

/** The meal a new dish is listed under when the client names none: the one its category names. */
const mealOfCategory = (name: string | null) =>
  MEALS.find((meal) => name?.toLowerCase().replace(/s$/, "") === meal.replace(/s$/, "")) ?? "dinner";

/**
 * The whole dish as it would be after the change, checked by the rules and the category's owner.
 * `newCategory` is the name of a category to create for it (named in text, not yet the cook's).
 */
async function checkedDish(prisma: PrismaClient, cookId: number, input: FoodItemInput, current?: FoodItemRow) {
  const pick = <K extends keyof FoodItemInput>(key: K, fallback: unknown) =>
    input[key] === undefined ? fallback : input[key];
  const named = !input.categoryId && input.category != null ? categoryName(input.category) : null;
  const existing = named
    ? await prisma.category.findFirst({
        where: { cookId, name: { equals: named, mode: "insensitive" } },
        orderBy: { id: "asc" },
      })
    : null;
  const categoryId = input.categoryId ? Number(input.categoryId.id) : named ? (existing?.id ?? 0) : current?.categoryId;
  const candidate = {
    name: pick("name", current?.name) ?? "",
    categoryId,
    meal: pick("meal", current?.meal) ?? (current ? undefined : mealOfCategory(named)),
    description: pick("description", current?.description) ?? "",
    priceCents: pick("priceCents", current?.priceCents),
    prepTime: pick("prepTime", current?.prepTime) ?? "",
    imageUrl: pick("imageUrl", current?.imageUrl) ?? "",
    // A new dish is available unless told otherwise; an existing one's availability cannot be cleared.
    available: current ? pick("available", current.available) : (input.available ?? true),
    customDeliveryFeeCents: pick("customDeliveryFeeCents", current?.customDeliveryFeeCents ?? null),
    isOnSpecial: pick("isOnSpecial", current?.isOnSpecial) ?? false,
    specialPriceCents: pick("specialPriceCents", current?.specialPriceCents ?? null),
    specialDescription: pick("specialDescription", current?.specialDescription) ?? "",
    specialEndDate: pick("specialEndDate", current?.specialEndDate ?? null),
    portionsPerDay: pick("portionsPerDay", current?.portionsPerDay ?? null),
  };
  const data = { ...parseInput(foodItem, candidate), ...checkedDeclaration(input, current) };
  if (named && !existing) return { data, newCategory: named };
  const category = await prisma.category.findUnique({ where: { id: data.categoryId }, select: { cookId: true } });
  if (!category || category.cookId !== cookId)
    throw new ValidationError([{ field: "categoryId", message: "Please select one of your categories" }]);
  return { data, newCategory: null };
}

/** The checked dish's data, with the category it names created first when it is new. */
async function withCategory(
  tx: Prisma.TransactionClient,
  cookId: number,
  dish: Awaited<ReturnType<typeof checkedDish>>,
) {
  if (!dish.newCategory) return dish.data;
  const created = await tx.category.create({ data: { cookId, name: dish.newCategory } });
  return { ...dish.data, categoryId: created.id };
}

const FoodItemPayload = (name: string) =>
  builder.objectRef<{ cookId: number; foodItemId: number }>(name).implement({
    description: "A saved dish.",
    fields: (t) => ({
      foodItem: t.prismaField({
        type: "FoodItem",
        description: "The dish as saved.",
        resolve: (query, p, _args, ctx) =>
          ctx.prisma.foodItem.findUniqueOrThrow({ ...query, where: { id: p.foodItemId } }),
      }),
      cook: t.prismaField({
        type: "User",
        description: "The cook, to refresh their menu and categories (a named new category is created with the dish).",
        resolve: (query, p, _args, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: p.cookId } }),
      }),
    }),
  });

builder.mutationField("createFoodItem", (t) =>
  t.withAuth({ approvedCook: true }).field({
    type: FoodItemPayload("CreateFoodItemPayload"),
    description: "Adds a dish to the signed-in cook's menu, in one of their categories. Approved cooks only.",
    args: { input: t.arg({ type: CreateFoodItemInput, required: true, description: "The new dish." }) },
    errors: {
      types: commonErrors,
      directResult: true,
      union: {
        description:
          "CreateFoodItemPayload once added; ValidationError for a broken rule or a category that is not the cook's, " +
          "NotAllowedError for anyone but an approved cook.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const dish = await checkedDish(ctx.prisma, ctx.user.id, input as FoodItemInput);
      const { created, told } = await ctx.prisma.$transaction(async (tx) => {
        const created = await tx.foodItem.create({
          data: { ...(await withCategory(tx, ctx.user.id, dish)), cookId: ctx.user.id },
        });
        await recordMenuChanged(tx, "created", created);
        return {
          created,
          told: specialApplies(created) && created.available ? await notifyFavouriteKitchenSpecial(tx, created.id) : [],
        };
      });
      await announce(ctx, told);
      return { cookId: ctx.user.id, foodItemId: created.id };
    },
  }),
);

/** One of the signed-in cook's dishes still on the menu, or the reason it is not theirs to change. */
async function ownDish(prisma: PrismaClient, cookId: number, dish: { id: string }) {
  const item = await prisma.foodItem.findUnique({ where: { id: Number(dish.id) } });
  if (!item || item.withdrawnAt) throw new NotFoundError("Food item not found.");
  if (item.cookId !== cookId) throw new NotAllowedError("You can only change your own menu.");
  return item;
}

builder.mutationField("updateFoodItem", (t) =>
  t.withAuth({ approvedCook: true }).field({
    type: FoodItemPayload("UpdateFoodItemPayload"),
    description: "Edits one of the cook's dishes: details, availability, image or special. Approved cooks only.",
    args: { input: t.arg({ type: UpdateFoodItemInput, required: true, description: "The dish and its changes." }) },
    errors: {
      types: [...commonErrors, NotFoundError],
      directResult: true,
      union: {
        description:
          "UpdateFoodItemPayload once saved; NotFoundError for an unknown or withdrawn dish, NotAllowedError for another cook's, " +
          "ValidationError for a broken rule (the whole dish after the change is checked).",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const { id, ...change } = input;
      const current = await ownDish(ctx.prisma, ctx.user.id, id);
      const dish = await checkedDish(ctx.prisma, ctx.user.id, change, current);
      const told = await ctx.prisma.$transaction(async (tx) => {
        const updated = await tx.foodItem.update({
          where: { id: current.id },
          data: await withCategory(tx, ctx.user.id, dish),
        });
        await recordMenuChanged(tx, "updated", updated);
        // Fans of the kitchen hear when a dish goes on special, not again while it stays on one.
        const newSpecial =
          specialApplies(updated) && updated.available && !(specialApplies(current) && current.available);
        return newSpecial ? notifyFavouriteKitchenSpecial(tx, updated.id) : [];
      });
      await announce(ctx, told);
      if (input.portionsPerDay !== undefined) await publishDishesChanged(ctx, [current.id]);
      return { cookId: ctx.user.id, foodItemId: current.id };
    },
  }),
);

const DeleteFoodItemInput = builder.inputType("DeleteFoodItemInput", {
  description: "The dish to remove.",
  fields: (t) => ({ id: t.globalID({ for: FoodItem, required: true, description: "The dish's global id." }) }),
});

const DeleteFoodItemPayload = builder
  .objectRef<{ cookId: number; deletedId: string; withdrawn: boolean }>("DeleteFoodItemPayload")
  .implement({
    description: "A dish removed from the menu.",
    fields: (t) => ({
      deletedId: t.exposeID("deletedId", {
        description: "The dish's global id; it is gone from the cook's menu either way.",
      }),
      withdrawn: t.exposeBoolean("withdrawn", {
        description: "True when unfinished orders still name the dish: it is withdrawn (hidden), not deleted.",
      }),
      cook: t.prismaField({
        type: "User",
        description: "The cook, to refresh their menu.",
        resolve: (query, p, _args, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: p.cookId } }),
      }),
    }),
  });

builder.mutationField("deleteFoodItem", (t) =>
  t.withAuth({ approvedCook: true }).field({
    type: DeleteFoodItemPayload,
    description:
      "Removes a dish from the menu: deleted, or withdrawn (and taken out of carts) while an unfinished order names it. Approved cooks only.",
    args: { input: t.arg({ type: DeleteFoodItemInput, required: true, description: "The dish to remove." }) },
    errors: {
      types: [...commonErrors, NotFoundError],
      directResult: true,
      union: {
        description:
          "DeleteFoodItemPayload once removed; NotFoundError for an unknown or already withdrawn dish, NotAllowedError for another cook's.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const item = await ownDish(ctx.prisma, ctx.user.id, input.id);
      const withdrawn = await ctx.prisma.$transaction(async (tx) => {
        const open = await tx.orderItem.count({
          where: { foodItemId: item.id, order: { status: { notIn: ["delivered", "cancelled"] } } },
        });
        if (open > 0) {
          await recordMenuChanged(
            tx,
            "withdrawn",
            await tx.foodItem.update({
              where: { id: item.id },
              data: { withdrawnAt: new Date(), available: false, isOnSpecial: false },
            }),
          );
          await tx.cartLine.deleteMany({ where: { foodItemId: item.id } });
          return true;
        }
        await tx.foodItem.delete({ where: { id: item.id } }); // order items and reviews keep their copies (SetNull)
        await recordMenuChanged(tx, "deleted", item);
        return false;
      });
      return { cookId: ctx.user.id, deletedId: encodeGlobalID("FoodItem", item.id), withdrawn };
    },
  }),
);
