// The driver's own side: the dashboard's figures, all from delivered orders. Applying to drive is the
// one application flow's (accounts/applications.ts).
import { NotAllowedError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import { localDate } from "../../domain/chef/earnings.ts";
import { driverPayCents } from "../../domain/orders/dispatchRules.ts";
import { requireOwner } from "../accounts/user.ts";

/** Drivers work across kitchens; their day is the platform's (the demo kitchens' time zone). */
const PLATFORM_TIME_ZONE = "America/Chicago";

type Metrics = {
  totalDeliveries: number;
  todayDeliveries: number;
  todayEarningsCents: number;
  averageRating: number | null;
  onTimeDeliveries: number;
};

const DriverMetrics = builder.objectRef<Metrics>("DriverMetrics").implement({
  description: "A driver's figures from the orders they delivered.",
  fields: (t) => ({
    totalDeliveries: t.exposeInt("totalDeliveries", { description: "Orders delivered, ever." }),
    todayDeliveries: t.exposeInt("todayDeliveries", {
      description: "Orders delivered today (the platform's day, America/Chicago).",
    }),
    todayEarningsCents: t.exposeInt("todayEarningsCents", {
      description:
        "Today's pay in cents: 80% of each delivery fee plus every tip, those given after delivery included (on the day they are paid).",
    }),
    averageRating: t.exposeFloat("averageRating", {
      nullable: true,
      description:
        "The average stars (1 to 5, one decimal) of the dish reviews on orders this driver delivered; null before any.",
    }),
    onTimeDeliveries: t.exposeInt("onTimeDeliveries", {
      description: "Deliveries made by the time promised at pickup (estimatedDelivery).",
    }),
  }),
});

builder.queryField("driverMetrics", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: DriverMetrics,
    description: "A driver's figures: the signed-in driver's own, or any driver's for admins (driverId).",
    args: { driverId: t.arg.int({ description: "Admins only: whose figures; the signed-in user's when left out." }) },
    resolve: async (_root, { driverId }, ctx) => {
      const id = driverId ?? ctx.user.id;
      await requireOwner(ctx, id, new NotAllowedError("You can only see your own delivery figures."), {
        orAdmin: true,
      });
      const delivered = await ctx.prisma.order.findMany({
        where: { driverId: id, status: "delivered" },
        select: {
          deliveredAt: true,
          estimatedDelivery: true,
          deliveryFeeCents: true,
          tipCents: true,
          reviews: { select: { rating: true } },
        },
      });
      const timeZone = PLATFORM_TIME_ZONE;
      const today = localDate(new Date(), timeZone);
      const todays = delivered.filter((o) => o.deliveredAt && localDate(o.deliveredAt, timeZone) === today);
      const ratings = delivered.flatMap((o) => o.reviews.map((r) => r.rating));
      // Tips given after delivery are the driver's in full, on the day they are paid.
      const tips = await ctx.prisma.tip.findMany({
        where: { driverId: id, status: "succeeded", paidAt: { gte: new Date(Date.now() - 36 * 3_600_000) } },
        select: { amountCents: true, paidAt: true },
      });
      const todaysTips = tips.filter((tip) => localDate(tip.paidAt!, timeZone) === today);
      return {
        totalDeliveries: delivered.length,
        todayDeliveries: todays.length,
        todayEarningsCents:
          todays.reduce((sum, o) => sum + driverPayCents(o), 0) + todaysTips.reduce((sum, t) => sum + t.amountCents, 0),
        averageRating: ratings.length
          ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10
          : null,
        onTimeDeliveries: delivered.filter(
          (o) => o.deliveredAt && o.estimatedDelivery && o.deliveredAt <= o.estimatedDelivery,
        ).length,
      };
    },
  }),
);
