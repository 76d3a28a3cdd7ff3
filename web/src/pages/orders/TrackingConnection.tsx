// The tracking page's live link: it follows the order over the subscription socket (useLiveOrder)
// and shows the connection status the customer spec names (§2 "Live tracking panel": connecting,
// connected, disconnected). A subscription that fails or is refused shows the spec's 'Tracking
// Error' toast (§6) and the status disconnected; a dropped socket retries on its own.
import { Badge } from "@chakra-ui/react/badge";
import { useCallback, useEffect, useState } from "react";
import { useSocketState } from "../../relay/socketState";
import { notify } from "../../toaster/toaster";
import { useLiveOrder } from "./useLiveOrder";

const LABELS = { connecting: "Connecting", connected: "Connected", disconnected: "Disconnected" } as const;
const COLOURS = { connecting: "yellow", connected: "green", disconnected: "red" } as const;

export function TrackingConnection({ orderId }: { orderId: string }) {
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
  const state = failed ? "disconnected" : socket === "idle" ? "connecting" : socket;
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
