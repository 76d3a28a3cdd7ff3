// placeOrder: the pending order for a payment intent, before the card is charged.
import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { usePlaceOrderMutation } from "../../__generated__/usePlaceOrderMutation.graphql";
import { runMutation } from "../../relay/runMutation";
import { useMutationResult } from "../../relay/useMutationResult";

export type PlacedOrder = { id: string; databaseId: number };

/** Resolves with the order's ids, or null after the 'Error' toast. */
export function usePlaceOrder() {
  const [commit] = useMutationResult<usePlaceOrderMutation>(
    graphql`
      mutation usePlaceOrderMutation($input: PlaceOrderInput!) {
        result: placeOrder(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on PlaceOrderPayload {
            order {
              id
              databaseId
            }
          }
        }
      }
    `,
    "PlaceOrderPayload",
  );
  return useCallback(
    async (paymentIntentId: string, deliveryAddress: string): Promise<PlacedOrder | null> =>
      (
        await runMutation(
          commit,
          { input: { paymentIntentId, deliveryAddress } },
          { title: "Error", fallback: "Something went wrong" },
        )
      )?.order ?? null,
    [commit],
  );
}
