// Portions per day in the schema: a dish's portions and what is left, today (for cards, batched) and
// over a range of its kitchen's dates (the dish page, GET /api/food-items/{id}/portions), and the
// cook's number for one date (PUT /api/chef/food-items/{id}/portions/{date}).
import { NotAllowedError, NotFoundError, ValidationError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import { batchLoader } from "../batchLoader.ts";
import { commonErrors } from "../errors.ts";
import { loadStore } from "../../domain/store/defaults.ts";
import { formatLocalDate, localDateOf, parseLocalDate, type LocalDate } from "../../domain/store/slots.ts";
import { visibleDish } from "../../domain/catalog/listing.ts";
import { portionDateLabel, portionDays, type PortionDay } from "../../domain/orders/portionCounts.ts";
import { publishDishesChanged } from "../../domain/catalog/portionEvents.ts";
import { FoodItem } from "./types.ts";

/** The longest range of dates one request reads. */
const MAX_RANGE_DAYS = 31;
/** Without `to`, a week from `from`. */
const DEFAULT_RANGE_DAYS = 7;

const DishPortionDay = builder.objectRef<PortionDay>("DishPortionDay").implement({
  description: "A dish's portions on one of its kitchen's local dates (delivery dates, in the kitchen's time zone).",
  fields: (t) => ({
    date: t.exposeString("date", { description: "The kitchen's local date, YYYY-MM-DD." }),
    dateLabel: t.string({
      description: "The date as people read it, 'Friday, November 27'.",
      resolve: (d) => portionDateLabel(parseLocalDate(d.date)!),
    }),
    portions: t.exposeInt("portions", {
      nullable: true,
      description: "Portions the kitchen makes that day: the date's own number, else portionsPerDay; null: no limit.",
    }),
    remaining: t.exposeInt("remaining", {
      nullable: true,
      description:
        "Portions left: less those held by that day's orders (paid ones, and unpaid ones for 30 minutes; cancelled and refunded orders give theirs back); null: no limit.",
    }),
    soldOut: t.boolean({
      description: "True when the kitchen makes portions that day and none is left: 'Sold out'.",
      resolve: (d) => d.remaining === 0,
    }),
  }),
});

/** Each dish's portions on its kitchen's today, batched per request. */
const loadToday = batchLoader<number, PortionDay | null>(async (ctx, ids) => {
  const days = await portionDays(ctx.prisma, ids, null);
  return new Map(days.map((d) => [d.foodItemId, d]));
}, null);

builder.prismaObjectFields("FoodItem", (t) => ({
  portionsPerDay: t.exposeInt("portionsPerDay", {
    nullable: true,
    description:
      "How many portions the kitchen makes a day; null: no limit. A date may have its own number (portions).",
  }),
  portionsToday: t.field({
    type: DishPortionDay,
    nullable: true,
    description: "Portions on the kitchen's today and how many are left.",
    resolve: (dish, _args, ctx) => loadToday(ctx, dish.id),
  }),
  soldOutToday: t.boolean({
    description: "True when none is left for the kitchen's today: cards and the dish page show 'Sold out'.",
    resolve: async (dish, _args, ctx) => (await loadToday(ctx, dish.id))?.remaining === 0,
  }),
  portions: t.field({
    type: [DishPortionDay],
    description: `Portions and what is left on each date from \`from\` to \`to\` (at most ${MAX_RANGE_DAYS} days), in the kitchen's time zone.`,
    args: {
      from: t.arg.string({ description: "The first date, YYYY-MM-DD; the kitchen's today when left out." }),
      to: t.arg.string({
        description: `The last date, YYYY-MM-DD; ${DEFAULT_RANGE_DAYS - 1} days after from when left out.`,
      }),
    },
    resolve: async (dish, args, ctx) => {
      const store = await loadStore(ctx.prisma, dish.cookId);
      return portionDays(ctx.prisma, [dish.id], datesBetween(args.from, args.to, store.timeZone));
    },
  }),
}));

/** The dates from `from` to `to`, both YYYY-MM-DD in the kitchen's time zone; refuses a bad range. */
export function datesBetween(from: string | null | undefined, to: string | null | undefined, timeZone: string) {
  const start = from ? parseLocalDate(from) : localDateOf(new Date(), timeZone);
  if (!start) throw new ValidationError([{ field: "from", message: "from must be a calendar date as YYYY-MM-DD" }]);
  const end = to ? parseLocalDate(to) : addDays(start, DEFAULT_RANGE_DAYS - 1);
  if (!end) throw new ValidationError([{ field: "to", message: "to must be a calendar date as YYYY-MM-DD" }]);
  const dates: string[] = [];
  for (let d = start; formatLocalDate(d) <= formatLocalDate(end); d = addDays(d, 1)) {
    if (dates.length === MAX_RANGE_DAYS)
      throw new ValidationError([{ field: "to", message: `Ask for at most ${MAX_RANGE_DAYS} days at a time` }]);
    dates.push(formatLocalDate(d));
  }
  if (dates.length === 0) throw new ValidationError([{ field: "to", message: "to must not be before from" }]);
  return dates;
}

function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const DishPortionRange = builder.objectRef<{ timeZone: string; days: PortionDay[] }>("DishPortionRange").implement({
  description: "A dish's portions over a range of its kitchen's dates.",
  fields: (t) => ({
    timeZone: t.exposeString("timeZone", { description: "The kitchen's IANA time zone, which the dates are in." }),
    days: t.field({ type: [DishPortionDay], description: "Each date, earliest first.", resolve: (r) => r.days }),
  }),
});

builder.queryField("dishPortions", (t) =>
  t.field({
    type: DishPortionRange,
    description:
      "A dish's portions and what is left on each date of a range, in its kitchen's time zone. Anyone may ask.",
    args: {
      foodItemId: t.arg.globalID({ for: FoodItem, required: true, description: "The dish's global id." }),
      from: t.arg.string({ description: "The first date, YYYY-MM-DD; the kitchen's today when left out." }),
      to: t.arg.string({ description: `The last date, YYYY-MM-DD; at most ${MAX_RANGE_DAYS} days in all.` }),
    },
    errors: {
      types: [ValidationError, NotFoundError],
      directResult: true,
      union: { description: "The dates, or NotFoundError for an unknown dish, ValidationError for a bad range." },
    },
    resolve: async (_root, args, ctx) => {
      const dish = await ctx.prisma.foodItem.findFirst({
        where: { id: Number(args.foodItemId.id), ...visibleDish },
        select: { id: true, cookId: true },
      });
      if (!dish) throw new NotFoundError("Food item not found");
      const store = await loadStore(ctx.prisma, dish.cookId);
      const dates = datesBetween(args.from, args.to, store.timeZone);
      return { timeZone: store.timeZone, days: await portionDays(ctx.prisma, [dish.id], dates) };
    },
  }),
);

const SetDishPortionsInput = builder.inputType("SetDishPortionsInput", {
  description: "How many portions of one of the cook's dishes the kitchen makes on one date.",
  fields: (t) => ({
    foodItemId: t.globalID({ for: FoodItem, required: true, description: "The dish's global id." }),
    date: t.string({ required: true, description: "The kitchen's local date, YYYY-MM-DD." }),
    portions: t.int({
      description: "0 to 10,000 (0 closes the dish for that date); null returns the date to portionsPerDay.",
    }),
  }),
});

const SetDishPortionsPayload = builder
  .objectRef<{ foodItemId: number; day: PortionDay }>("SetDishPortionsPayload")
  .implement({
    description: "The dish and its portions on that date after the change.",
    fields: (t) => ({
      day: t.field({ type: DishPortionDay, description: "The date's portions now.", resolve: (p) => p.day }),
      foodItem: t.prismaField({
        type: "FoodItem",
        description: "The dish, with its portions today.",
        resolve: (query, p, _a, ctx) =>
          ctx.prisma.foodItem.findUniqueOrThrow({ ...query, where: { id: p.foodItemId } }),
      }),
    }),
  });

builder.mutationField("setDishPortions", (t) =>
  t.withAuth({ approvedCook: true }).field({
    type: SetDishPortionsPayload,
    description:
      "The cook sets how many portions of a dish the kitchen makes on one date (replacing portionsPerDay for it). Fewer than are already ordered leaves none to sell; orders placed stay.",
    args: { input: t.arg({ type: SetDishPortionsInput, required: true, description: "The dish, date and portions." }) },
    errors: {
      types: [...commonErrors, NotFoundError],
      directResult: true,
      union: {
        description:
          "The date's portions, or NotFoundError for an unknown dish, NotAllowedError for another cook's, ValidationError for a bad date or number.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const dish = await ctx.prisma.foodItem.findUnique({ where: { id: Number(input.foodItemId.id) } });
      if (!dish || dish.withdrawnAt) throw new NotFoundError("Food item not found.");
      if (dish.cookId !== ctx.user.id) throw new NotAllowedError("You can only change your own menu.");
      const date = parseLocalDate(input.date);
      if (!date)
        throw new ValidationError([{ field: "date", message: "The date must be a calendar date as YYYY-MM-DD" }]);
      const portions = input.portions ?? null;
      if (portions != null && (!Number.isInteger(portions) || portions < 0 || portions > 10_000))
        throw new ValidationError([{ field: "portions", message: "Portions must be a whole number from 0 to 10,000" }]);
      const key = { foodItemId: dish.id, date: formatLocalDate(date) };
      if (portions == null) await ctx.prisma.dishPortions.deleteMany({ where: key });
      else
        await ctx.prisma.dishPortions.upsert({
          where: { foodItemId_date: key },
          create: { ...key, portions },
          update: { portions },
        });
      await publishDishesChanged(ctx, [dish.id]);
      const [day] = await portionDays(ctx.prisma, [dish.id], [key.date]);
      return { foodItemId: dish.id, day: day! };
    },
  }),
);
