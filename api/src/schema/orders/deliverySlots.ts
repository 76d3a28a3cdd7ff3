// Order ahead in the schema: a kitchen's 30-minute delivery slots on a date, with the room each has
// left and, for the signed-in customer, whether their cart's dishes have portions left that day.
import type { Services } from "../../context.ts";
import { NotFoundError, ValidationError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import { enumValues } from "../enumValues.ts";
import { User } from "../accounts/user.ts";
import { portionsShortOn } from "../../domain/orders/portionCounts.ts";
import { listedCook } from "../../domain/catalog/listing.ts";
import { storeOf } from "../../domain/store/defaults.ts";
import {
  BOOKING_DAYS,
  formatLocalDate,
  isoWithOffset,
  localDateOf,
  parseLocalDate,
  slotLabel,
  slotsOn,
  slotStartsOn,
  type Slot,
} from "../../domain/store/slots.ts";
import { bookedCounts } from "../../domain/orders/schedule.ts";

const SlotRefusalEnum = builder.enumType("DeliverySlotRefusal", {
  description: "Why a delivery slot cannot be booked.",
  values: enumValues({
    past: "It has already started.",
    cutoff: "It closed: the kitchen stops taking orders for a slot its order cutoff before it starts.",
    too_far: "It is more than 7 days ahead.",
    vacation: "The kitchen is on vacation.",
    full: "It holds as many orders as the kitchen takes per slot.",
    day_off: "The cook closed the kitchen that day.",
    sold_out: "A dish in the signed-in customer's cart has too few portions left that day.",
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

type DayShape = {
  date: string;
  timeZone: string;
  today: string;
  slots: SlotShape[];
  soldOut: string | null;
  dayOff: string | null;
};

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
    soldOut: t.exposeString("soldOut", {
      nullable: true,
      description:
        "For the signed-in customer: which dish of their cart has too few portions left that date, e.g. 'Carnitas Plate is sold out for Friday, November 27.'; null when all have enough.",
    }),
    dayOff: t.exposeString("dayOff", {
      nullable: true,
      description:
        "'Closed' when the kitchen is closed that date (a day off); for its cook and admins, the cook's reason. Null when it is open.",
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
  viewerId: number | null,
  now = new Date(),
  viewerMaySeeReason = viewerId === cookId,
): Promise<DayShape> {
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
  const booked = await bookedCounts(services.prisma, cookId, starts);
  const dayOff = await services.prisma.kitchenDayOff.findUnique({
    where: { cookId_date: { cookId, date: formatLocalDate(date) } },
  });
  const cart = viewerId
    ? await services.prisma.cartLine.findMany({
        where: { userId: viewerId, foodItem: { cookId } },
        select: { quantity: true, foodItem: { select: { id: true, name: true } } },
      })
    : [];
  const lines = cart.map((l) => ({ foodItemId: l.foodItem.id, name: l.foodItem.name, quantity: l.quantity }));
  const soldOut = lines.length ? await portionsShortOn(services.prisma, lines, date, now) : null;
  const closed = dayOff ? "day_off" : soldOut ? "sold_out" : null;
  const slots = slotsOn(store, date, now, (start) => booked.get(start.getTime()) ?? 0).map((s) => {
    const refusal = s.refusal === "past" || s.refusal === "cutoff" ? s.refusal : (closed ?? s.refusal);
    return { ...s, refusal, available: refusal == null, timeZone: store.timeZone };
  });
  return {
    date: formatLocalDate(date),
    timeZone: store.timeZone,
    today: formatLocalDate(today),
    slots,
    soldOut,
    // The reason is told to the customers of that day's orders; everyone else reads that it is closed.
    dayOff: dayOff ? (viewerMaySeeReason ? dayOff.reason : "Closed") : null,
  };
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
    resolve: (_root, { cookId, date }, ctx) =>
      deliverySlotsOf(
        ctx,
        Number(cookId.id),
        date ?? null,
        ctx.user?.id ?? null,
        new Date(),
        ctx.user?.id === Number(cookId.id) || ctx.user?.role === "admin",
      ),
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
      return deliverySlotsOf(ctx, user.id, date ?? null, ctx.user?.id ?? null).catch((error) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      });
    },
  }),
);
