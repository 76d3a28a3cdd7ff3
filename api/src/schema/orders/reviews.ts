// Reviewing a dish of a delivered order: once per order item, by that order's customer only. The
// dish's rating (average) and review count follow in the same transaction.
import { z } from "zod";
import { NotAllowedError, NotFoundError, parseInput } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import { FoodItem } from "../catalog/types.ts";
import { announce, notifyReviewReceived } from "../../domain/notifications/events.ts";
import { commonErrors } from "../errors.ts";
import { AlreadyReviewedError, ReviewNotAllowedError } from "../../domain/orders/errors.ts";
import { Order } from "./order.ts";
import { publishOrderUpdated } from "../../domain/orders/updates.ts";
import { requireOwner } from "../accounts/user.ts";
import { recordReviewCreated } from "../../domain/integrations/outbox.ts";

export const RATING_REQUIRED = "Please select a rating before submitting";

export const reviewRules = z.object({
  rating: z
    .number({ error: RATING_REQUIRED })
    .int({ error: "The rating must be a whole number of stars from 1 to 5" })
    .min(1, { error: RATING_REQUIRED })
    .max(5, { error: "The rating must be a whole number of stars from 1 to 5" }),
  comment: z
    .string()
    .trim()
    .max(2000, { error: "Please keep the comment under 2000 characters" })
    .nullish()
    .transform((c) => c || null),
});

const CreateReviewInput = builder.inputType("CreateReviewInput", {
  description: "The order item to review: `orderItemId`, or `orderId` with `foodItemId` (as /api/reviews sends).",
  fields: (t) => ({
    orderItemId: t.int({ description: "The order item's databaseId." }),
    orderId: t.globalID({ for: Order, description: "The order (global id)." }),
    foodItemId: t.globalID({ for: FoodItem, description: "The dish (global id)." }),
    rating: t.int({ description: "Whole stars, 1 to 5; required." }),
    comment: t.string({ description: "Optional, up to 2000 characters; blank means none." }),
  }),
});

// The catalog defines the `Review` read type; this payload names the new review's fields until the
// two are linked.
const CreateReviewPayload = builder
  .objectRef<{
    reviewId: number;
    rating: number;
    comment: string | null;
    orderId: number;
    foodItemId: number | null;
    createdAt: Date;
  }>("CreateReviewPayload")
  .implement({
    description: "The new review, and the order and dish it changed.",
    fields: (t) => ({
      reviewId: t.exposeInt("reviewId", { description: "The new review's numeric id." }),
      review: t.prismaField({
        type: "Review",
        description: "The new review, as the dish's review list shows it.",
        resolve: (query, p, _args, ctx) => ctx.prisma.review.findUniqueOrThrow({ ...query, where: { id: p.reviewId } }),
      }),
      rating: t.exposeInt("rating", { description: "The stars given, 1 to 5." }),
      comment: t.exposeString("comment", {
        nullable: true,
        description: "The comment, trimmed; null when none was given.",
      }),
      createdAt: t.expose("createdAt", { type: "DateTime", description: "When the review was written." }),
      foodItemDatabaseId: t.exposeInt("foodItemId", {
        nullable: true,
        description: "The reviewed dish's numeric id; null once the dish was deleted.",
      }),
      order: t.prismaField({
        type: "Order",
        description: "The reviewed order, with its items' `reviewed` and `canReview` updated.",
        resolve: (query, p, _args, ctx) => ctx.prisma.order.findUniqueOrThrow({ ...query, where: { id: p.orderId } }),
      }),
      foodItem: t.prismaField({
        type: "FoodItem",
        nullable: true,
        description: "The dish with its new rating and review count.",
        resolve: (query, p, _args, ctx) =>
          p.foodItemId == null ? null : ctx.prisma.foodItem.findUnique({ ...query, where: { id: p.foodItemId } }),
      }),
    }),
  });

builder.mutationField("createReview", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: CreateReviewPayload,
    description:
      "Reviews a dish of the signed-in customer's delivered order, once per order item. The dish's rating and review count follow, and the cook is notified.",
    args: {
      input: t.arg({
        type: CreateReviewInput,
        required: true,
        description: "The order item, the stars and an optional comment.",
      }),
    },
    errors: {
      types: [...commonErrors, NotFoundError, ReviewNotAllowedError, AlreadyReviewedError],
      directResult: true,
      union: {
        description:
          "The review, or NotFoundError when the dish is not part of the order, NotAllowedError when the order is not the user's, ValidationError for the rating or comment, ReviewNotAllowedError before delivery, AlreadyReviewedError for a second review.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const where =
        input.orderItemId != null
          ? { id: input.orderItemId }
          : {
              orderId: input.orderId ? Number(input.orderId.id) : -1,
              foodItemId: input.foodItemId ? Number(input.foodItemId.id) : -1,
            };
      const item = await ctx.prisma.orderItem.findFirst({
        where,
        include: {
          order: { select: { id: true, status: true, customerId: true, cookId: true, driverId: true } },
          review: { select: { id: true } },
        },
      });
      if (!item) throw new NotFoundError("That dish is not part of the order.");
      await requireOwner(
        ctx,
        item.order.customerId,
        new NotAllowedError("Only the customer who ordered this dish can review it."),
      );
      const data = parseInput(reviewRules, { rating: input.rating, comment: input.comment });
      if (item.order.status !== "delivered")
        throw new ReviewNotAllowedError("You can review a dish once its order has been delivered.");
      if (item.review) throw new AlreadyReviewedError();

      try {
        const review = await ctx.prisma.$transaction(async (tx) => {
          const created = await tx.review.create({
            data: {
              userId: ctx.user.id,
              orderId: item.orderId,
              orderItemId: item.id,
              foodItemId: item.foodItemId,
              rating: data.rating,
              comment: data.comment,
            },
          });
          // One statement, so concurrent reviews of the same dish each count (the row lock orders them).
          if (item.foodItemId != null)
            await tx.$executeRaw`UPDATE "FoodItem" SET "rating" = ("rating" * "reviewCount" + ${data.rating}) / ("reviewCount" + 1), "reviewCount" = "reviewCount" + 1 WHERE "id" = ${item.foodItemId}`;
          await recordReviewCreated(tx, created.id);
          return Object.assign(created, { notification: await notifyReviewReceived(tx, created.id) });
        });
        await publishOrderUpdated(ctx, item.order);
        await announce(ctx, review.notification);
        return {
          reviewId: review.id,
          rating: review.rating,
          comment: review.comment,
          orderId: review.orderId,
          foodItemId: review.foodItemId,
          createdAt: review.createdAt,
        };
      } catch (error) {
        // The unique order item: a concurrent second submit lost the race.
        if ((error as { code?: string }).code === "P2002") throw new AlreadyReviewedError();
        throw error;
      }
    },
  }),
);
