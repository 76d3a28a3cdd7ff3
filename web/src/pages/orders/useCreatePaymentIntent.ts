// createPaymentIntent for the checkout: the server prices the cart (and the tip) and answers with
// the provider's intent and the quote it charged for, with the promo code's discount when one is given.
import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { useCreatePaymentIntentMutation } from "../../__generated__/useCreatePaymentIntentMutation.graphql";
import { runMutationOutcome } from "../../relay/runMutation";
import { type ExpectedFailure, useMutationResult } from "../../relay/useMutationResult";
import { type Quote, readQuote } from "./OrderSummary";
import type { TipChoice } from "./TipCard";

export type Intent = {
  paymentIntentId: string;
  clientSecret: string;
  provider: "TEST" | "STRIPE" | "%future added value";
  publishableKey: string | null | undefined;
  quote: Quote;
};

/** Resolves with the intent, or with what failed after the 'Error' toast (a promo code's refusal is shown by its field). */
export function useCreatePaymentIntent() {
  const [commit] = useMutationResult<useCreatePaymentIntentMutation>(
    graphql`
      mutation useCreatePaymentIntentMutation($input: CreatePaymentIntentInput!) {
        result: createPaymentIntent(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on CreatePaymentIntentPayload {
            paymentIntentId
            clientSecret
            provider
            publishableKey
            quote {
              ...OrderSummary_quote
            }
          }
        }
      }
    `,
    "CreatePaymentIntentPayload",
  );
  return useCallback(
    async (
      deliveryAddress: string,
      tip: TipChoice,
      scheduledFor: string | null,
      promoCode: string | null = null,
      saveCard = false,
    ): Promise<{ intent: Intent | null } | { failure: ExpectedFailure }> => {
      const outcome = await runMutationOutcome(
        commit,
        { input: { deliveryAddress, tip, scheduledFor, promoCode, saveCard } },
        { title: "Error", fallback: "Something went wrong" },
      );
      if ("failure" in outcome) return outcome;
      // The quote is null only for a provisional intent, which the checkout (a server cart) never asks for.
      const payload = outcome.payload;
      return { intent: payload.quote ? { ...payload, quote: readQuote(payload.quote) } : null };
    },
    [commit],
  );
}
