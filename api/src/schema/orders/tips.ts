// A tip after delivery: the order's customer tips the driver within 30 days of delivery, charged as
// its own payment (the card that paid the order, or a card given now), once per idempotency key, all
// of it the driver's; the driver hears of it. A charge whose tip cannot be recorded is refunded at once.
import crypto from "node:crypto";
import type { Context } from "../../context.ts";
import { NotFoundError, ValidationError } from "../../domain/errors.ts";
import type { Tip as TipRow } from "../../generated/prisma/client.ts";
import { CardDeclinedError } from "../../services/payments.ts";
import { builder } from "../builder.ts";
import { enumValues } from "../enumValues.ts";
import { commonErrors, errorType } from "../errors.ts";
import { announce } from "../../domain/notifications/events.ts";
import { Order } from "./order.ts";
import { publishOrderUpdated } from "../../domain/orders/updates.ts";
import { PaymentFailedError } from "../../domain/orders/errors.ts";
import { attemptRefund } from "../../domain/orders/lifecycle.ts";
import { queueStrandedRefund } from "../../domain/orders/refunds.ts";
import {
  derivedTipKey,
  MAX_TIP_CENTS,
  MIN_TIP_CENTS,
  tipAmountRefusal,
  tipRefusal,
} from "../../domain/orders/tipRules.ts";
import { TipNotAllowedError } from "../../domain/orders/errors.ts";

errorType(TipNotAllowedError, "The order cannot take a tip now; the message says why.");

const TipStatus = builder.enumType("TipStatus", {
  description: "Where a tip's payment stands.",
  values: enumValues({
    charging: "The card is being charged.",
    succeeded: "Paid; all of it is the driver's.",
    failed: "The card was refused; failureMessage says why.",
  }),
});

export const Tip = builder.prismaNode("Tip", {
  description: "A tip given to the driver after delivery, charged as its own payment. Seen by the order's parties.",
  id: { field: "id", description: "The tip's global id." },
  authScopes: (tip, ctx) =>
    ctx.user?.role === "admin" || ctx.user?.id === tip.customerId || ctx.user?.id === tip.driverId,
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The tip's numeric id." }),
    amountCents: t.exposeInt("amountCents", { description: "The tip in cents, all of it the driver's." }),
    status: t.field({
      type: TipStatus,
      description: "Its payment's state.",
      resolve: (tip) => tip.status as "charging" | "succeeded" | "failed",
    }),
    failureMessage: t.exposeString("failureMessage", {
      nullable: true,
      description: "The card's refusal, e.g. 'Your card was declined.'; null unless failed.",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was given." }),
    paidAt: t.expose("paidAt", { type: "DateTime", nullable: true, description: "When the charge went through." }),
    orderDatabaseId: t.exposeInt("orderId", { description: "The order number it tips for." }),
  }),
});

builder.prismaObjectFields("Order", (t) => ({
  tipsGiven: t.relation("tips", {
    description: "Tips paid after delivery, oldest first (the tip chosen at checkout is tipCents).",
    query: { where: { status: "succeeded" }, orderBy: { id: "asc" } },
  }),
  tipsGivenCents: t.int({
    description: "The tips paid after delivery, in cents.",
    select: { tips: { where: { status: "succeeded" }, select: { amountCents: true } } },
    resolve: (order) => order.tips.reduce((sum, tip) => sum + tip.amountCents, 0),
  }),
  canTip: t.boolean({
    description:
      "Whether the signed-in user may tip the driver now: the order's customer, delivered in the last 30 days.",
    resolve: (order, _args, ctx) => ctx.user?.id === order.customerId && tipRefusal(order, new Date()) == null,
  }),
}));

const TipDriverInput = builder.inputType("TipDriverInput", {
  description: "A tip for the driver of a delivered order.",
  fields: (t) => ({
    orderId: t.globalID({ for: Order, required: true, description: "The order's global id." }),
    amountCents: t.int({
      required: true,
      description: `The tip in cents, ${MIN_TIP_CENTS} to ${MAX_TIP_CENTS}.`,
    }),
    idempotencyKey: t.string({
      description:
        "Names this tip: a request sent again with the same key never charges twice. Left out, the order and amount name it (the same amount again is the same tip).",
    }),
    cardNumber: t.string({
      description:
        "Test provider only: a Stripe test card to pay with. Left out, the card that paid the order is charged.",
    }),
  }),
});

const TipDriverPayload = builder.objectRef<{ tipId: number; orderId: number }>("TipDriverPayload").implement({
  description: "The tip and the order it was given for.",
  fields: (t) => ({
    tip: t.prismaField({
      type: "Tip",
      description: "The tip as it stands.",
      resolve: (query, p, _a, ctx) => ctx.prisma.tip.findUniqueOrThrow({ ...query, where: { id: p.tipId } }),
    }),
    order: t.prismaField({
      type: "Order",
      description: "The order with its tips.",
      resolve: (query, p, _a, ctx) => ctx.prisma.order.findUniqueOrThrow({ ...query, where: { id: p.orderId } }),
    }),
  }),
});

builder.mutationField("tipDriver", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: TipDriverPayload,
    description:
      "The order's customer tips its driver, up to 30 days after delivery: charged at once as its own payment, all of it added to the driver's earnings, and the driver told.",
    args: { input: t.arg({ type: TipDriverInput, required: true, description: "The order, amount and key." }) },
    errors: {
      types: [...commonErrors, NotFoundError, TipNotAllowedError, PaymentFailedError],
      directResult: true,
      union: {
        description:
          "The tip, or NotFoundError when the order is not the customer's, TipNotAllowedError before delivery or after 30 days, PaymentFailedError when the card is refused, ValidationError for an amount out of range or a key used for another tip.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const tip = await giveTip(ctx, Number(input.orderId.id), input);
      return { tipId: tip.id, orderId: tip.orderId };
    },
  }),
);

type TipRequest = { amountCents: number; idempotencyKey?: string | null; cardNumber?: string | null };

async function giveTip(ctx: Context & { user: { id: number } }, orderId: number, input: TipRequest): Promise<TipRow> {
  const order = await ctx.prisma.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      customerId: true,
      cookId: true,
      driverId: true,
      status: true,
      deliveredAt: true,
      paymentIntentId: true,
    },
  });
  if (!order || order.customerId !== ctx.user.id) throw new NotFoundError("Order not found.");
  const refusal = tipRefusal(order, new Date());
  if (refusal) throw new TipNotAllowedError(refusal);
  const amountRefusal = tipAmountRefusal(input.amountCents);
  if (amountRefusal) throw new ValidationError([{ field: "amount", message: amountRefusal }]);
  const key = input.idempotencyKey?.trim().slice(0, 200) || derivedTipKey(order.id, input.amountCents);

  const tip = await claimTip(
    ctx,
    { orderId: order.id, driverId: order.driverId!, amountCents: input.amountCents },
    key,
  );
  if (tip.status !== "charging" || !tip.claimed) return tip;

  const paidWith = order.paymentIntentId
    ? await ctx.prisma.paymentIntent.findUnique({
        where: { id: order.paymentIntentId },
        select: { paymentMethod: true },
      })
    : null;
  let intentId: string;
  try {
    const intent = await ctx.payments.charge(
      {
        amountCents: tip.amountCents,
        customerId: order.customerId,
        cookId: order.cookId,
        quote: { tip: { orderId: order.id, tipId: tip.id } },
        // One provider key per attempt; our claim on the tip row keeps attempts one at a time.
        idempotencyKey: `tip-${tip.id}-${crypto.randomUUID()}`,
      },
      { number: input.cardNumber?.trim() || null, paymentMethod: paidWith?.paymentMethod ?? null },
    );
    intentId = intent.id;
  } catch (error) {
    const message = error instanceof CardDeclinedError ? error.message : "The payment did not go through.";
    await ctx.prisma.tip.update({ where: { id: tip.id }, data: { status: "failed", failureMessage: message } });
    if (!(error instanceof CardDeclinedError)) ctx.log.warn(`tip ${tip.id}: ${(error as Error).message}`);
    throw new PaymentFailedError(message);
  }
  return recordPaidTip(ctx, tip.id, intentId);
}

/** The tip row that holds `key`: a new one, or a failed one claimed for another attempt (`claimed`);
 * a paid or charging one is returned as it is, so a retried request never charges twice. */
async function claimTip(
  ctx: Context & { user: { id: number } },
  tip: { orderId: number; driverId: number; amountCents: number },
  key: string,
): Promise<TipRow & { claimed: boolean }> {
  const where = { customerId_idempotencyKey: { customerId: ctx.user.id, idempotencyKey: key } };
  const existing = await ctx.prisma.tip.findUnique({ where });
  if (existing) {
    if (existing.orderId !== tip.orderId || existing.amountCents !== tip.amountCents)
      throw new ValidationError([
        { field: "idempotencyKey", message: "This idempotency key was already used for another tip." },
      ]);
    if (existing.status !== "failed") return { ...existing, claimed: false };
    const retried = await ctx.prisma.tip.updateMany({
      where: { id: existing.id, status: "failed" },
      data: { status: "charging", failureMessage: null },
    });
    const row = await ctx.prisma.tip.findUniqueOrThrow({ where: { id: existing.id } });
    return { ...row, claimed: retried.count === 1 };
  }
  try {
    const row = await ctx.prisma.tip.create({
      data: { ...tip, customerId: ctx.user.id, idempotencyKey: key, status: "charging" },
    });
    return { ...row, claimed: true };
  } catch (error) {
    // The same request arrived twice at once: the other one charges.
    if ((error as { code?: string }).code !== "P2002") throw error;
    return { ...(await ctx.prisma.tip.findUniqueOrThrow({ where })), claimed: false };
  }
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The paid tip and the driver's notification, in one transaction; a charge that cannot be recorded is refunded. */
async function recordPaidTip(ctx: Context, tipId: number, intentId: string): Promise<TipRow> {
  try {
    const { tip, notification } = await ctx.prisma.$transaction(async (tx) => {
      const tip = await tx.tip.update({
        where: { id: tipId },
        data: { status: "succeeded", paidAt: new Date(), paymentIntentId: intentId },
        include: { customer: { select: { name: true } } },
      });
      const notification = tip.driverId
        ? await tx.notification.create({
            data: {
              userId: tip.driverId,
              kind: "tip_received",
              title: "You got a tip",
              message: `${tip.customer.name.split(" ")[0]} tipped you ${dollars(tip.amountCents)} for order #${tip.orderId}. All of it is yours.`,
              url: "/driver",
              orderId: tip.orderId,
            },
          })
        : null;
      return { tip, notification };
    });
    const order = await ctx.prisma.order.findUniqueOrThrow({ where: { id: tip.orderId } });
    await publishOrderUpdated(ctx, order);
    await announce(ctx, notification);
    return tip;
  } catch (error) {
    await queueStrandedRefund(ctx.prisma, intentId);
    await attemptRefund(ctx, intentId);
    throw error;
  }
}
