// Order ahead in the schema: a kitchen's delivery slots for a date, an order's slot as its customer,
// cook and driver see it, the cook's upcoming scheduled orders, and the customer's cancellation of a
// scheduled order until its cutoff (refunded in full through the refund path of declined orders).
import type { Services } from "../../context.ts";
import { recordOrderStatus } from "../integrations/outbox.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { builder } from "../builder.ts";
import { commonErrors } from "../errors.ts";
import { enumValues } from "../enumValues.ts";
import { selfOrAdmin, User } from "../accounts/user.ts";
import { listedCook } from "../catalog/listing.ts";
import { storeOf } from "../store/defaults.ts";
import {
  BOOKING_DAYS,
  dayLabel,
  formatLocalDate,
  isoWithOffset,
  localDateOf,
  parseLocalDate,
  slotLabel,
  slotsOn,
  slotStartsOn,
  type Slot,
} from "../store/slots.ts";
import { orderPayload } from "./checkout.ts";
import { Order, publishOrderUpdated, STATUS_LABELS } from "./order.ts";
import { attemptRefund, queueRefund } from "./refunds.ts";
import { bookedCounts } from "./schedule.ts";
import { OrderTransitionError } from "./transitions.ts";
import { announce } from "../notifications/events.ts";

const DEFAULT_TIME_ZONE = "America/Chicago";
const timeZoneSelect = { cook: { select: { storeSettings: { select: { timeZone: true } } } } } as const;
type WithZone = { cook: { storeSettings: { timeZone: string } | null } };
const zoneOf = (order: WithZone) => order.cook.storeSettings?.timeZone ?? DEFAULT_TIME_ZONE;

const SlotRefusalEnum = builder.enumType("DeliverySlotRefusal", {
  description: "Why a delivery slot cannot be booked.",
  values: enumValues({
    past: "It has already started.",
    cutoff: "It closed: the kitchen stops taking orders for a slot its order cutoff before it starts.",
    too_far: "It is more than 7 days ahead.",
    vacation: "The kitchen is on vacation.",
    full: "It holds as many orders as the kitchen takes per slot.",
  }),
});

type SlotShape = Slot & { timeZone: string };

const DeliverySlot = builder.objectRef<SlotShape>("DeliverySlot").implement({
  description: "A 30-minute delivery slot of a kitchen, inside its business hours, in its time zone.",
  fields: (t) => ({
    start: t.expose("start", {
      type: "DateTime",
      description: "When the slot starts: the value checkout's scheduledFor takes.",
    }),
    end: t.expose("end", { type: "DateTime", description: "When the slot ends, 30 minutes later." }),
    startLocal: t.string({
      description: "The start as ISO 8601 with the kitchen's UTC offset, e.g. 2026-11-27T18:30:00-06:00.",
      resolve: (s) => isoWithOffset(s.start, s.timeZone),
    }),
    endLocal: t.string({
      description: "The end as ISO 8601 with the kitchen's UTC offset.",
      resolve: (s) => isoWithOffset(s.end, s.timeZone),
    }),
    label: t.string({
      description: "'Fri 6:30-7:00 PM', in the kitchen's time zone.",
      resolve: (s) => slotLabel(s.start, s.timeZone),
    }),
    available: t.exposeBoolean("available", { description: "Whether an order may be placed for this slot now." }),
    remaining: t.exposeInt("remaining", {
      description: "How many more orders the slot takes (its capacity less the orders it holds).",
    }),
    refusal: t.field({
      type: SlotRefusalEnum,
      nullable: true,
      description: "Why it cannot be booked; null when it can.",
      resolve: (s) => s.refusal,
    }),
  }),
});

type DayShape = { date: string; timeZone: string; today: string; slots: SlotShape[] };

const DeliverySlots = builder.objectRef<DayShape>("DeliverySlots").implement({
  description: "A kitchen's delivery slots on one of its local dates.",
  fields: (t) => ({
    date: t.exposeString("date", { description: "The kitchen's local date, YYYY-MM-DD." }),
    timeZone: t.exposeString("timeZone", {
      description: "The kitchen's IANA time zone (its store settings'; America/Chicago by default).",
    }),
    dates: t.stringList({
      description: `The dates a customer may order for: the kitchen's today and the ${BOOKING_DAYS} days after, YYYY-MM-DD.`,
      resolve: (day) => {
        const today = parseLocalDate(day.today)!;
        return Array.from({ length: BOOKING_DAYS + 1 }, (_, i) => {
          // Calendar arithmetic; Date.UTC normalises the day overflow.
          const d = new Date(Date.UTC(today.year, today.month - 1, today.day + i));
          return formatLocalDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
        });
      },
    }),
    slots: t.field({
      type: [DeliverySlot],
      description: "The slots of that date, earliest first; none on a closed day.",
      resolve: (day) => day.slots,
    }),
  }),
});

/** A kitchen's slots on a date (its today when left out), with the room each has left. */
export async function deliverySlotsOf(
  services: Pick<Services, "prisma">,
  cookId: number,
  dateText: string | null,
  now = new Date(),
) {
  const cook = await services.prisma.user.findFirst({
    where: { id: cookId, ...listedCook },
    include: { storeSettings: true },
  });
  if (!cook) throw new NotFoundError("No kitchen with that id.");
  const store = storeOf(cook);
  const today = localDateOf(now, store.timeZone);
  const date = dateText ? parseLocalDate(dateText) : today;
  if (!date) throw new ValidationError([{ field: "date", message: "The date must be a calendar date as YYYY-MM-DD" }]);
  const starts = slotStartsOn(store, date);
  const booked = await bookedCounts(services.prisma, cookId, starts, now);
  const slots = slotsOn(store, date, now, (start) => booked.get(start.getTime()) ?? 0).map((s) => ({
    ...s,
    timeZone: store.timeZone,
  }));
  return { date: formatLocalDate(date), timeZone: store.timeZone, today: formatLocalDate(today), slots };
}

builder.queryField("deliverySlots", (t) =>
  t.field({
    type: DeliverySlots,
    description:
      "Order ahead: a kitchen's 30-minute delivery slots on a date, inside its business hours and in its time zone. A slot is available from the first one its order cutoff allows up to 7 days ahead, while it has room. Anyone may ask.",
    args: {
      cookId: t.arg.globalID({ for: User, required: true, description: "The cook's global id." }),
      date: t.arg.string({ description: "The kitchen's local date, YYYY-MM-DD; its today when left out." }),
    },
    errors: {
      types: [ValidationError, NotFoundError],
      directResult: true,
      union: {
        description:
          "The slots, or NotFoundError for a cook who is not a listed kitchen, ValidationError for a date that is not YYYY-MM-DD.",
      },
    },
    resolve: (_root, { cookId, date }, ctx) => deliverySlotsOf(ctx, Number(cookId.id), date ?? null),
  }),
);

builder.prismaObjectField("User", "deliverySlots", (t) =>
  t.field({
    type: DeliverySlots,
    nullable: true,
    description:
      "A listed cook's delivery slots on a date (their kitchen's today when left out); null for anyone else or a date that is not YYYY-MM-DD.",
    args: { date: t.arg.string({ description: "The kitchen's local date, YYYY-MM-DD." }) },
    resolve: async (user, { date }, ctx) => {
      if (user.role !== "cook" || (date && !parseLocalDate(date))) return null;
      return deliverySlotsOf(ctx, user.id, date ?? null).catch((error) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      });
    },
  }),
);

builder.prismaObjectFields("Order", (t) => ({
  scheduledFor: t.expose("scheduledFor", {
    type: "DateTime",
    nullable: true,
    description: "Order ahead: the start of the 30-minute delivery slot; null for as soon as possible.",
  }),
  scheduledLabel: t.string({
    nullable: true,
    description: "'Scheduled for Fri 6:30-7:00 PM' in the kitchen's time zone; null for as soon as possible.",
    select: timeZoneSelect,
    resolve: (o) => (o.scheduledFor ? `Scheduled for ${slotLabel(o.scheduledFor, zoneOf(o))}` : null),
  }),
  scheduledDayLabel: t.string({
    nullable: true,
    description:
      "The slot's day, 'Friday, November 27', in the kitchen's time zone (the cook's upcoming list groups by it).",
    select: timeZoneSelect,
    resolve: (o) => (o.scheduledFor ? dayLabel(o.scheduledFor, zoneOf(o)) : null),
  }),
  prepareAt: t.expose("prepareAt", {
    type: "DateTime",
    nullable: true,
    description: "When a scheduled order joins the cook's live queue: the slot's start less the preparation time.",
  }),
  cancellableUntil: t.expose("cancellableUntil", {
    type: "DateTime",
    nullable: true,
    description:
      "Until when the customer may cancel a scheduled order (the slot's cutoff); null for as soon as possible.",
  }),
  cancellableUntilLabel: t.string({
    nullable: true,
    description: "The cancellation cutoff as 'Fri 5:30 PM' in the kitchen's time zone; null for as soon as possible.",
    select: timeZoneSelect,
    resolve: (o) =>
      o.cancellableUntil
        ? new Intl.DateTimeFormat("en-US", {
            timeZone: zoneOf(o),
            weekday: "short",
            hour: "numeric",
            minute: "2-digit",
          }).format(o.cancellableUntil)
        : null,
  }),
  canCancel: t.boolean({
    description:
      "Whether the signed-in user may cancel this order now: its customer, a paid scheduled order not yet started, before its cutoff.",
    resolve: (o, _a, ctx) =>
      ctx.user?.id === o.customerId &&
      o.status === "confirmed" &&
      o.cancellableUntil != null &&
      o.cancellableUntil.getTime() > Date.now(),
  }),
}));

builder.prismaObjectField("User", "upcomingScheduledOrders", (t) =>
  t.relatedConnection("ordersCooked", {
    description:
      "A cook's paid scheduled orders that have not joined the live queue yet, earliest slot first: for the cook and admins. Each moves to kitchenOrders when its preparation should start.",
    authScopes: (user) => selfOrAdmin(user.id),
    cursor: "id",
    query: () => ({
      where: {
        scheduledFor: { not: null },
        releasedAt: null,
        paymentStatus: "succeeded",
        status: { not: "cancelled" },
      },
      orderBy: [{ scheduledFor: "asc" }, { id: "asc" }],
    }),
    totalCount: true,
  }),
);

const CancelOrderInput = builder.inputType("CancelScheduledOrderInput", {
  description: "The signed-in customer's scheduled order to cancel.",
  fields: (t) => ({ orderId: t.globalID({ for: Order, required: true, description: "The order's global id." }) }),
});

const CANCEL_REASON = "Cancelled by the customer";

builder.mutationField("cancelScheduledOrder", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: orderPayload(
      "CancelScheduledOrderPayload",
      "The cancelled order; its refundPending shows a refund the provider has not taken yet.",
    ),
    description:
      "The customer cancels their paid scheduled order until its cutoff (cancellableUntil): it is cancelled, refunded in full and its cook told. After the cutoff, once the kitchen started it, or for an order for as soon as possible, the cancel is refused with the reason.",
    args: { input: t.arg({ type: CancelOrderInput, required: true, description: "The order." }) },
    errors: {
      types: [...commonErrors, NotFoundError, OrderTransitionError],
      directResult: true,
      union: {
        description:
          "The order, or NotFoundError when it is not the signed-in customer's, OrderTransitionError when it is not scheduled, not paid, already started or past its cutoff.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const order = await ctx.prisma.order.findUnique({
        where: { id: Number(input.orderId.id) },
        include: timeZoneSelect,
      });
      if (!order || order.customerId !== ctx.user.id) throw new NotFoundError("Order not found.");
      const now = new Date();
      if (!order.scheduledFor || !order.cancellableUntil)
        throw new OrderTransitionError(
          "Only an order scheduled ahead can be cancelled; this one was for as soon as possible.",
        );
      if (order.status === "pending")
        throw new OrderTransitionError("This order is not paid, so there is nothing to cancel: it will not be made.");
      if (order.status !== "confirmed")
        throw new OrderTransitionError(
          `This order is '${STATUS_LABELS[order.status]}', so it can no longer be cancelled.`,
        );
      const refusal = cutoffPassed(order.cancellableUntil, order.scheduledFor, zoneOf(order), now);
      if (refusal) throw new OrderTransitionError(refusal);
      const notifications = await ctx.prisma.$transaction(async (tx) => {
        const cancelled = await tx.order.updateMany({
          where: { id: order.id, status: "confirmed", cancellableUntil: { gt: now } },
          data: { status: "cancelled", cancelReason: CANCEL_REASON, cancelledAt: now },
        });
        if (cancelled.count !== 1) return null;
        if (order.paymentIntentId && order.paymentStatus === "succeeded")
          await queueRefund(tx, { id: order.id, paymentIntentId: order.paymentIntentId });
        await recordOrderStatus(tx, order.id);
        const cook = await tx.notification.create({
          data: {
            userId: order.cookId,
            kind: "order_cancelled",
            title: "Scheduled order cancelled",
            message: `The customer cancelled scheduled order #${order.id} (${slotLabel(order.scheduledFor!, zoneOf(order))}).`,
            url: "/chef-management",
            orderId: order.id,
          },
        });
        return [cook];
      });
      if (!notifications) {
        const current = await ctx.prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } });
        throw new OrderTransitionError(
          `This order is '${STATUS_LABELS[current.status]}', so it can no longer be cancelled.`,
        );
      }
      if (order.paymentIntentId) await attemptRefund(ctx, order.paymentIntentId);
      await publishOrderUpdated(ctx, order);
      await announce(ctx, notifications);
      return { orderId: order.id };
    },
  }),
);

/** The refusal once a scheduled order's cutoff has passed, naming the slot and the cutoff. */
function cutoffPassed(cancellableUntil: Date, start: Date, timeZone: string, now: Date): string | null {
  if (cancellableUntil.getTime() > now.getTime()) return null;
  const at = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(
    cancellableUntil,
  );
  return `The cancellation cutoff for the ${slotLabel(start, timeZone)} slot passed at ${at}: the kitchen is already planning this order.`;
}
