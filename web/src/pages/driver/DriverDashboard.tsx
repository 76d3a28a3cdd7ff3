// The approved driver's dashboard (driver spec §2 "Driver dashboard", §4): GPS tracking with Start
// and Stop, four stat tiles from the server's metrics, and the tabs Active Deliveries, Available
// Orders (nearest first, with distance and pay) and Navigation, each with the spec's empty state.
import { Badge } from "@chakra-ui/react/badge";
import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Heading } from "@chakra-ui/react/heading";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { HStack, Stack, VStack } from "@chakra-ui/react/stack";
import { Tabs } from "@chakra-ui/react/tabs";
import { Text } from "@chakra-ui/react/text";
import { type ReactNode, useCallback, useState } from "react";
import { LuMapPin, LuNavigation, LuPackage, LuSatellite, LuStar, LuTimer, LuTruck, LuWallet } from "react-icons/lu";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import type { DriverDashboard_driver$key } from "../../__generated__/DriverDashboard_driver.graphql";
import type { DriverDashboard_order$key } from "../../__generated__/DriverDashboard_order.graphql";
import type { DriverDashboardAcceptMutation } from "../../__generated__/DriverDashboardAcceptMutation.graphql";
import type { DriverDashboardLocationMutation } from "../../__generated__/DriverDashboardLocationMutation.graphql";
import type { DriverDashboardStepMutation } from "../../__generated__/DriverDashboardStepMutation.graphql";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";
import { NavigationPanel } from "../delivery/NavigationPanel";
import { statusKey } from "../delivery/tracking";
import { type Fix, useGeolocationTracking } from "../delivery/useGeolocationTracking";
import { formatCents } from "../../components/money";
import { StatusBadge } from "../../components/StatusBadge";
import { ScheduledSlot } from "../orders/ScheduledSlot";

export function DriverDashboard({
  driver: key,
  onChanged,
}: {
  driver: DriverDashboard_driver$key;
  onChanged: () => void;
}) {
  const driver = useFragment(
    graphql`
      fragment DriverDashboard_driver on Query {
        driverMetrics {
          totalDeliveries
          todayDeliveries
          todayEarningsCents
          averageRating
          onTimeDeliveries
        }
        driverActiveOrders {
          id
          ...DriverDashboard_order
          ...NavigationPanel_order
        }
        availableOrders {
          id
          ...DriverDashboard_order
        }
      }
    `,
    key,
  );
  const [tab, setTab] = useState("active");
  const [navigating, setNavigating] = useState<string | null>(null);
  const [postLocation] = useMutation<DriverDashboardLocationMutation>(graphql`
    mutation DriverDashboardLocationMutation($input: RecordDriverLocationInput!) {
      result: recordDriverLocation(input: $input) {
        __typename
      }
    }
  `);
  const onFix = useCallback((fix: Fix) => postLocation({ variables: { input: fix } }), [postLocation]);
  const gps = useGeolocationTracking(onFix);
  const metrics = driver.driverMetrics;
  const onTimeRate =
    metrics && metrics.totalDeliveries > 0 ? Math.round((metrics.onTimeDeliveries / metrics.totalDeliveries) * 100) : 0;
  // Null for anyone but an approved driver or an admin, whom the server offers no deliveries.
  const offers = driver.availableOrders ?? [];
  const navOrder = driver.driverActiveOrders.find((o) => o.id === navigating) ?? driver.driverActiveOrders[0] ?? null;

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Driver Dashboard
      </Heading>
      <Card.Root variant="outline">
        <Card.Body>
          <HStack justify="space-between" wrap="wrap" gap="3">
            <HStack gap="3">
              <Box color={gps.status === "active" ? "green.fg" : "fg.muted"} fontSize="2xl">
                <LuSatellite />
              </Box>
              <Stack gap="0">
                <Text fontWeight="semibold">GPS Tracking</Text>
                <Text fontSize="sm" color="fg.muted" data-testid="gps-status">
                  {gps.status === "active"
                    ? `Active${gps.fix?.accuracy != null ? ` · ±${Math.round(gps.fix.accuracy)} m` : ""}`
                    : gps.status === "starting"
                      ? "Getting a location fix..."
                      : "Inactive"}
                </Text>
              </Stack>
            </HStack>
            {gps.status === "inactive" ? (
              <Button onClick={gps.start}>Start Tracking</Button>
            ) : (
              <Button variant="outline" colorPalette="red" onClick={gps.stop}>
                Stop Tracking
              </Button>
            )}
          </HStack>
        </Card.Body>
      </Card.Root>

      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Tile icon={<LuWallet />} label="Today's Earnings" value={formatCents(metrics?.todayEarningsCents ?? 0)} />
        <Tile icon={<LuPackage />} label="Today's Deliveries" value={String(metrics?.todayDeliveries ?? 0)} />
        <Tile
          icon={<LuStar />}
          label="Average Rating"
          value={metrics?.averageRating != null ? metrics.averageRating.toFixed(1) : "–"}
        />
        <Tile icon={<LuTimer />} label="On-Time Rate" value={`${onTimeRate}%`} />
      </SimpleGrid>

      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="enclosed" lazyMount>
        <Tabs.List flexWrap="wrap" mb="4">
          <Tabs.Trigger value="active">Active Deliveries ({driver.driverActiveOrders.length})</Tabs.Trigger>
          <Tabs.Trigger value="available">Available Orders ({offers.length})</Tabs.Trigger>
          <Tabs.Trigger value="navigation">Navigation</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="active">
          {driver.driverActiveOrders.length === 0 ? (
            <Empty
              icon={<LuTruck />}
              title="No Active Deliveries"
              text="Accept an available order to start delivering."
            />
          ) : (
            <Stack gap="4">
              {driver.driverActiveOrders.map((order) => (
                <DeliveryCard
                  key={order.id}
                  order={order}
                  mode="active"
                  onNavigate={() => {
                    setNavigating(order.id);
                    setTab("navigation");
                  }}
                  onChanged={onChanged}
                />
              ))}
            </Stack>
          )}
        </Tabs.Content>
        <Tabs.Content value="available">
          {offers.length === 0 ? (
            <Empty icon={<LuPackage />} title="No Available Orders" text="Ready orders near you will show up here." />
          ) : (
            <Stack gap="4">
              {offers.map((order) => (
                <DeliveryCard key={order.id} order={order} mode="available" onChanged={onChanged} />
              ))}
            </Stack>
          )}
        </Tabs.Content>
        <Tabs.Content value="navigation">
          {navOrder ? (
            <NavigationPanel
              order={navOrder}
              gps={{ connected: gps.status === "active", accuracy: gps.fix?.accuracy ?? null, fix: gps.fix }}
              onChanged={onChanged}
            />
          ) : (
            <Empty
              icon={<LuNavigation />}
              title="No Active Navigation"
              text="Start a delivery to get turn-by-turn directions."
            />
          )}
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

function Tile({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap="1" p="4">
        <HStack color="fg.muted" fontSize="sm" gap="2">
          {icon}
          <Text>{label}</Text>
        </HStack>
        <Text fontSize="2xl" fontWeight="bold" data-testid={`stat-${label}`}>
          {value}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function Empty({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <VStack py="10" gap="2" textAlign="center" color="fg.muted">
      <Box fontSize="4xl">{icon}</Box>
      <Text fontWeight="semibold" color="fg">
        {title}
      </Text>
      <Text>{text}</Text>
    </VStack>
  );
}

function DeliveryCard({
  order: key,
  mode,
  onNavigate,
  onChanged,
}: {
  order: DriverDashboard_order$key;
  mode: "active" | "available";
  onNavigate?: () => void;
  onChanged: () => void;
}) {
  const order = useFragment(
    graphql`
      fragment DriverDashboard_order on Order {
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
  const [accept, accepting] = useMutationResult<DriverDashboardAcceptMutation>(
    graphql`
      mutation DriverDashboardAcceptMutation($input: AcceptDeliveryInput!) {
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
  const [step, stepping] = useMutationResult<DriverDashboardStepMutation>(
    graphql`
      mutation DriverDashboardStepMutation($input: UpdateOrderStatusInput!) {
        result: updateOrderStatus(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on UpdateOrderStatusPayload {
            order {
              id
              status
              statusLabel
            }
          }
        }
      }
    `,
    "UpdateOrderStatusPayload",
  );
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
