// The tracking page's live link: it follows the order over the subscription socket (useLiveOrder)
// and shows the connection status the customer spec names (§2 "Live tracking panel": connecting,
// connected, disconnected). A subscription that fails or is refused shows the spec's 'Tracking
// Error' toast (§6) and the status disconnected; a dropped socket retries on its own. Once the
// order is with its driver, the link counts as connected on receipt of a driver location (§3
// "Tracking connection"): until the first one arrives it is still connecting.
import { Badge } from "@chakra-ui/react/badge";
import { useCallback, useEffect, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { TrackingConnection_order$key } from "../../__generated__/TrackingConnection_order.graphql";
import { useSocketState } from "../../relay/socketState";
import { notify } from "../../toaster/toaster";
import { useLiveOrder } from "./useLiveOrder";

const LABELS = { connecting: "Connecting", connected: "Connected", disconnected: "Disconnected" } as const;
const COLOURS = { connecting: "yellow", connected: "green", disconnected: "red" } as const;

export function TrackingConnection({ order: key }: { order: TrackingConnection_order$key }) {
  const order = useFragment(
    graphql`
      fragment TrackingConnection_order on Order {
        id
        status
        driverLocation {
          __typename
        }
      }
    `,
    key,
  );
  const orderId = order.id;
  const socket = useSocketState();
  const [failed, setFailed] = useState(false);
  // A new order is followed afresh.
  useEffect(() => setFailed(false), [orderId]);
  const onError = useCallback(() => {
    setFailed(true);
    notify({
      type: "error",
      title: "Tracking Error",
      description: "Unable to start real-time tracking. Please refresh the page.",
    });
  }, []);
  useLiveOrder(orderId, onError);
  // Before the socket's code has loaded there is no socket yet: it is on its way.
  const underWay = order.status === "PICKED_UP" || order.status === "ON_WAY";
  const state =
    failed || socket === "disconnected"
      ? "disconnected"
      : socket !== "connected" || (underWay && !order.driverLocation)
        ? "connecting"
        : "connected";
  return (
    <Badge
      role="status"
      aria-label={`Connection status: ${LABELS[state]}`}
      colorPalette={COLOURS[state]}
      variant="subtle"
      data-testid="connection-status"
      data-state={state}
    >
      {LABELS[state]}
    </Badge>
  );
}
