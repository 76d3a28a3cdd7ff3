// The recipe community's recipes (companion spec "Recipe community"): the Recipe type, the list with
// its search and filters run in the database, the cuisines found in the data, one recipe by id, its
// daily views, and the recipe behind a dish.
import type { Context } from "../../context.ts";
import { NotFoundError, ValidationError } from "../../domain/errors.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { builder } from "../builder.ts";
import { enumValues } from "../enumValues.ts";
import { FoodItem } from "../catalog/types.ts";
import { DIFFICULTIES, NOT_FOUND_RECIPE } from "../../domain/community/rules.ts";
import { containsText, equalsText } from "../../domain/textMatch.ts";

export const RecipeDifficulty = builder.enumType("RecipeDifficulty", {
  description: "How hard a recipe is to cook, as its author rates it.",
  values: enumValues({
    easy: "Easy: for a beginner.",
    medium: "Medium: needs some practice.",
    hard: "Hard: for a confident cook.",
  } satisfies Record<(typeof DIFFICULTIES)[number], string>),
});

/** Public recipes, and the viewer's own private ones. */
export const visibleTo = (userId: number | undefined): Prisma.RecipeWhereInput =>
  userId ? { OR: [{ isPublic: true }, { authorId: userId }] } : { isPublic: true };

const authorName = (user: { name: string; deletedAt: Date | null }) => (user.deletedAt ? "Deleted user" : user.name);

export const Recipe = builder.prismaNode("Recipe", {
  description:
    "A recipe shared in the community: a public one is visible to everyone, a private one to its author only.",
  id: { field: "id", description: "The recipe's global id." },
  // A private recipe is its author's alone: node(id) finds it only for them (null for anyone else),
  // the queries below filter by the same rule, and the type scope guards any other way in.
  findUnique: (id, ctx) => ({ id: Number(id), AND: [visibleTo(ctx.user?.id)] }),
  authScopes: (recipe, ctx) => recipe.isPublic || ctx.user?.id === recipe.authorId,
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The numeric id the /api paths use." }),
    title: t.exposeString("title", { description: "The recipe's name." }),
    description: t.exposeString("description", { description: "What the dish is, in the author's words." }),
    imageUrl: t.exposeString("imageUrl", { nullable: true, description: "An http(s) URL of a photo; null when none." }),
    videoUrl: t.exposeString("videoUrl", { nullable: true, description: "An http(s) URL of a video; null when none." }),
    difficulty: t.expose("difficulty", { type: RecipeDifficulty, description: "How hard it is to make." }),
    prepTime: t.exposeString("prepTime", {
      description: "Preparation time as the author wrote it, e.g. '15 minutes'.",
    }),
    cookTime: t.exposeString("cookTime", { description: "Cooking time as the author wrote it, e.g. '1 hour'." }),
    servings: t.exposeInt("servings", { description: "How many people it serves." }),
    cuisine: t.exposeString("cuisine", { nullable: true, description: "e.g. 'Mexican'; null when not given." }),
    tags: t.exposeStringList("tags", { description: "Lower-case tags, without duplicates." }),
    ingredients: t.exposeStringList("ingredients", { description: "One entry per ingredient." }),
    instructions: t.exposeStringList("instructions", { description: "The steps, in order." }),
    isPublic: t.exposeBoolean("isPublic", { description: "False when only its author may see it." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was shared." }),
    authorDatabaseId: t.exposeInt("authorId", { description: "The author's numeric user id." }),
    authorName: t.string({
      description: "The author's name, or 'Deleted user' once their account was deleted.",
      select: { author: { select: { name: true, deletedAt: true } } },
      resolve: (recipe) => authorName(recipe.author),
    }),
    isMine: t.boolean({
      description: "Whether the signed-in user wrote it; false for visitors.",
      resolve: (recipe, _a, ctx) => ctx.user?.id === recipe.authorId,
    }),
    views: t.relationCount("views", {
      description: "Views recorded by viewRecipe: each signed-in viewer counts at most once per day (UTC).",
    }),
    likes: t.relationCount("likes", { description: "How many users like it." }),
    commentCount: t.relationCount("comments", { description: "How many comments it has." }),
    viewerHasLiked: t.boolean({
      description: "Whether the signed-in user likes it; false for visitors.",
      select: (_args, ctx) => ({ likes: { where: { userId: ctx.user?.id ?? 0 }, select: { userId: true }, take: 1 } }),
      resolve: (recipe) => recipe.likes.length > 0,
    }),
    dish: t.field({
      type: FoodItem,
      nullable: true,
      description: "The author's dish this recipe leads to, while it is on their menu.",
      // Joined in the recipe's own statement; a withdrawn dish is the cook's and admins' only.
      select: (_args, _ctx, nested) => ({ foodItem: nested(true) }),
      resolve: (recipe) => (recipe.foodItem?.withdrawnAt ? null : recipe.foodItem),
    }),
  }),
});

builder.queryField("recipes", (t) =>
  t.prismaConnection({
    type: "Recipe",
    cursor: "id",
    totalCount: (_root, args, ctx) => ctx.prisma.recipe.count({ where: recipeFilter(ctx, args) }),
    description: "Recipes newest first: public ones and the viewer's own, searched and filtered in the database.",
    args: {
      search: t.arg.string({
        required: false,
        description: "Matched in title, description and cuisine, or a tag exactly; any case.",
      }),
      cuisine: t.arg.string({ required: false, description: "Exact cuisine, any case; empty for all." }),
      difficulty: t.arg({
        type: RecipeDifficulty,
        required: false,
        description: "Only recipes of this difficulty; all when left out.",
      }),
    },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.recipe.findMany({ ...query, where: recipeFilter(ctx, args), orderBy: { id: "desc" } }),
  }),
);

function recipeFilter(
  ctx: Context,
  {
    search,
    cuisine,
    difficulty,
  }: { search?: string | null; cuisine?: string | null; difficulty?: (typeof DIFFICULTIES)[number] | null },
): Prisma.RecipeWhereInput {
  const text = search?.trim().slice(0, 200);
  const and: Prisma.RecipeWhereInput[] = [visibleTo(ctx.user?.id)];
  if (text) {
    const contains = containsText(text);
    and.push({
      OR: [
        { title: contains },
        { description: contains },
        { cuisine: contains },
        { tags: { has: text.toLowerCase() } },
      ],
    });
  }
  if (cuisine?.trim()) and.push({ cuisine: equalsText(cuisine.trim()) });
  if (difficulty) and.push({ difficulty });
  return { AND: and };
}

builder.queryField("recipeCuisines", (t) =>
  t.stringList({
    description: "The cuisines of the recipes the viewer can see, for the cuisine filter.",
    resolve: async (_root, _args, ctx) => {
      const rows = await ctx.prisma.recipe.findMany({
        where: { AND: [visibleTo(ctx.user?.id), { cuisine: { not: null } }] },
        distinct: ["cuisine"],
        select: { cuisine: true },
        orderBy: { cuisine: "asc" },
      });
      return rows.map((r) => r.cuisine!);
    },
  }),
);

builder.queryField("recipe", (t) =>
  t.prismaField({
    type: "Recipe",
    nullable: true,
    description: "One recipe the viewer can see; null when there is none or it is someone else's private recipe.",
    args: { databaseId: t.arg.int({ required: true, description: "The recipe's numeric id (Recipe.databaseId)." }) },
    resolve: (query, _root, { databaseId }, ctx) =>
      ctx.prisma.recipe.findFirst({ ...query, where: { AND: [{ id: databaseId }, visibleTo(ctx.user?.id)] } }),
  }),
);

const ViewRecipeInput = builder.inputType("ViewRecipeInput", {
  description: "The recipe whose page was opened.",
  fields: (t) => ({ recipeId: t.globalID({ required: true, for: [Recipe], description: "The recipe's global id." }) }),
});

const ViewRecipePayload = builder.objectRef<{ recipeId: number }>("ViewRecipePayload").implement({
  description: "The viewed recipe.",
  fields: (t) => ({
    recipe: t.prismaField({
      type: "Recipe",
      description: "The recipe, with its view count.",
      resolve: (query, p, _a, ctx) => ctx.prisma.recipe.findUniqueOrThrow({ ...query, where: { id: p.recipeId } }),
    }),
  }),
});

builder.mutationField("viewRecipe", (t) =>
  t.field({
    type: ViewRecipePayload,
    description:
      "Records that the viewer opened a recipe's page: once per signed-in viewer and day (UTC). Visitors are not " +
      "counted: nothing identifies one across requests, and counting requests would let a reload inflate the count.",
    args: { input: t.arg({ type: ViewRecipeInput, required: true, description: "The recipe opened." }) },
    errors: {
      types: [ValidationError, NotFoundError],
      directResult: true,
      union: {
        description:
          "The recipe, or NotFoundError when the viewer cannot see it, ValidationError for an id that is not a recipe's.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const recipeId = Number(input.recipeId.id);
      const found = await ctx.prisma.recipe.findFirst({
        where: { AND: [{ id: recipeId }, visibleTo(ctx.user?.id)] },
        select: { id: true },
      });
      if (!found) throw new NotFoundError(NOT_FOUND_RECIPE);
      if (ctx.user) {
        const day = new Date(new Date().toISOString().slice(0, 10));
        await ctx.prisma.recipeView.createMany({
          data: [{ recipeId, viewerKey: `user:${ctx.user.id}`, day }],
          skipDuplicates: true,
        });
      }
      return { recipeId };
    },
  }),
);

builder.prismaObjectField("FoodItem", "recipe", (t) =>
  t.field({
    type: Recipe,
    nullable: true,
    description: "The recipe behind this dish, when its cook linked one the viewer can see.",
    // Joined in the dish's own statement, so a menu of dishes asking for it costs nothing more.
    select: (_args, _ctx, nested) => ({ recipe: nested(true) }),
    resolve: (item, _args, ctx) =>
      item.recipe && (item.recipe.isPublic || item.recipe.authorId === ctx.user?.id) ? item.recipe : null,
  }),
);
