// Saved cards, the way the card networks allow them: a payment-provider customer per user, a card kept
// only with the customer's consent (at checkout, where the intent asks the provider to keep it, or in
// the account, through a SetupIntent), listed and removable, and charged while the customer is away
// only once saved (tips after delivery, weekly meal plans).
import type { Services } from "../../context.ts";
import type { SavedCard } from "../../generated/prisma/client.ts";
import { NotFoundError } from "../errors.ts";
import { CardSetupIncompleteError } from "./errors.ts";

/** The user's provider customer, made (once, whoever asks first) the first time it is needed. */
export async function providerCustomerOf(services: Services, userId: number): Promise<string> {
  const user = await services.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  if (user.paymentCustomerId) return user.paymentCustomerId;
  const created = await services.payments.createCustomer(user);
  const claimed = await services.prisma.user.updateMany({
    where: { id: userId, paymentCustomerId: null },
    data: { paymentCustomerId: created },
  });
  if (claimed.count === 1) return created;
  return (await services.prisma.user.findUniqueOrThrow({ where: { id: userId } })).paymentCustomerId!;
}

/** Keeps a card the provider saved for the user; the same card twice is one row. */
async function keepCard(services: Services, userId: number, paymentMethod: string): Promise<SavedCard> {
  const known = await services.prisma.savedCard.findUnique({ where: { paymentMethodId: paymentMethod } });
  if (known) return known;
  const details = await services.payments.cardDetails(paymentMethod);
  return services.prisma.savedCard.upsert({
    where: { paymentMethodId: paymentMethod },
    create: { userId, provider: services.payments.kind, paymentMethodId: paymentMethod, ...details },
    update: {},
  });
}

/** After a checkout payment succeeded: the card is kept when the customer asked for it there. */
export async function rememberCheckoutCard(services: Services, intentId: string) {
  const row = await services.prisma.paymentIntent.findUnique({ where: { id: intentId } });
  if (row?.saveCard && row.status === "succeeded" && row.paymentMethod)
    await keepCard(services, row.customerId, row.paymentMethod);
}

/** Starts saving a card from the account: the setup the card form completes. */
export async function startCardSetup(services: Services, userId: number) {
  return services.payments.createSetup(await providerCustomerOf(services, userId), userId);
}

/**
 * Completes a setup the card form confirmed: the card is kept. Refused while the bank still waits for
 * the customer's confirmation, or with the card's refusal.
 */
export async function completeCardSetup(services: Services, userId: number, setupId: string): Promise<SavedCard> {
  const row = await services.prisma.cardSetup.findUnique({ where: { id: setupId } });
  if (!row || row.userId !== userId) throw new NotFoundError("That card form does not exist.");
  const setup = await services.payments.retrieveSetup(setupId);
  if (setup?.status === "succeeded" && setup.paymentMethod) return keepCard(services, userId, setup.paymentMethod);
  if (setup?.status === "requires_action")
    throw new CardSetupIncompleteError("Your bank asks you to confirm this card first.");
  throw new CardSetupIncompleteError(setup?.lastError ?? "The card has not been saved yet.");
}

/** The customer removes a saved card: detached at the provider, so it can never be charged again. */
export async function removeCard(services: Services, userId: number, cardId: number) {
  const card = await services.prisma.savedCard.findUnique({ where: { id: cardId } });
  if (!card || card.userId !== userId) throw new NotFoundError("That card is not one of yours.");
  await services.payments.detachCard(card.paymentMethodId);
  await services.prisma.savedCard.delete({ where: { id: cardId } });
}

/** The card an off-session charge uses: the one named, else the customer's latest; null when none. */
export async function cardToCharge(services: Services, userId: number, cardId?: number | null) {
  const card = cardId
    ? await services.prisma.savedCard.findUnique({ where: { id: cardId } })
    : await services.prisma.savedCard.findFirst({ where: { userId }, orderBy: { id: "desc" } });
  if (cardId && (!card || card.userId !== userId)) throw new NotFoundError("That card is not one of yours.");
  if (!card) return null;
  return { card, customer: await providerCustomerOf(services, userId) };
}
