// /gps-features (driver spec §2 "GPS features", customer spec §2 "GPS services card"): a control
// panel with Start Real GPS, Demo Mode and Stop Tracking, the 'Tracking Active' / 'Tracking
// Inactive' badge, tabs Features, Live Tracking, Delivery Map and System Status, and 'Back to Home'.
// Demo mode moves a simulated driver every 5 s (spec §9) along the route the server's router gives
// (a straight line if it cannot be reached), so the map can be watched without a phone. System
// Status is the GPS services card, read from the server's gpsStatus (refreshable), and this
// browser's capabilities.
import { Badge } from "@chakra-ui/react/badge";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { List } from "@chakra-ui/react/list";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Tabs } from "@chakra-ui/react/tabs";
import { Text } from "@chakra-ui/react/text";
import { startTransition, useEffect, useRef, useState } from "react";
import { LuHouse, LuPlay, LuSatellite, LuSquare } from "react-icons/lu";
import { type PreloadedQuery, fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment } from "react-relay/hooks";
import { useLoaderData, useNavigate } from "react-router";
import type { GpsFeaturesPageQuery } from "../../__generated__/GpsFeaturesPageQuery.graphql";
import type { GpsFeaturesPageRouteQuery } from "../../__generated__/GpsFeaturesPageRouteQuery.graphql";
import { notify } from "../../toaster/toaster";
import { DeliveryMapLazy } from "./DeliveryMapLazy";
import { GpsServicesCard } from "./GpsServicesCard";
import type { LngLat } from "./DeliveryMap";
import { GEOLOCATION_OPTIONS } from "./useGeolocationTracking";

// A demo trip between two of the demo kitchens' neighbourhoods in Austin.
const DEMO_FROM: LngLat = { lat: 30.2467, lng: -97.7551 };
const DEMO_TO: LngLat = { lat: 30.2747, lng: -97.7404 };
const DEMO_INTERVAL_MS = 5_000;
const DEMO_POINTS = 24;

export const gpsFeaturesPageQuery = graphql`
  query GpsFeaturesPageQuery @preloadable {
    gpsStatus {
      checkedAt
      ...GpsServicesCard_status
    }
  }
`;

const routeQuery = graphql`
  query GpsFeaturesPageRouteQuery($input: DeliveryRouteInput!) {
    deliveryRoute(input: $input) {
      path {
        lat
        lng
      }
    }
  }
`;

/** The demo's path: evenly spaced points along the given corners (by default, from one end to the other). */
function demoPath(corners: LngLat[]): LngLat[] {
  const legs = corners.slice(1).map((to, i) => [corners[i]!, to] as const);
  const perLeg = Math.max(1, Math.round(DEMO_POINTS / Math.max(legs.length, 1)));
  const points: LngLat[] = [corners[0]!];
  for (const [from, to] of legs)
    for (let i = 1; i <= perLeg; i++)
      points.push({
        lat: from.lat + ((to.lat - from.lat) * i) / perLeg,
        lng: from.lng + ((to.lng - from.lng) * i) / perLeg,
      });
  return points;
}

export default function GpsFeaturesPage() {
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const { gpsStatus } = usePreloadedQuery<GpsFeaturesPageQuery>(
    gpsFeaturesPageQuery,
    useLoaderData<PreloadedQuery<GpsFeaturesPageQuery>>(),
  );
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    fetchQuery<GpsFeaturesPageQuery>(environment, gpsFeaturesPageQuery, {}, { fetchPolicy: "network-only" }).subscribe({
      complete: () => setRefreshing(false),
      error: () => {
        setRefreshing(false);
        notify({ type: "error", title: "GPS Status Error", description: "Unable to check GPS service status" });
      },
    });
  };
  const [mode, setMode] = useState<"off" | "real" | "demo">("off");
  const [position, setPosition] = useState<LngLat | null>(null);
  const [route, setRoute] = useState<LngLat[]>([]);
  const watch = useRef<number | null>(null);
  const demo = useRef<ReturnType<typeof setInterval> | null>(null);

  const stopAll = () => {
    if (watch.current !== null) navigator.geolocation.clearWatch(watch.current);
    if (demo.current) clearInterval(demo.current);
    watch.current = null;
    demo.current = null;
  };
  useEffect(() => stopAll, []);

  const startReal = () => {
    stopAll();
    if (!("geolocation" in navigator))
      return notify({
        type: "error",
        title: "GPS Error",
        description: "Unable to access GPS. Please check permissions.",
      });
    let first = true;
    watch.current = navigator.geolocation.watchPosition(
      (p) => {
        setPosition({ lat: p.coords.latitude, lng: p.coords.longitude });
        if (first) {
          first = false;
          setMode("real");
          notify({ type: "success", title: "GPS Connected", description: "Real-time location tracking is now active" });
        }
      },
      () => {
        // A later error (a fix that timed out while the position changed) keeps the watch running.
        if (!first) return;
        stopAll();
        setMode("off");
        notify({ type: "error", title: "GPS Error", description: "Unable to access GPS. Please check permissions." });
      },
      GEOLOCATION_OPTIONS,
    );
  };

  const startDemo = async () => {
    stopAll();
    // The server's route between the two ends; a straight line when it cannot be had.
    const routed = await fetchQuery<GpsFeaturesPageRouteQuery>(environment, routeQuery, {
      input: { from: DEMO_FROM, to: DEMO_TO },
    })
      .toPromise()
      .catch(() => null);
    const path = demoPath(routed?.deliveryRoute.path.length ? [...routed.deliveryRoute.path] : [DEMO_FROM, DEMO_TO]);
    setRoute(path);
    let i = 0;
    setPosition(path[0]!);
    setMode("demo");
    notify({ type: "success", title: "Demo Mode Started", description: "A simulated driver follows the route." });
    demo.current = setInterval(() => {
      i = Math.min(i + 1, path.length - 1);
      startTransition(() => setPosition(path[i]!));
    }, DEMO_INTERVAL_MS);
  };

  const stop = () => {
    stopAll();
    setMode("off");
    notify({ type: "info", title: "Tracking Stopped", description: "Location tracking has stopped." });
  };

  return (
    <Container maxW="5xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h1" size="2xl">
            GPS Features
          </Heading>
          <Button variant="outline" onClick={() => navigate("/")}>
            <LuHouse /> Back to Home
          </Button>
        </HStack>
        <Card.Root variant="outline">
          <Card.Body>
            <HStack justify="space-between" wrap="wrap" gap="3">
              <HStack gap="2" wrap="wrap">
                <Button onClick={startReal} disabled={mode === "real"}>
                  <LuSatellite /> Start Real GPS
                </Button>
                <Button variant="outline" onClick={() => void startDemo()} disabled={mode === "demo"}>
                  <LuPlay /> Demo Mode
                </Button>
                <Button variant="outline" colorPalette="red" onClick={stop} disabled={mode === "off"}>
                  <LuSquare /> Stop Tracking
                </Button>
              </HStack>
              <Badge colorPalette={mode === "off" ? "gray" : "green"} size="lg">
                {mode === "off" ? "Tracking Inactive" : "Tracking Active"}
              </Badge>
            </HStack>
          </Card.Body>
        </Card.Root>
        <Tabs.Root defaultValue="features" variant="enclosed" lazyMount>
          <Tabs.List flexWrap="wrap" mb="4">
            <Tabs.Trigger value="features">Features</Tabs.Trigger>
            <Tabs.Trigger value="live">Live Tracking</Tabs.Trigger>
            <Tabs.Trigger value="map">Delivery Map</Tabs.Trigger>
            <Tabs.Trigger value="status">System Status</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="features">
            <List.Root gap="2" ps="5">
              <List.Item>Live driver location on the customer's tracking page, without a reload</List.Item>
              <List.Item>Turn-by-turn navigation for drivers, from Mapbox or the built-in offline router</List.Item>
              <List.Item>Arrival estimates from the driver's distance and speed</List.Item>
              <List.Item>Location shared only with the order's customer and cook while it is on its way</List.Item>
            </List.Root>
          </Tabs.Content>
          <Tabs.Content value="live">
            <Card.Root variant="outline">
              <Card.Body gap="1">
                <Text fontWeight="semibold">Current position</Text>
                <Text color="fg.muted" data-testid="gps-position">
                  {position
                    ? `${position.lat.toFixed(5)}, ${position.lng.toFixed(5)}`
                    : "No position yet. Start Real GPS or Demo Mode."}
                </Text>
              </Card.Body>
            </Card.Root>
          </Tabs.Content>
          <Tabs.Content value="map">
            <DeliveryMapLazy
              kitchen={route[0] ?? null}
              destination={route.at(-1) ?? null}
              driver={position}
              route={route}
              height="400px"
            />
          </Tabs.Content>
          <Tabs.Content value="status">
            <Stack gap="2">
              <GpsServicesCard
                status={gpsStatus}
                checkedAt={new Date(gpsStatus.checkedAt)}
                refreshing={refreshing}
                onRefresh={refresh}
              />
              <Text>Geolocation in this browser: {"geolocation" in navigator ? "supported" : "not supported"}</Text>
              <Text>Secure context (required for GPS on phones): {window.isSecureContext ? "yes" : "no"}</Text>
              <Text>Map: drawn offline from GeoJSON (no map tiles needed)</Text>
            </Stack>
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
