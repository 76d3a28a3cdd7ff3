// The last status of each order the user opened, kept on the device so /tracking can show it offline,
// marked as last known with its time. It lives in the user's cache (USER_CACHE), which sign-out
// deletes: nothing of one user stays for the next.
import { USER_CACHE } from "./serviceWorker";

export type LastKnownOrder = {
  databaseId: number;
  status: string;
  statusLabel: string;
  kitchenName: string;
  /** When the page last saw it, in ms since the epoch. */
  seenAt: number;
};

const keyOf = (databaseId: number) => `/__last-known/orders/${databaseId}`;

export async function rememberOrder(order: LastKnownOrder) {
  if (typeof caches === "undefined") return;
  try {
    const cache = await caches.open(USER_CACHE);
    await cache.put(keyOf(order.databaseId), new Response(JSON.stringify(order)));
  } catch {
    // Storage full or refused: the page works without it.
  }
}

export async function lastKnownOrder(databaseId: number): Promise<LastKnownOrder | null> {
  if (typeof caches === "undefined") return null;
  try {
    const cache = await caches.open(USER_CACHE);
    const response = await cache.match(keyOf(databaseId));
    return response ? ((await response.json()) as LastKnownOrder) : null;
  } catch {
    return null;
  }
}
