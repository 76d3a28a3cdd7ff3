// A cook's day off: the kitchen closes for one of its local dates. No slot of it is offered
// (deliverySlots.ts, schedule.ts), and every order already scheduled for it is cancelled and refunded
// at once through the refund jobs, each customer told with the reason and, when they asked for
// suggestions, up to three safe dishes of other kitchens for the same slot (substitutes.ts).
import { z } from "zod";
import type { Services } from "../../context.ts";
import { NotFoundError, parseInput, ValidationError } from "../../domain/errors.ts";
import type { Notification } from "../../generated/prisma/client.ts";
import { builder } from "../builder.ts";
import { commonErrors } from "../errors.ts";
import { recordOrderStatus } from "../../domain/integrations/outbox.ts";
import { announce } from "../../domain/notifications/events.ts";
import { publishPortionsChanged } from "../catalog/portionEvents.ts";
import { loadStore } from "../../domain/store/defaults.ts";
import { formatLocalDate, localDateOf, parseLocalDate, slotLabel } from "../../domain/store/slots.ts";
import { portionDateLabel } from "../../domain/orders/portionCounts.ts";
import { publishOrderUpdated } from "../../domain/orders/updates.ts";
import { attemptRefund, queueRefund } from "../../domain/orders/refunds.ts";
import { substitutesFor } from "../../domain/orders/substitutes.ts";

const dayOffRule = z.object({
  date: z.string().refine((d) => parseLocalDate(d) != null, "The date must be a calendar date as YYYY-MM-DD"),
  reason: z
    .string()
    .trim()
    .min(3, "Please give a reason (at least 3 characters)")
    .max(300, "Please keep the reason under 300 characters"),
});

/** Orders of the closed date that are not under way yet: they are cancelled. */
const CANCELLABLE = ["pending", "confirmed", "preparing"] as const;

export const KitchenDayOff = builder.prismaObject("KitchenDayOff", {
  description: "A date the kitchen is closed: no delivery slot of it is offered.",
  fields: (t) => ({
    date: t.exposeString("date", { description: "The kitchen's local date, YYYY-MM-DD." }),
    dateLabel: t.string({
      description: "The date as people read it, 'Friday, November 27'.",
      resolve: (d) => portionDateLabel(parseLocalDate(d.date)!),
    }),
    reason: t.exposeString("reason", { description: "Why, as the customers of that day were told." }),
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
      const store = await loadStore(ctx.prisma, ctx.user.id);
      if (date < formatLocalDate(localDateOf(new Date(), store.timeZone)))
        throw new ValidationError([{ field: "date", message: "That date has already passed" }]);
      await ctx.prisma.kitchenDayOff.upsert({
        where: { cookId_date: { cookId: ctx.user.id, date } },
        create: { cookId: ctx.user.id, date, reason },
        update: { reason },
      });
      const cancelledOrderIds = await closeDay(ctx, ctx.user.id, date, reason);
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

/** Cancels and refunds every order of the kitchen's `date` not yet under way; returns their ids. */
export async function closeDay(services: Services, cookId: number, date: string, reason: string): Promise<number[]> {
  const store = await loadStore(services.prisma, cookId);
  const orders = await services.prisma.order.findMany({
    where: { cookId, deliveryDate: date, scheduledFor: { not: null }, status: { in: [...CANCELLABLE] } },
    include: { customer: { select: { avoidAllergens: true, substitutionPreference: true } } },
  });
  const cancelled: number[] = [];
  const dayText = portionDateLabel(parseLocalDate(date)!);
  for (const order of orders) {
    const now = new Date();
    const suggest = order.customer.substitutionPreference === "suggest" && order.paymentStatus === "succeeded";
    const substitutes = suggest
      ? await substitutesFor(services.prisma, { ...order, scheduledFor: order.scheduledFor! }, now)
      : [];
    const names = substitutes.length
      ? await services.prisma.foodItem.findMany({
          where: { id: { in: substitutes } },
          select: { id: true, name: true },
        })
      : [];
    const notification = await services.prisma.$transaction(async (tx) => {
      const done = await tx.order.updateMany({
        where: { id: order.id, status: { in: [...CANCELLABLE] } },
        data: { status: "cancelled", cancelReason: `Kitchen closed: ${reason}`, cancelledAt: now, substitutes },
      });
      if (done.count !== 1) return null;
      if (order.paymentIntentId && order.paymentStatus === "succeeded")
        await queueRefund(tx, { id: order.id, paymentIntentId: order.paymentIntentId });
      await recordOrderStatus(tx, order.id);
      if (order.paymentStatus !== "succeeded") return null;
      const instead = names.length
        ? ` You could order instead: ${substitutes.map((id) => names.find((n) => n.id === id)!.name).join(", ")}.`
        : "";
      return tx.notification.create({
        data: {
          userId: order.customerId,
          kind: "order_cancelled",
          title: "Kitchen closed: order cancelled",
          message: `${store.businessName} is closed on ${dayText} (${slotLabel(order.scheduledFor!, store.timeZone)}): ${reason}. Your order #${order.id} is cancelled and refunded in full.${instead}`,
          url: `/tracking?orderId=${order.id}`,
          orderId: order.id,
        },
      });
    });
    cancelled.push(order.id);
    if (order.paymentIntentId && order.paymentStatus === "succeeded")
      await attemptRefund(services, order.paymentIntentId);
    await publishOrderUpdated(services, order, { accessChanged: true });
    await publishPortionsChanged(services, order.id);
    await announce(services, notification as Notification | null);
  }
  return cancelled;
}
