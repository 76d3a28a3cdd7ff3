// createPromoCode and deletePromoCode for the promo codes list: a new code joins the top of the
// list; a deleted one leaves it, and a code that orders used stays, deactivated.
import { graphql } from "react-relay/hooks";
import type { usePromoCodeMutationsCreateMutation } from "../../__generated__/usePromoCodeMutationsCreateMutation.graphql";
import type { usePromoCodeMutationsDeleteMutation } from "../../__generated__/usePromoCodeMutationsDeleteMutation.graphql";
import { useMutationResult } from "../../relay/useMutationResult";

export function useCreatePromoCode() {
  return useMutationResult<usePromoCodeMutationsCreateMutation>(
    graphql`
      mutation usePromoCodeMutationsCreateMutation($input: CreatePromoCodeInput!, $connections: [ID!]!) {
        result: createPromoCode(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on PromoCodePayload {
            promoCode @prependNode(connections: $connections, edgeTypeName: "QueryMyPromoCodesConnectionEdge") {
              id
              ...PromoCodeRow_code
            }
          }
        }
      }
    `,
    "PromoCodePayload",
  );
}

export function useDeletePromoCode() {
  return useMutationResult<usePromoCodeMutationsDeleteMutation>(
    graphql`
      mutation usePromoCodeMutationsDeleteMutation($input: DeletePromoCodeInput!, $connections: [ID!]!) {
        result: deletePromoCode(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on DeletePromoCodePayload {
            deletedId @deleteEdge(connections: $connections)
            deactivated
            promoCode {
              id
              ...PromoCodeRow_code
            }
          }
        }
      }
    `,
    "DeletePromoCodePayload",
  );
}
