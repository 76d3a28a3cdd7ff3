// /tracking?orderId={id}: the customer's live delivery (customer spec §2 "Live tracking panel",
// driver spec §4): the status timeline, the map with the kitchen, the destination, the route and the
// driver's marker, the ETA, the driver card, 'View on Map' and 'Share Tracking', the order details
// with the tip, and a text view of the same progress in an ARIA live region. Live through
// orderStatusChanged and driverLocationUpdated; after a dropped socket the page refetches.
import { Avatar } from "@chakra-ui/react/avatar";
import { Badge } from "@chakra-ui/react/badge";
import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Container } from "@chakra-ui/react/container";
import { Grid } from "@chakra-ui/react/grid";
import { Heading } from "@chakra-ui/react/heading";
import { Separator } from "@chakra-ui/react/separator";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useEffect, useMemo, useState } from "react";
import { LuMessageSquare, LuPhone } from "react-icons/lu";
import { type PreloadedQuery, fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, useSubscription } from "react-relay/hooks";
import { Link as RouterLink, useLoaderData } from "react-router";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { TrackingPageDemoMutation } from "../../__generated__/TrackingPageDemoMutation.graphql";
import type { TrackingPageLocationSubscription } from "../../__generated__/TrackingPageLocationSubscription.graphql";
import type { TrackingPageQuery } from "../../__generated__/TrackingPageQuery.graphql";
import type { TrackingPageSubscription } from "../../__generated__/TrackingPageSubscription.graphql";
import { notify } from "../../components/toaster";
import { onSubscriptionReconnect } from "../../relay/environment";
import { useMutationResult } from "../../relay/useMutationResult";
import { DeliveryMapLazy } from "../delivery/DeliveryMapLazy";
import { ShareActions } from "../delivery/ShareActions";
import { StatusTimeline } from "../delivery/StatusTimeline";
import { baseMinutes, milesBetween, progressText, statusKey } from "../delivery/tracking";
import { formatCents, relativeTime } from "./format";
import { StatusBadge } from "./StatusBadge";
import { ScheduledSlot } from "./ScheduledSlot";

export const trackingPageQuery = graphql`
  query TrackingPageQuery($databaseId: Int!, $hasOrder: Boolean!) {
    viewer {
      databaseId
    }
    order(databaseId: $databaseId) @include(if: $hasOrder) {
      id
      ...ScheduledSlot_order
      customerDatabaseId
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
      tipCents
      totalCents
      estimatedDelivery
      kitchenLocation {
        lat
        lng
      }
      deliveryLocation {
        lat
        lng
      }
      driver {
        name
        vehicle
        phone
      }
      driverLocation {
        lat
        lng
        accuracy
        speed
        heading
        timestamp
      }
      items {
        databaseId
        name
        quantity
        lineTotalCents
      }
    }
  }
`;

const statusSubscription = graphql`
  subscription TrackingPageSubscription($orderId: ID!) {
    orderStatusChanged(orderId: $orderId) {
      id
      status
      statusLabel
      estimatedDelivery
      driver {
        name
        vehicle
        phone
      }
    }
  }
`;

const locationSubscription = graphql`
  subscription TrackingPageLocationSubscription($orderId: ID!) {
    driverLocationUpdated(orderId: $orderId) {
      lat
      lng
      accuracy
      speed
      heading
      timestamp
    }
  }
`;

/** An average city speed for the ETA when the driver's own speed is unknown or ~0 (mph). */
const CITY_MPH = 18;

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
  // The ETA text counts down between location updates.
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

  const status = statusKey(order.status);
  const kitchen = order.kitchenLocation ?? null;
  const destination = order.deliveryLocation ?? null;
  const driver = order.driverLocation ?? null;
  const moving = status === "picked_up" || status === "on_way";
  // ETA: the spec's base minutes by status, refined by the driver's distance and speed once moving.
  let minutes: number = baseMinutes[status] ?? 0;
  let milesLeft: number | null = null;
  if (moving && driver && destination) {
    milesLeft = milesBetween(driver, destination);
    const mph = driver.speed && driver.speed > 1 ? driver.speed * 2.23694 : CITY_MPH;
    minutes = Math.max(1, Math.round((milesLeft / mph) * 60));
  }
  const text = progressText(status, minutes, order.driver?.name ?? null);
  const money = (label: string, cents: number, testId?: string) => (
    <HStack justify="space-between" data-testid={testId}>
      <Text>{label}</Text>
      <Text>{formatCents(cents)}</Text>
    </HStack>
  );

  return (
    <Container maxW="5xl" py={{ base: "6", md: "10" }}>
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
        <ScheduledSlot order={order} />

        {/* The same progress as words, announced as it changes. */}
        <Box role="status" aria-live="polite" aria-atomic="true" bg="bg.muted" borderRadius="lg" px="4" py="3" data-testid="tracking-text">
          <Text fontWeight="semibold">{text}</Text>
          {status !== "delivered" && status !== "cancelled" && (
            <Text fontSize="sm" color="fg.muted">
              Estimated arrival {new Date(Date.now() + minutes * 60_000).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" })}
              {milesLeft !== null && ` · ${milesLeft.toFixed(1)} mi left`}
              {driver?.speed != null && driver.speed > 0 && ` · ${Math.round(driver.speed * 2.23694)} mph`}
            </Text>
          )}
        </Box>

        <Grid templateColumns={{ base: "1fr", md: "3fr 2fr" }} gap="6" alignItems="start">
          <Stack gap="4">
            <DeliveryMapLazy
              kitchen={kitchen}
              destination={destination}
              driver={moving ? driver : null}
              route={kitchen && destination ? [kitchen, destination] : []}
            />
            <ShareActions address={order.deliveryAddress} orderNumber={order.databaseId} />
            {status === "ready" && !order.driver && data.viewer?.databaseId === order.customerDatabaseId && <DemoDeliveryButton orderId={order.id} />}
            {order.driver && (
              <Card.Root variant="outline" data-testid="driver-card">
                <Card.Body>
                  <HStack gap="4">
                    <Avatar.Root>
                      <Avatar.Fallback name={order.driver.name} />
                    </Avatar.Root>
                    <Stack gap="0" flex="1">
                      <Text fontWeight="semibold">{order.driver.name}</Text>
                      {order.driver.vehicle && (
                        <Text fontSize="sm" color="fg.muted">
                          {order.driver.vehicle}
                        </Text>
                      )}
                    </Stack>
                    {order.driver.phone && (
                      <HStack>
                        <Button asChild size="sm" variant="outline" aria-label={`Call ${order.driver.name}`}>
                          <a href={`tel:${order.driver.phone}`}>
                            <LuPhone />
                          </a>
                        </Button>
                        <Button asChild size="sm" variant="outline" aria-label={`Text ${order.driver.name}`}>
                          <a href={`sms:${order.driver.phone}`}>
                            <LuMessageSquare />
                          </a>
                        </Button>
                      </HStack>
                    )}
                  </HStack>
                </Card.Body>
              </Card.Root>
            )}
          </Stack>
          <Stack gap="4">
            <Card.Root variant="outline">
              <Card.Header>
                <HStack justify="space-between">
                  <Heading as="h2" size="md">
                    Order Status
                  </Heading>
                  {moving && driver && <Badge colorPalette="green">Live</Badge>}
                </HStack>
              </Card.Header>
              <Card.Body>
                <StatusTimeline status={order.status} />
              </Card.Body>
            </Card.Root>
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
                {order.tipCents > 0 && money("Driver tip", order.tipCents, "receipt-tip")}
                <HStack justify="space-between" fontWeight="bold">
                  <Text>Total</Text>
                  <Text>{formatCents(order.totalCents)}</Text>
                </HStack>
              </Card.Body>
            </Card.Root>
          </Stack>
        </Grid>
      </Stack>
    </Container>
  );
}

function LiveOrder({ orderId }: { orderId: string }) {
  const status = useMemo<GraphQLSubscriptionConfig<TrackingPageSubscription>>(() => ({ subscription: statusSubscription, variables: { orderId } }), [orderId]);
  const location = useMemo<GraphQLSubscriptionConfig<TrackingPageLocationSubscription>>(
    () => ({
      subscription: locationSubscription,
      variables: { orderId },
      // A location has no id of its own: it becomes the order's driverLocation.
      updater: (store) => {
        const next = store.getRootField("driverLocationUpdated");
        const order = store.get(orderId);
        if (next && order) order.setLinkedRecord(next, "driverLocation");
      },
    }),
    [orderId],
  );
  useSubscription<TrackingPageSubscription>(status);
  useSubscription<TrackingPageLocationSubscription>(location);
  return null;
}

/** Demo mode: the demo driver delivers this ready order on the server, so it can be watched here. */
function DemoDeliveryButton({ orderId }: { orderId: string }) {
  const [start, starting] = useMutationResult<TrackingPageDemoMutation>(
    graphql`
      mutation TrackingPageDemoMutation($input: StartDemoDeliveryInput!) {
        result: startDemoDelivery(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on StartDemoDeliveryPayload {
            order {
              id
              status
              statusLabel
              driver {
                name
                vehicle
                phone
              }
            }
          }
        }
      }
    `,
    "StartDemoDeliveryPayload",
  );
  return (
    <Button
      variant="outline"
      loading={starting}
      onClick={() =>
        start({
          variables: { input: { orderId } },
          failure: { title: "Error", fallback: "Unable to start the demo delivery." },
          onSuccess: () => notify({ type: "success", title: "Demo Mode Started", description: "A demo driver is on the way to pick up your order." }),
        })
      }
    >
      Watch a demo delivery
    </Button>
  );
}
