// The GPS services card (customer spec §2): Online/Offline, the active provider, each of the two map
// providers 'Available' / 'Not Configured', the last check time, a refresh button, and the warning
// when unavailable. Offline, HomePlate's built-in router still answers; the warning names the keys.
import { Alert } from "@chakra-ui/react/alert";
import { Badge } from "@chakra-ui/react/badge";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Heading } from "@chakra-ui/react/heading";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql, useFragment } from "react-relay/hooks";
import { LuRefreshCw } from "react-icons/lu";
import type { GpsServicesCard_status$key } from "../../__generated__/GpsServicesCard_status.graphql";

export function GpsServicesCard({
  status: key,
  checkedAt,
  refreshing,
  onRefresh,
}: {
  status: GpsServicesCard_status$key;
  checkedAt: Date;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const status = useFragment(
    graphql`
      fragment GpsServicesCard_status on GpsStatus {
        available
        provider
        mapbox
        google
      }
    `,
    key,
  );
  const flag = (on: boolean) => (
    <Badge colorPalette={on ? "green" : "gray"} variant="subtle">
      {on ? "Available" : "Not Configured"}
    </Badge>
  );
  return (
    <Card.Root variant="outline" data-testid="gps-services">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            GPS Services
          </Heading>
          <Badge colorPalette={status.available ? "green" : "red"}>{status.available ? "Online" : "Offline"}</Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="2">
          <HStack justify="space-between">
            <Text>Active provider</Text>
            <Text fontWeight="semibold">{status.provider}</Text>
          </HStack>
          <HStack justify="space-between">
            <Text>Mapbox</Text>
            {flag(status.mapbox)}
          </HStack>
          <HStack justify="space-between">
            <Text>Google Maps</Text>
            {flag(status.google)}
          </HStack>
          <HStack justify="space-between" fontSize="sm" color="fg.muted">
            <Text>Last check: {checkedAt.toLocaleTimeString()}</Text>
            <Button size="xs" variant="outline" onClick={onRefresh} loading={refreshing}>
              <LuRefreshCw /> Refresh
            </Button>
          </HStack>
          {!status.mapbox && !status.google && (
            <Alert.Root status="warning" borderRadius="lg">
              <Alert.Indicator />
              <Alert.Description>
                Configure Google Maps API key or Mapbox access token to enable real-time tracking.
              </Alert.Description>
            </Alert.Root>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
