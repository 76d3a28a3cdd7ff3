// /api paths for the signed-in user's saved cards (beyond the spec): listed, added through a card form
// (the provider's SetupIntent; the test provider's cards confirmed here), removed. Failures answer JSON
// `{ "error": message }` with a 4xx status.
import { mutationOperation as mutation, RestFailure, type RestRoute } from "./router.ts";
import { nodes, pathGlobalId, text } from "./shapes.ts";

const cardFields = `databaseId brand last4 expMonth expYear label`;
const setupFields = `setupId clientSecret status provider publishableKey`;

/** A saved card as /api answers it, with the numeric id a tip or a meal plan names. */
const restCard = (c: any) => ({
  id: c.databaseId,
  brand: c.brand,
  last4: c.last4,
  expMonth: c.expMonth,
  expYear: c.expYear,
  label: c.label,
});

export const paymentMethodRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/payment-methods",
    operation: `query Rest_savedCards { result: viewer { savedCards(first: 50) { edges { node { ${cardFields} } } } } }`,
    errors: "json",
    respond: (viewer) => {
      if (!viewer) throw new RestFailure(401, "Please sign in.");
      return nodes(viewer.savedCards).map(restCard);
    },
  },
  {
    method: "POST",
    path: "/api/payment-methods/setup",
    operation: `mutation Rest_startCardSetup { result: startCardSetup { __typename ... on Error { message }
      ... on CardSetupPayload { ${setupFields} } } }`,
    errors: "json",
    respond: (r) => r,
  },
  {
    method: "POST",
    path: "/api/payment-methods/setup/:setupId/test-card",
    // Test provider only: {"cardNumber": "4242 4242 4242 4242", "authenticate": true}, as Stripe.js would.
    operation: mutation(
      "confirmTestCardSetup",
      "ConfirmTestCardSetupInput",
      `... on CardSetupPayload { ${setupFields} }`,
    ),
    variables: ({ params, body }) => ({
      input: {
        setupId: params.setupId,
        cardNumber: text(body.cardNumber) ?? "",
        authenticate: body.authenticate === true,
      },
    }),
    errors: "json",
    respond: (r) => r,
  },
  {
    method: "POST",
    path: "/api/payment-methods/setup/:setupId/complete",
    operation: mutation(
      "completeCardSetup",
      "CompleteCardSetupInput",
      `... on SavedCardPayload { card { ${cardFields} } }`,
    ),
    variables: ({ params }) => ({ input: { setupId: params.setupId } }),
    errors: "json",
    respond: (r) => restCard(r.card),
  },
  {
    method: "DELETE",
    path: "/api/payment-methods/:id",
    operation: mutation("removeSavedCard", "RemoveSavedCardInput", `... on RemoveSavedCardPayload { removedCardId }`),
    variables: ({ params }) => ({
      input: { cardId: pathGlobalId("SavedCard", params.id, "That card is not one of yours.") },
    }),
    errors: "json",
    respond: () => ({ removed: true }),
  },
];
