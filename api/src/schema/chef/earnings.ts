// The Earnings tab and the cook dashboard's figures, from the cook's delivered orders.
import { builder } from "../builder.ts";
import { selfOrAdmin } from "../accounts/user.ts";
import { loadStore } from "../../domain/store/defaults.ts";
import {
  type Day,
  daysBefore,
  kitchenPromoCents,
  localDate,
  type Period,
  period,
  statementCsv,
  summarize,
} from "../../domain/chef/earnings.ts";
import { OrderStatus } from "../orders/order.ts";
import { type OrderStatusValue } from "../../domain/orders/status.ts";

const EarningsPeriod = builder.objectRef<Period>("EarningsPeriod").implement({
  description: "A cook's money from the orders delivered in a period, in cents.",
  fields: (t) => ({
    grossCents: t.exposeInt("grossCents", {
      description: "Sum of the delivered orders' subtotals (dishes only: no fees, tax or tip).",
    }),
    platformFeeCents: t.exposeInt("platformFeeCents", { description: "12% of the gross, rounded to the cent." }),
    promoDiscountCents: t.exposeInt("promoDiscountCents", {
      description:
        "The discounts of the kitchen's own promo codes, which the cook pays (platform codes are the platform's).",
    }),
    netCents: t.exposeInt("netCents", {
      description: "What the cook keeps: gross minus the platform fee and the kitchen's promo discounts.",
    }),
    orderCount: t.exposeInt("orderCount", { description: "Delivered orders." }),
  }),
});

const EarningsDay = builder.objectRef<Day>("EarningsDay").implement({
  description: "A cook's money from the orders delivered on one local day, in cents.",
  fields: (t) => ({
    date: t.exposeString("date", { description: "YYYY-MM-DD in the store's time zone." }),
    grossCents: t.exposeInt("grossCents", { description: "Sum of that day's delivered orders' subtotals." }),
    platformFeeCents: t.exposeInt("platformFeeCents", { description: "12% of the gross, rounded to the cent." }),
    promoDiscountCents: t.exposeInt("promoDiscountCents", {
      description: "That day's discounts of the kitchen's own promo codes, which the cook pays.",
    }),
    netCents: t.exposeInt("netCents", {
      description: "Gross minus the platform fee and the kitchen's promo discounts.",
    }),
    orderCount: t.exposeInt("orderCount", { description: "Orders delivered that day." }),
  }),
});

/** A delivered order's columns the figures read, and the row they become. */
const promoSelect = {
  id: true,
  subtotalCents: true,
  deliveredAt: true,
  updatedAt: true,
  discountCents: true,
  discountFundedBy: true,
} as const;
const delivered = (o: {
  subtotalCents: number;
  deliveredAt: Date | null;
  updatedAt: Date;
  discountCents: number;
  discountFundedBy: string | null;
}) => ({ subtotalCents: o.subtotalCents, deliveredAt: o.deliveredAt ?? o.updatedAt, promoCents: kitchenPromoCents(o) });

type OrderSummary = { id: number; status: string; totalCents: number; createdAt: Date; customerName: string };

// Deliberately not `Order`: the orders domain owns that type; this is a plain summary row.
const CookOrderSummary = builder.objectRef<OrderSummary>("CookOrderSummary").implement({
  description: "A short row for one of a cook's orders, on the earnings tab.",
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The order's numeric id." }),
    status: t.field({
      type: OrderStatus,
      description: "Where the order is in its life.",
      resolve: (o) => o.status as OrderStatusValue,
    }),
    totalCents: t.exposeInt("totalCents", {
      description: "What the customer paid, in cents: subtotal, fees, tax and tip.",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the order was placed." }),
    customerName: t.exposeString("customerName", {
      description: "The customer's name; 'Deleted user' once an admin deleted them.",
    }),
  }),
});

type Earnings = ReturnType<typeof summarize> & { cookId: number; total: Period; timeZone: string };

const CookEarnings = builder.objectRef<Earnings>("CookEarnings").implement({
  description: "A cook's earnings from delivered orders, in cents, counted by the store's local days.",
  fields: (t) => ({
    timeZone: t.exposeString("timeZone", { description: "The store's time zone the days are counted in." }),
    total: t.field({ type: EarningsPeriod, resolve: (e) => e.total, description: "All delivered orders." }),
    today: t.field({ type: EarningsPeriod, resolve: (e) => e.today, description: "Orders delivered today." }),
    thisWeek: t.field({ type: EarningsPeriod, resolve: (e) => e.thisWeek, description: "Since Monday." }),
    last30Days: t.field({
      type: EarningsPeriod,
      resolve: (e) => e.last30Days,
      description: "Today and the 29 days before.",
    }),
    daily: t.field({ type: [EarningsDay], resolve: (e) => e.daily, description: "The last 30 days, newest first." }),
    statementCsv: t.string({
      description:
        "The earnings statement of the last 30 days as CSV, for the cook to download: the business, its tax ID, payout schedule and frequency and payout account, then each delivered order's gross sales, platform fee and earnings, and the totals.",
      resolve: async (e, _args, ctx) => {
        const store = await loadStore(ctx.prisma, e.cookId);
        const cook = await ctx.prisma.user.findUniqueOrThrow({
          where: { id: e.cookId },
          select: { stripeAccountId: true },
        });
        const to = localDate(new Date(), store.timeZone);
        const from = daysBefore(to, 29);
        const since = new Date(Date.now() - 32 * 24 * 60 * 60 * 1000);
        const orders = await ctx.prisma.order.findMany({
          where: {
            cookId: e.cookId,
            status: "delivered",
            OR: [{ deliveredAt: { gte: since } }, { deliveredAt: null, updatedAt: { gte: since } }],
          },
          select: promoSelect,
          orderBy: { id: "asc" },
        });
        const inPeriod = orders
          .map((o) => ({ ...delivered(o), id: o.id }))
          .filter((o) => localDate(o.deliveredAt, store.timeZone) >= from);
        return statementCsv(store, cook.stripeAccountId != null, inPeriod, from, to);
      },
    }),
    recentOrders: t.field({
      type: [CookOrderSummary],
      description: "The cook's 5 most recent paid orders, any status.",
      resolve: async (e, _args, ctx) => {
        const rows = await ctx.prisma.order.findMany({
          where: { cookId: e.cookId, status: { not: "pending" } },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: 5,
          select: { id: true, status: true, totalCents: true, createdAt: true, customer: { select: { name: true } } },
        });
        return rows.map(({ customer, ...o }) => ({ ...o, customerName: customer.name }));
      },
    }),
  }),
});

builder.prismaObjectField("User", "cookEarnings", (t) =>
  t.field({
    type: CookEarnings,
    nullable: true,
    description: "A cook's earnings from delivered orders (null for other roles); the cook and admins only.",
    authScopes: (user) => selfOrAdmin(user.id),
    resolve: async (user, _args, ctx) => {
      if (user.role !== "cook") return null;
      const { timeZone } = await loadStore(ctx.prisma, user.id);
      const since = new Date(Date.now() - 32 * 24 * 60 * 60 * 1000);
      const [recent, all, promos] = await Promise.all([
        ctx.prisma.order.findMany({
          where: {
            cookId: user.id,
            status: "delivered",
            OR: [{ deliveredAt: { gte: since } }, { deliveredAt: null, updatedAt: { gte: since } }],
          },
          select: promoSelect,
        }),
        ctx.prisma.order.aggregate({
          where: { cookId: user.id, status: "delivered" },
          _sum: { subtotalCents: true },
          _count: true,
        }),
        ctx.prisma.order.aggregate({
          where: { cookId: user.id, status: "delivered", discountFundedBy: "kitchen" },
          _sum: { discountCents: true },
        }),
      ]);
      return {
        cookId: user.id,
        timeZone,
        total: period(all._sum.subtotalCents ?? 0, all._count, promos._sum.discountCents ?? 0),
        ...summarize(recent.map(delivered), timeZone),
      };
    },
  }),
);
