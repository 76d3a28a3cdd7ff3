// confirmTestPayment: the built-in test provider charges the card typed in the checkout's test form.
import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { useConfirmTestPaymentMutation } from "../../__generated__/useConfirmTestPaymentMutation.graphql";
import { runMutation } from "../../relay/runMutation";
import { useMutationResult } from "../../relay/useMutationResult";

/** Resolves with the intent's status ('succeeded', or 'requires_action' while the bank asks the customer),
 * or null after the 'Payment Failed' toast. `authenticate`: the customer approved it in the bank's dialog;
 * an empty card number confirms a saved card's charge. */
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
    async (paymentIntentId: string, cardNumber: string, authenticate = false) =>
      (
        await runMutation(
          commit,
          { input: { paymentIntentId, cardNumber, authenticate } },
          { title: "Payment Failed", fallback: "Something went wrong" },
        )
      )?.status ?? null,
    [commit],
  );
}
