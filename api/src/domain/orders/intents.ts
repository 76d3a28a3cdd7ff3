// The payment intent a purchase is paid by: one open intent per customer and purchase, reused while
// the cart is unchanged (a day at most), also when two requests arrive at once.
import crypto from "node:crypto";
import { z } from "zod";
import type { Services } from "../../context.ts";
import type { Intent } from "../../services/payments.ts";
import { providerCustomerOf } from "../accounts/cards.ts";
import { parseInput } from "../errors.ts";
import { assertKitchenAccepts } from "./acceptance.ts";
import { CheckoutError } from "./errors.ts";
import { applyPromo, checkPromoAlone, type PromoQuote } from "./promoUses.ts";
import { quoteCart } from "./quote.ts";
import { purchaseFingerprint } from "./schedule.ts";
import type { TipChoice } from "./pricing.ts";

export const EMPTY_CART = "Your cart is empty. Add some delicious items to get started!";
// An open intent is reused for the same cart for a day; after that a new one is made.
const INTENT_REUSE_MS = 24 * 60 * 60 * 1000;

/** What an intent pays for: its amount, the purchase priced (`quote`), and `fingerprint` naming it;
 * `saveFor`: the provider customer the card is kept for, when the customer agreed to save it. */
export type Purchase = {
  amountCents: number;
  cookId: number | null;
  quote: object;
  fingerprint: string;
  saveFor?: string | null;
};

/**
 * The customer's open intent for this purchase, reused for a day, or a new one: one open intent per
 * customer and purchase, also when two requests arrive at once.
 */
export async function openIntentFor(
  services: Pick<Services, "prisma" | "payments">,
  customerId: number,
  purchase: Purchase,
  now: Date,
) {
  const { prisma, payments } = services;
  const open = await prisma.paymentIntent.findMany({
    where: {
      customerId,
      status: "requires_payment_method",
      amountCents: purchase.amountCents,
      createdAt: { gt: new Date(now.getTime() - INTENT_REUSE_MS) },
    },
    orderBy: { createdAt: "desc" },
    take: 5,
  });
  const same = open.find((row) => (row.quote as { fingerprint?: string }).fingerprint === purchase.fingerprint);
  if (same) {
    const intent = await payments.retrieve(same.id);
    if (intent?.status === "requires_payment_method") return intent;
  }
  // An open intent too old to reuse gives its key up.
  const idempotencyKey = crypto.createHash("sha256").update(`${customerId}:${purchase.fingerprint}`).digest("hex");
  await prisma.paymentIntent.updateMany({
    where: {
      idempotencyKey,
      status: "requires_payment_method",
      createdAt: { lte: new Date(now.getTime() - INTENT_REUSE_MS) },
    },
    data: { idempotencyKey: null },
  });
  return payments.createIntent({
    amountCents: purchase.amountCents,
    customerId,
    cookId: purchase.cookId,
    quote: { ...purchase.quote, fingerprint: purchase.fingerprint },
    idempotencyKey,
    customer: purchase.saveFor ?? null,
    saveCard: !!purchase.saveFor,
  });
}

// Stripe's limits for a USD charge.
const provisionalAmount = z.object({
  amountCents: z
    .number()
    .int()
    .min(50, "The amount must be at least $0.50")
    .max(99_999_999, "The amount must be at most $999,999.99"),
});

export type CheckoutRequest = {
  deliveryAddress?: string | null;
  tip?: TipChoice | null;
  scheduledFor?: Date | null;
  promoCode?: string | null;
  /** The client's own total, read only when the server cart is empty (the spec's REST client). */
  amountCents?: number | null;
  /** The customer agrees to keep the card for later payments (tips after delivery, meal plans). */
  saveCard?: boolean | null;
};

/**
 * The intent for the customer's cart at the server's total, or, with an empty cart and the client's
 * `amountCents`, a provisional intent for an order placed with its items (placeOrder then sets its
 * amount to the server's total before the card can be charged).
 */
export async function intentForCheckout(
  services: Services,
  customerId: number,
  input: CheckoutRequest,
): Promise<{ intent: Intent; quote: PromoQuote | null }> {
  const now = new Date();
  const user = await services.prisma.user.findUniqueOrThrow({ where: { id: customerId } });
  // A card kept with the customer's consent is another purchase than one that is not.
  const saveFor = input.saveCard ? await providerCustomerOf(services, customerId) : null;
  const saving = saveFor ? ":save" : "";
  const priced = await quoteCart(services, user, input.deliveryAddress, now, input.tip);
  if (!priced) {
    if (input.amountCents == null) throw new CheckoutError(EMPTY_CART);
    const { amountCents } = parseInput(provisionalAmount, { amountCents: input.amountCents });
    await checkPromoAlone(services.prisma, customerId, input.promoCode, now);
    const purchase = {
      amountCents,
      cookId: null,
      quote: { provisional: true },
      fingerprint: `provisional:${amountCents}`,
    };
    return { intent: await openIntentFor(services, customerId, purchase, now), quote: null };
  }
  const scheduledFor = input.scheduledFor ?? null;
  await assertKitchenAccepts(services.prisma, priced.store, priced.quote, now, scheduledFor);
  const quote = await applyPromo(services.prisma, customerId, priced.quote, input.promoCode, now);
  // The slot travels with the intent, so placeOrder orders the slot that was paid for.
  const purchase = {
    amountCents: quote.totalCents,
    cookId: quote.cookId,
    quote: { ...quote, scheduledFor: scheduledFor?.toISOString() ?? null },
    fingerprint: `${purchaseFingerprint(quote, scheduledFor)}${saving}`,
    saveFor,
  };
  return { intent: await openIntentFor(services, customerId, purchase, now), quote };
}
