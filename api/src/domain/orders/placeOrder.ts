// Placing the pending order: for the server-kept cart and the intent made for it (the web client),
// or for the dishes a client names itself (the spec's REST client, which keeps its cart in the
// browser). Either way the server prices the dishes with the cart's rules and the kitchen's, and the
// intent's amount is the server's total before the card can be charged. The order is created under
// the kitchen's lock, where its slot, portions, day and promo use are counted again.
import type { Services } from "../../context.ts";
import type { PaymentIntent, User } from "../../generated/prisma/client.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import type { Store } from "../store/defaults.ts";
import { formatLocalDate } from "../store/slots.ts";
import { publishPortionsChanged } from "../catalog/portionEvents.ts";
import { assertKitchenAccepts, closedToday, deliveryDateOf } from "./acceptance.ts";
import { EMPTY_CART, openIntentFor, type Purchase } from "./intents.ts";
import { CheckoutError } from "./errors.ts";
import { portionsShortOn } from "./portionCounts.ts";
import { applyPromo, promoOrderData, redeemPromo, type PromoQuote } from "./promoUses.ts";
import { quoteCart, quoteItems } from "./quote.ts";
import { assertSlotBookable, lockKitchen, purchaseFingerprint, scheduleOf } from "./schedule.ts";
import { publishOrderUpdated } from "./updates.ts";

/** A note for the driver is a line or two. */
export const MAX_INSTRUCTIONS_LENGTH = 500;

type PlaceInput = Omit<ItemsInput, "items"> & {
  items?: ItemsInput["items"] | null;
  deliveryInstructions?: string | null;
};

/** The cart's order on the intent made for it, or the dishes of `items`. */
export async function placeOrder(ctx: Services, user: User, input: PlaceInput) {
  const instructions = input.deliveryInstructions?.trim() || null;
  if (instructions && instructions.length > MAX_INSTRUCTIONS_LENGTH)
    throw new ValidationError([
      {
        field: "deliveryInstructions",
        message: `Please keep the delivery instructions under ${MAX_INSTRUCTIONS_LENGTH} characters`,
      },
    ]);
  if (input.items) return placeItemsOrder(ctx, user, { ...input, items: input.items }, instructions);

  const intentRow = input.paymentIntentId
    ? await ctx.prisma.paymentIntent.findUnique({ where: { id: input.paymentIntentId } })
    : null;
  if (!intentRow || intentRow.customerId !== user.id) throw new NotFoundError("That payment does not exist.");
  const existing = await orderOfIntent(ctx, intentRow.id);
  if (existing) return existing;

  const paidFor = intentRow.quote as unknown as PromoQuote & { fingerprint: string; scheduledFor?: string | null };
  const now = new Date();
  const priced = await quoteCart(ctx, user, input.deliveryAddress ?? paidFor.deliveryAddress, now, paidFor.tip);
  if (!priced) throw new CheckoutError(EMPTY_CART);
  const store = priced.store;
  const quote = await applyPromo(ctx.prisma, user.id, priced.quote, input.promoCode ?? paidFor.promo?.code, now);
  const scheduledFor = input.scheduledFor ?? (paidFor.scheduledFor ? new Date(paidFor.scheduledFor) : null);
  // The intent's fingerprint also says whether the card is to be kept (intents.ts); the cart is the rest.
  const paidForCart = paidFor.fingerprint.replace(/:save$/, "");
  if (purchaseFingerprint(quote, scheduledFor) !== paidForCart || quote.totalCents !== intentRow.amountCents)
    throw new CheckoutError(
      "Your cart changed after the payment was set up. Please review the new total and try again.",
    );
  if (intentRow.status === "canceled" || intentRow.status === "refunded")
    throw new CheckoutError("This payment was cancelled. Please start the checkout again.");
  await assertKitchenAccepts(ctx.prisma, store, quote, now, scheduledFor);
  return createPendingOrder(ctx, user.id, quote, intentRow.id, instructions, { store, start: scheduledFor });
}

type ItemsInput = {
  items: { foodItemId: number; quantity: number }[];
  paymentIntentId?: string | null;
  deliveryAddress?: string | null;
  scheduledFor?: Date | null;
  promoCode?: string | null;
};

/** The spec's order payload: its dishes priced now, paid by the intent it names or by its own. */
async function placeItemsOrder(ctx: Services, user: User, input: ItemsInput, instructions: string | null) {
  const named = input.paymentIntentId
    ? await ctx.prisma.paymentIntent.findUnique({ where: { id: input.paymentIntentId } })
    : null;
  // Another customer's intent is treated like a placeholder: it is neither used nor revealed.
  const intentRow = named?.customerId === user.id ? named : null;
  const replay = intentRow && (await orderOfIntent(ctx, intentRow.id));
  if (replay) return replay;

  const now = new Date();
  const items = input.items;
  const priced = await quoteItems(ctx, user, items, input.deliveryAddress, now);
  const store = priced.store;
  const scheduledFor = input.scheduledFor ?? null;
  await assertKitchenAccepts(ctx.prisma, store, priced.quote, now, scheduledFor);
  const quote = await applyPromo(ctx.prisma, user.id, priced.quote, input.promoCode, now);
  const purchase = {
    amountCents: quote.totalCents,
    cookId: quote.cookId,
    quote: { ...quote, scheduledFor: scheduledFor?.toISOString() ?? null },
    fingerprint: purchaseFingerprint(quote, scheduledFor),
  };
  const intentId = intentRow
    ? await adoptIntent(ctx, intentRow, purchase)
    : (await openIntentFor(ctx, user.id, purchase, now)).id;
  // The same order sent twice finds the intent its first sending placed an order for.
  return (
    (await orderOfIntent(ctx, intentId)) ??
    createPendingOrder(ctx, user.id, quote, intentId, instructions, { store, start: scheduledFor })
  );
}

/** The intent the client got for its own amount now pays this order: unpaid, its amount becomes the
 * server's total; already paid (a client that charged the card first), only for exactly that total. */
async function adoptIntent(ctx: Services, intentRow: PaymentIntent, purchase: Purchase): Promise<string> {
  if (intentRow.status === "requires_payment_method") {
    const quote = { ...purchase.quote, fingerprint: purchase.fingerprint };
    await ctx.payments.setAmount(intentRow.id, { amountCents: purchase.amountCents, cookId: purchase.cookId!, quote });
    return intentRow.id;
  }
  if (intentRow.status === "succeeded" && intentRow.amountCents === purchase.amountCents) return intentRow.id;
  throw new CheckoutError("This payment can no longer be used for a new order. Please start the checkout again.");
}

/** The order an intent was placed for, if any: one order per intent. */
async function orderOfIntent(ctx: Services, intentId: string) {
  const order = await ctx.prisma.order.findUnique({ where: { paymentIntentId: intentId }, select: { id: true } });
  return order && { orderId: order.id };
}

/** The pending order of a priced purchase, paid by `intentId`; for a slot, when `slot.start` names it. */
export async function createPendingOrder(
  ctx: Services,
  customerId: number,
  quote: PromoQuote,
  intentId: string,
  instructions: string | null,
  slot: { store: Store; start: Date | null },
) {
  const { store } = slot;
  const date = deliveryDateOf(store, new Date(), slot.start);
  const data = {
    ...promoOrderData(quote),
    ...(slot.start ? scheduleOf(store, slot.start) : {}),
    deliveryDate: formatLocalDate(date),
    customerId,
    cookId: quote.cookId,
    status: "pending" as const,
    subtotalCents: quote.subtotalCents,
    platformFeeCents: quote.platformFeeCents,
    deliveryFeeCents: quote.deliveryFeeCents,
    taxCents: quote.taxCents,
    tipCents: quote.tipCents,
    totalCents: quote.totalCents,
    distanceMiles: quote.distanceMiles,
    distanceApproximate: quote.distanceApproximate,
    deliveryAddress: quote.deliveryAddress,
    deliveryLatitude: quote.deliveryLatitude,
    deliveryLongitude: quote.deliveryLongitude,
    deliveryInstructions: instructions,
    pickupAddress: quote.pickupAddress,
    pickupLatitude: quote.pickupLatitude,
    pickupLongitude: quote.pickupLongitude,
    paymentIntentId: intentId,
    items: {
      create: quote.lines.map((line) => ({
        foodItemId: line.foodItemId,
        name: line.name,
        imageUrl: line.imageUrl,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
      })),
    },
  };
  try {
    const order = await ctx.prisma.$transaction(async (tx) => {
      // Under the payment's row lock, as the refund of a refused payment checks it (strandedPayments.ts).
      await tx.$queryRaw`SELECT id FROM "PaymentIntent" WHERE id = ${intentId} FOR UPDATE`;
      if (await tx.refundJob.findUnique({ where: { paymentIntentId: intentId }, select: { paymentIntentId: true } }))
        throw new CheckoutError("This payment was refunded. Please start the checkout again.");
      // The slot's room and the dishes' portions are counted again under the kitchen's lock, so
      // concurrent checkouts can neither overfill a slot nor sell more portions than there are.
      await lockKitchen(tx, quote.cookId);
      if (slot.start) await assertSlotBookable(tx, store, slot.start, new Date());
      else if (
        await tx.kitchenDayOff.findUnique({ where: { cookId_date: { cookId: quote.cookId, date: data.deliveryDate } } })
      )
        throw new CheckoutError(closedToday(store));
      const soldOut = await portionsShortOn(tx, quote.lines, date);
      if (soldOut) throw new CheckoutError(soldOut);
      const order = await tx.order.create({ data });
      await redeemPromo(tx, quote, order);
      return order;
    });
    await publishOrderUpdated(ctx, order);
    await publishPortionsChanged(ctx, order.id);
    return { orderId: order.id };
  } catch (error) {
    // A concurrent double submit: the other request created the intent's order first.
    if ((error as { code?: string }).code !== "P2002") throw error;
    return (await orderOfIntent(ctx, intentId))!;
  }
}
