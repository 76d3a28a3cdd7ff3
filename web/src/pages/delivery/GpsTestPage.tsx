// /gps-test (driver spec §2 "GPS test"): tabs Basic Tests, Live Tracking and System Info. A maps
// service load test, an address geocoding test (a sample address by default) answered by the
// server's `geocode`, a current-location test and a raw results view; a tracking panel that starts
// and stops tracking and shows the server's delivery estimate (GpsTestTrackingPanel).
// The maps-service test loads the map library the app draws with (maplibre-gl, offline style): it
// stands in for the spec's script load, which HomePlate does not have.
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
import { useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import type { GpsTestPageGeocodeQuery } from "../../__generated__/GpsTestPageGeocodeQuery.graphql";
import { notify } from "../../toaster/toaster";
import GpsTestTrackingPanel from "./GpsTestTrackingPanel";
import { GEOLOCATION_OPTIONS } from "./useGeolocationTracking";

const SAMPLE_ADDRESS = "1619 S 1st St, Austin, TX 78704";

const geocodeQuery = graphql`
  query GpsTestPageGeocodeQuery($address: String!) {
    geocode(address: $address) {
      __typename
      ... on Error {
        message
      }
      ... on GeocodedPlace {
        lat
        lng
        address
      }
    }
  }
`;

/** What the last geocoding test answered, as shown under the address. */
type Geocoded =
  { found: true; lat: number; lng: number; address: string } | { found: false; notFound: boolean; message: string };

export default function GpsTestPage() {
  const environment = useRelayEnvironment();
  const [results, setResults] = useState<Record<string, unknown>>({});
  const [address, setAddress] = useState(SAMPLE_ADDRESS);
  const [geocoding, setGeocoding] = useState(false);
  const [geocoded, setGeocoded] = useState<Geocoded | null>(null);
  const record = (name: string, value: unknown) => setResults((r) => ({ ...r, [name]: value }));

  const loadTest = async () => {
    const started = performance.now();
    try {
      const maplibre = await import("maplibre-gl");
      record("mapsService", {
        library: "maplibre-gl",
        version: maplibre.getVersion(),
        loadMs: Math.round(performance.now() - started),
        tiles: "none (offline style)",
      });
      notify({ type: "success", title: "Maps service loaded", description: "The map library is ready." });
    } catch (error) {
      record("mapsService", String(error));
      notify({ type: "error", title: "API Error", description: String(error) });
    }
  };
  const geocodeTest = async () => {
    setGeocoding(true);
    try {
      // network-only: a test asks the server every time, not Relay's store.
      const data = await fetchQuery<GpsTestPageGeocodeQuery>(
        environment,
        geocodeQuery,
        { address },
        { fetchPolicy: "network-only" },
      ).toPromise();
      const result = data?.geocode;
      if (
        result?.__typename === "GeocodedPlace" &&
        result.lat !== undefined &&
        result.lng !== undefined &&
        result.address !== undefined
      ) {
        const place = { lat: result.lat, lng: result.lng, address: result.address };
        setGeocoded({ found: true, ...place });
        record("geocode", { address, result: place });
      } else {
        // NotFoundError ('Address not found.') or ValidationError ('Please enter an address.').
        const message = result?.message || "Address not found.";
        setGeocoded({ found: false, notFound: result?.__typename === "NotFoundError", message });
        record("geocode", { address, result: null, error: { type: result?.__typename ?? null, message } });
        notify({ type: "error", title: "Geocoding failed", description: message });
      }
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : "The server did not answer.";
      setGeocoded({ found: false, notFound: false, message });
      record("geocode", { address, result: null, error: { type: null, message } });
      notify({ type: "error", title: "Geocoding failed", description: message });
    } finally {
      setGeocoding(false);
    }
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
              <Button
                variant="outline"
                onClick={() => void geocodeTest()}
                loading={geocoding}
                loadingText="Geocoding..."
              >
                Geocode
              </Button>
            </HStack>
            {geocoded && (
              <HStack gap="2" wrap="wrap" data-testid="geocode-result" role="status">
                {geocoded.found ? (
                  <>
                    <Badge colorPalette="green">Found</Badge>
                    <Text fontFamily="mono">
                      {geocoded.lat.toFixed(5)}, {geocoded.lng.toFixed(5)}
                    </Text>
                    <Text color="fg.muted">{geocoded.address}</Text>
                  </>
                ) : (
                  <>
                    <Badge colorPalette="red">{geocoded.notFound ? "Not found" : "Error"}</Badge>
                    <Text>{geocoded.message}</Text>
                  </>
                )}
              </HStack>
            )}
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
          <GpsTestTrackingPanel />
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
