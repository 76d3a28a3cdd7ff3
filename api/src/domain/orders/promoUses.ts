// A promo code at checkout: checked against the priced order (quote, payment intent, order) and
// redeemed in the order's own transaction under the code's row lock, so two customers racing for a
// code's last use cannot both have it. A redemption counts while its order holds its place (holds.ts):
// a cancelled order gives it back, an unpaid one keeps it until its hold lapses.
import type { PrismaClient, Prisma, PromoCode } from "../../generated/prisma/client.ts";
import { PromoCodeError } from "../promos/errors.ts";
import { loadStore } from "../store/defaults.ts";
import { holdsPlace } from "./holds.ts";
import type { Quote } from "./quote.ts";
import {
  discountCents,
  normalizeCode,
  refusalByDate,
  refusalByUse,
  refusalMessage,
  type PromoKind,
  type PromoRefusal,
} from "../promos/rules.ts";

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

type Db = PrismaClient | Prisma.TransactionClient;

/**
 * Which orders count against a code. Redeeming, in the order's transaction, every other order that
 * holds its place counts, unpaid ones too: one account never holds a once-per-customer code twice.
 * Before that (a quote, a payment intent) the customer's own unpaid orders do not: they are this very
 * purchase retried after a declined card, or lapse on their own, so their code is never refused to
 * them as "already used".
 */
export type PromoCount = { redeeming: false } | { redeeming: true; orderId: number };

/** Counts a code's standing uses, the customer's own, and whether the customer ordered before. */
async function useCounts(db: Db, code: PromoCode, customerId: number, count: PromoCount) {
  const others: Prisma.OrderWhereInput = count.redeeming
    ? { ...holdsPlace, id: { not: count.orderId } }
    : { ...holdsPlace, OR: [{ customerId: { not: customerId } }, { paymentStatus: "succeeded" }] };
  const [total, byCustomer, earlier] = await Promise.all([
    db.promoRedemption.count({ where: { promoCodeId: code.id, order: others } }),
    db.promoRedemption.count({ where: { promoCodeId: code.id, customerId, order: others } }),
    code.firstOrderOnly ? db.order.count({ where: { ...others, customerId } }) : Promise.resolve(0),
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
async function check(
  db: Db,
  code: PromoCode,
  customerId: number,
  quote: Pick<Quote, "cookId" | "subtotalCents"> | null,
  now: Date,
  count: PromoCount = { redeeming: false },
) {
  if (!code.active) await refuse(db, "inactive", code);
  const byDate = refusalByDate(code, now);
  if (byDate) await refuse(db, byDate, code);
  if (quote && code.cookId != null && code.cookId !== quote.cookId) await refuse(db, "other_kitchen", code);
  if (quote && code.minSubtotalCents != null && quote.subtotalCents < code.minSubtotalCents)
    await refuse(db, "minimum_not_met", code);
  const byUse = refusalByUse(code, await useCounts(db, code, customerId, count));
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
  await check(tx, code, order.customerId, quote, new Date(), { redeeming: true, orderId: order.id });
  await tx.promoRedemption.create({
    data: {
      promoCodeId: code.id,
      orderId: order.id,
      customerId: order.customerId,
      discountCents: quote.promo.discountCents,
    },
  });
}

/**
 * Why the code an order redeemed no longer applies to it, or null: for a payment that arrived after
 * the order's hold lapsed (its use was given back meanwhile), counted under the code's row lock.
 */
export async function promoNoLongerApplies(
  tx: Prisma.TransactionClient,
  order: { id: number; customerId: number; cookId: number; subtotalCents: number },
  now: Date,
): Promise<string | null> {
  const redemption = await tx.promoRedemption.findUnique({ where: { orderId: order.id } });
  if (!redemption) return null;
  await tx.$queryRaw`SELECT id FROM "PromoCode" WHERE id = ${redemption.promoCodeId} FOR UPDATE`;
  const code = await tx.promoCode.findUniqueOrThrow({ where: { id: redemption.promoCodeId } });
  try {
    await check(tx, code, order.customerId, order, now, { redeeming: true, orderId: order.id });
    return null;
  } catch (error) {
    if (error instanceof PromoCodeError) return error.message;
    throw error;
  }
}
