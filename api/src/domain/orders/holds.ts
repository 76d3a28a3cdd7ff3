// How long an order holds its place: its slot, its dishes' portions and its promo code's use. One
// rule for all three: an order holds its place until it is cancelled, and an unpaid order is
// cancelled (its payment intent with it) once its hold lapses, by the customer or by the unpaid-order
// sweep (jobs/unpaidExpiry.ts). So a declined card keeps the place while the customer tries another,
// and a payment that arrives after the hold lapsed finds the order cancelled and is re-checked or
// refunded by the lifecycle (lifecycle.ts), never counted twice.
import { Prisma } from "../../generated/prisma/client.ts";

/** How long an unpaid order holds its place while its customer pays. */
export const UNPAID_HOLD_MINUTES = 30;

/** Orders that hold their place (Prisma's filter). */
export const holdsPlace = { status: { not: "cancelled" } } satisfies Prisma.OrderWhereInput;

/** The same rule for an order aliased `ord` in a raw statement. */
export const HOLDS_PLACE_SQL = Prisma.sql`ord.status <> 'cancelled'`;

/** When an unpaid order's hold lapses. */
export const holdLapsesAt = (order: { createdAt: Date }) =>
  new Date(order.createdAt.getTime() + UNPAID_HOLD_MINUTES * 60_000);

/** Unpaid orders whose hold has lapsed by `now` (the sweep cancels them). */
export const lapsedHolds = (now: Date): Prisma.OrderWhereInput => ({
  status: "pending",
  paymentStatus: { not: "succeeded" },
  createdAt: { lte: new Date(now.getTime() - UNPAID_HOLD_MINUTES * 60_000) },
});
