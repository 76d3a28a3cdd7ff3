// /gps-test (driver spec §2 "GPS test"): tabs Basic Tests, Live Tracking and System Info. A maps
// service load test, an address geocoding test (a sample address by default), a current-location
// test and a raw results view; a tracking panel that starts and stops tracking and shows the
// estimate, stopping with 'Delivered!' within 0.1 of the destination (spec §4, §9).
// TODO: the geocoding test and the estimate call the server's GPS operations once the delivery
// schema has them (web/drafts/GpsTestPage.tsx); until then the maps-service test loads the offline
// map library, and the estimate is the great-circle distance at city speed.
import { Badge } from "@chakra-ui/react/badge";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Code } from "@chakra-ui/react/code";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { Input } from "@chakra-ui/react/input";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Tabs } from "@chakra-ui/react/tabs";
import { Text } from "@chakra-ui/react/text";
import { useEffect, useRef, useState } from "react";
import { notify } from "../../components/toaster";
import { milesBetween } from "./tracking";
import { GEOLOCATION_OPTIONS } from "./useGeolocationTracking";

const SAMPLE_ADDRESS = "1619 S 1st St, Austin, TX 78704";
/** The spec's arrival threshold, in its "distance units" (miles here). */
const ARRIVAL_MILES = 0.1;

export default function GpsTestPage() {
  const [results, setResults] = useState<Record<string, unknown>>({});
  const [address, setAddress] = useState(SAMPLE_ADDRESS);
  const record = (name: string, value: unknown) => setResults((r) => ({ ...r, [name]: value }));

  const loadTest = async () => {
    const started = performance.now();
    try {
      const maplibre = await import("maplibre-gl");
      record("mapsService", { library: "maplibre-gl", version: maplibre.getVersion(), loadMs: Math.round(performance.now() - started), tiles: "none (offline style)" });
      notify({ type: "success", title: "Maps service loaded", description: "The map library is ready." });
    } catch (error) {
      record("mapsService", String(error));
      notify({ type: "error", title: "API Error", description: String(error) });
    }
  };
  const geocodeTest = () => {
    record("geocode", { address, result: null });
    notify({ type: "error", title: "Geocoding failed", description: "Address geocoding is not available on this server yet." });
  };
  const locationTest = () => {
    navigator.geolocation.getCurrentPosition(
      (p) => {
        const { latitude: lat, longitude: lng, accuracy } = p.coords;
        record("currentLocation", { lat, lng, accuracy });
      },
      (error) => {
        record("currentLocation", error.message);
        notify({ type: "error", title: "Location access failed", description: error.message || "Permission denied" });
      },
      GEOLOCATION_OPTIONS,
    );
  };

  return (
    <Container maxW="4xl" py={{ base: "6", md: "10" }}>
      <Heading as="h1" size="2xl" mb="6">
        GPS Test
      </Heading>
      <Tabs.Root defaultValue="basic" variant="enclosed" lazyMount>
        <Tabs.List flexWrap="wrap" mb="4">
          <Tabs.Trigger value="basic">Basic Tests</Tabs.Trigger>
          <Tabs.Trigger value="live">Live Tracking</Tabs.Trigger>
          <Tabs.Trigger value="system">System Info</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="basic">
          <Stack gap="4">
            <HStack gap="2" wrap="wrap">
              <Button onClick={() => void loadTest()}>Test Maps Service</Button>
              <Button variant="outline" onClick={locationTest}>
                Test Current Location
              </Button>
            </HStack>
            <HStack gap="2">
              <Input value={address} onChange={(e) => setAddress(e.target.value)} aria-label="Address to geocode" />
              <Button variant="outline" onClick={geocodeTest}>
                Geocode
              </Button>
            </HStack>
            <Card.Root variant="outline">
              <Card.Header>
                <Heading as="h2" size="sm">
                  Raw results
                </Heading>
              </Card.Header>
              <Card.Body>
                <Code as="pre" whiteSpace="pre-wrap" fontSize="xs" data-testid="gps-results" p="3">
                  {JSON.stringify(results, null, 2)}
                </Code>
              </Card.Body>
            </Card.Root>
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="live">
          <TrackingTestPanel />
        </Tabs.Content>
        <Tabs.Content value="system">
          <Stack gap="2">
            <Text>Map: maplibre-gl, offline style (no tiles)</Text>
            <Text>Geolocation in this browser: {"geolocation" in navigator ? "supported" : "not supported"}</Text>
            <Text>Secure context: {window.isSecureContext ? "yes" : "no"}</Text>
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </Container>
  );
}

const DESTINATION = { lat: 30.2747, lng: -97.7404 };
const CITY_MPH = 18;

function TrackingTestPanel() {
  const [active, setActive] = useState(false);
  const [status, setStatus] = useState("Inactive");
  const [estimate, setEstimate] = useState<{ estimatedTime: number; distance: number; trafficConditions: string; confidence: number } | null>(null);
  const watch = useRef<number | null>(null);
  useEffect(() => () => void (watch.current !== null && navigator.geolocation.clearWatch(watch.current)), []);

  const stop = (label = "Inactive") => {
    if (watch.current !== null) navigator.geolocation.clearWatch(watch.current);
    watch.current = null;
    setActive(false);
    setStatus(label);
  };
  const start = () => {
    let gotFix = false;
    try {
      watch.current = navigator.geolocation.watchPosition(
        (p) => {
          gotFix = true;
          const here = { lat: p.coords.latitude, lng: p.coords.longitude };
          if (milesBetween(here, DESTINATION) <= ARRIVAL_MILES) {
            stop("Delivered!");
            notify({ type: "success", title: "Delivery Complete", description: "The test driver reached the destination." });
            return;
          }
          const distance = milesBetween(here, DESTINATION);
          setEstimate({ estimatedTime: Math.max(1, Math.round((distance / CITY_MPH) * 60)), distance, trafficConditions: "unknown", confidence: 0.5 });
        },
        (error) => {
          // Only a watch that never got a fix has failed; later errors (a timed-out fix) pass.
          if (gotFix) return;
          stop();
          notify({ type: "error", title: "Error", description: `Failed to start tracking: ${error.message || "location unavailable"}` });
        },
        GEOLOCATION_OPTIONS,
      );
      setActive(true);
      setStatus("Active");
      notify({ type: "success", title: "Tracking Started", description: "Following this device's location." });
    } catch (error) {
      notify({ type: "error", title: "Error", description: `Failed to start tracking: ${String(error)}` });
    }
  };
  return (
    <Card.Root variant="outline">
      <Card.Body gap="3">
        <HStack justify="space-between">
          <Badge colorPalette={active ? "green" : status === "Delivered!" ? "blue" : "gray"}>{status}</Badge>
          {active ? (
            <Button
              variant="outline"
              onClick={() => {
                stop();
                notify({ type: "info", title: "Tracking Stopped", description: "Test tracking has stopped." });
              }}
            >
              Stop Tracking
            </Button>
          ) : (
            <Button onClick={start}>Start Tracking</Button>
          )}
        </HStack>
        {estimate && (
          <Stack gap="1" fontSize="sm">
            <Text>Estimated time: {estimate.estimatedTime} min</Text>
            <Text>Distance: {estimate.distance.toFixed(2)} mi</Text>
            <Text>Traffic: {estimate.trafficConditions}</Text>
            <Text>Confidence: {Math.round(estimate.confidence * 100)}%</Text>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
