// updateOrderStatus, the cook's and the driver's step of an order, for every page that takes one (the
// chef area's Orders tab, the driver's delivery card and navigation panel). Each caller keeps its
// own toasts. The order comes back with what its cards show of a step (status and its label), so
// each re-renders from the store whatever fragment it reads them through.
import { graphql } from "react-relay/hooks";
import type { useUpdateOrderStatusMutation } from "../../__generated__/useUpdateOrderStatusMutation.graphql";
import { useMutationResult } from "../../relay/useMutationResult";

export function useUpdateOrderStatus() {
  return useMutationResult<useUpdateOrderStatusMutation>(
    graphql`
      mutation useUpdateOrderStatusMutation($input: UpdateOrderStatusInput!) {
        result: updateOrderStatus(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on UpdateOrderStatusPayload {
            # eslint-disable-next-line relay/unused-fields -- read by the callers' fragments through the store
            order {
              id
              status
              statusLabel
            }
          }
        }
      }
    `,
    "UpdateOrderStatusPayload",
  );
}
