// setCartQuantity from the cart drawer's steppers (0 removes the line): the payload is the cart, so
// the drawer and the header's count redraw from it.
import { graphql } from "react-relay/hooks";
import type { useSetCartQuantityMutation } from "../__generated__/useSetCartQuantityMutation.graphql";
import { useMutationResult } from "../relay/useMutationResult";

/** [setQuantity(foodItemId, quantity), isSetting], with the 'Error' toast on failure. */
export function useSetCartQuantity() {
  const [commit, isSetting] = useMutationResult<useSetCartQuantityMutation>(
    graphql`
      mutation useSetCartQuantityMutation($input: SetCartQuantityInput!) {
        result: setCartQuantity(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on SetCartQuantityPayload {
            cart {
              id
              totalQuantity
              ...CartDrawer_cart
            }
          }
        }
      }
    `,
    "SetCartQuantityPayload",
  );
  const setQuantity = (foodItemId: string, quantity: number) =>
    commit({
      variables: { input: { foodItemId, quantity } },
      failure: { title: "Error", fallback: "Something went wrong" },
      onSuccess: () => {},
    });
  return [setQuantity, isSetting] as const;
}
