// A promo code at checkout: checked against the priced order (quote, payment intent, order) and
// redeemed in the order's own transaction under the code's row lock, so two customers racing for a
// code's last use cannot both have it. A redemption counts while its order stands: a cancelled or
// refunded order gives it back, and so does an order left unpaid for PROMO_HOLD_MS.
import type { PrismaClient, Prisma, PromoCode } from "../../generated/prisma/client.ts";
import { loadStore } from "../store/defaults.ts";
import type { Quote } from "../orders/quote.ts";
import { PromoCodeError } from "./errors.ts";
import {
  discountCents,
  normalizeCode,
  refusalByDate,
  refusalByUse,
  refusalMessage,
  type PromoKind,
  type PromoRefusal,
} from "./rules.ts";

/** The code applied to a quote, carried with it into the payment intent and the order. */
export type AppliedPromo = {
  promoCodeId: number;
  code: string;
  kind: PromoKind;
  fundedBy: "kitchen" | "platform";
  discountCents: number;
};

/** A quote with the promo code it was priced with (its totalCents is net of the discount). */
export type PromoQuote = Quote & { promo?: AppliedPromo | null };

/** An unpaid order holds its redemption this long; then the use is free again. */
export const PROMO_HOLD_MS = 30 * 60_000;

type Db = PrismaClient | Prisma.TransactionClient;

/** The orders whose redemptions count: not cancelled, not refunded, paid or recently placed. */
export const standingOrder = (now: Date): Prisma.OrderWhereInput => ({
  status: { not: "cancelled" },
  paymentStatus: { not: "refunded" },
  OR: [{ paymentStatus: "succeeded" }, { createdAt: { gt: new Date(now.getTime() - PROMO_HOLD_MS) } }],
});

/** Counts a code's standing uses, the customer's own, and whether the customer ordered before. */
async function useCounts(db: Db, code: PromoCode, customerId: number, now: Date) {
  const [total, byCustomer, earlier] = await Promise.all([
    db.promoRedemption.count({ where: { promoCodeId: code.id, order: standingOrder(now) } }),
    db.promoRedemption.count({ where: { promoCodeId: code.id, customerId, order: standingOrder(now) } }),
    code.firstOrderOnly
      ? db.order.count({ where: { customerId, paymentStatus: "succeeded", status: { not: "cancelled" } } })
      : Promise.resolve(0),
  ]);
  return { total, byCustomer, customerHasOrdered: earlier > 0 };
}

const refuse = async (db: Db, reason: PromoRefusal, code: PromoCode): Promise<never> => {
  const detail =
    reason === "not_started"
      ? { at: code.startsAt! }
      : reason === "expired"
        ? { at: code.endsAt! }
        : reason === "minimum_not_met"
          ? { minSubtotalCents: code.minSubtotalCents! }
          : reason === "other_kitchen" && code.cookId != null
            ? { kitchenName: (await loadStore(db, code.cookId)).businessName }
            : {};
  throw new PromoCodeError(reason, refusalMessage(reason, code.code, detail));
};

/** The code by its text (any case), or the refusal for one nobody has. */
async function findCode(db: Db, text: string) {
  const normalized = normalizeCode(text);
  const code = normalized ? await db.promoCode.findUnique({ where: { code: normalized } }) : null;
  if (!code) throw new PromoCodeError("unknown", refusalMessage("unknown", normalized || text));
  return code;
}

/** Every rule of `code` for this customer and (when known) this order. */
async function check(db: Db, code: PromoCode, customerId: number, quote: Quote | null, now: Date) {
  if (!code.active) await refuse(db, "inactive", code);
  const byDate = refusalByDate(code, now);
  if (byDate) await refuse(db, byDate, code);
  if (quote && code.cookId != null && code.cookId !== quote.cookId) await refuse(db, "other_kitchen", code);
  if (quote && code.minSubtotalCents != null && quote.subtotalCents < code.minSubtotalCents)
    await refuse(db, "minimum_not_met", code);
  const byUse = refusalByUse(code, await useCounts(db, code, customerId, now));
  if (byUse) await refuse(db, byUse, code);
}

/** The quote with the code's discount, or unchanged without a code; refuses a code that does not apply. */
export async function applyPromo(
  db: Db,
  customerId: number,
  quote: Quote,
  text: string | null | undefined,
  now = new Date(),
): Promise<PromoQuote> {
  if (!text?.trim()) return { ...quote, promo: null };
  const code = await findCode(db, text);
  await check(db, code, customerId, quote, now);
  const discount = discountCents(code, quote);
  return {
    ...quote,
    totalCents: quote.totalCents - discount,
    promo: {
      promoCodeId: code.id,
      code: code.code,
      kind: code.kind,
      fundedBy: code.cookId == null ? "platform" : "kitchen",
      discountCents: discount,
    },
  };
}

/** The rules a code can be checked by before the order's dishes are known (a provisional intent). */
export async function checkPromoAlone(db: Db, customerId: number, text: string | null | undefined, now = new Date()) {
  if (!text?.trim()) return;
  await check(db, await findCode(db, text), customerId, null, now);
}

/** The order's columns for its code: the discount, the code as shown on receipts, who pays it. */
export const promoOrderData = (quote: PromoQuote) => ({
  discountCents: quote.promo?.discountCents ?? 0,
  promoCode: quote.promo?.code ?? null,
  discountFundedBy: quote.promo?.fundedBy ?? null,
});

/**
 * Records the order's use of its code, inside the order's transaction: the code's row is locked, its
 * rules counted again, and a refusal rolls the order back (a payment already made is then refunded).
 */
export async function redeemPromo(
  tx: Prisma.TransactionClient,
  quote: PromoQuote,
  order: { id: number; customerId: number },
) {
  if (!quote.promo) return;
  await tx.$queryRaw`SELECT id FROM "PromoCode" WHERE id = ${quote.promo.promoCodeId} FOR UPDATE`;
  const code = await tx.promoCode.findUniqueOrThrow({ where: { id: quote.promo.promoCodeId } });
  await check(tx, code, order.customerId, quote, new Date());
  await tx.promoRedemption.create({
    data: {
      promoCodeId: code.id,
      orderId: order.id,
      customerId: order.customerId,
      discountCents: quote.promo.discountCents,
    },
  });
}
