// Subscription events: in memory for one process, over Redis when REDIS_URL is set so that every
// API process behind a load balancer hears events raised on any of them.
import { createPubSub } from "graphql-yoga";
import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import { Redis } from "ioredis";

export type Events = {
  /** A user's account changed (approval, pause, profile); payload is the user id. */
  userUpdated: [userId: number, payload: { userId: number }];
  /** An order was placed, paid or changed status; published on the order's customer, cook and driver. */
  orderUpdated: [userId: number, payload: { orderId: number }];
  /** A driver's new position on an active delivery, with the order's parties at that moment, so a
   * subscriber is re-authorised on every event without a database read. */
  driverLocation: [orderId: number, payload: DriverLocationEvent];
  /** Portions of these dishes changed (an order took or gave some back, the cook set a number). */
  menuUpdated: [payload: { foodItemIds: number[] }];
  /** A notification was created for the user; published after its transaction committed. */
  notificationAdded: [userId: number, payload: { notificationId: number }];
  /** Who may follow what changed: these users' sessions or rights, or these orders' parties. Each
   * process re-authorises the live subscriptions it concerns (http/fanout.ts), published before the
   * event that reports the change so that no one hears of a change they may no longer see. */
  accessChanged: [payload: AccessChange];
};

export type AccessChange = { userIds?: number[]; orderIds?: number[] };

/** Announces that these users' or orders' followers must be authorised again. */
export const publishAccessChange = (pubsub: PubSub, change: AccessChange) => pubsub.publish("accessChanged", change);

export type DriverLocationEvent = {
  orderId: number;
  customerId: number;
  cookId: number;
  driverId: number;
  lat: number;
  lng: number;
  accuracy: number | null;
  speed: number | null;
  heading: number | null;
  timestamp: string;
  /** The order's ETA from this position (domain/delivery/rules.ts), so followers need not ask. */
  etaMinutes: number;
};

export type PubSub = ReturnType<typeof createPubSub<Events>>;

/** Calls `listener` when this process may have missed events (its connection to the bus dropped and
 * came back, or a publish failed); returns the unsubscribe. */
export type OnEventGap = (listener: () => void) => () => void;

export function createEventBus(
  redisUrl: string | undefined,
  warn: (message: string) => void = console.warn,
  /** Config.redisPrefix: put before every channel. */
  prefix = "",
): { pubsub: PubSub; onGap: OnEventGap; close(): Promise<void> } {
  const gapListeners = new Set<() => void>();
  const onGap: OnEventGap = (listener) => {
    gapListeners.add(listener);
    return () => void gapListeners.delete(listener);
  };
  if (!redisUrl) return { pubsub: createPubSub<Events>(), onGap, close: async () => {} };
  const gap = () => {
    for (const listener of gapListeners) listener();
  };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  // Events published while this process's subscription was down never reach it: once it is back on
  // its channels, the subscribers it serves are told so, to read again what they show.
  // Connection errors are the outage itself: told to subscribers as a gap, not logged per retry.
  for (const client of [publishClient, subscribeClient]) client.on("error", () => {});
  let dropped = false;
  subscribeClient.on("close", () => (dropped = true));
  subscribeClient.on("ready", () => {
    if (!dropped) return;
    dropped = false;
    // ioredis re-subscribes on ready; the gap is signalled once it has, so nothing falls between.
    setImmediate(gap);
  });
  const eventTarget = withPrefix(
    createRedisEventTarget({
      publishClient: caught(publishClient, warn, gap),
      subscribeClient: caught(subscribeClient, warn, () => {}),
    }),
    prefix,
  );
  return {
    pubsub: createPubSub<Events>({ eventTarget }),
    onGap,
    async close() {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

type RedisEventTarget = ReturnType<typeof createRedisEventTarget>;

/** Topics become `${prefix}${topic}` channels; subscribers get the event's payload only, so the
 * event they receive may keep the channel's name. */
function withPrefix(target: RedisEventTarget, prefix: string): RedisEventTarget {
  if (!prefix) return target;
  return {
    addEventListener: (topic, listener) => target.addEventListener(prefix + topic, listener),
    removeEventListener: (topic, listener) => target.removeEventListener(prefix + topic, listener),
    dispatchEvent: (event) => target.dispatchEvent(new CustomEvent(prefix + event.type, { detail: event.detail })),
  };
}

/**
 * The event target sends PUBLISH, SUBSCRIBE and UNSUBSCRIBE without awaiting them. While Redis is
 * down they fail, and an unhandled rejection would end the process; each is caught and logged
 * instead. An event published during the outage is lost, like one no subscriber is listening for:
 * the database stays the truth and pages read it again: a failed publish is a gap (`lost`).
 */
function caught(client: Redis, warn: (message: string) => void, lost: () => void): Redis {
  const commands = new Set<PropertyKey>(["publish", "subscribe", "unsubscribe"]);
  return new Proxy(client, {
    get(target, name) {
      const value = Reflect.get(target, name, target);
      if (!commands.has(name)) return typeof value === "function" ? value.bind(target) : value;
      return (...args: unknown[]) =>
        (value as (...a: unknown[]) => Promise<unknown>).apply(target, args).catch((error: Error) => {
          warn(`Redis ${String(name)} failed: ${error.message}`);
          if (name === "publish") lost();
        });
    },
  });
}
