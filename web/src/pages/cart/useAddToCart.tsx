// Adding a dish to the server's cart. A cart holds one cook's dishes: when the server answers
// CartHasOtherCookError, a dialog asks whether to start a new cart, and only then replaces it.
import { Button } from "@chakra-ui/react/button";
import { Dialog } from "@chakra-ui/react/dialog";
import { Portal } from "@chakra-ui/react/portal";
import { useCallback, useState } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { useAddToCartMutation } from "../../__generated__/useAddToCartMutation.graphql";
import { notify } from "../../toaster/toaster";

type Pending = { foodItemId: string; name: string; quantity: number; message: string };

export function useAddToCart() {
  const [commit, isInFlight] = useMutation<useAddToCartMutation>(graphql`
    mutation useAddToCartMutation($input: AddToCartInput!) {
      result: addToCart(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on AddToCartPayload {
          cart {
            id
            totalQuantity
            ...CartDrawer_cart
          }
        }
      }
    }
  `);
  const [pending, setPending] = useState<Pending | null>(null);

  const add = useCallback(
    (dish: { foodItemId: string; name: string; quantity: number }, replaceCart = false, onAdded?: () => void) => {
      commit({
        variables: { input: { foodItemId: dish.foodItemId, quantity: dish.quantity, replaceCart } },
        onCompleted: ({ result }) => {
          if (result.__typename === "AddToCartPayload") {
            setPending(null);
            notify({ type: "success", title: "Added to Cart", description: `${dish.quantity} × ${dish.name}` });
            onAdded?.();
          } else if (result.__typename === "CartHasOtherCookError") {
            setPending({ ...dish, message: result.message ?? "" });
          } else {
            notify({ type: "error", title: "Error", description: result.message ?? "Something went wrong" });
          }
        },
        onError: () => notify({ type: "error", title: "Error", description: "Something went wrong" }),
      });
    },
    [commit],
  );

  const dialog = (
    <Dialog.Root
      open={pending != null}
      onOpenChange={(e) => !e.open && setPending(null)}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Start a new cart?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{pending?.message}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Keep Current Cart</Button>
              </Dialog.ActionTrigger>
              <Button loading={isInFlight} onClick={() => pending && add(pending, true)}>
                Start New Cart
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );

  return { add, isAdding: isInFlight, dialog };
}
