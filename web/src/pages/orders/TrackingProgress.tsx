// The tracking page's progress: the ETA (the spec's base minutes by status, refined by the driver's
// distance and speed once moving), the same progress as words in an ARIA live region, and the
// status timeline card with its 'Live' badge.
import { Badge } from "@chakra-ui/react/badge";
import { Box } from "@chakra-ui/react/box";
import { Card } from "@chakra-ui/react/card";
import { Heading } from "@chakra-ui/react/heading";
import { HStack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql, useFragment } from "react-relay/hooks";
import type { TrackingProgress_order$key } from "../../__generated__/TrackingProgress_order.graphql";
import type { TrackingProgress_status$key } from "../../__generated__/TrackingProgress_status.graphql";
import { StatusTimeline } from "../delivery/StatusTimeline";
import { baseMinutes, milesBetween, progressText, statusKey } from "../delivery/tracking";

/** An average city speed for the ETA when the driver's own speed is unknown or ~0 (mph). */
const CITY_MPH = 18;

/** Whether the driver is on the road with the order, when the map shows them and the ETA follows them. */
export const isMoving = (status: string) => statusKey(status) === "picked_up" || statusKey(status) === "on_way";

export function TrackingProgress({ order: key }: { order: TrackingProgress_order$key }) {
  const order = useFragment(
    graphql`
      fragment TrackingProgress_order on Order {
        status
        driver {
          name
        }
        # eslint-disable-next-line relay/unused-fields -- milesBetween reads the point (lat, lng)
        deliveryLocation {
          lat
          lng
        }
        # eslint-disable-next-line relay/unused-fields -- milesBetween reads the point (lat, lng)
        driverLocation {
          speed
          lat
          lng
        }
      }
    `,
    key,
  );
  const status = statusKey(order.status);
  const destination = order.deliveryLocation ?? null;
  const driver = order.driverLocation ?? null;
  let minutes: number = baseMinutes[status] ?? 0;
  let milesLeft: number | null = null;
  if (isMoving(order.status) && driver && destination) {
    milesLeft = milesBetween(driver, destination);
    const mph = driver.speed && driver.speed > 1 ? driver.speed * 2.23694 : CITY_MPH;
    minutes = Math.max(1, Math.round((milesLeft / mph) * 60));
  }
  const text = progressText(status, minutes, order.driver?.name ?? null);
  return (
    // The same progress as words, announced as it changes.
    <Box
      role="status"
      aria-live="polite"
      aria-atomic="true"
      bg="bg.muted"
      borderRadius="lg"
      px="4"
      py="3"
      data-testid="tracking-text"
    >
      <Text fontWeight="semibold">{text}</Text>
      {status !== "delivered" && status !== "cancelled" && (
        <Text fontSize="sm" color="fg.muted">
          Estimated arrival{" "}
          {new Date(Date.now() + minutes * 60_000).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" })}
          {milesLeft !== null && ` · ${milesLeft.toFixed(1)} mi left`}
          {driver?.speed != null && driver.speed > 0 && ` · ${Math.round(driver.speed * 2.23694)} mph`}
        </Text>
      )}
    </Box>
  );
}

export function TrackingStatusCard({ order: key }: { order: TrackingProgress_status$key }) {
  const order = useFragment(
    graphql`
      fragment TrackingProgress_status on Order {
        status
        driverLocation {
          __typename
        }
      }
    `,
    key,
  );
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            Order Status
          </Heading>
          {isMoving(order.status) && order.driverLocation && <Badge colorPalette="green">Live</Badge>}
        </HStack>
      </Card.Header>
      <Card.Body>
        <StatusTimeline status={order.status} />
      </Card.Body>
    </Card.Root>
  );
}
