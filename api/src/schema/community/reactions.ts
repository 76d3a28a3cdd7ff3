// Likes and comments on recipes. A like is one per user and toggles; a user's like changes run one
// at a time, so five fired at once end as five toggles in a row would. Comments carry the signed-in
// author's name and a 1-5 rating; their author and admins can delete them.
import type { Context } from "../../context.ts";
import { NotAllowedError, NotFoundError, parseInput } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import { commonErrors } from "../errors.ts";
import { Recipe, visibleTo } from "./recipe.ts";
import { NOT_FOUND_RECIPE, recipeComment } from "../../domain/community/rules.ts";
import { requireOwner } from "../accounts/user.ts";

const newestFirst = [{ createdAt: "desc" as const }, { id: "desc" as const }];

export const RecipeComment = builder.prismaNode("RecipeComment", {
  description: "A comment with a star rating on a recipe, visible to whoever can see the recipe.",
  id: { field: "id", description: "The comment's global id." },
  // Comments are as visible as their recipe: node(id) finds one only on a recipe the viewer can see.
  findUnique: (id, ctx) => ({ id: Number(id), recipe: visibleTo(ctx.user?.id) }),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The comment's numeric id." }),
    comment: t.exposeString("comment", { description: "The text, 1 to 2000 characters." }),
    rating: t.exposeInt("rating", { description: "1 to 5 stars." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was written." }),
    userDatabaseId: t.exposeInt("userId", { description: "The commenter's numeric user id." }),
    userName: t.string({
      description: "The commenter's name; 'Deleted user' once an admin deleted them.",
      select: { user: { select: { name: true, deletedAt: true } } },
      resolve: (c) => (c.user.deletedAt ? "Deleted user" : c.user.name),
    }),
    canDelete: t.boolean({
      description: "Whether the viewer may delete it: its author or an admin.",
      resolve: (c, _a, ctx) => !!ctx.user && (ctx.user.id === c.userId || ctx.user.role === "admin"),
    }),
  }),
});

builder.prismaObjectField("Recipe", "comments", (t) =>
  t.relatedConnection("comments", {
    cursor: "id",
    query: { orderBy: newestFirst },
    totalCount: true,
    description: "The recipe's comments, newest first.",
  }),
);

/** The recipe if the signed-in user can see it; a private recipe of someone else is 'not found'. */
async function visibleRecipeId(ctx: Context & { user: { id: number } }, recipe: { id: string }) {
  const id = Number(recipe.id);
  const found = await ctx.prisma.recipe.findFirst({
    where: { AND: [{ id }, visibleTo(ctx.user.id)] },
    select: { id: true },
  });
  if (!found) throw new NotFoundError(NOT_FOUND_RECIPE);
  return id;
}

const LikeRecipeInput = builder.inputType("LikeRecipeInput", {
  description: "The recipe, and whether to like it.",
  fields: (t) => ({
    recipeId: t.globalID({ required: true, for: [Recipe], description: "The recipe's global id." }),
    liked: t.boolean({ required: false, description: "true likes, false unlikes; left out, the like toggles." }),
  }),
});

const LikeRecipePayload = builder.objectRef<{ recipeId: number; liked: boolean }>("LikeRecipePayload").implement({
  description: "The like's new state.",
  fields: (t) => ({
    liked: t.exposeBoolean("liked", { description: "Whether the signed-in user likes it now." }),
    recipe: t.prismaField({
      type: "Recipe",
      description: "The recipe, with its new like count.",
      resolve: (query, p, _a, ctx) => ctx.prisma.recipe.findUniqueOrThrow({ ...query, where: { id: p.recipeId } }),
    }),
  }),
});

builder.mutationField("likeRecipe", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: LikeRecipePayload,
    description: "Likes, unlikes or toggles the signed-in user's like of a recipe.",
    args: { input: t.arg({ type: LikeRecipeInput, required: true, description: "The recipe, and like or unlike." }) },
    errors: {
      types: [...commonErrors, NotFoundError],
      directResult: true,
      union: { description: "The like's state, or NotFoundError when the user cannot see the recipe." },
    },
    resolve: async (_root, { input }, ctx) => {
      const recipeId = await visibleRecipeId(ctx, input.recipeId);
      const userId = ctx.user.id;
      const liked = await ctx.prisma.$transaction(async (tx) => {
        // One like change per user at a time: concurrent toggles cannot both see "not liked yet".
        await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
        const key = { recipeId_userId: { recipeId, userId } };
        const likes = input.liked ?? !(await tx.recipeLike.findUnique({ where: key, select: { userId: true } }));
        if (likes) await tx.recipeLike.createMany({ data: [{ recipeId, userId }], skipDuplicates: true });
        else await tx.recipeLike.deleteMany({ where: { recipeId, userId } });
        return likes;
      });
      return { recipeId, liked };
    },
  }),
);

const AddRecipeCommentInput = builder.inputType("AddRecipeCommentInput", {
  description: "A comment on a recipe.",
  fields: (t) => ({
    recipeId: t.globalID({ required: true, for: [Recipe], description: "The recipe's global id." }),
    comment: t.string({ required: true, description: "1 to 2000 characters after trimming." }),
    rating: t.int({ required: false, description: "1 to 5 stars; default 5." }),
  }),
});

const AddRecipeCommentPayload = builder
  .objectRef<{ recipeId: number; commentId: number }>("AddRecipeCommentPayload")
  .implement({
    description: "The new comment and its recipe.",
    fields: (t) => ({
      comment: t.prismaField({
        type: "RecipeComment",
        description: "The new comment.",
        resolve: (query, p, _a, ctx) =>
          ctx.prisma.recipeComment.findUniqueOrThrow({ ...query, where: { id: p.commentId } }),
      }),
      recipe: t.prismaField({
        type: "Recipe",
        description: "The recipe, with its new comment count.",
        resolve: (query, p, _a, ctx) => ctx.prisma.recipe.findUniqueOrThrow({ ...query, where: { id: p.recipeId } }),
      }),
    }),
  });

builder.mutationField("addRecipeComment", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: AddRecipeCommentPayload,
    description: "Comments on a recipe as the signed-in user.",
    args: {
      input: t.arg({
        type: AddRecipeCommentInput,
        required: true,
        description: "The recipe, the comment and its stars.",
      }),
    },
    errors: {
      types: [...commonErrors, NotFoundError],
      directResult: true,
      union: {
        description:
          "The comment, or NotFoundError when the user cannot see the recipe, ValidationError for an empty or too long comment or a rating outside 1 to 5.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const recipeId = await visibleRecipeId(ctx, input.recipeId);
      const data = parseInput(recipeComment, { comment: input.comment, rating: input.rating ?? undefined });
      const comment = await ctx.prisma.recipeComment.create({
        data: { ...data, recipeId, userId: ctx.user.id },
        select: { id: true },
      });
      return { recipeId, commentId: comment.id };
    },
  }),
);

const DeleteRecipeCommentInput = builder.inputType("DeleteRecipeCommentInput", {
  description: "The comment to delete.",
  fields: (t) => ({
    commentId: t.globalID({ required: true, for: [RecipeComment], description: "The comment's global id." }),
  }),
});

const DeleteRecipeCommentPayload = builder
  .objectRef<{ recipeId: number; commentId: number }>("DeleteRecipeCommentPayload")
  .implement({
    description: "The deleted comment's id and its recipe.",
    fields: (t) => ({
      deletedCommentId: t.globalID({
        description: "The deleted comment's global id, to remove it from the client's store (@deleteEdge).",
        resolve: (p) => ({ type: "RecipeComment", id: p.commentId }),
      }),
      recipe: t.prismaField({
        type: "Recipe",
        description: "The recipe, with its new comment count.",
        resolve: (query, p, _a, ctx) => ctx.prisma.recipe.findUniqueOrThrow({ ...query, where: { id: p.recipeId } }),
      }),
    }),
  });

builder.mutationField("deleteRecipeComment", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: DeleteRecipeCommentPayload,
    description: "Deletes a comment: its author's own, or any as an admin.",
    args: { input: t.arg({ type: DeleteRecipeCommentInput, required: true, description: "The comment." }) },
    errors: {
      types: [...commonErrors, NotFoundError],
      directResult: true,
      union: {
        description:
          "The deleted comment's id, or NotFoundError when there is no such comment the user can see, NotAllowedError when it is someone else's and the user is not an admin.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.commentId.id);
      const comment = await ctx.prisma.recipeComment.findFirst({
        where: { id, recipe: visibleTo(ctx.user.id) },
        select: { userId: true, recipeId: true },
      });
      if (!comment) throw new NotFoundError("Comment not found.");
      await requireOwner(
        ctx,
        comment.userId,
        new NotAllowedError("Only its author or an admin can delete a comment."),
        { orAdmin: true },
      );
      await ctx.prisma.recipeComment.deleteMany({ where: { id } });
      return { recipeId: comment.recipeId, commentId: id };
    },
  }),
);
