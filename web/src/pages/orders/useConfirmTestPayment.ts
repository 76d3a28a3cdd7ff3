// confirmTestPayment: the built-in test provider charges the card typed in the checkout's test form.
import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { useConfirmTestPaymentMutation } from "../../__generated__/useConfirmTestPaymentMutation.graphql";
import { runMutation } from "../../relay/runMutation";
import { useMutationResult } from "../../relay/useMutationResult";

/** Resolves true when the card went through; false after the 'Payment Failed' toast. */
export function useConfirmTestPayment() {
  const [commit] = useMutationResult<useConfirmTestPaymentMutation>(
    graphql`
      mutation useConfirmTestPaymentMutation($input: ConfirmTestPaymentInput!) {
        result: confirmTestPayment(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on ConfirmTestPaymentPayload {
            status
          }
        }
      }
    `,
    "ConfirmTestPaymentPayload",
  );
  return useCallback(
    async (paymentIntentId: string, cardNumber: string) =>
      (await runMutation(
        commit,
        { input: { paymentIntentId, cardNumber } },
        { title: "Payment Failed", fallback: "Something went wrong" },
      )) !== null,
    [commit],
  );
}
