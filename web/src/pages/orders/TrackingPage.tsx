// /tracking?orderId={id}: the order's status, dishes, totals and addresses, kept live by the
// orderStatusChanged subscription. (The map, timeline and driver card arrive with delivery tracking.)
import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { Separator } from "@chakra-ui/react/separator";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useMemo } from "react";
import { type PreloadedQuery, graphql, usePreloadedQuery, useSubscription } from "react-relay/hooks";
import { Link as RouterLink, useLoaderData } from "react-router";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { TrackingPageQuery } from "../../__generated__/TrackingPageQuery.graphql";
import type { TrackingPageSubscription } from "../../__generated__/TrackingPageSubscription.graphql";
import { formatCents, relativeTime } from "./format";
import { StatusBadge } from "./StatusBadge";

export const trackingPageQuery = graphql`
  query TrackingPageQuery($databaseId: Int!, $hasOrder: Boolean!) {
    order(databaseId: $databaseId) @include(if: $hasOrder) {
      id
      databaseId
      status
      statusLabel
      createdAt
      kitchenName
      deliveryAddress
      pickupAddress
      subtotalCents
      platformFeeCents
      deliveryFeeCents
      deliveryFeeLabel
      taxCents
      totalCents
      items {
        databaseId
        name
        quantity
        lineTotalCents
      }
    }
  }
`;

const subscription = graphql`
  subscription TrackingPageSubscription($orderId: ID!) {
    orderStatusChanged(orderId: $orderId) {
      id
      status
      statusLabel
    }
  }
`;

export default function TrackingPage() {
  const { order } = usePreloadedQuery<TrackingPageQuery>(trackingPageQuery, useLoaderData<PreloadedQuery<TrackingPageQuery>>());
  if (!order)
    return (
      <Container maxW="2xl" py="10">
        <Heading as="h1" size="2xl" mb="3">
          Order Tracking
        </Heading>
        <Text color="fg.muted">No order to show. Pick one from your orders to follow it here.</Text>
        <Button asChild mt="6">
          <RouterLink to="/orders">My Orders</RouterLink>
        </Button>
      </Container>
    );

  const money = (label: string, cents: number) => (
    <HStack justify="space-between">
      <Text>{label}</Text>
      <Text>{formatCents(cents)}</Text>
    </HStack>
  );
  return (
    <Container maxW="2xl" py={{ base: "6", md: "10" }}>
      <LiveOrder orderId={order.id} />
      <Stack gap="6">
        <HStack justify="space-between" wrap="wrap">
          <Box>
            <Heading as="h1" size="2xl">
              Order #{order.databaseId}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {order.kitchenName} · {relativeTime(order.createdAt)}
            </Text>
          </Box>
          <StatusBadge status={order.status} label={order.statusLabel} />
        </HStack>
        <Card.Root variant="outline">
          <Card.Body gap="3">
            <Box>
              <Text fontWeight="semibold">Pickup</Text>
              <Text color="fg.muted">{order.pickupAddress}</Text>
            </Box>
            <Box>
              <Text fontWeight="semibold">Delivery</Text>
              <Text color="fg.muted">{order.deliveryAddress}</Text>
            </Box>
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline">
          <Card.Header>
            <Heading as="h2" size="md">
              Order Details
            </Heading>
          </Card.Header>
          <Card.Body gap="2">
            {order.items.map((item) => (
              <HStack key={item.databaseId} justify="space-between">
                <Text>
                  {item.quantity} × {item.name}
                </Text>
                <Text>{formatCents(item.lineTotalCents)}</Text>
              </HStack>
            ))}
            <Separator my="2" />
            {money("Subtotal", order.subtotalCents)}
            {money("Platform Fee (12%)", order.platformFeeCents)}
            {money(order.deliveryFeeLabel, order.deliveryFeeCents)}
            {money("Tax (8.75%)", order.taxCents)}
            <HStack justify="space-between" fontWeight="bold">
              <Text>Total</Text>
              <Text>{formatCents(order.totalCents)}</Text>
            </HStack>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}

function LiveOrder({ orderId }: { orderId: string }) {
  const config = useMemo<GraphQLSubscriptionConfig<TrackingPageSubscription>>(
    () => ({ subscription, variables: { orderId } }),
    [orderId],
  );
  useSubscription<TrackingPageSubscription>(config);
  return null;
}
