// The approved driver's dashboard (driver spec §2 "Driver dashboard", §4): GPS tracking with Start
// and Stop, four stat tiles from the server's metrics, and the tabs Active Deliveries, Available
// Orders (nearest first, with distance and pay) and Navigation, each with the spec's empty state.
import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Heading } from "@chakra-ui/react/heading";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { HStack, Stack, VStack } from "@chakra-ui/react/stack";
import { Tabs } from "@chakra-ui/react/tabs";
import { Text } from "@chakra-ui/react/text";
import { type ReactNode, useCallback, useState } from "react";
import { LuNavigation, LuPackage, LuSatellite, LuStar, LuTimer, LuTruck, LuWallet } from "react-icons/lu";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import type { DriverDashboard_driver$key } from "../../__generated__/DriverDashboard_driver.graphql";
import type { DriverDashboardLocationMutation } from "../../__generated__/DriverDashboardLocationMutation.graphql";
import { NavigationPanel } from "../delivery/NavigationPanel";
import { type Fix, useGeolocationTracking } from "../delivery/useGeolocationTracking";
import { formatCents } from "../../components/money";
import { DeliveryCard } from "./DeliveryCard";

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
          ...DeliveryCard_order
          ...NavigationPanel_order
        }
        availableOrders {
          id
          ...DeliveryCard_order
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
