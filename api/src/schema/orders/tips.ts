// A tip after delivery: the order's customer tips the driver within 30 days of delivery, charged as
// its own payment (the card that paid the order, or a card given now), once per idempotency key, all
// of it the driver's; the driver hears of it. A charge whose tip cannot be recorded is refunded at once.
import { NotFoundError } from "../../domain/errors.ts";
import { giveTip } from "../../domain/orders/tips.ts";
import { builder } from "../builder.ts";
import { enumValues } from "../enumValues.ts";
import { commonErrors, errorType } from "../errors.ts";
import { Order } from "./order.ts";
import { PaymentFailedError } from "../../domain/orders/errors.ts";
import { MAX_TIP_CENTS, MIN_TIP_CENTS, tipRefusal } from "../../domain/orders/tipRules.ts";
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
      const tip = await giveTip(ctx, ctx.user.id, Number(input.orderId.id), input);
      return { tipId: tip.id, orderId: tip.orderId };
    },
  }),
);
