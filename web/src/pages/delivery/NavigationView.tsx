// The delivery navigation panel's screen (driver spec §2 "Delivery navigation panel", §4 Navigation):
// Pickup/Dropoff switch, GPS indicator with accuracy, spinner while the route is calculated, Start
// Navigation / Open in Maps / Next Step, the destination card, the turn-by-turn card (current step,
// remaining distance and time, n/total, the next two steps, ETA badge) and 'Mark Delivery Complete'
// on the last dropoff step. The route itself comes from the server (NavigationPanel).
import { Badge } from "@chakra-ui/react/badge";
import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Heading } from "@chakra-ui/react/heading";
import { Link } from "@chakra-ui/react/link";
import { SegmentGroup } from "@chakra-ui/react/segment-group";
import { Spinner } from "@chakra-ui/react/spinner";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import type { ReactNode } from "react";
import {
  LuArrowRight,
  LuArrowUp,
  LuCornerUpLeft,
  LuCornerUpRight,
  LuExternalLink,
  LuFlag,
  LuNavigation,
  LuPhone,
} from "react-icons/lu";
import { directionsUrl } from "./tracking";

export type NavigationTarget = {
  name: string;
  address: string;
  lat: number | null;
  lng: number | null;
  phone: string | null;
  instructions: string | null;
};
export type NavigationStep = { instruction: string; distanceMiles: number; durationMinutes: number; maneuver: string };
export type NavigationRoute = {
  steps: readonly NavigationStep[];
  distanceMiles: number;
  durationMinutes: number;
  eta: string;
};

/** The spec's built-in fallback: 1.7 mi, 8 min, ETA about 8 minutes from now. */
export function fallbackRoute(target: NavigationTarget, now = Date.now()): NavigationRoute {
  return {
    distanceMiles: 1.7,
    durationMinutes: 8,
    eta: new Date(now + 8 * 60_000).toISOString(),
    steps: [
      { instruction: "Head toward the main road", distanceMiles: 0.3, durationMinutes: 2, maneuver: "straight" },
      { instruction: "Turn right and continue", distanceMiles: 0.9, durationMinutes: 4, maneuver: "turn-right" },
      {
        instruction: "Turn left toward the destination",
        distanceMiles: 0.5,
        durationMinutes: 2,
        maneuver: "turn-left",
      },
      { instruction: `Arrive at ${target.address}`, distanceMiles: 0, durationMinutes: 0, maneuver: "arrive" },
    ],
  };
}

const maneuverIcons: Record<string, ReactNode> = {
  "turn-right": <LuCornerUpRight />,
  "turn-left": <LuCornerUpLeft />,
  straight: <LuArrowUp />,
  arrive: <LuFlag />,
};

function ManeuverIcon({ maneuver }: { maneuver: string }) {
  return <>{maneuverIcons[maneuver.toLowerCase().replace("_", "-")] ?? <LuArrowRight />}</>;
}

export type NavigationViewProps = {
  targetKind: "pickup" | "dropoff";
  onTargetKind: (kind: "pickup" | "dropoff") => void;
  target: NavigationTarget;
  gps: { connected: boolean; accuracy: number | null };
  calculating: boolean;
  /** The route being followed once started; null while idle. */
  route: NavigationRoute | null;
  stepIndex: number;
  canStart: boolean;
  onStart: () => void;
  onNextStep: () => void;
  canComplete: boolean;
  onComplete: () => void;
};

export function NavigationView(props: NavigationViewProps) {
  const { target, route, stepIndex } = props;
  const step = route?.steps[stepIndex];
  const remaining = route?.steps.slice(stepIndex) ?? [];
  const remainingMiles = remaining.reduce((sum, s) => sum + s.distanceMiles, 0);
  const remainingMinutes = remaining.reduce((sum, s) => sum + s.durationMinutes, 0);
  const isLast = route !== null && stepIndex >= route.steps.length - 1;
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <SegmentGroup.Root
          value={props.targetKind}
          onValueChange={(e) => e.value && props.onTargetKind(e.value as "pickup" | "dropoff")}
          size="sm"
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={[
              { value: "pickup", label: "Pickup" },
              { value: "dropoff", label: "Dropoff" },
            ]}
          />
        </SegmentGroup.Root>
        <Badge colorPalette={props.gps.connected ? "green" : "gray"} data-testid="gps-indicator">
          {props.gps.connected
            ? `GPS connected${props.gps.accuracy !== null ? ` · ±${Math.round(props.gps.accuracy)} m` : ""}`
            : "GPS disconnected"}
        </Badge>
      </HStack>

      <Card.Root variant="outline">
        <Card.Body gap="1">
          <Text fontSize="xs" color="fg.muted" textTransform="uppercase">
            {props.targetKind === "pickup" ? "Pickup" : "Dropoff"}
          </Text>
          <Text fontWeight="semibold">{target.name}</Text>
          <Text color="fg.muted">{target.address}</Text>
          {target.phone && (
            <Link href={`tel:${target.phone}`} color="brand.fg" fontSize="sm">
              <LuPhone /> {target.phone}
            </Link>
          )}
          {target.instructions && (
            <Text fontSize="sm" fontStyle="italic">
              {target.instructions}
            </Text>
          )}
        </Card.Body>
      </Card.Root>

      <HStack gap="2" wrap="wrap">
        <Button
          onClick={props.onStart}
          disabled={!props.canStart || props.calculating}
          loading={props.calculating}
          loadingText="Calculating route..."
        >
          <LuNavigation /> Start Navigation
        </Button>
        <Button asChild variant="outline">
          <a
            href={directionsUrl(
              target.lat !== null && target.lng !== null ? { lat: target.lat, lng: target.lng } : target.address,
            )}
            target="_blank"
            rel="noreferrer"
          >
            <LuExternalLink /> Open in Maps
          </a>
        </Button>
        <Button variant="outline" onClick={props.onNextStep} disabled={!route || isLast}>
          Next Step
        </Button>
      </HStack>

      {props.calculating && (
        <HStack color="fg.muted">
          <Spinner size="sm" /> <Text>Calculating route...</Text>
        </HStack>
      )}

      {route && step && (
        <Card.Root variant="elevated" data-testid="turn-by-turn">
          <Card.Body gap="3">
            <HStack justify="space-between">
              <Text fontSize="sm" color="fg.muted">
                Step {stepIndex + 1}/{route.steps.length}
              </Text>
              <Badge colorPalette="blue">
                ETA {new Date(route.eta).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" })}
              </Badge>
            </HStack>
            <HStack gap="3">
              <Box fontSize="2xl" color="brand.fg">
                <ManeuverIcon maneuver={step.maneuver} />
              </Box>
              <Heading as="h3" size="md">
                {step.instruction}
              </Heading>
            </HStack>
            <HStack gap="6">
              <Text fontSize="sm">{remainingMiles.toFixed(1)} mi remaining</Text>
              <Text fontSize="sm">{Math.round(remainingMinutes)} min remaining</Text>
            </HStack>
            {route.steps.slice(stepIndex + 1, stepIndex + 3).length > 0 && (
              <Stack gap="1" borderTopWidth="1px" pt="2">
                <Text fontSize="xs" color="fg.muted">
                  Upcoming
                </Text>
                {route.steps.slice(stepIndex + 1, stepIndex + 3).map((next, i) => (
                  <HStack key={i} fontSize="sm" color="fg.muted">
                    <ManeuverIcon maneuver={next.maneuver} />
                    <Text>{next.instruction}</Text>
                    <Text ms="auto">{next.distanceMiles.toFixed(1)} mi</Text>
                  </HStack>
                ))}
              </Stack>
            )}
            {isLast && props.targetKind === "dropoff" && (
              <Button colorPalette="green" onClick={props.onComplete} disabled={!props.canComplete}>
                Mark Delivery Complete
              </Button>
            )}
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
