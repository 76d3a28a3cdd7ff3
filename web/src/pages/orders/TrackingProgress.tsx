// The tracking page's progress: the server's ETA (Order.etaMinutes, brought by each live event and
// read again every 30 s, the spec's estimate refresh, as it counts down before pickup), the same
// progress as words in an ARIA live region, and the status timeline card with its 'Live' badge.
import { Badge } from "@chakra-ui/react/badge";
import { Box } from "@chakra-ui/react/box";
import { Card } from "@chakra-ui/react/card";
import { Heading } from "@chakra-ui/react/heading";
import { HStack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useEffect } from "react";
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from "react-relay/hooks";
import type { TrackingProgressEtaQuery } from "../../__generated__/TrackingProgressEtaQuery.graphql";
import type { TrackingProgress_order$key } from "../../__generated__/TrackingProgress_order.graphql";
import type { TrackingProgress_status$key } from "../../__generated__/TrackingProgress_status.graphql";
import { StatusTimeline } from "../delivery/StatusTimeline";
import { milesBetween, progressText, statusKey } from "../delivery/tracking";

/** The spec's estimate text refresh. */
const ETA_REFRESH_MS = 30_000;

const etaQuery = graphql`
  query TrackingProgressEtaQuery($id: ID!) {
    node(id: $id) {
      ... on Order {
        etaMinutes
      }
    }
  }
`;

/** Whether the driver is on the road with the order, when the map shows them and the ETA follows them. */
export const isMoving = (status: string) => statusKey(status) === "picked_up" || statusKey(status) === "on_way";

export function TrackingProgress({ order: key }: { order: TrackingProgress_order$key }) {
  const order = useFragment(
    graphql`
      fragment TrackingProgress_order on Order {
        id
        status
        etaMinutes
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
  const environment = useRelayEnvironment();
  const status = statusKey(order.status);
  const open = status !== "delivered" && status !== "cancelled";
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => {
      fetchQuery<TrackingProgressEtaQuery>(environment, etaQuery, { id: order.id }).subscribe({});
    }, ETA_REFRESH_MS);
    return () => clearInterval(timer);
  }, [environment, order.id, open]);
  const destination = order.deliveryLocation ?? null;
  const driver = order.driverLocation ?? null;
  const milesLeft = isMoving(order.status) && driver && destination ? milesBetween(driver, destination) : null;
  const minutes = order.etaMinutes;
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
      {open && (
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
