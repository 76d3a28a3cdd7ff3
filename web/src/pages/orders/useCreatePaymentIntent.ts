// createPaymentIntent for the checkout: the server prices the cart (and the tip) and answers with
// the provider's intent and the quote it charged for.
import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { useCreatePaymentIntentMutation } from "../../__generated__/useCreatePaymentIntentMutation.graphql";
import { runMutation } from "../../relay/runMutation";
import { useMutationResult } from "../../relay/useMutationResult";
import { type Quote, readQuote } from "./OrderSummary";
import type { TipChoice } from "./TipCard";

export type Intent = {
  paymentIntentId: string;
  clientSecret: string;
  provider: "TEST" | "STRIPE" | "%future added value";
  publishableKey: string | null | undefined;
  quote: Quote;
};

/** Resolves with the intent, or null after the 'Error' toast. */
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
    async (deliveryAddress: string, tip: TipChoice, scheduledFor: string | null): Promise<Intent | null> => {
      const payload = await runMutation(
        commit,
        { input: { deliveryAddress, tip, scheduledFor } },
        { title: "Error", fallback: "Something went wrong" },
      );
      // The quote is null only for a provisional intent, which the checkout (a server cart) never asks for.
      if (!payload?.quote) return null;
      return { ...payload, quote: readQuote(payload.quote) };
    },
    [commit],
  );
}
