// The driver's own side: applying to drive (companion spec §2 Driver application, §5 rules) and the
// dashboard's figures, all from delivered orders.
import { z } from "zod";
import { NotAllowedError, parseInput } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import { commonErrors, errorType } from "../errors.ts";
import { localDate } from "../../domain/chef/earnings.ts";
import { driverPayCents } from "../../domain/orders/dispatchRules.ts";
import { notAFutureModelYear } from "../../domain/accounts/rules.ts";
import { requireOwner } from "../accounts/user.ts";
import { DriverApplicationExistsError } from "../../domain/delivery/errors.ts";

/** The spec's driver application (companion spec §5): its messages, and a year from 2000. */
export const driverApplicationRules = z.object({
  licenseNumber: z.string().trim().min(1, "License number is required").max(40, "License number is too long"),
  vehicleType: z.enum(["car", "motorcycle", "bike"], { error: "Vehicle type must be car, motorcycle or bike" }),
  vehicleMake: z.string().trim().min(1, "Vehicle make is required").max(60, "Vehicle make is too long"),
  vehicleModel: z.string().trim().min(1, "Vehicle model is required").max(60, "Vehicle model is too long"),
  vehicleYear: z
    .number({ error: "Vehicle year is required" })
    .int("Vehicle year is required")
    .min(2000, "Vehicle year must be 2000 or later")
    .refine(notAFutureModelYear, "Vehicle year is in the future"),
  licensePlate: z.string().trim().min(1, "License plate is required").max(15, "License plate is too long"),
  insuranceProvider: z
    .string()
    .trim()
    .min(1, "Insurance provider is required")
    .max(100, "Insurance provider is too long"),
  insurancePolicyNumber: z.string().trim().min(1, "Policy number is required").max(60, "Policy number is too long"),
});

errorType(
  DriverApplicationExistsError,
  "The signed-in user already drives or has a driver application waiting for review.",
);

const ApplyAsDriverInput = builder.inputType("ApplyAsDriverInput", {
  description:
    "The driver application's fields (companion spec §3, submission payload). The applicant is always the signed-in user.",
  fields: (t) => ({
    licenseNumber: t.string({ required: true, description: "Driver's licence number." }),
    vehicleType: t.string({ required: true, description: "car, motorcycle or bike." }),
    vehicleMake: t.string({ required: true, description: "e.g. Toyota." }),
    vehicleModel: t.string({ required: true, description: "e.g. Prius." }),
    vehicleYear: t.int({ required: true, description: "Model year, from 2000 to next year." }),
    licensePlate: t.string({
      required: true,
      description: "The vehicle's plate, up to 15 characters; stored in upper case.",
    }),
    insuranceProvider: t.string({ required: true, description: "The insurer." }),
    insurancePolicyNumber: t.string({ required: true, description: "The insurance policy number." }),
  }),
});

const ApplyAsDriverPayload = builder.objectRef<{ applicationId: number }>("ApplyAsDriverPayload").implement({
  description: "The filed application, pending review by an admin.",
  fields: (t) => ({
    application: t.prismaField({
      type: "DriverApplication",
      description: "The new application (status pending).",
      resolve: (query, p, _a, ctx) =>
        ctx.prisma.driverApplication.findUniqueOrThrow({ ...query, where: { id: p.applicationId } }),
    }),
  }),
});

builder.mutationField("applyAsDriver", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: ApplyAsDriverPayload,
    description:
      "Files a driver application for the signed-in user (never for another: POST /api/drivers/apply ignores a userId). An admin's approval makes them an approved driver.",
    args: {
      input: t.arg({
        type: ApplyAsDriverInput,
        required: true,
        description: "The licence, vehicle and insurance details.",
      }),
    },
    errors: {
      types: [...commonErrors, DriverApplicationExistsError],
      directResult: true,
      union: {
        description:
          "The application, or NotAllowedError for admins and cooks, ValidationError for a field that breaks the rules, DriverApplicationExistsError when the user already drives or has an application waiting.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const user = ctx.user;
      if (user.role === "admin" || user.role === "cook")
        throw new NotAllowedError("Admins and cooks cannot apply to drive with this account.");
      const data = parseInput(driverApplicationRules, input);
      if (user.role === "driver" && user.approvalStatus === "approved")
        throw new DriverApplicationExistsError("You are already an approved driver.");
      const waiting = await ctx.prisma.driverApplication.findFirst({
        where: { userId: user.id, status: "pending" },
        select: { id: true },
      });
      if (waiting) throw new DriverApplicationExistsError("Your driver application is already waiting for review.");
      const application = await ctx.prisma.driverApplication.create({
        data: {
          userId: user.id,
          licenseNumber: data.licenseNumber,
          vehicleType: data.vehicleType,
          vehicleMake: data.vehicleMake,
          vehicleModel: data.vehicleModel,
          vehicleYear: data.vehicleYear,
          licensePlate: data.licensePlate.toUpperCase(),
          insuranceProvider: data.insuranceProvider,
          insurancePolicyNumber: data.insurancePolicyNumber,
          // The wizard's first step lists the requirements; applying confirms them.
          hasInsurance: true,
          hasCleanRecord: true,
        },
      });
      await ctx.pubsub.publish("userUpdated", user.id, { userId: user.id });
      return { applicationId: application.id };
    },
  }),
);

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
