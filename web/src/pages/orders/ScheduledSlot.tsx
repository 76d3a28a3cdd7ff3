// An order placed ahead shows its delivery slot ("Scheduled for Fri 6:30-7:00 PM") wherever the
// order is shown: the customer's history and tracking, the cook's queue, the driver's deliveries.
// Its customer may cancel it until the slot's cutoff; the server refunds it in full.
import { Badge } from "@chakra-ui/react/badge";
import { Button } from "@chakra-ui/react/button";
import { HStack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useState } from "react";
import { LuCalendarClock } from "react-icons/lu";
import { graphql, useFragment } from "react-relay/hooks";
import type { ScheduledSlotCancelMutation } from "../../__generated__/ScheduledSlotCancelMutation.graphql";
import type { ScheduledSlot_order$key } from "../../__generated__/ScheduledSlot_order.graphql";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";
import { ConfirmDialog } from "../admin/ConfirmDialog";

function useCancelScheduledOrder() {
  return useMutationResult<ScheduledSlotCancelMutation>(
    graphql`
      mutation ScheduledSlotCancelMutation($input: CancelScheduledOrderInput!) {
        result: cancelScheduledOrder(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on CancelScheduledOrderPayload {
            order {
              id
              status
              statusLabel
              paymentStatus
              refundPending
              canCancel
            }
          }
        }
      }
    `,
    "CancelScheduledOrderPayload",
  );
}

/** "Scheduled for Fri 6:30-7:00 PM" as a badge. */
export function SlotBadge({ label }: { label: string }) {
  return (
    <Badge colorPalette="purple" size="md" alignSelf="flex-start" data-testid="slot-badge">
      <LuCalendarClock aria-hidden /> {label}
    </Badge>
  );
}

export function ScheduledSlot({ order: key }: { order: ScheduledSlot_order$key }) {
  const order = useFragment(
    graphql`
      fragment ScheduledSlot_order on Order {
        id
        scheduledLabel
        canCancel
        cancellableUntilLabel
      }
    `,
    key,
  );
  const [cancel, cancelling] = useCancelScheduledOrder();
  const [confirming, setConfirming] = useState(false);
  if (!order.scheduledLabel) return null;
  const onConfirm = () =>
    cancel({
      variables: { input: { orderId: order.id } },
      failure: { title: "Cancel Failed", fallback: "Could not cancel the order. Please try again." },
      onSuccess: () => {
        setConfirming(false);
        notify({ type: "success", title: "Order Cancelled", description: "Your payment is being refunded in full." });
      },
      onFailure: () => setConfirming(false),
    });
  return (
    <HStack gap="3" wrap="wrap" data-testid="scheduled-slot">
      <SlotBadge label={order.scheduledLabel} />
      {order.canCancel && order.cancellableUntilLabel && (
        <>
          <Text fontSize="xs" color="fg.muted">
            Cancel until {order.cancellableUntilLabel}
          </Text>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            Cancel Order
          </Button>
          <ConfirmDialog
            open={confirming}
            onClose={() => setConfirming(false)}
            title="Cancel this scheduled order?"
            confirmLabel="Cancel Order"
            destructive
            loading={cancelling}
            onConfirm={onConfirm}
          >
            The kitchen will not make it, and your payment is refunded in full.
          </ConfirmDialog>
        </>
      )}
    </HStack>
  );
}
