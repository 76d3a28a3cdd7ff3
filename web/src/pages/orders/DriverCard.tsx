// The driver of an order on its way: name, vehicle, and call and text buttons when a phone is known.
import { Avatar } from "@chakra-ui/react/avatar";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql, useFragment } from "react-relay/hooks";
import { LuMessageSquare, LuPhone } from "react-icons/lu";
import type { DriverCard_driver$key } from "../../__generated__/DriverCard_driver.graphql";

export function DriverCard({ driver: key }: { driver: DriverCard_driver$key }) {
  const driver = useFragment(
    graphql`
      fragment DriverCard_driver on DeliveryDriver {
        name
        vehicle
        phone
      }
    `,
    key,
  );
  return (
    <Card.Root variant="outline" data-testid="driver-card">
      <Card.Body>
        <HStack gap="4">
          <Avatar.Root>
            <Avatar.Fallback name={driver.name} />
          </Avatar.Root>
          <Stack gap="0" flex="1">
            <Text fontWeight="semibold">{driver.name}</Text>
            {driver.vehicle && (
              <Text fontSize="sm" color="fg.muted">
                {driver.vehicle}
              </Text>
            )}
          </Stack>
          {driver.phone && (
            <HStack>
              <Button asChild size="sm" variant="outline" aria-label={`Call ${driver.name}`}>
                <a href={`tel:${driver.phone}`}>
                  <LuPhone />
                </a>
              </Button>
              <Button asChild size="sm" variant="outline" aria-label={`Text ${driver.name}`}>
                <a href={`sms:${driver.phone}`}>
                  <LuMessageSquare />
                </a>
              </Button>
            </HStack>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
