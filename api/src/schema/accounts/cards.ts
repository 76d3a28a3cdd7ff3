// The signed-in user's saved cards: listed, added (the provider's card form confirms a SetupIntent;
// the test provider's through confirmTestCardSetup) and removed. Only their own.
import { completeCardSetup, removeCard, startCardSetup } from "../../domain/accounts/cards.ts";
import { CardSetupIncompleteError } from "../../domain/accounts/errors.ts";
import { NotAllowedError, NotFoundError } from "../../domain/errors.ts";
import { PaymentFailedError } from "../../domain/orders/errors.ts";
import { CardDeclinedError, type Setup } from "../../services/payments.ts";
import { builder } from "../builder.ts";
import { commonErrors, errorType } from "../errors.ts";

errorType(CardSetupIncompleteError, "The card is not saved yet: the bank waits for the customer, or refused it.");

export const SavedCard = builder.prismaNode("SavedCard", {
  description: "A card its owner saved for later payments (tips after delivery, weekly meal plans). Its owner only.",
  id: { field: "id", description: "The card's global id." },
  authScopes: (card, ctx) => ctx.user?.id === card.userId,
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The numeric id the /api paths use." }),
    brand: t.exposeString("brand", { description: "visa, mastercard, amex..." }),
    last4: t.exposeString("last4", { description: "The card number's last four digits." }),
    expMonth: t.exposeInt("expMonth", { description: "Expiry month, 1 to 12." }),
    expYear: t.exposeInt("expYear", { description: "Expiry year." }),
    label: t.string({
      description: "'Visa ending in 4242'",
      resolve: (c) => `${c.brand[0]!.toUpperCase()}${c.brand.slice(1)} ending in ${c.last4}`,
    }),
  }),
});

builder.prismaObjectField("User", "savedCards", (t) =>
  t.relatedConnection("savedCards", {
    description: "The cards the user saved, latest first: the user themselves only.",
    authScopes: (user) => ({ self: user.id }),
    cursor: "id",
    query: () => ({ orderBy: { id: "desc" } }),
    totalCount: true,
  }),
);

const CardSetupPayload = builder
  .objectRef<Setup & { provider: string; publishableKey: string | null }>("CardSetupPayload")
  .implement({
    description: "A card form to fill: the setup's id and client secret for Stripe.js (or the test card form).",
    fields: (t) => ({
      setupId: t.exposeString("id", { description: "The setup (Stripe's SetupIntent) id." }),
      clientSecret: t.exposeString("clientSecret", { description: "For Stripe.js' confirmCardSetup." }),
      status: t.exposeString("status", {
        description: "requires_payment_method, requires_action (the bank asks the customer to confirm) or succeeded.",
      }),
      provider: t.exposeString("provider", { description: "test or stripe." }),
      publishableKey: t.exposeString("publishableKey", { nullable: true, description: "Stripe's, for Stripe.js." }),
    }),
  });

const withProvider = (ctx: { payments: { kind: string; publishableKey: string | null } }, setup: Setup) => ({
  ...setup,
  provider: ctx.payments.kind,
  publishableKey: ctx.payments.publishableKey,
});

builder.mutationField("startCardSetup", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: CardSetupPayload,
    description: "Starts saving a card to the signed-in user's account: the card form to confirm.",
    errors: { types: commonErrors, directResult: true, union: { description: "The card form to fill." } },
    resolve: async (_root, _args, ctx) => withProvider(ctx, await startCardSetup(ctx, ctx.user.id)),
  }),
);

builder.mutationField("confirmTestCardSetup", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: CardSetupPayload,
    description:
      "Test provider only: fills the card form with a test card, as Stripe.js would. A 3-D Secure card waits for `authenticate` (the customer's approval in their bank's dialog).",
    args: {
      input: t.arg({
        type: builder.inputType("ConfirmTestCardSetupInput", {
          description: "The card form and the test card.",
          fields: (f) => ({
            setupId: f.string({ required: true, description: "From startCardSetup." }),
            cardNumber: f.string({ required: true, description: "A Stripe test card, e.g. 4242 4242 4242 4242." }),
            authenticate: f.boolean({ description: "The customer approves in their bank's dialog." }),
          }),
        }),
        required: true,
        description: "The setup and the card.",
      }),
    },
    errors: {
      types: [...commonErrors, NotFoundError, PaymentFailedError],
      directResult: true,
      union: { description: "The setup, or PaymentFailedError with the card's refusal, NotAllowedError with Stripe." },
    },
    resolve: async (_root, { input }, ctx) => {
      if (ctx.payments.kind !== "test") throw new NotAllowedError("Cards are saved by Stripe's form, not here.");
      const row = await ctx.prisma.cardSetup.findUnique({ where: { id: input.setupId } });
      if (!row || row.userId !== ctx.user.id) throw new NotFoundError("That card form does not exist.");
      try {
        const card = { number: input.cardNumber, authenticate: input.authenticate ?? false };
        return withProvider(ctx, await ctx.payments.confirmTestSetup(input.setupId, card));
      } catch (error) {
        if (error instanceof CardDeclinedError) throw new PaymentFailedError(error.message);
        throw error;
      }
    },
  }),
);

const SavedCardPayload = builder.objectRef<{ cardId: number }>("SavedCardPayload").implement({
  description: "The card saved.",
  fields: (t) => ({
    card: t.prismaField({
      type: "SavedCard",
      description: "The saved card.",
      resolve: (query, p, _a, ctx) => ctx.prisma.savedCard.findUniqueOrThrow({ ...query, where: { id: p.cardId } }),
    }),
  }),
});

builder.mutationField("completeCardSetup", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: SavedCardPayload,
    description: "After the card form confirmed the setup: the card is saved to the account.",
    args: {
      input: t.arg({
        type: builder.inputType("CompleteCardSetupInput", {
          description: "The confirmed setup.",
          fields: (f) => ({ setupId: f.string({ required: true, description: "From startCardSetup." }) }),
        }),
        required: true,
        description: "The setup.",
      }),
    },
    errors: {
      types: [...commonErrors, NotFoundError, CardSetupIncompleteError],
      directResult: true,
      union: {
        description:
          "The saved card, or CardSetupIncompleteError while the bank waits for the customer or after a refusal, NotFoundError for another user's setup.",
      },
    },
    resolve: async (_root, { input }, ctx) => ({
      cardId: (await completeCardSetup(ctx, ctx.user.id, input.setupId)).id,
    }),
  }),
);

builder.mutationField("removeSavedCard", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: builder.objectRef<{ cardId: number }>("RemoveSavedCardPayload").implement({
      description: "The card removed.",
      fields: (f) => ({
        removedCardId: f.globalID({
          description: "The removed card's global id.",
          resolve: (p) => ({ type: "SavedCard", id: p.cardId }),
        }),
      }),
    }),
    description: "Removes one of the signed-in user's saved cards: it can no longer be charged.",
    args: {
      input: t.arg({
        type: builder.inputType("RemoveSavedCardInput", {
          description: "The card.",
          fields: (f) => ({
            cardId: f.globalID({ for: SavedCard, required: true, description: "The card's global id." }),
          }),
        }),
        required: true,
        description: "The card.",
      }),
    },
    errors: {
      types: [...commonErrors, NotFoundError],
      directResult: true,
      union: { description: "The removed card, or NotFoundError when it is not the user's." },
    },
    resolve: async (_root, { input }, ctx) => {
      const cardId = Number(input.cardId.id);
      await removeCard(ctx, ctx.user.id, cardId);
      return { cardId };
    },
  }),
);
