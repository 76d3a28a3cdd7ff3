// The subscription socket's state, for pages that show whether they are live (the tracking page's
// connection status, customer spec §2 and §4): fed by graphql-ws's connecting, connected and closed
// events (environment.ts), read with useSocketState.
import { useSyncExternalStore } from "react";

/** idle: no socket was asked for yet (graphql-ws loads with the first subscription). */
export type SocketState = "idle" | "connecting" | "connected" | "disconnected";

let state: SocketState = "idle";
const listeners = new Set<() => void>();

export function setSocketState(next: SocketState) {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

/** A subscription starts: unless a socket is up, one is on its way (graphql-ws opens it lazily). */
export function subscriptionStarting() {
  if (state !== "connected") setSocketState("connecting");
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The socket's state now; the component renders again when it changes. */
export function useSocketState(): SocketState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => "idle",
  );
}
