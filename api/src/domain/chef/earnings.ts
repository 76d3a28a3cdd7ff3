// The cook's money from delivered orders (companion spec §2, §9): gross sales are the orders'
// subtotals, the platform keeps 12% of them, the cook 88% less the discounts of the kitchen's own
// promo codes (a platform code's discount is the platform's); days are the store's local days.
import { dollarsText } from "../money.ts";

export const PLATFORM_FEE_PERCENT = 12;

export type Period = {
  grossCents: number;
  platformFeeCents: number;
  /** The discounts of the kitchen's own promo codes, which the cook pays. */
  promoDiscountCents: number;
  netCents: number;
  orderCount: number;
};
export type Day = Period & { date: string };

export function period(grossCents: number, orderCount: number, promoDiscountCents = 0): Period {
  const platformFeeCents = Math.round((grossCents * PLATFORM_FEE_PERCENT) / 100);
  return {
    grossCents,
    platformFeeCents,
    promoDiscountCents,
    netCents: grossCents - platformFeeCents - promoDiscountCents,
    orderCount,
  };
}

/** What an order's promo code costs its kitchen: the discount of the kitchen's own code, else 0. */
export const kitchenPromoCents = (order: { discountCents: number; discountFundedBy: string | null }) =>
  order.discountFundedBy === "kitchen" ? order.discountCents : 0;

/** "YYYY-MM-DD" of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );
}

/** The calendar date `days` before a "YYYY-MM-DD" date. */
export function daysBefore(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
}

/** Monday of the week a date falls in. */
export function mondayOf(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  return daysBefore(date, weekday);
}

export type DeliveredOrder = { subtotalCents: number; deliveredAt: Date; promoCents?: number };

/** Today, this week (from Monday), and each of the last 30 days, newest first. */
export function summarize(orders: DeliveredOrder[], timeZone: string, now: Date = new Date()) {
  const today = localDate(now, timeZone);
  const monday = mondayOf(today);
  const byDay = new Map<string, { gross: number; count: number; promo: number }>();
  for (const order of orders) {
    const day = localDate(order.deliveredAt, timeZone);
    const entry = byDay.get(day) ?? { gross: 0, count: 0, promo: 0 };
    entry.gross += order.subtotalCents;
    entry.count += 1;
    entry.promo += order.promoCents ?? 0;
    byDay.set(day, entry);
  }
  const sum = (from: string) => {
    let gross = 0;
    let count = 0;
    let promo = 0;
    for (const [day, e] of byDay) {
      if (day < from || day > today) continue;
      gross += e.gross;
      count += e.count;
      promo += e.promo;
    }
    return period(gross, count, promo);
  };
  const daily: Day[] = Array.from({ length: 30 }, (_, i) => {
    const date = daysBefore(today, i);
    const e = byDay.get(date);
    return { date, ...period(e?.gross ?? 0, e?.count ?? 0, e?.promo ?? 0) };
  });
  return { today: sum(today), thisWeek: sum(monday), last30Days: sum(daysBefore(today, 29)), daily };
}

export type StatementOrder = { id: number; subtotalCents: number; deliveredAt: Date; promoCents?: number };
export type StatementStore = {
  businessName: string;
  taxId: string | null;
  payoutSchedule: string;
  payoutFrequency: string;
  timeZone: string;
};

/** A CSV field: quoted when it holds a comma, quote or line break; a leading formula character is defused. */
const csvField = (value: string) => {
  const text = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The cook's earnings statement as CSV: who is paid (business, tax ID, payout schedule and
 * frequency, whether a payout account is connected) and each delivered order of the period with its
 * gross sales, the platform's 12% and the cook's 88%, then the totals.
 */
export function statementCsv(
  store: StatementStore,
  payoutAccount: boolean,
  orders: StatementOrder[],
  from: string,
  to: string,
): string {
  const rows: string[][] = [
    ["HomePlate earnings statement"],
    ["Kitchen", store.businessName],
    ["Tax ID", store.taxId ?? ""],
    ["Payout schedule", store.payoutSchedule],
    ["Payout frequency", store.payoutFrequency],
    ["Payout account", payoutAccount ? "Connected" : "Not connected"],
    ["Period", `${from} to ${to}`],
    [],
  ];
  // The kitchen's promo codes get their own column in a period that has any.
  const promos = orders.some((o) => (o.promoCents ?? 0) > 0);
  const promoColumn = (cents: number) => (promos ? [dollarsText(cents)] : []);
  rows.push([
    "Order",
    "Delivered",
    "Gross sales",
    `Platform fee (${PLATFORM_FEE_PERCENT}%)`,
    ...(promos ? ["Your promo codes"] : []),
    "Your earnings",
  ]);
  for (const order of orders) {
    const p = period(order.subtotalCents, 1, order.promoCents);
    rows.push([
      `#${order.id}`,
      localDate(order.deliveredAt, store.timeZone),
      dollarsText(p.grossCents),
      dollarsText(p.platformFeeCents),
      ...promoColumn(p.promoDiscountCents),
      dollarsText(p.netCents),
    ]);
  }
  const each = orders.map((o) => period(o.subtotalCents, 1, o.promoCents));
  const sum = (pick: (p: Period) => number) => each.reduce((total, p) => total + pick(p), 0);
  rows.push([
    "Total",
    `${orders.length} orders`,
    dollarsText(sum((p) => p.grossCents)),
    dollarsText(sum((p) => p.platformFeeCents)),
    ...promoColumn(sum((p) => p.promoDiscountCents)),
    dollarsText(sum((p) => p.netCents)),
  ]);
  return rows.map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}
