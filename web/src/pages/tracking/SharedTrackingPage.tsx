// /track/{token}: the read-only tracking page a customer shares. Anyone with the link, signed in or
// not, sees the status, the ETA, the kitchen, the driver's first name and, while the order is on the
// road, the driver on a map; never the address, a phone, the price or the dishes. It stays live over
// sharedTrackingUpdated, which ends when the link is revoked or expires.
import { Alert } from "@chakra-ui/react/alert";
import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useMemo, useState } from "react";
import { type PreloadedQuery, graphql, usePreloadedQuery, useSubscription } from "react-relay/hooks";
import { useLoaderData, useParams } from "react-router";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type {
  SharedTrackingPageQuery,
  SharedTrackingPageQuery$data,
} from "../../__generated__/SharedTrackingPageQuery.graphql";
import type { SharedTrackingPageSubscription } from "../../__generated__/SharedTrackingPageSubscription.graphql";
import { DeliveryMapLazy } from "../delivery/DeliveryMapLazy";
import { StatusTimeline } from "../delivery/StatusTimeline";
import { StatusBadge } from "../../components/StatusBadge";

export const sharedTrackingPageQuery = graphql`
  query SharedTrackingPageQuery($token: String!) @preloadable {
    sharedTracking(token: $token) {
      status
      statusLabel
      etaMinutes
      scheduledLabel
      kitchenName
      driverFirstName
      # eslint-disable-next-line relay/unused-fields -- DeliveryMap reads the point (a LngLat)
      driverLocation {
        lat
        lng
      }
      expiresAt
    }
  }
`;

const subscription = graphql`
  subscription SharedTrackingPageSubscription($token: String!) {
    sharedTrackingUpdated(token: $token) {
      status
      statusLabel
      etaMinutes
      scheduledLabel
      kitchenName
      driverFirstName
      driverLocation {
        lat
        lng
      }
      expiresAt
    }
  }
`;

type View = NonNullable<SharedTrackingPageQuery$data["sharedTracking"]>;

export default function SharedTrackingPage() {
  const data = usePreloadedQuery<SharedTrackingPageQuery>(
    sharedTrackingPageQuery,
    useLoaderData<PreloadedQuery<SharedTrackingPageQuery>>(),
  );
  const token = useParams().token ?? "";
  const [live, setLive] = useState<View | null>(null);
  const [ended, setEnded] = useState(false);
  const config = useMemo<GraphQLSubscriptionConfig<SharedTrackingPageSubscription>>(
    () => ({
      subscription,
      variables: { token },
      onNext: (next) => next?.sharedTrackingUpdated && setLive(next.sharedTrackingUpdated),
      // The server ends the stream when the link is revoked or expires.
      onCompleted: () => setEnded(true),
      onError: () => setEnded(true),
    }),
    [token],
  );
  useSubscription<SharedTrackingPageSubscription>(config);
  const view = live ?? data.sharedTracking;
  if (!view || ended)
    return (
      <Container maxW="xl" py="16">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>This tracking link is not valid or has expired.</Alert.Title>
        </Alert.Root>
      </Container>
    );
  const status = view.status.toLowerCase();
  const done = status === "delivered" || status === "cancelled";
  return (
    <Container maxW="3xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <HStack justify="space-between" wrap="wrap">
          <Box>
            <Heading as="h1" size="2xl">
              Order from {view.kitchenName}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Shared tracking{view.scheduledLabel ? ` · ${view.scheduledLabel}` : ""}
            </Text>
          </Box>
          <StatusBadge of="order" status={view.status} label={view.statusLabel} />
        </HStack>
        <Box
          role="status"
          aria-live="polite"
          aria-atomic="true"
          bg="bg.muted"
          borderRadius="lg"
          px="4"
          py="3"
          data-testid="shared-tracking-text"
        >
          <Text fontWeight="semibold">
            {done
              ? view.statusLabel
              : view.driverFirstName
                ? `${view.statusLabel} · Driver ${view.driverFirstName}`
                : view.statusLabel}
          </Text>
          {!done && <Text fontSize="sm">Arriving in about {view.etaMinutes} minutes</Text>}
        </Box>
        <StatusTimeline status={view.status} />
        {view.driverLocation && (
          <DeliveryMapLazy kitchen={null} destination={null} driver={view.driverLocation} route={[]} />
        )}
        {view.expiresAt && (
          <Text fontSize="sm" color="fg.muted">
            This link stops working at{" "}
            {new Date(view.expiresAt).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" })}.
          </Text>
        )}
      </Stack>
    </Container>
  );
}
