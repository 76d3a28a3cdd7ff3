/** True when a route's error is the network's: offline, or a request that never reached the server. */
export const isOffline = (error: unknown) =>
  !navigator.onLine || (error instanceof TypeError && /fetch|network/i.test(error.message));
