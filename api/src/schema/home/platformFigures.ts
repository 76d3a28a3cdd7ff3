// The landing page's counters (customer spec: 'Happy Customers', 'Home Chefs', 'Monthly Orders' and
// the rating), as the platform's real figures rather than the spec's marketing numbers. Counted on
// the server and kept for a few minutes per process: every visitor's first page asks for them, and
// a count a few minutes old is as true on a landing page.
import type { Context } from "../../context.ts";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import { builder } from "../builder.ts";

export type Figures = {
  customers: number;
  approvedKitchens: number;
  ordersLast30Days: number;
  averageRating: number | null;
};

/** How long one count is served before it is counted again. */
export const FIGURES_TTL_MS = 5 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

// Per database client: tests run several servers in one process.
const cache = new WeakMap<PrismaClient, { at: number; figures: Promise<Figures> }>();

async function countFigures(prisma: PrismaClient, now: Date): Promise<Figures> {
  const [customers, approvedKitchens, ordersLast30Days, rating] = await Promise.all([
    prisma.user.count({ where: { role: "customer", deletedAt: null } }),
    prisma.user.count({ where: { role: "cook", approvalStatus: "approved", deletedAt: null } }),
    prisma.order.count({ where: { paidAt: { gte: new Date(now.getTime() - 30 * DAY_MS) } } }),
    prisma.review.aggregate({ _avg: { rating: true } }),
  ]);
  const average = rating._avg.rating;
  return {
    customers,
    approvedKitchens,
    ordersLast30Days,
    averageRating: average == null ? null : Math.round(average * 10) / 10,
  };
}

/** The figures, counted at most once every FIGURES_TTL_MS. */
export function platformFigures(ctx: Pick<Context, "prisma">, now = new Date()): Promise<Figures> {
  const held = cache.get(ctx.prisma);
  if (held && now.getTime() - held.at < FIGURES_TTL_MS) return held.figures;
  const figures = countFigures(ctx.prisma, now);
  cache.set(ctx.prisma, { at: now.getTime(), figures });
  // A failed count is not kept: the next visitor counts again.
  figures.catch(() => cache.delete(ctx.prisma));
  return figures;
}

const PlatformFigures = builder.objectRef<Figures>("PlatformFigures").implement({
  description: `The platform's figures for the landing page, counted at most every ${FIGURES_TTL_MS / 60_000} minutes.`,
  fields: (t) => ({
    customers: t.exposeInt("customers", {
      description: "Customer accounts ('Happy Customers'), deleted ones left out.",
    }),
    approvedKitchens: t.exposeInt("approvedKitchens", {
      description: "Approved cooks ('Home Chefs'), deleted ones left out.",
    }),
    ordersLast30Days: t.exposeInt("ordersLast30Days", {
      description: "Orders paid in the last 30 days ('Monthly Orders').",
    }),
    averageRating: t.exposeFloat("averageRating", {
      nullable: true,
      description:
        "The average of every review's stars, to one decimal ('Average Rating'); null before the first review.",
    }),
  }),
});

builder.queryField("platformFigures", (t) =>
  t.field({
    type: PlatformFigures,
    description: "The landing page's counters: real counts of the platform, for anyone.",
    resolve: (_root, _args, ctx) => platformFigures(ctx),
  }),
);
