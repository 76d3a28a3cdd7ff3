// The one Relay environment: queries and mutations over HTTP to /graphql with the session cookie,
// subscriptions over graphql-ws on the same path, connected only while something subscribes.
// graphql-ws itself is loaded with the first subscription: visitors' pages never subscribe.
// Its state (connecting, connected, disconnected) is kept in socketState.ts for pages that show it.
import type { Client } from "graphql-ws";
import {
  Environment,
  type FetchFunction,
  type GraphQLResponse,
  Network,
  Observable,
  RecordSource,
  Store,
  type SubscribeFunction,
} from "relay-runtime";
import { setSocketState, subscriptionStarting } from "./socketState";

const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const response = await fetch("/graphql", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "application/json" },
    // A route's query starts before its page's code (and the query's text) has arrived: it goes
    // by its id alone, which the server looks up in persisted-queries.json (routes.tsx).
    body: JSON.stringify(
      operation.text != null
        ? { operationName: operation.name, query: operation.text, variables }
        : {
            operationName: operation.name,
            variables,
            extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } },
          },
    ),
  });
  const body = await response.text();
  // The spec's shared request rule: a failed response reads "{status}: {body or status text}".
  if (!response.ok) throw new Error(`${response.status}: ${body || response.statusText}`);
  return JSON.parse(body) as GraphQLResponse;
};

let wsClient: Promise<Client> | null = null;
const reconnectListeners = new Set<() => void>();

/**
 * Calls `listener` each time the subscription socket connects again after a drop. Events raised
 * while it was down are lost, so a live page refetches what it shows: no status is lost.
 */
export function onSubscriptionReconnect(listener: () => void) {
  reconnectListeners.add(listener);
  return () => void reconnectListeners.delete(listener);
}

function subscriptionClient(): Promise<Client> {
  if (!wsClient) {
    const protocol = window.location.protocol === "https:" ? "wss:" : "ws:";
    // Lazy (the default): the socket opens with the first subscription and closes after the last.
    // The server reads the session cookie from the upgrade request.
    wsClient = import("graphql-ws").then(({ createClient }) =>
      createClient({
        url: `${protocol}//${window.location.host}/graphql`,
        lazy: true,
        // A delivery is followed for half an hour or more: keep trying through a server restart.
        retryAttempts: 30,
        on: {
          connecting: () => setSocketState("connecting"),
          connected: (_socket, _payload, wasRetry) => {
            setSocketState("connected");
            if (wasRetry) for (const listener of reconnectListeners) listener();
          },
          closed: () => setSocketState("disconnected"),
        },
      }),
    );
    // A chunk that failed to load is asked for again by the next subscription.
    wsClient.catch(() => {
      wsClient = null;
      setSocketState("disconnected");
    });
  }
  return wsClient;
}

const subscribe: SubscribeFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    subscriptionStarting();
    subscriptionClient().then(
      (client) => {
        if (cancelled) return;
        unsubscribe = client.subscribe(
          { operationName: operation.name, query: operation.text ?? "", variables },
          {
            next: (value) => sink.next(value as GraphQLResponse),
            error: (error) => sink.error(error instanceof Error ? error : new Error(describeSocketError(error))),
            complete: () => sink.complete(),
          },
        );
      },
      (error: unknown) => sink.error(error instanceof Error ? error : new Error("Subscription failed")),
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  });

function describeSocketError(error: unknown): string {
  if (Array.isArray(error)) return error.map((e: { message?: string }) => e.message).join("; ");
  if (error && typeof error === "object" && "reason" in error)
    return String((error as CloseEvent).reason || "Connection closed");
  return "Subscription failed";
}

/**
 * Closes the subscription socket. Called when the session changes: the socket was authenticated by
 * the cookie of its upgrade request, so the next subscription must open a new one.
 */
export function restartSubscriptions() {
  void wsClient?.then((client) => client.dispose());
  wsClient = null;
}

export const environment = new Environment({
  network: Network.create(fetchGraphQL, subscribe),
  store: new Store(new RecordSource()),
});
