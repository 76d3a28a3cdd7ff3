// The cook's upcoming scheduled orders, by day: paid orders placed ahead for a delivery slot. Each
// leaves this list for the live queue below (with a notification) when its preparation should start;
// the server moves it, so the list is read again whenever the live queue changes (`changes` counts the
// live queue's events). It arrives with the orders tab's query.
import { Badge } from "@chakra-ui/react/badge";
import { Card } from "@chakra-ui/react/card";
import { Heading } from "@chakra-ui/react/heading";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { startTransition, useEffect, useRef } from "react";
import { graphql, useRefetchableFragment } from "react-relay/hooks";
import type { UpcomingScheduledOrders_kitchen$key } from "../../__generated__/UpcomingScheduledOrders_kitchen.graphql";
import type { UpcomingScheduledOrdersRefetchQuery } from "../../__generated__/UpcomingScheduledOrdersRefetchQuery.graphql";
import { formatCents } from "../../components/money";

export function UpcomingScheduledOrders({
  kitchen,
  changes,
}: {
  kitchen: UpcomingScheduledOrders_kitchen$key;
  changes: number;
}) {
  const [chefKitchen, refetch] = useRefetchableFragment<
    UpcomingScheduledOrdersRefetchQuery,
    UpcomingScheduledOrders_kitchen$key
  >(
    graphql`
      fragment UpcomingScheduledOrders_kitchen on User
      @refetchable(queryName: "UpcomingScheduledOrdersRefetchQuery")
      @argumentDefinitions(first: { type: "Int!" }) {
        upcomingScheduledOrders(first: $first) {
          edges {
            node {
              id
              databaseId
              scheduledDayLabel
              scheduledLabel
              customerName
              totalCents
              items {
                databaseId
                name
                quantity
              }
            }
          }
        }
      }
    `,
    kitchen,
  );
  const seen = useRef(changes);
  useEffect(() => {
    if (seen.current === changes) return;
    seen.current = changes;
    startTransition(() => {
      refetch({}, { fetchPolicy: "network-only" });
    });
  }, [changes, refetch]);
  const orders = chefKitchen.upcomingScheduledOrders.edges.map((e) => e.node);
  if (orders.length === 0) return null;
  const days = new Map<string, typeof orders>();
  for (const order of orders)
    days.set(order.scheduledDayLabel ?? "", [...(days.get(order.scheduledDayLabel ?? "") ?? []), order]);
  return (
    <Card.Root variant="subtle" borderRadius="2xl" data-testid="upcoming-scheduled">
      <Card.Header>
        <Heading as="h2" size="md">
          Upcoming scheduled orders
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Each joins your queue below when it is time to start preparing it.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {[...days].map(([day, list]) => (
            <Stack key={day} gap="2">
              <Text fontWeight="semibold">{day}</Text>
              {list.map((order) => (
                <HStack key={order.id} justify="space-between" wrap="wrap" data-testid={`upcoming-${order.databaseId}`}>
                  <Stack gap="0">
                    <Text>
                      Order #{order.databaseId} · {order.customerName}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {order.items.map((i) => `${i.quantity} × ${i.name}`).join(", ")}
                    </Text>
                  </Stack>
                  <HStack gap="2">
                    <Badge colorPalette="purple">{order.scheduledLabel?.replace(/^Scheduled for /, "")}</Badge>
                    <Text fontWeight="semibold">{formatCents(order.totalCents)}</Text>
                  </HStack>
                </HStack>
              ))}
            </Stack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
