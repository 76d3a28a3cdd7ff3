// A user's favourite dishes and kitchens: a heart on each card, the /favourites page, and a
// notification when a favourite kitchen puts a dish on special (notifications/events.ts). Each list
// is the signed-in user's own; setting a favourite is idempotent.
import type { Context } from "../../context.ts";
import type { Database } from "../../db/client.ts";
import { NotFoundError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import { commonErrors } from "../errors.ts";
import { OFFSET_DESCRIPTION, offsetOf } from "../offset.ts";
import { User } from "../accounts/user.ts";
import { FoodItem } from "../catalog/types.ts";
import { listedCook, visibleDish } from "../../domain/catalog/listing.ts";

type Favourites = { dishes: Set<number>; kitchens: Set<number> };

// One read of the viewer's favourites per request, however many cards ask whether they are one.
const perRequest = new WeakMap<Context, Promise<Favourites>>();

function favouritesOf(ctx: Context): Promise<Favourites> | null {
  const user = ctx.user;
  if (!user) return null;
  let found = perRequest.get(ctx);
  if (!found) {
    found = ctx.prisma.user
      .findUniqueOrThrow({
        where: { id: user.id },
        select: { favouriteDishes: { select: { foodItemId: true } }, favouriteKitchens: { select: { cookId: true } } },
      })
      .then((u) => ({
        dishes: new Set(u.favouriteDishes.map((f) => f.foodItemId)),
        kitchens: new Set(u.favouriteKitchens.map((f) => f.cookId)),
      }));
    perRequest.set(ctx, found);
  }
  return found;
}

/** The user's favourite dishes' ids, for the hand-written menu read (GET /api/food-items). */
export async function favouriteDishIds(db: Pick<Database, "query">, userId: number) {
  const rows = await db.query<{ foodItemId: number }>(`SELECT "foodItemId" FROM "FavouriteDish" WHERE "userId" = $1`, [
    userId,
  ]);
  return new Set(rows.map((r) => r.foodItemId));
}

builder.prismaObjectField("FoodItem", "isFavourite", (t) =>
  t.boolean({
    description: "Whether the dish is in the signed-in user's favourites; false for visitors.",
    resolve: async (item, _args, ctx) => (await favouritesOf(ctx))?.dishes.has(item.id) ?? false,
  }),
);

builder.prismaObjectField("User", "isFavouriteKitchen", (t) =>
  t.boolean({
    description: "Whether this cook's kitchen is in the signed-in user's favourites; false for visitors.",
    resolve: async (cook, _args, ctx) => (await favouritesOf(ctx))?.kitchens.has(cook.id) ?? false,
  }),
);

// On the user, so a page reads `viewer { favouriteDishes favouriteKitchens }` in one query; only the
// user themselves may read them.
builder.prismaObjectFields("User", (t) => ({
  favouriteDishes: t.prismaConnection({
    type: "FoodItem",
    cursor: "id",
    description:
      "The user's favourite dishes still on a listed kitchen's menu (available or not), in menu order. The user only.",
    authScopes: (user) => ({ self: user.id }),
    args: { offset: t.arg.int({ description: OFFSET_DESCRIPTION }) },
    totalCount: (user, _args, ctx) =>
      ctx.prisma.foodItem.count({ where: { ...visibleDish, favouritedBy: { some: { userId: user.id } } } }),
    resolve: (query, user, args, ctx) =>
      ctx.prisma.foodItem.findMany({
        ...query,
        skip: query.skip + offsetOf(args),
        where: { ...visibleDish, favouritedBy: { some: { userId: user.id } } },
        orderBy: { id: "asc" },
      }),
  }),
  favouriteKitchens: t.prismaConnection({
    type: "User",
    cursor: "id",
    description:
      "The cooks whose kitchens the user keeps in their favourites, while they are listed; oldest account first. The user only.",
    authScopes: (user) => ({ self: user.id }),
    args: { offset: t.arg.int({ description: OFFSET_DESCRIPTION }) },
    totalCount: (user, _args, ctx) =>
      ctx.prisma.user.count({ where: { ...listedCook, favouritedBy: { some: { userId: user.id } } } }),
    resolve: (query, user, args, ctx) =>
      ctx.prisma.user.findMany({
        ...query,
        skip: query.skip + offsetOf(args),
        where: { ...listedCook, favouritedBy: { some: { userId: user.id } } },
        orderBy: { id: "asc" },
      }),
  }),
}));

// --- Setting a favourite --------------------------------------------------------------------------

const SetFavouriteDishInput = builder.inputType("SetFavouriteDishInput", {
  description: "A dish, and whether it is a favourite.",
  fields: (t) => ({
    foodItemId: t.globalID({ for: FoodItem, required: true, description: "The dish's global id." }),
    favourite: t.boolean({
      required: true,
      description: "true keeps it in the favourites, false removes it; either may repeat.",
    }),
  }),
});

const SetFavouriteDishPayload = builder
  .objectRef<{ foodItemId: number; favourite: boolean }>("SetFavouriteDishPayload")
  .implement({
    description: "The dish's new favourite state.",
    fields: (t) => ({
      favourite: t.exposeBoolean("favourite", { description: "Whether it is a favourite now." }),
      foodItemId: t.globalID({
        description: "The dish's global id (to take it off a favourites list).",
        resolve: (p) => ({ type: "FoodItem", id: p.foodItemId }),
      }),
      foodItem: t.prismaField({
        type: "FoodItem",
        nullable: true,
        description: "The dish with its isFavourite; null when it is no longer on a menu.",
        resolve: (query, p, _args, ctx) =>
          ctx.prisma.foodItem.findFirst({ ...query, where: { id: p.foodItemId, ...visibleDish } }),
      }),
    }),
  });

builder.mutationField("setFavouriteDish", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: SetFavouriteDishPayload,
    description:
      "Adds a dish to the signed-in user's favourites or removes it. Adding needs a dish on a listed kitchen's menu; removing always works.",
    args: { input: t.arg({ type: SetFavouriteDishInput, required: true, description: "The dish and its state." }) },
    errors: {
      types: [...commonErrors, NotFoundError],
      directResult: true,
      union: {
        description:
          "The new state; NotFoundError when adding a dish that is not on a menu; NotSignedInError for visitors.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const foodItemId = Number(input.foodItemId.id);
      const userId = ctx.user.id;
      if (input.favourite) {
        const dish = await ctx.prisma.foodItem.findFirst({
          where: { id: foodItemId, ...visibleDish },
          select: { id: true },
        });
        if (!dish) throw new NotFoundError("Food item not found");
        await ctx.prisma.favouriteDish.createMany({ data: [{ userId, foodItemId }], skipDuplicates: true });
      } else {
        await ctx.prisma.favouriteDish.deleteMany({ where: { userId, foodItemId } });
      }
      perRequest.delete(ctx);
      return { foodItemId, favourite: input.favourite };
    },
  }),
);

const SetFavouriteKitchenInput = builder.inputType("SetFavouriteKitchenInput", {
  description: "A cook's kitchen, and whether it is a favourite.",
  fields: (t) => ({
    cookId: t.globalID({ for: User, required: true, description: "The cook's global id." }),
    favourite: t.boolean({
      required: true,
      description: "true keeps it in the favourites, false removes it; either may repeat.",
    }),
  }),
});

const SetFavouriteKitchenPayload = builder
  .objectRef<{ cookId: number; favourite: boolean }>("SetFavouriteKitchenPayload")
  .implement({
    description: "The kitchen's new favourite state.",
    fields: (t) => ({
      favourite: t.exposeBoolean("favourite", { description: "Whether it is a favourite now." }),
      cookId: t.globalID({
        description: "The cook's global id (to take it off a favourites list).",
        resolve: (p) => ({ type: "User", id: p.cookId }),
      }),
      cook: t.prismaField({
        type: "User",
        nullable: true,
        description: "The cook with their isFavouriteKitchen; null when they are no longer listed.",
        resolve: (query, p, _args, ctx) =>
          ctx.prisma.user.findFirst({ ...query, where: { id: p.cookId, ...listedCook } }),
      }),
    }),
  });

builder.mutationField("setFavouriteKitchen", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: SetFavouriteKitchenPayload,
    description:
      "Adds a kitchen to the signed-in user's favourites (they then hear of its specials) or removes it. Adding needs an approved, active cook; removing always works.",
    args: {
      input: t.arg({ type: SetFavouriteKitchenInput, required: true, description: "The kitchen and its state." }),
    },
    errors: {
      types: [...commonErrors, NotFoundError],
      directResult: true,
      union: {
        description:
          "The new state; NotFoundError when adding a kitchen that is not listed; NotSignedInError for visitors.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const cookId = Number(input.cookId.id);
      const userId = ctx.user.id;
      if (input.favourite) {
        const cook = await ctx.prisma.user.findFirst({ where: { id: cookId, ...listedCook }, select: { id: true } });
        if (!cook) throw new NotFoundError("Kitchen not found");
        await ctx.prisma.favouriteKitchen.createMany({ data: [{ userId, cookId }], skipDuplicates: true });
      } else {
        await ctx.prisma.favouriteKitchen.deleteMany({ where: { userId, cookId } });
      }
      perRequest.delete(ctx);
      return { cookId, favourite: input.favourite };
    },
  }),
);
