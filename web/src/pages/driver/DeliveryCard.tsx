// One delivery on the driver's dashboard: the order, its stops, and the driver's next step.
import { Badge } from "@chakra-ui/react/badge";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { LuMapPin } from "react-icons/lu";
import { graphql, useFragment } from "react-relay/hooks";
import type { DeliveryCard_order$key } from "../../__generated__/DeliveryCard_order.graphql";
import type { DeliveryCardAcceptMutation } from "../../__generated__/DeliveryCardAcceptMutation.graphql";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";
import { statusKey } from "../delivery/tracking";
import { formatCents } from "../../components/money";
import { StatusBadge } from "../../components/StatusBadge";
import { ScheduledSlot } from "../orders/ScheduledSlot";
import { useUpdateOrderStatus } from "../delivery/useUpdateOrderStatus";

export function DeliveryCard({
  order: key,
  mode,
  onNavigate,
  onChanged,
}: {
  order: DeliveryCard_order$key;
  mode: "active" | "available";
  onNavigate?: () => void;
  onChanged: () => void;
}) {
  const order = useFragment(
    graphql`
      fragment DeliveryCard_order on Order {
        id
        ...ScheduledSlot_order
        databaseId
        status
        statusLabel
        kitchenName
        pickupAddress
        deliveryAddress
        deliveryInstructions
        distanceFromDriverMiles
        driverPayCents
        tipCents
        items {
          databaseId
          name
          quantity
        }
      }
    `,
    key,
  );
  const [accept, accepting] = useMutationResult<DeliveryCardAcceptMutation>(
    graphql`
      mutation DeliveryCardAcceptMutation($input: AcceptDeliveryInput!) {
        result: acceptDelivery(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on AcceptDeliveryPayload {
            order {
              id
              status
              statusLabel
            }
          }
        }
      }
    `,
    "AcceptDeliveryPayload",
  );
  const [step, stepping] = useUpdateOrderStatus();
  const status = statusKey(order.status);
  const move = (next: "PICKED_UP" | "ON_WAY" | "DELIVERED") =>
    step({
      variables: { input: { orderId: order.id, status: next } },
      failure: { title: "Error", fallback: "Failed to update order status." },
      onSuccess: () => {
        if (next === "DELIVERED")
          notify({
            type: "success",
            title: "Delivery Completed",
            description: "Order has been marked as delivered successfully.",
          });
        onChanged();
      },
    });

  return (
    <Card.Root borderRadius="2xl" data-testid={`delivery-${order.databaseId}`}>
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between" wrap="wrap">
            <Text fontWeight="bold" fontSize="lg">
              Order #{order.databaseId}
            </Text>
            <StatusBadge of="order" status={order.status} label={order.statusLabel} />
          </HStack>
          <ScheduledSlot order={order} />
          <Stack gap="1" fontSize="sm">
            <HStack>
              <LuMapPin />{" "}
              <Text>
                Pickup: {order.kitchenName}, {order.pickupAddress}
              </Text>
            </HStack>
            <HStack>
              <LuMapPin /> <Text>Deliver to: {order.deliveryAddress}</Text>
            </HStack>
            {order.deliveryInstructions && <Text color="fg.muted">Instructions: {order.deliveryInstructions}</Text>}
            <Text color="fg.muted">{order.items.map((i) => `${i.quantity} × ${i.name}`).join(", ")}</Text>
          </Stack>
          <HStack justify="space-between" wrap="wrap">
            <HStack gap="3">
              {order.distanceFromDriverMiles != null && (
                <Badge variant="subtle">{order.distanceFromDriverMiles.toFixed(1)} mi away</Badge>
              )}
              <Text fontWeight="bold">Pay {formatCents(order.driverPayCents)}</Text>
              {order.tipCents > 0 && (
                <Text fontSize="sm" color="green.fg">
                  incl. {formatCents(order.tipCents)} tip
                </Text>
              )}
            </HStack>
            <HStack>
              {mode === "available" && (
                <Button
                  loading={accepting}
                  onClick={() =>
                    accept({
                      variables: { input: { orderId: order.id } },
                      failure: { title: "Error", fallback: "Failed to accept order. Please try again." },
                      onSuccess: () => {
                        notify({
                          type: "success",
                          title: "Order Accepted",
                          description: "You have successfully accepted this delivery.",
                        });
                        onChanged();
                      },
                      onFailure: () => onChanged(),
                    })
                  }
                >
                  Accept
                </Button>
              )}
              {mode === "active" && status === "ready" && (
                <Button loading={stepping} onClick={() => move("PICKED_UP")}>
                  Mark as Picked Up
                </Button>
              )}
              {mode === "active" && status === "picked_up" && (
                <Button variant="outline" loading={stepping} onClick={() => move("ON_WAY")}>
                  On the Way
                </Button>
              )}
              {mode === "active" && (status === "picked_up" || status === "on_way") && (
                <>
                  <Button variant="outline" onClick={onNavigate}>
                    Navigate
                  </Button>
                  <Button colorPalette="green" loading={stepping} onClick={() => move("DELIVERED")}>
                    Complete Delivery
                  </Button>
                </>
              )}
            </HStack>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
