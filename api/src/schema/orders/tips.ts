// A tip after delivery in the schema: the order's customer tips the driver within 30 days of delivery,
// charged to a card they saved (domain/orders/tips.ts); a bank that asks them to confirm is answered
// in the app (completeTip).
import { NotFoundError } from "../../domain/errors.ts";
import { completeTip } from "../../domain/orders/tipCharges.ts";
import { giveTip } from "../../domain/orders/tips.ts";
import { SavedCard } from "../accounts/cards.ts";
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
    charging: "The card is being charged (or the provider's answer is awaited: it settles on its own).",
    requires_action:
      "The customer's bank asks them to confirm the payment (3-D Secure): paymentClientSecret, then completeTip.",
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
      resolve: (tip) => tip.status as "charging" | "requires_action" | "succeeded" | "failed",
    }),
    paymentClientSecret: t.string({
      nullable: true,
      description:
        "While the bank asks the customer to confirm: the payment's client secret, for Stripe.js' handleNextAction (or the test provider's confirmTestPayment with authenticate). The customer only.",
      select: { paymentIntent: { select: { clientSecret: true } } },
      resolve: (tip, _a, ctx) =>
        tip.status === "requires_action" && ctx.user?.id === tip.customerId
          ? (tip.paymentIntent?.clientSecret ?? null)
          : null,
    }),
    paymentIntentId: t.exposeString("paymentIntentId", {
      nullable: true,
      description: "The payment that charged the tip (or waits for the customer's confirmation).",
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
    savedCardId: t.globalID({
      for: SavedCard,
      description: "The saved card to charge; the customer's latest when left out.",
    }),
    cardNumber: t.string({
      description:
        "Test provider only: a Stripe test card paid with the customer there (as Stripe.js would). Left out, a saved card is charged.",
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
    publishableKey: t.string({
      nullable: true,
      description:
        "Stripe's publishable key, for Stripe.js' handleNextAction when the tip waits for the customer's bank; null with the test provider (confirmTestPayment with authenticate).",
      resolve: (_p, _a, ctx) => ctx.payments.publishableKey,
    }),
  }),
});

builder.mutationField("tipDriver", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: TipDriverPayload,
    description:
      "The order's customer tips its driver, up to 30 days after delivery: charged to a card they saved (off-session) as its own payment, all of it added to the driver's earnings, and the driver told. When their bank asks them to confirm, the tip waits (REQUIRES_ACTION) for completeTip.",
    args: { input: t.arg({ type: TipDriverInput, required: true, description: "The order, amount and key." }) },
    errors: {
      types: [...commonErrors, NotFoundError, TipNotAllowedError, PaymentFailedError],
      directResult: true,
      union: {
        description:
          "The tip, or NotFoundError when the order is not the customer's, TipNotAllowedError before delivery, after 30 days or without a saved card, PaymentFailedError when the card is refused, ValidationError for an amount out of range or a key used for another tip.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const savedCardId = input.savedCardId ? Number(input.savedCardId.id) : null;
      const tip = await giveTip(ctx, ctx.user.id, Number(input.orderId.id), { ...input, savedCardId });
      return { tipId: tip.id, orderId: tip.orderId };
    },
  }),
);

builder.mutationField("completeTip", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: TipDriverPayload,
    description:
      "After the customer confirmed the payment their bank asked about (3-D Secure): the provider is asked whether it went through, and the tip recorded as it says.",
    args: {
      input: t.arg({
        type: builder.inputType("CompleteTipInput", {
          description: "The tip waiting for the customer's confirmation.",
          fields: (f) => ({ tipId: f.globalID({ for: Tip, required: true, description: "The tip's global id." }) }),
        }),
        required: true,
        description: "The tip.",
      }),
    },
    errors: {
      types: [...commonErrors, TipNotAllowedError, PaymentFailedError],
      directResult: true,
      union: { description: "The tip as it stands, or PaymentFailedError when the card was refused." },
    },
    resolve: async (_root, { input }, ctx) => {
      const tip = await completeTip(ctx, ctx.user.id, Number(input.tipId.id));
      return { tipId: tip.id, orderId: tip.orderId };
    },
  }),
);
