// completePayment, shared by the checkout (after the card went through) and /order-success (where
// a redirecting payment method returns). The viewer's cart comes back too, so the header's cart
// badge empties at once.
import { graphql } from "react-relay/hooks";
import type { useCompletePaymentMutation } from "../../__generated__/useCompletePaymentMutation.graphql";
import { useMutationResult } from "../../relay/useMutationResult";

export function useCompletePayment() {
  return useMutationResult<useCompletePaymentMutation>(
    graphql`
      mutation useCompletePaymentMutation($input: CompletePaymentInput!) {
        result: completePayment(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on CompletePaymentPayload {
            order {
              id
              databaseId
              status
              statusLabel
              paymentStatus
            }
            viewer {
              cart {
                id
                totalQuantity
              }
            }
          }
        }
      }
    `,
    "CompletePaymentPayload",
  );
}
