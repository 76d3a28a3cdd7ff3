// The cook declines an order with a reason: the server cancels it, refunds the customer and tells
// them the reason (the Orders tab's Decline button).
import { Button } from "@chakra-ui/react/button";
import { Dialog } from "@chakra-ui/react/dialog";
import { Field } from "@chakra-ui/react/field";
import { Portal } from "@chakra-ui/react/portal";
import { Text } from "@chakra-ui/react/text";
import { Textarea } from "@chakra-ui/react/textarea";
import { useState } from "react";
import { graphql } from "react-relay/hooks";
import type { DeclineOrderButtonMutation } from "../../__generated__/DeclineOrderButtonMutation.graphql";
import { useMutationResult } from "../../relay/useMutationResult";
import { notify } from "../../toaster/toaster";

export function DeclineOrderButton({ orderId, databaseId }: { orderId: string; databaseId: number }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [decline, declining] = useMutationResult<DeclineOrderButtonMutation>(
    graphql`
      mutation DeclineOrderButtonMutation($input: DeclineOrderInput!) {
        result: declineOrder(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on DeclineOrderPayload {
            order {
              id
              ...ChefOrdersTab_order
            }
          }
        }
      }
    `,
    "DeclineOrderPayload",
  );
  const submit = () => {
    if (!reason.trim()) return setError("Please give a reason for declining the order.");
    decline({
      variables: { input: { orderId, reason } },
      failure: { title: "Error", fallback: "Failed to decline the order." },
      onSuccess: () => {
        setOpen(false);
        notify({
          type: "success",
          title: "Order Declined",
          description: `Order #${databaseId} was cancelled and the customer refunded.`,
        });
      },
    });
  };
  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)}>
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" colorPalette="red">
          Decline
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Decline order #{databaseId}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3">
                The order is cancelled, the customer's payment refunded, and the customer is told your reason by email.
              </Text>
              <Field.Root invalid={!!error} required>
                <Field.Label>Reason</Field.Label>
                <Textarea
                  value={reason}
                  onChange={(e) => {
                    setReason(e.target.value);
                    setError(null);
                  }}
                />
                <Field.ErrorText>{error}</Field.ErrorText>
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => setOpen(false)}>
                Keep Order
              </Button>
              <Button colorPalette="red" loading={declining} onClick={submit}>
                Decline and Refund
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
