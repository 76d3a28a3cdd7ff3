// The GPS test's tracking panel (driver spec §2 "GPS test", §4, §9): starts and stops following
// this device and shows the server's delivery estimate (`deliveryEstimate`, the spec's
// POST /api/gps/estimate: estimatedTime, distance, trafficConditions, confidence, plus the route's
// steps) from each fix to a fixed test destination. Within 0.1 of the destination tracking stops
// with 'Delivered!' and a 'Delivery Complete' toast.
import { Badge } from "@chakra-ui/react/badge";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { List } from "@chakra-ui/react/list";
import { Spinner } from "@chakra-ui/react/spinner";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useEffect, useRef, useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import type { Subscription } from "relay-runtime";
import type { GpsTestTrackingPanelEstimateQuery } from "../../__generated__/GpsTestTrackingPanelEstimateQuery.graphql";
import { notify } from "../../toaster/toaster";
import { milesBetween } from "./tracking";
import { GEOLOCATION_OPTIONS } from "./useGeolocationTracking";

/** Where the test driver is heading: downtown Austin, near the demo kitchens. */
const DESTINATION = { lat: 30.2747, lng: -97.7404 };
/** The spec's arrival threshold, in its "distance units" (miles here). */
const ARRIVAL_MILES = 0.1;

const estimateQuery = graphql`
  query GpsTestTrackingPanelEstimateQuery($input: DeliveryEstimateInput!) {
    deliveryEstimate(input: $input) {
      estimatedArrival
      estimatedTime
      distance
      trafficConditions
      confidence
      steps {
        instruction
      }
    }
  }
`;

type Estimate = GpsTestTrackingPanelEstimateQuery["response"]["deliveryEstimate"];
type LatLng = { lat: number; lng: number };

export default function GpsTestTrackingPanel() {
  const environment = useRelayEnvironment();
  const [active, setActive] = useState(false);
  const [status, setStatus] = useState("Inactive");
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const [estimating, setEstimating] = useState(false);
  const [estimateFailed, setEstimateFailed] = useState(false);
  const watch = useRef<number | null>(null);
  // One estimate request at a time: fixes that arrive meanwhile wait, and only the latest is asked
  // for next, so a chatty GPS does not queue up requests.
  const request = useRef<Subscription | null>(null);
  const busy = useRef(false);
  const pending = useRef<LatLng | null>(null);

  const cancelEstimate = () => {
    request.current?.unsubscribe();
    request.current = null;
    busy.current = false;
    pending.current = null;
    setEstimating(false);
  };

  const askEstimate = (here: LatLng) => {
    if (busy.current) {
      pending.current = here;
      return;
    }
    busy.current = true;
    setEstimating(true);
    const settle = () => {
      request.current = null;
      busy.current = false;
      setEstimating(false);
      const next = pending.current;
      pending.current = null;
      if (next) askEstimate(next);
    };
    request.current = fetchQuery<GpsTestTrackingPanelEstimateQuery>(
      environment,
      estimateQuery,
      { input: { driverLocation: here, destination: DESTINATION } },
      { fetchPolicy: "network-only" },
    ).subscribe({
      next: (data) => {
        setEstimate(data.deliveryEstimate);
        setEstimateFailed(false);
      },
      error: (error: unknown) => {
        // Shown inline and tried again with the next fix; a toast per fix would be noise.
        console.error("Delivery estimate failed", error);
        setEstimateFailed(true);
        settle();
      },
      complete: settle,
    });
  };

  const stop = (label = "Inactive") => {
    if (watch.current !== null) navigator.geolocation.clearWatch(watch.current);
    watch.current = null;
    cancelEstimate();
    setActive(false);
    setStatus(label);
  };
  useEffect(
    () => () => {
      if (watch.current !== null) navigator.geolocation.clearWatch(watch.current);
      request.current?.unsubscribe();
    },
    [],
  );

  const start = () => {
    let gotFix = false;
    setEstimate(null);
    setEstimateFailed(false);
    try {
      watch.current = navigator.geolocation.watchPosition(
        (p) => {
          gotFix = true;
          const here = { lat: p.coords.latitude, lng: p.coords.longitude };
          if (milesBetween(here, DESTINATION) <= ARRIVAL_MILES) {
            stop("Delivered!");
            notify({
              type: "success",
              title: "Delivery Complete",
              description: "The test driver reached the destination.",
            });
            return;
          }
          askEstimate(here);
        },
        (error) => {
          // Only a watch that never got a fix has failed; later errors (a timed-out fix) pass.
          if (gotFix) return;
          stop();
          notify({
            type: "error",
            title: "Error",
            description: `Failed to start tracking: ${error.message || "location unavailable"}`,
          });
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
        <Text fontSize="sm" color="fg.muted">
          Destination: {DESTINATION.lat.toFixed(4)}, {DESTINATION.lng.toFixed(4)}
        </Text>
        {estimating && !estimate && (
          <HStack gap="2" fontSize="sm">
            <Spinner size="sm" /> <Text>Calculating estimate...</Text>
          </HStack>
        )}
        {estimateFailed && (
          <Text fontSize="sm" color="fg.error" role="alert">
            Unable to get a delivery estimate from the server. Trying again with the next position.
          </Text>
        )}
        {estimate && (
          <Stack gap="1" fontSize="sm" data-testid="gps-estimate">
            <Text>Estimated time: {estimate.estimatedTime} min</Text>
            <Text>
              Arrival:{" "}
              {new Date(estimate.estimatedArrival).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" })}
            </Text>
            <Text>Distance: {estimate.distance.toFixed(2)} mi</Text>
            <Text>Traffic: {estimate.trafficConditions}</Text>
            <Text>Confidence: {Math.round(estimate.confidence * 100)}%</Text>
            {estimate.steps.length > 0 && (
              <List.Root as="ol" ps="5" mt="1" gap="0.5">
                {estimate.steps.map((step, i) => (
                  <List.Item key={i}>{step.instruction}</List.Item>
                ))}
              </List.Root>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
