// The Orders tab: the kitchen's paid orders, newest first, live. A new paid order appears without a
// reload (kitchenOrderUpdated); the cook starts preparing a confirmed order, marks it ready, or
// declines it with a reason (the server cancels it and refunds the customer).
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { HStack, Stack, VStack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { Suspense, useMemo, useState } from "react";
import { LuReceipt } from "react-icons/lu";
import { type PreloadedQuery, graphql, useFragment, usePreloadedQuery, useSubscription } from "react-relay/hooks";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { ChefOrdersTab_order$key } from "../../__generated__/ChefOrdersTab_order.graphql";
import type { ChefOrdersTabQuery } from "../../__generated__/ChefOrdersTabQuery.graphql";
import type { ChefOrdersTabSubscription } from "../../__generated__/ChefOrdersTabSubscription.graphql";
import { notify } from "../../toaster/toaster";
import { PageSpinner } from "../../components/PageSpinner";
import { formatCents } from "../../components/money";
import { relativeTime } from "../../components/relativeTime";
import { StatusBadge } from "../../components/StatusBadge";
import { ScheduledSlot } from "../orders/ScheduledSlot";
import { useUpdateOrderStatus } from "../delivery/useUpdateOrderStatus";
import { DeclineOrderButton } from "./DeclineOrderButton";
import { UpcomingScheduledOrders } from "./UpcomingScheduledOrders";

// A changed order updates its card through the store; a new one joins the top of the list.
const subscription = graphql`
  subscription ChefOrdersTabSubscription($connections: [ID!]!) {
    kitchenOrderUpdated @prependNode(connections: $connections, edgeTypeName: "UserKitchenOrdersConnectionEdge") {
      id
      ...ChefOrdersTab_order
    }
  }
`;

export const chefOrdersTabQuery = graphql`
  query ChefOrdersTabQuery($first: Int!, $upcoming: Int!) @preloadable {
    chefKitchen {
      ...UpcomingScheduledOrders_kitchen @arguments(first: $upcoming)
      kitchenOrders(first: $first) @connection(key: "ChefOrdersTab_kitchenOrders") {
        __id
        edges {
          node {
            id
            ...ChefOrdersTab_order
          }
        }
      }
    }
  }
`;

// Page sizes as variables: the server's cost limit multiplies a literal `first`.
export const chefOrdersTabVariables = { first: 50, upcoming: 50 };

export function ChefOrdersTab({ queryRef }: { queryRef: PreloadedQuery<ChefOrdersTabQuery> }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Orders queryRef={queryRef} />
    </Suspense>
  );
}

function Orders({ queryRef }: { queryRef: PreloadedQuery<ChefOrdersTabQuery> }) {
  const { chefKitchen } = usePreloadedQuery<ChefOrdersTabQuery>(chefOrdersTabQuery, queryRef);
  const edges = chefKitchen.kitchenOrders.edges;
  const known = new Set(edges.map((e) => e.node.id));
  // Live queue events; the upcoming scheduled orders are read again on each (one may have moved here).
  const [changes, setChanges] = useState(0);
  const config = useMemo<GraphQLSubscriptionConfig<ChefOrdersTabSubscription>>(
    () => ({
      subscription,
      variables: { connections: [chefKitchen.kitchenOrders.__id] },
      onNext: (data) => {
        const id = data?.kitchenOrderUpdated?.id;
        setChanges((n) => n + 1);
        if (id && !known.has(id))
          notify({ type: "info", title: "New order", description: "A new paid order has arrived." });
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [[...known].join(",")],
  );
  useSubscription<ChefOrdersTabSubscription>(config);

  if (edges.length === 0)
    return (
      <Stack gap="4">
        <UpcomingScheduledOrders kitchen={chefKitchen} changes={changes} />
        <VStack py="12" gap="2" textAlign="center" color="fg.muted">
          <LuReceipt size="40" aria-hidden />
          <Text fontWeight="semibold" color="fg">
            No orders yet
          </Text>
          <Text>Orders will appear here once customers start ordering your delicious food!</Text>
        </VStack>
      </Stack>
    );
  return (
    <Stack gap="4">
      <UpcomingScheduledOrders kitchen={chefKitchen} changes={changes} />
      {edges.map((e) => (
        <OrderCard key={e.node.id} order={e.node} />
      ))}
    </Stack>
  );
}

function OrderCard({ order: key }: { order: ChefOrdersTab_order$key }) {
  const order = useFragment(
    graphql`
      fragment ChefOrdersTab_order on Order {
        id
        ...ScheduledSlot_order
        databaseId
        status
        statusLabel
        createdAt
        totalCents
        customerName
        deliveryAddress
        deliveryInstructions
        cancelReason
        refundPending
        items {
          databaseId
          name
          quantity
        }
      }
    `,
    key,
  );
  const [step, stepping] = useUpdateOrderStatus();
  const move = (status: "PREPARING" | "READY") =>
    step({
      variables: { input: { orderId: order.id, status } },
      failure: { title: "Error", fallback: "Failed to update order status." },
      onSuccess: () =>
        notify({
          type: "success",
          title: status === "PREPARING" ? "Order Accepted" : "Order Ready",
          description: `Order #${order.databaseId} is ${status === "PREPARING" ? "being prepared" : "ready for pickup"}.`,
        }),
    });

  return (
    <Card.Root borderRadius="2xl" data-testid={`kitchen-order-${order.databaseId}`}>
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between" wrap="wrap">
            <Stack gap="0">
              <Text fontWeight="bold" fontSize="lg">
                Order #{order.databaseId}
              </Text>
              <Text fontSize="sm" color="fg.muted" title={new Date(order.createdAt).toLocaleString()}>
                {new Date(order.createdAt).toLocaleString([], { dateStyle: "medium", timeStyle: "short" })} (
                {relativeTime(order.createdAt)}) · {order.customerName}
              </Text>
            </Stack>
            <StatusBadge of="order" status={order.status} label={order.statusLabel} />
          </HStack>
          <ScheduledSlot order={order} />
          <Stack gap="1" as="ul" listStyleType="none">
            {order.items.map((item) => (
              <Text as="li" key={item.databaseId}>
                {item.quantity} × {item.name}
              </Text>
            ))}
          </Stack>
          <Text fontSize="sm">Deliver to: {order.deliveryAddress}</Text>
          {order.deliveryInstructions && (
            <Text fontSize="sm" color="fg.muted">
              Instructions: {order.deliveryInstructions}
            </Text>
          )}
          {order.cancelReason && (
            <Text fontSize="sm" color="red.fg">
              Declined: {order.cancelReason}
            </Text>
          )}
          {order.refundPending && (
            <Text fontSize="sm" color="fg.muted">
              Refund pending: the payment provider has not taken it yet; it is retried automatically.
            </Text>
          )}
          <HStack justify="space-between" wrap="wrap">
            <Text fontWeight="bold">Total {formatCents(order.totalCents)}</Text>
            <HStack>
              {order.status === "CONFIRMED" && (
                <>
                  <DeclineOrderButton orderId={order.id} databaseId={order.databaseId} />
                  <Button size="sm" colorPalette="orange" loading={stepping} onClick={() => move("PREPARING")}>
                    Start Preparing
                  </Button>
                </>
              )}
              {order.status === "PREPARING" && (
                <Button size="sm" colorPalette="orange" loading={stepping} onClick={() => move("READY")}>
                  Mark as Ready
                </Button>
              )}
            </HStack>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
