// Reading reviews: a dish's reviews newest first, its rating summary, and a user's own reviews.
// Reviews are written by the order history's review mutation (orders/).
import { builder } from "../builder.ts";
import { OFFSET_DESCRIPTION, relatedSkip } from "../offset.ts";
import { selfOrAdmin } from "../accounts/user.ts";

export const Review = builder.prismaNode("Review", {
  description: "A customer's review of one dish of a delivered order. Public.",
  id: { field: "id", description: "The review's global id." },
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The numeric id the /api paths use." }),
    rating: t.exposeInt("rating", { description: "1 to 5 stars." }),
    comment: t.exposeString("comment", {
      nullable: true,
      description: "The reviewer's text, at most 2,000 characters; null for none.",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the review was written." }),
    foodItemDatabaseId: t.exposeInt("foodItemId", {
      nullable: true,
      description: "The dish's numeric id; null once its cook deleted it.",
    }),
    orderDatabaseId: t.exposeInt("orderId", { description: "The reviewed order's numeric id." }),
    orderItemDatabaseId: t.exposeInt("orderItemId", { description: "The reviewed order item's numeric id." }),
    userName: t.string({
      description: "The reviewer's name; 'Deleted user' once an admin deleted them.",
      select: { user: { select: { name: true, deletedAt: true } } },
      resolve: (review) => (review.user.deletedAt ? "Deleted user" : review.user.name),
    }),
    foodItem: t.relation("foodItem", { nullable: true, description: "The dish; null once its cook deleted it." }),
  }),
});

const newestFirst = [{ createdAt: "desc" as const }, { id: "desc" as const }];

type RatingSummaryShape = {
  averageRating: number;
  totalReviews: number;
  breakdown: { stars: number; count: number }[];
};

const StarCount = builder.objectRef<{ stars: number; count: number }>("StarCount").implement({
  description: "How many reviews gave one number of stars.",
  fields: (t) => ({
    stars: t.exposeInt("stars", { description: "1 to 5." }),
    count: t.exposeInt("count", { description: "Reviews with that many stars." }),
  }),
});

const RatingSummary = builder.objectRef<RatingSummaryShape>("RatingSummary").implement({
  description: "A dish's reviews in numbers.",
  fields: (t) => ({
    averageRating: t.exposeFloat("averageRating", {
      description: "Mean stars, rounded to one decimal; 0 without reviews.",
    }),
    totalReviews: t.exposeInt("totalReviews", { description: "How many reviews the dish has." }),
    breakdown: t.field({
      type: [StarCount],
      description: "Review counts for 5 down to 1 stars.",
      resolve: (s) => s.breakdown,
    }),
  }),
});

builder.prismaObjectFields("FoodItem", (t) => ({
  reviews: t.relatedConnection("reviews", {
    cursor: "id",
    description: "The dish's reviews, newest first; totalCount is how many.",
    args: { offset: t.arg.int({ description: OFFSET_DESCRIPTION }) },
    query: (args) => ({ orderBy: newestFirst, skip: relatedSkip(args) }),
    totalCount: true,
  }),
  ratingSummary: t.field({
    type: RatingSummary,
    description: "Average and 5-to-1 breakdown of this dish's reviews.",
    resolve: async (item, _args, ctx) => {
      const groups = await ctx.prisma.review.groupBy({
        by: ["rating"],
        where: { foodItemId: item.id },
        _count: { _all: true },
      });
      return ratingSummary(groups.map((g) => ({ stars: g.rating, count: g._count._all })));
    },
  }),
}));

/** Average (one decimal) and the 5-to-1 breakdown from counts per star. */
export function ratingSummary(counts: { stars: number; count: number }[]): RatingSummaryShape {
  const breakdown = [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: counts.find((c) => c.stars === stars)?.count ?? 0,
  }));
  const totalReviews = breakdown.reduce((n, c) => n + c.count, 0);
  const sum = breakdown.reduce((n, c) => n + c.stars * c.count, 0);
  return { averageRating: totalReviews ? Math.round((sum / totalReviews) * 10) / 10 : 0, totalReviews, breakdown };
}

builder.prismaObjectField("User", "reviews", (t) =>
  t.relatedConnection("reviews", {
    cursor: "id",
    description: "The reviews this user wrote, newest first; only they and admins see them.",
    authScopes: (user) => selfOrAdmin(user.id),
    args: { offset: t.arg.int({ description: OFFSET_DESCRIPTION }) },
    query: (args) => ({ orderBy: newestFirst, skip: relatedSkip(args) }),
    totalCount: true,
  }),
);
