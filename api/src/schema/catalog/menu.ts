// What customers browse: the menu by meal, the restaurants (cooks with available dishes), a chef's
// menu and one dish. Every list is a connection read in one SQL statement (relationJoins).
import { NotFoundError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import { OFFSET_DESCRIPTION, offsetOf } from "../offset.ts";
import {
  availableOwnDish,
  listedCook,
  menuOrder,
  menuPage,
  orderableDish,
  visibleDish,
  visibleDishRow,
} from "../../domain/catalog/listing.ts";
import { Meal } from "./types.ts";
import { publicArea } from "../../services/gazetteer.ts";
import { dishFilterArgs, dishFilterOf, dishFilterWhere } from "../dietary/dietary.ts";
import type { DishFilter } from "../../domain/dietary/rules.ts";
import { SEARCH_MAX_LENGTH, menuMatchIds, searchText } from "../../domain/search/search.ts";
import type { Context } from "../../context.ts";

const mealArg = (t: any) => t.arg({ type: Meal, required: false, description: "Only dishes of this menu tab." });

/** The dishes a menu's search text matches, read once per request for both the page and its count. */
const matchesByRequest = new WeakMap<Context, Map<string, Promise<number[]>>>();

function menuMatches(ctx: Context, search: string | null | undefined, meal: string | null, filter: DishFilter) {
  // An empty box filters nothing.
  if (search == null || search.trim() === "") return null;
  const text = searchText(search);
  const key = JSON.stringify([text, meal, filter]);
  let cache = matchesByRequest.get(ctx);
  if (!cache) matchesByRequest.set(ctx, (cache = new Map()));
  let ids = cache.get(key);
  if (!ids) cache.set(key, (ids = menuMatchIds(ctx.db, text, meal, filter)));
  return ids;
}

builder.queryField("menu", (t) =>
  t.prismaConnection({
    type: "FoodItem",
    cursor: "id",
    description:
      "Available dishes of approved, active cooks, oldest first, optionally of one meal ('Popular Near You') " +
      "and only those matching a search text. Pages of 20 by default, at most 1,000. Open to everyone.",
    args: {
      meal: mealArg(t),
      search: t.arg.string({
        required: false,
        description: `Only dishes matching this text, up to ${SEARCH_MAX_LENGTH} characters, as search finds them (words in any form, misspellings, parts of words), or whose kitchen's name or cook it names. Empty: every dish.`,
      }),
      offset: t.arg.int({ description: OFFSET_DESCRIPTION }),
      ...dishFilterArgs(t),
    },
    defaultSize: 20,
    // The /api list returns the whole menu in one answer.
    maxSize: 1000,
    totalCount: async (_root, args, ctx) => {
      const filter = dishFilterOf(args, ctx.user);
      const matched = menuMatches(ctx, args.search, (args.meal as string | null | undefined) ?? null, filter);
      if (matched) return (await matched).length;
      return ctx.prisma.foodItem.count({
        where: { ...orderableDish, ...(args.meal ? { meal: args.meal } : {}), ...dishFilterWhere(filter) },
      });
    },
    resolve: async (query, _root, args, ctx) => {
      const page = { ...query, skip: query.skip + offsetOf(args) };
      const meal = (args.meal as string | null | undefined) ?? null;
      const filter = dishFilterOf(args, ctx.user);
      const matched = menuMatches(ctx, args.search, meal, filter);
      const ids = matched ? await matched : null;
      return (
        (await menuPage(ctx.db, page, meal, filter, ids)) ??
        ctx.prisma.foodItem.findMany({
          ...page,
          where: {
            ...orderableDish,
            ...(meal ? { meal } : {}),
            ...(ids ? { id: { in: ids } } : {}),
            ...dishFilterWhere(filter),
          },
          orderBy: menuOrder,
        })
      );
    },
  }),
);

builder.queryField("foodItem", (t) =>
  t.prismaField({
    type: "FoodItem",
    nullable: true,
    description:
      "A dish by its numeric id while its cook is listed and it is not withdrawn (available or not); null otherwise.",
    args: { databaseId: t.arg.int({ required: true, description: "The dish's numeric id." }) },
    resolve: (query, _root, { databaseId }, ctx) =>
      visibleDishRow(ctx.db, query, databaseId) ??
      ctx.prisma.foodItem.findFirst({ ...query, where: { id: databaseId, ...visibleDish } }),
  }),
);

builder.queryField("restaurants", (t) =>
  t.prismaConnection({
    type: "User",
    cursor: "id",
    description: "Approved, active cooks with at least one available dish, oldest account first. Open to everyone.",
    args: { offset: t.arg.int({ description: OFFSET_DESCRIPTION }) },
    totalCount: (_root, _args, ctx) =>
      ctx.prisma.user.count({ where: { ...listedCook, foodItems: { some: availableOwnDish } } }),
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.user.findMany({
        ...query,
        skip: query.skip + offsetOf(args),
        where: { ...listedCook, foodItems: { some: availableOwnDish } },
        orderBy: { id: "asc" },
      }),
  }),
);

builder.queryField("chef", (t) =>
  t.prismaField({
    type: "User",
    nullable: true,
    description: "An approved, active cook by numeric id (a chef's menu page); null otherwise.",
    args: { databaseId: t.arg.int({ required: true, description: "The cook's numeric id." }) },
    resolve: (query, _root, { databaseId }, ctx) =>
      ctx.prisma.user.findFirst({ ...query, where: { id: databaseId, ...listedCook } }),
  }),
);

builder.prismaObjectFields("User", (t) => ({
  menuItems: t.relatedConnection("foodItems", {
    cursor: "id",
    description: "A listed cook's available dishes; totalCount is how many.",
    args: { meal: mealArg(t), ...dishFilterArgs(t) },
    totalCount: true,
    query: (args, ctx) => ({
      where: {
        ...availableOwnDish,
        ...(args.meal ? { meal: args.meal } : {}),
        ...dishFilterWhere(dishFilterOf(args, ctx.user)),
      },
      orderBy: menuOrder,
    }),
  }),
  kitchenArea: t.string({
    nullable: true,
    description:
      "Where a cook's kitchen is, as a public place: the ZIP code and city its store address (else the cook's own address) names, never the street; null shows 'Local Area'.",
    select: { address: true, storeSettings: { select: { address: true } } },
    resolve: (user) => publicArea(user.storeSettings?.address || user.address),
  }),
}));

builder.queryField("userByDatabaseId", (t) =>
  t.prismaField({
    type: "User",
    description:
      "A user by numeric id, as the User type's rules allow: an approved cook's public fields for anyone. " +
      "An unknown id (or a deleted user, except for admins) is a 'User not found' error.",
    args: { databaseId: t.arg.int({ required: true, description: "The user's numeric id." }) },
    resolve: async (query, _root, { databaseId }, ctx) => {
      const user = await ctx.prisma.user.findUnique({ ...query, where: { id: databaseId } });
      if (!user || (user.deletedAt && ctx.user?.role !== "admin")) throw new NotFoundError("User not found");
      return user;
    },
  }),
);
