// Sharing a recipe (/recipes/create) and changing one: confirmed members only, with the spec's
// rules; a cook may link a recipe to one of their own dishes ('Order this dish' on its page).
import type { Context } from "../../context.ts";
import { NotAllowedError, NotFoundError, parseInput, ValidationError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import { FoodItem } from "../catalog/types.ts";
import { commonErrors } from "../errors.ts";
import { isConfirmedMember } from "./membership.ts";
import { Recipe, RecipeDifficulty } from "./recipe.ts";
import {
  DISH_TAKEN,
  NOT_A_MEMBER,
  NOT_FOUND_RECIPE,
  NOT_YOUR_DISH,
  recipeChanges,
  recipeInput,
} from "../../domain/community/rules.ts";

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** One field list for both inputs: required ones are required to create, optional to update. */
const recipeInputFields = <Required extends boolean>(
  t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">,
  required: Required,
) => {
  // Defaults apply when a recipe is created; an update keeps what is left out.
  const orDefault = (value: string) => (required ? ` Default ${value}.` : "");
  return {
    title: t.string({ required, description: "1 to 200 characters." }),
    description: t.string({ required, description: "What the dish is: 10 to 5000 characters." }),
    ingredients: t.stringList({
      required,
      description: "1 to 100 ingredients of up to 500 characters; blank entries are dropped.",
    }),
    instructions: t.stringList({
      required,
      description: "The steps in order, 1 to 100 of up to 5000 characters; blank entries are dropped.",
    }),
    prepTime: t.string({ required, description: "Free text such as '15 minutes', up to 60 characters." }),
    cookTime: t.string({ required, description: "Free text such as '1 hour', up to 60 characters." }),
    servings: t.int({ required: false, description: `1 to 1000.${orDefault("4")}` }),
    difficulty: t.field({
      type: RecipeDifficulty,
      required: false,
      description: `How hard it is to make.${orDefault("medium")}`,
    }),
    cuisine: t.string({ required: false, description: "e.g. 'Italian', up to 60 characters; empty for none." }),
    tags: t.stringList({
      required: false,
      description: "At most 20 tags of up to 40 characters; kept in lower case, duplicates ignored.",
    }),
    imageUrl: t.string({ required: false, description: "An http(s) URL, or empty for none." }),
    videoUrl: t.string({ required: false, description: "An http(s) URL, or empty for none." }),
    isPublic: t.boolean({ required: false, description: `False keeps it to its author.${orDefault("true")}` }),
    dishId: t.globalID({
      required: false,
      for: [FoodItem],
      description: required
        ? "One of the author's own dishes, on their menu and behind no other recipe, that this recipe leads to."
        : "One of the author's own dishes, on their menu and behind no other recipe, to link; null unlinks, left out keeps the link.",
    }),
  };
};

const CreateRecipeInput = builder.inputType("CreateRecipeInput", {
  description: "A recipe to share, with the /recipes/create form's rules.",
  fields: (t) => recipeInputFields(t, true),
});
const UpdateRecipeInput = builder.inputType("UpdateRecipeInput", {
  description: "The fields to change; those left out keep their value.",
  fields: (t) => ({
    recipeId: t.globalID({
      required: true,
      for: [Recipe],
      description: "The recipe to change; one of the signed-in user's own.",
    }),
    ...recipeInputFields(t, false),
  }),
});

const RecipePayload = (name: string, description: string) =>
  builder.objectRef<{ recipeId: number }>(name).implement({
    description,
    fields: (t) => ({
      recipe: t.prismaField({
        type: "Recipe",
        description: "The recipe as saved.",
        resolve: (query, p, _a, ctx) => ctx.prisma.recipe.findUniqueOrThrow({ ...query, where: { id: p.recipeId } }),
      }),
    }),
  });

/** Drops nulls, so zod's defaults apply to fields a GraphQL client sent as null. */
const given = (input: object) => Object.fromEntries(Object.entries(input).filter(([, v]) => v != null));

/** The dish to link: one of the author's own, still on their menu, and not behind another recipe. */
async function dishToLink(ctx: Context & { user: { id: number } }, dish: { id: string }, recipeId?: number) {
  const foodItemId = Number(dish.id);
  const item = await ctx.prisma.foodItem.findFirst({
    where: { id: foodItemId, withdrawnAt: null },
    select: { cookId: true, recipe: { select: { id: true } } },
  });
  if (!item || item.cookId !== ctx.user.id) throw new ValidationError([{ field: "dishId", message: NOT_YOUR_DISH }]);
  if (item.recipe && item.recipe.id !== recipeId) throw new ValidationError([{ field: "dishId", message: DISH_TAKEN }]);
  return foodItemId;
}

/** Writes a recipe; a dish linked by a concurrent write meanwhile is the same refusal as a checked one. */
async function saveRecipe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string }).code === "P2002")
      throw new ValidationError([{ field: "dishId", message: DISH_TAKEN }]);
    throw error;
  }
}

builder.mutationField("createRecipe", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: RecipePayload("CreateRecipePayload", "The shared recipe."),
    description: "Shares a recipe as the signed-in user, a confirmed community member.",
    args: { input: t.arg({ type: CreateRecipeInput, required: true, description: "The recipe." }) },
    errors: {
      types: commonErrors,
      directResult: true,
      union: {
        description:
          "The recipe, or NotAllowedError when the user is not a confirmed community member, ValidationError for a field that breaks the rules or a dish that is not theirs or already linked.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      if (!(await isConfirmedMember(ctx, ctx.user.id))) throw new NotAllowedError(NOT_A_MEMBER);
      const { dishId, ...fields } = input;
      const data = parseInput(recipeInput, given(fields));
      const foodItemId = dishId ? await dishToLink(ctx, dishId) : null;
      const recipe = await saveRecipe(() =>
        ctx.prisma.recipe.create({ data: { ...data, authorId: ctx.user.id, foodItemId }, select: { id: true } }),
      );
      return { recipeId: recipe.id };
    },
  }),
);

builder.mutationField("updateRecipe", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: RecipePayload("UpdateRecipePayload", "The changed recipe."),
    description: "Changes one of the signed-in user's recipes, e.g. links it to a dish or makes it private.",
    args: {
      input: t.arg({ type: UpdateRecipeInput, required: true, description: "The recipe and the fields to change." }),
    },
    errors: {
      types: [...commonErrors, NotFoundError],
      directResult: true,
      union: {
        description:
          "The recipe, or NotFoundError when it is not the user's, ValidationError for a field that breaks the rules or a dish that is not theirs or already linked.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const { recipeId: globalId, dishId, ...fields } = input;
      const recipeId = Number(globalId.id);
      const own = await ctx.prisma.recipe.findFirst({
        where: { id: recipeId, authorId: ctx.user.id },
        select: { id: true },
      });
      if (!own) throw new NotFoundError(NOT_FOUND_RECIPE);
      const data = parseInput(recipeChanges, given(fields));
      const link = dishId === undefined ? {} : { foodItemId: dishId ? await dishToLink(ctx, dishId, recipeId) : null };
      await saveRecipe(() => ctx.prisma.recipe.update({ where: { id: recipeId }, data: { ...data, ...link } }));
      return { recipeId };
    },
  }),
);
