// /tracking?orderId={id}: the customer's live delivery (customer spec §2 "Live tracking panel",
// driver spec §4): the status timeline, the map with the kitchen, the destination, the route and the
// driver's marker, the ETA, the driver card, 'View on Map' and 'Share Tracking', the order details
// with the tip, and a text view of the same progress in an ARIA live region. Live through
// orderStatusChanged and driverLocationUpdated, with the connection's status (TrackingConnection);
// after a dropped socket the page refetches.
import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { Container } from "@chakra-ui/react/container";
import { Grid } from "@chakra-ui/react/grid";
import { Heading } from "@chakra-ui/react/heading";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useEffect, useState } from "react";
import { type PreloadedQuery, fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment } from "react-relay/hooks";
import { Link as RouterLink, useLoaderData } from "react-router";
import type { TrackingPageQuery } from "../../__generated__/TrackingPageQuery.graphql";
import { relativeTime } from "../../components/relativeTime";
import { StatusBadge } from "../../components/StatusBadge";
import { onSubscriptionReconnect } from "../../relay/environment";
import { DriverCard } from "./DriverCard";
import { OrderReceipt } from "./OrderReceipt";
import { TrackingMap } from "./TrackingMap";
import { TrackingProgress, TrackingStatusCard } from "./TrackingProgress";
import { TrackingConnection } from "./TrackingConnection";
import { ScheduledSlot } from "./ScheduledSlot";
import { InstallCard } from "../../pwa/InstallCard";
import { rememberOrder } from "../../pwa/lastKnown";
import { SubstituteDishes } from "./SubstituteDishes";
import { TipAfterDelivery } from "./TipAfterDelivery";

export const trackingPageQuery = graphql`
  query TrackingPageQuery($databaseId: Int!, $hasOrder: Boolean!) @preloadable {
    viewer {
      databaseId
    }
    order(databaseId: $databaseId) @include(if: $hasOrder) {
      ...ScheduledSlot_order
      databaseId
      customerDatabaseId
      status
      statusLabel
      createdAt
      kitchenName
      driver {
        ...DriverCard_driver
      }
      ...TrackingProgress_order
      ...TrackingProgress_status
      ...TrackingMap_order
      ...OrderReceipt_order
      ...TipAfterDelivery_order
      ...TrackingConnection_order
      ...SubstituteDishes_order
    }
  }
`;

export default function TrackingPage() {
  const ref = useLoaderData<PreloadedQuery<TrackingPageQuery>>();
  const data = usePreloadedQuery<TrackingPageQuery>(trackingPageQuery, ref);
  const { order } = data;
  const environment = useRelayEnvironment();
  const [, setTick] = useState(0);

  // Events raised while the socket was down are gone: read the order again.
  useEffect(
    () =>
      onSubscriptionReconnect(() => {
        fetchQuery(environment, trackingPageQuery, ref.variables, { fetchPolicy: "network-only" }).subscribe({});
      }),
    [environment, ref.variables],
  );
  // The last status seen is kept on the device for this page offline (pwa/lastKnown.ts).
  useEffect(() => {
    if (order)
      void rememberOrder({
        databaseId: order.databaseId,
        status: order.status,
        statusLabel: order.statusLabel,
        kitchenName: order.kitchenName,
        seenAt: Date.now(),
      });
  }, [order]);
  // The order's age counts on between updates.
  useEffect(() => {
    const timer = setInterval(() => setTick((t) => t + 1), 30_000);
    return () => clearInterval(timer);
  }, []);

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

  return (
    <Container maxW="5xl" py={{ base: "6", md: "10" }}>
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
          <HStack gap="2">
            <TrackingConnection order={order} />
            <StatusBadge of="order" status={order.status} label={order.statusLabel} />
          </HStack>
        </HStack>
        {order.customerDatabaseId === data.viewer?.databaseId && <InstallCard />}
        <ScheduledSlot order={order} />
        <SubstituteDishes order={order} />
        <TrackingProgress order={order} />
        <Grid templateColumns={{ base: "1fr", md: "3fr 2fr" }} gap="6" alignItems="start">
          <Stack gap="4">
            <TrackingMap order={order} viewerDatabaseId={data.viewer?.databaseId ?? null} />
            {order.driver && <DriverCard driver={order.driver} />}
          </Stack>
          <Stack gap="4">
            <TrackingStatusCard order={order} />
            <TipAfterDelivery order={order} />
            <OrderReceipt order={order} />
          </Stack>
        </Grid>
      </Stack>
    </Container>
  );
}
