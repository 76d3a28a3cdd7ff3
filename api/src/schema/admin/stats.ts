// The admin overview's counts (companion spec §2, Admin dashboard: Overview). One object with a fixed
// id, so a mutation payload that returns it refreshes the counts on screen through Relay's store.
import type { Context } from "../../context.ts";
import { builder } from "../builder.ts";

type StatusCounts = { pending: number; approved: number; rejected: number; total: number };
type UserCounts = {
  total: number;
  customers: number;
  activeChefs: number;
  activeDrivers: number;
  administrators: number;
  paused: number;
};

const ApplicationCounts = builder.objectRef<StatusCounts>("ApplicationCounts").implement({
  description: "Applications of one kind (chef or driver) by status.",
  fields: (t) => ({
    pending: t.exposeInt("pending", { description: "Pending review." }),
    approved: t.exposeInt("approved", { description: "Approved by an admin." }),
    rejected: t.exposeInt("rejected", { description: "Rejected by an admin." }),
    total: t.exposeInt("total", { description: "All applications of this kind." }),
  }),
});

const UserCountsRef = builder.objectRef<UserCounts>("UserCounts").implement({
  description: "Accounts not deleted, by role.",
  fields: (t) => ({
    total: t.exposeInt("total", { description: "Every account not deleted." }),
    customers: t.exposeInt("customers", { description: "Customer accounts, paused ones too." }),
    activeChefs: t.exposeInt("activeChefs", { description: "Approved cooks who are not paused." }),
    activeDrivers: t.exposeInt("activeDrivers", { description: "Approved drivers who are not paused." }),
    administrators: t.exposeInt("administrators", { description: "Admin accounts." }),
    paused: t.exposeInt("paused", { description: "Paused accounts of any role." }),
  }),
});

export const AdminStats = builder.objectRef<Record<string, never>>("AdminStats").implement({
  description: "The admin overview's counts, counted afresh on each read. Returned by adminStats and admin mutations.",
  fields: (t) => ({
    id: t.id({ description: "Always 'AdminStats': one record for the client's store.", resolve: () => "AdminStats" }),
    users: t.field({
      type: UserCountsRef,
      description: "Accounts by role and state.",
      resolve: (_s, _a, ctx) => userCounts(ctx),
    }),
    chefApplications: t.field({
      type: ApplicationCounts,
      description: "Chef applications by status.",
      resolve: async (_s, _a, ctx) => {
        const groups = await ctx.prisma.chefApplication.groupBy({ by: ["status"], _count: { _all: true } });
        return statusCounts(groups);
      },
    }),
    pendingRefunds: t.int({
      description:
        "Refunds owed (declined orders, payments refused before they became an order) that the payment provider has not taken yet (retried automatically).",
      resolve: (_s, _a, ctx) => ctx.prisma.refundJob.count(),
    }),
    platformPromoDiscountCents: t.int({
      description:
        "What the platform's promo codes took off paid orders that stand (not cancelled or refunded), in cents: the platform pays these; kitchens pay their own codes.",
      resolve: async (_s, _a, ctx) => {
        const sum = await ctx.prisma.order.aggregate({
          where: { discountFundedBy: "platform", paymentStatus: "succeeded", status: { not: "cancelled" } },
          _sum: { discountCents: true },
        });
        return sum._sum.discountCents ?? 0;
      },
    }),
    driverApplications: t.field({
      type: ApplicationCounts,
      description: "Driver applications by status.",
      resolve: async (_s, _a, ctx) => {
        const groups = await ctx.prisma.driverApplication.groupBy({ by: ["status"], _count: { _all: true } });
        return statusCounts(groups);
      },
    }),
  }),
});

function statusCounts(groups: { status: string; _count: { _all: number } }[]): StatusCounts {
  const of = (status: string) => groups.find((g) => g.status === status)?._count._all ?? 0;
  return {
    pending: of("pending"),
    approved: of("approved"),
    rejected: of("rejected"),
    total: groups.reduce((n, g) => n + g._count._all, 0),
  };
}

async function userCounts(ctx: Context): Promise<UserCounts> {
  const groups = await ctx.prisma.user.groupBy({
    by: ["role", "approvalStatus", "isPaused"],
    where: { deletedAt: null },
    _count: { _all: true },
  });
  const count = (match: (g: (typeof groups)[number]) => boolean) =>
    groups.filter(match).reduce((n, g) => n + g._count._all, 0);
  const active = (role: string) => (g: (typeof groups)[number]) =>
    g.role === role && g.approvalStatus === "approved" && !g.isPaused;
  return {
    total: count(() => true),
    customers: count((g) => g.role === "customer"),
    activeChefs: count(active("cook")),
    activeDrivers: count(active("driver")),
    administrators: count((g) => g.role === "admin"),
    paused: count((g) => g.isPaused),
  };
}

builder.queryField("adminStats", (t) =>
  t.withAuth({ admin: true }).field({
    type: AdminStats,
    description: "User and application counts for the admin overview. Admins only.",
    resolve: () => ({}),
  }),
);
