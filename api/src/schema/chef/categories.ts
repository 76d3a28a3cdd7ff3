// The Categories tab: a cook's own menu sections, in display order; one with dishes is not deleted.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { NotAllowedError, NotFoundError, parseInput } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import { OFFSET_DESCRIPTION, relatedSkip } from "../offset.ts";
import { requireOwner, selfOrAdmin } from "../accounts/user.ts";
import { commonErrors, errorType } from "../errors.ts";
import { Category } from "../catalog/types.ts";
import { category } from "../../domain/chef/rules.ts";
import { CategoryNotEmptyError } from "../../domain/chef/errors.ts";

builder.prismaObjectField("User", "kitchenCategories", (t) =>
  t.relatedConnection("categories", {
    cursor: "id",
    // A kitchen's whole list in one page by default: the chef area shows all of it.
    defaultSize: 100,
    maxSize: 100,
    description: "A cook's categories in display order, for the chef area (the cook and admins).",
    authScopes: (user) => selfOrAdmin(user.id),
    args: { offset: t.arg.int({ description: OFFSET_DESCRIPTION }) },
    query: (args) => ({ orderBy: [{ displayOrder: "asc" }, { id: "asc" }], skip: relatedSkip(args) }),
    totalCount: true,
  }),
);

builder.prismaObjectField("Category", "foodItemCount", (t) =>
  t.relationCount("foodItems", { where: { withdrawnAt: null }, description: "Dishes on the menu in this category." }),
);

const CreateCategoryInput = builder.inputType("CreateCategoryInput", {
  description: "A new menu section.",
  fields: (t) => ({
    name: t.string({ required: true, description: "2 to 60 characters." }),
    description: t.string({ description: "At most 300 characters; blank or left out for none." }),
    displayOrder: t.int({ defaultValue: 0, description: "Sort key, 0 to 10,000; lower comes first." }),
  }),
});

/** The cook, for the client to refresh its lists, and the category that changed. */
const CategoryPayload = (name: string) =>
  builder.objectRef<{ cookId: number; categoryId: number | null }>(name).implement({
    description: "A changed menu category.",
    fields: (t) => ({
      cook: t.prismaField({
        type: "User",
        description: "The cook, to refresh their category list.",
        resolve: (query, p, _args, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: p.cookId } }),
      }),
      category: t.prismaField({
        type: "Category",
        nullable: true,
        description: "The category as saved; null only if it is already gone.",
        resolve: (query, p, _args, ctx) =>
          p.categoryId == null ? null : ctx.prisma.category.findUnique({ ...query, where: { id: p.categoryId } }),
      }),
    }),
  });

builder.mutationField("createCategory", (t) =>
  t.withAuth({ approvedCook: true }).field({
    type: CategoryPayload("CreateCategoryPayload"),
    description: "Adds a menu category for the signed-in cook. Approved cooks only.",
    args: { input: t.arg({ type: CreateCategoryInput, required: true, description: "The new category." }) },
    errors: {
      types: commonErrors,
      directResult: true,
      union: {
        description:
          "CreateCategoryPayload once created; ValidationError for a broken rule, NotAllowedError for anyone but an approved cook.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const data = parseInput(category, {
        ...input,
        description: input.description ?? "",
        displayOrder: input.displayOrder ?? 0,
      });
      const created = await ctx.prisma.category.create({ data: { ...data, cookId: ctx.user.id } });
      return { cookId: ctx.user.id, categoryId: created.id };
    },
  }),
);

const DeleteCategoryInput = builder.inputType("DeleteCategoryInput", {
  description: "The category to delete.",
  fields: (t) => ({ id: t.globalID({ for: Category, required: true, description: "The category's global id." }) }),
});

const DeleteCategoryPayload = builder
  .objectRef<{ cookId: number; deletedId: string }>("DeleteCategoryPayload")
  .implement({
    description: "A deleted menu category.",
    fields: (t) => ({
      deletedId: t.exposeID("deletedId", { description: "The deleted category's global id." }),
      cook: t.prismaField({
        type: "User",
        description: "The cook, to refresh their category list.",
        resolve: (query, p, _args, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: p.cookId } }),
      }),
    }),
  });

errorType(CategoryNotEmptyError, "The category still has dishes; they are never left without one.");

builder.mutationField("deleteCategory", (t) =>
  t.withAuth({ approvedCook: true }).field({
    type: DeleteCategoryPayload,
    description:
      "Deletes one of the cook's categories; refused while dishes (withdrawn ones too) are in it. Approved cooks only.",
    args: { input: t.arg({ type: DeleteCategoryInput, required: true, description: "The category to delete." }) },
    errors: {
      types: [...commonErrors, NotFoundError, CategoryNotEmptyError],
      directResult: true,
      union: {
        description:
          "DeleteCategoryPayload once deleted; NotFoundError for an unknown category, NotAllowedError for another cook's, " +
          "CategoryNotEmptyError while dishes are in it.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      const found = await ctx.prisma.category.findUnique({
        where: { id },
        include: { _count: { select: { foodItems: true } } },
      });
      if (!found) throw new NotFoundError("Category not found.");
      await requireOwner(ctx, found.cookId, new NotAllowedError("You can only change your own categories."));
      const dishes = found._count.foodItems;
      if (dishes > 0) throw new CategoryNotEmptyError(dishes);
      // The foreign key restricts too: a dish added meanwhile makes this fail rather than orphan it.
      await ctx.prisma.category.delete({ where: { id } });
      return { cookId: ctx.user.id, deletedId: encodeGlobalID("Category", id) };
    },
  }),
);
