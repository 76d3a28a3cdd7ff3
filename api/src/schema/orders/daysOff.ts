// A cook's days off in the schema: the dates, and closing or opening one (domain/orders/daysOff.ts
// closes the kitchen and cancels that date's orders through the order lifecycle).
import { z } from "zod";
import { NotFoundError, parseInput } from "../../domain/errors.ts";
import { addDayOff } from "../../domain/orders/daysOff.ts";
import { portionDateLabel } from "../../domain/orders/portionCounts.ts";
import { parseLocalDate } from "../../domain/store/slots.ts";
import { builder } from "../builder.ts";
import { commonErrors } from "../errors.ts";

const dayOffRule = z.object({
  date: z.string().refine((d) => parseLocalDate(d) != null, "The date must be a calendar date as YYYY-MM-DD"),
  reason: z
    .string()
    .trim()
    .min(3, "Please give a reason (at least 3 characters)")
    .max(300, "Please keep the reason under 300 characters"),
});

export const KitchenDayOff = builder.prismaObject("KitchenDayOff", {
  description: "A date the kitchen is closed: no delivery slot of it is offered.",
  fields: (t) => ({
    date: t.exposeString("date", { description: "The kitchen's local date, YYYY-MM-DD." }),
    dateLabel: t.string({
      description: "The date as people read it, 'Friday, November 27'.",
      resolve: (d) => portionDateLabel(parseLocalDate(d.date)!),
    }),
    reason: t.string({
      description:
        "Why, as the customers of that day's orders were told: for the cook and admins; 'Closed' for anyone else.",
      resolve: (d, _a, ctx) => (ctx.user?.id === d.cookId || ctx.user?.role === "admin" ? d.reason : "Closed"),
    }),
  }),
});

builder.prismaObjectField("User", "daysOff", (t) =>
  t.relation("daysOff", {
    description: "The kitchen's days off from today on, earliest first (for anyone: customers see closed days too).",
    // From yesterday in UTC: no kitchen's today is left out, whatever its time zone.
    query: () => ({
      orderBy: { date: "asc" },
      where: { date: { gte: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10) } },
    }),
  }),
);

const AddDayOffInput = builder.inputType("AddDayOffInput", {
  description: "A date to close the kitchen, and why.",
  fields: (t) => ({
    date: t.string({ required: true, description: "The kitchen's local date, YYYY-MM-DD: today or later." }),
    reason: t.string({ required: true, description: "3 to 300 characters; each customer of that day is told it." }),
  }),
});

const DayOffPayload = builder
  .objectRef<{ cookId: number; date: string; cancelledOrderIds: number[] }>("DayOffPayload")
  .implement({
    description: "The kitchen's days off after the change, and the orders it cancelled.",
    fields: (t) => ({
      date: t.exposeString("date", { description: "The date changed." }),
      cancelledOrderCount: t.int({
        description: "Orders of that date cancelled and refunded by this change.",
        resolve: (p) => p.cancelledOrderIds.length,
      }),
      cook: t.prismaField({
        type: "User",
        description: "The cook, with their daysOff.",
        resolve: (query, p, _a, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: p.cookId } }),
      }),
    }),
  });

builder.mutationField("addDayOff", (t) =>
  t.withAuth({ approvedCook: true }).field({
    type: DayOffPayload,
    description:
      "Closes the cook's kitchen for a date: no slot of it is offered, and every order already scheduled for it (not yet under way) is cancelled, refunded in full and its customer told the reason, with suggestions of other kitchens' dishes when they asked for them.",
    args: { input: t.arg({ type: AddDayOffInput, required: true, description: "The date and the reason." }) },
    errors: {
      types: commonErrors,
      directResult: true,
      union: { description: "The day off, or ValidationError for a bad or past date or a missing reason." },
    },
    resolve: async (_root, { input }, ctx) => {
      const { date, reason } = parseInput(dayOffRule, input);
      const cancelledOrderIds = await addDayOff(ctx, ctx.user.id, date, reason);
      return { cookId: ctx.user.id, date, cancelledOrderIds };
    },
  }),
);

const RemoveDayOffInput = builder.inputType("RemoveDayOffInput", {
  description: "A day off to take back.",
  fields: (t) => ({ date: t.string({ required: true, description: "The kitchen's local date, YYYY-MM-DD." }) }),
});

builder.mutationField("removeDayOff", (t) =>
  t.withAuth({ approvedCook: true }).field({
    type: DayOffPayload,
    description: "Opens the date again; orders it cancelled stay cancelled.",
    args: { input: t.arg({ type: RemoveDayOffInput, required: true, description: "The date." }) },
    errors: {
      types: [...commonErrors, NotFoundError],
      directResult: true,
      union: { description: "The days off after the change, or NotFoundError when the date is no day off." },
    },
    resolve: async (_root, { input }, ctx) => {
      const removed = await ctx.prisma.kitchenDayOff.deleteMany({ where: { cookId: ctx.user.id, date: input.date } });
      if (removed.count === 0) throw new NotFoundError("That date is not one of your days off.");
      return { cookId: ctx.user.id, date: input.date, cancelledOrderIds: [] };
    },
  }),
);
