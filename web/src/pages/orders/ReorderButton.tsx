// 'Reorder' on an order of the history: the server puts the order's dishes that can still be
// ordered into the cart at today's prices and names the others; a cart of another kitchen is
// replaced only after the customer confirms. Then on to checkout.
import { Button } from "@chakra-ui/react/button";
import { useState } from "react";
import { LuRotateCcw } from "react-icons/lu";
import { graphql } from "react-relay/hooks";
import { useNavigate } from "react-router";
import type { ReorderButtonMutation } from "../../__generated__/ReorderButtonMutation.graphql";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";
import { ConfirmDialog } from "../admin/ConfirmDialog";

function useReorder() {
  return useMutationResult<ReorderButtonMutation>(
    graphql`
      mutation ReorderButtonMutation($input: ReorderInput!) {
        result: reorder(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on ReorderPayload {
            added {
              foodItemDatabaseId
              name
              quantity
            }
            unavailable {
              name
              reason
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
    "ReorderPayload",
  );
}

const REASONS: Record<string, string> = {
  REMOVED: "no longer on the menu",
  UNAVAILABLE: "unavailable right now",
  KITCHEN_UNAVAILABLE: "the kitchen is not taking orders",
};

// The history's query is close to the server's cost limit, so the button takes the two values it
// needs from the order card rather than a fragment of its own.
export function ReorderButton({ orderId, kitchenName }: { orderId: string; kitchenName: string }) {
  const [reorder, reordering] = useReorder();
  const [otherKitchen, setOtherKitchen] = useState<string | null>(null);
  const navigate = useNavigate();
  const run = (replaceCart: boolean) =>
    reorder({
      variables: { input: { orderId, replaceCart } },
      failure: { title: "Reorder Failed", fallback: "Could not add the dishes to your cart. Please try again." },
      onSuccess: ({ added, unavailable }) => {
        setOtherKitchen(null);
        const missing = unavailable.map((u) => `${u.name} (${REASONS[u.reason] ?? "unavailable"})`).join(", ");
        if (added.length === 0) {
          notify({
            type: "error",
            title: "Nothing to Reorder",
            description: `None of these dishes can be ordered now: ${missing}.`,
          });
          return;
        }
        notify({
          type: "success",
          title: "Added to Cart",
          description: `${added.map((a) => `${a.quantity} × ${a.name}`).join(", ")} at today's prices.${missing ? ` Not available: ${missing}.` : ""}`,
        });
        navigate("/checkout");
      },
      onFailure: (failure) => {
        if (failure.typename === "CartHasOtherCookError") setOtherKitchen(failure.message);
      },
    });
  return (
    <>
      <Button size="sm" variant="outline" loading={reordering} onClick={() => run(false)}>
        <LuRotateCcw aria-hidden /> Reorder
      </Button>
      <ConfirmDialog
        open={otherKitchen != null}
        onClose={() => setOtherKitchen(null)}
        title="Start a new cart?"
        confirmLabel="Start New Cart"
        loading={reordering}
        onConfirm={() => run(true)}
      >
        {otherKitchen} Your cart will be emptied and filled with this order from {kitchenName}.
      </ConfirmDialog>
    </>
  );
}
