// What a page shows when it could not be loaded for want of a connection. On /tracking it shows the
// order's last known status, with the time it was seen, kept from the user's last visit online.
import { Button } from "@chakra-ui/react/button";
import { Heading } from "@chakra-ui/react/heading";
import { Text } from "@chakra-ui/react/text";
import { VStack } from "@chakra-ui/react/stack";
import { useEffect, useState } from "react";
import { type LastKnownOrder, lastKnownOrder } from "./lastKnown";

export default function OfflineNotice() {
  const url = new URL(window.location.href);
  const orderId = url.pathname === "/tracking" ? Number(url.searchParams.get("orderId")) : 0;
  const [order, setOrder] = useState<LastKnownOrder | null>(null);
  useEffect(() => {
    if (orderId > 0) void lastKnownOrder(orderId).then(setOrder);
  }, [orderId]);
  return (
    <VStack minH="50vh" justify="center" gap="3" px="6" textAlign="center" role="alert">
      <Heading as="h1" size="xl">
        {order ? `Order #${order.databaseId}` : "You are offline"}
      </Heading>
      {order ? (
        <>
          <Text fontSize="lg" fontWeight="semibold" data-testid="last-known-status">
            {order.statusLabel}
          </Text>
          <Text color="fg.muted">
            {order.kitchenName} · Last known status, as of{" "}
            {new Date(order.seenAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}. You are
            offline: it updates when the connection is back.
          </Text>
        </>
      ) : (
        <Text color="fg.muted" maxW="lg">
          HomePlate needs a connection for this page.
        </Text>
      )}
      <Button onClick={() => window.location.reload()}>Try again</Button>
    </VStack>
  );
}
