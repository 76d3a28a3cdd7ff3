// Portions per day: how many portions of a dish its kitchen makes on one of its local dates (the
// date's own number, else the dish's portionsPerDay; none set: no limit) and how many are left once
// the orders delivered that day are counted. An order's date is its delivery date; a cancelled or
// refunded order holds none, an unpaid one holds its portions while it may still be paid (as it holds
// a slot). Checkout counts them again under the kitchen's lock (placeOrder.ts).
import type { Prisma } from "../../generated/prisma/client.ts";
import { HOLDS_PLACE_SQL } from "./holds.ts";
import { formatLocalDate, parseLocalDate, type LocalDate } from "../store/slots.ts";

type Db = Prisma.TransactionClient;

export type PortionDay = {
  foodItemId: number;
  /** The kitchen's local date, YYYY-MM-DD. */
  date: string;
  /** Portions made that day; null: no limit. */
  portions: number | null;
  /** Portions held by that day's orders. */
  sold: number;
  /** Portions left; null: no limit. */
  remaining: number | null;
};

/**
 * The portions of these dishes on these local dates (each dish's kitchen's today when `dates` is
 * null), in one statement.
 */
export async function portionDays(
  db: Db,
  foodItemIds: number[],
  dates: string[] | null,
  now = new Date(),
): Promise<PortionDay[]> {
  if (foodItemIds.length === 0) return [];
  const rows = await db.$queryRaw<{ id: number; date: string; portions: number | null; sold: bigint | number }[]>`
    SELECT f.id, d.date, COALESCE(o.portions, f."portionsPerDay") AS portions,
      COALESCE((
        SELECT SUM(oi.quantity) FROM "OrderItem" oi JOIN "Order" ord ON ord.id = oi."orderId"
        WHERE oi."foodItemId" = f.id AND ord."cookId" = f."cookId" AND ord."deliveryDate" = d.date
          AND ${HOLDS_PLACE_SQL}
      ), 0) AS sold
    FROM "FoodItem" f
    LEFT JOIN "StoreSettings" s ON s."userId" = f."cookId"
    CROSS JOIN LATERAL unnest(COALESCE(${dates}::text[],
      ARRAY[to_char(${now}::timestamptz AT TIME ZONE COALESCE(s."timeZone", 'America/Chicago'), 'YYYY-MM-DD')])) AS d(date)
    LEFT JOIN "DishPortions" o ON o."foodItemId" = f.id AND o.date = d.date
    WHERE f.id = ANY(${foodItemIds}::int[])
    ORDER BY f.id, d.date`;
  return rows.map((row) => {
    const sold = Number(row.sold);
    return {
      foodItemId: row.id,
      date: row.date,
      portions: row.portions,
      sold,
      remaining: row.portions == null ? null : Math.max(0, row.portions - sold),
    };
  });
}

/** "Friday, November 27" for a local date. */
export const portionDateLabel = ({ year, month, day }: LocalDate) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );

/** Why these quantities of dishes cannot be had on `date`: the message names the dish and the date. */
export function portionsRefusal(
  lines: { foodItemId: number; name: string; quantity: number }[],
  days: PortionDay[],
  dateLabel: string,
): string | null {
  for (const line of lines) {
    const day = days.find((d) => d.foodItemId === line.foodItemId);
    if (day?.remaining == null || line.quantity <= day.remaining) continue;
    return day.remaining === 0
      ? `${line.name} is sold out for ${dateLabel}.`
      : `Only ${day.remaining} ${day.remaining === 1 ? "portion" : "portions"} of ${line.name} ${day.remaining === 1 ? "is" : "are"} left for ${dateLabel}.`;
  }
  return null;
}

/** Why these lines need more portions than `date` has left, or null. On a transaction's client after
 * the kitchen's lock, the count holds until it commits. */
export async function portionsShortOn(
  db: Db,
  lines: { foodItemId: number; name: string; quantity: number }[],
  date: LocalDate,
  now = new Date(),
): Promise<string | null> {
  const ids = lines.map((l) => l.foodItemId);
  const days = await portionDays(db, ids, [formatLocalDate(date)], now);
  return portionsRefusal(lines, days, portionDateLabel(date));
}

/** Why a quantity of a dish cannot be had on its kitchen's today, or null. */
export async function shortToday(db: Db, line: { foodItemId: number; name: string; quantity: number }) {
  const days = await portionDays(db, [line.foodItemId], null);
  return days[0] ? portionsRefusal([line], days, portionDateLabel(parseLocalDate(days[0].date)!)) : null;
}
