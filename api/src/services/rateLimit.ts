// Token buckets: each caller (an API key, a signed-in user) holds up to `perMinute` tokens, refilled
// continuously at perMinute/60 a second; a request takes its weight or is refused. In Redis when
// REDIS_URL is set, so every API process draws on the same bucket (one atomic script per request);
// in memory otherwise.
import { Redis } from "ioredis";

export type Take = {
  allowed: boolean;
  /** Whole tokens left after this request. */
  remaining: number;
  /** Seconds until the bucket is full again. */
  resetSeconds: number;
  /** When refused: seconds until the request's weight is available. */
  retryAfterSeconds: number;
};

export type RateLimiter = {
  readonly perMinute: number;
  take(caller: string, weight: number): Promise<Take>;
  close(): Promise<void>;
};

const WINDOW_SECONDS = 60;

/** The bucket's state after `elapsedMs` of refill, and the answer to taking `weight`. */
function bucketAfter(perMinute: number, tokens: number, elapsedMs: number, weight: number) {
  const perMs = perMinute / (WINDOW_SECONDS * 1000);
  const available = Math.min(perMinute, tokens + elapsedMs * perMs);
  const allowed = available >= weight;
  const left = allowed ? available - weight : available;
  return {
    left,
    take: {
      allowed,
      remaining: Math.floor(left),
      resetSeconds: Math.ceil((perMinute - left) / perMs / 1000),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((weight - available) / perMs / 1000)),
    },
  };
}

export function createMemoryRateLimiter(perMinute: number, now = () => Date.now()): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    perMinute,
    async take(caller, weight) {
      const t = now();
      const bucket = buckets.get(caller) ?? { tokens: perMinute, at: t };
      const { left, take } = bucketAfter(perMinute, bucket.tokens, t - bucket.at, weight);
      buckets.set(caller, { tokens: left, at: t });
      // A full bucket is the same as none: forget it, so the map holds only recent callers.
      if (buckets.size > 10_000) for (const [k, b] of buckets) if (b.at < t - WINDOW_SECONDS * 1000) buckets.delete(k);
      return take;
    },
    async close() {},
  };
}

// The same arithmetic as bucketAfter, atomically in Redis (times from Redis' own clock, so processes
// with skewed clocks agree). Returns { allowed, tokens left * 1000 }.
const TAKE_SCRIPT = `
local perMinute = tonumber(ARGV[1])
local weight = tonumber(ARGV[2])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or perMinute
local at = tonumber(state[2]) or now
local available = math.min(perMinute, tokens + math.max(0, now - at) * perMinute / 60000)
local allowed = 0
if available >= weight then
  available = available - weight
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(available), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], 61000)
return { allowed, math.floor(available * 1000) }
`;

/** The longest a rate-limit check waits for Redis before the process limits on its own. */
export const COMMAND_MS = 200;

export function createRedisRateLimiter(
  perMinute: number,
  redisUrl: string,
  warn: (message: string) => void,
  /** Config.redisPrefix. */
  prefix = "",
): RateLimiter {
  // A Redis outage costs a request a few milliseconds at most: no command waits for a connection
  // (no offline queue, no retries), and one that Redis does not answer gives up after COMMAND_MS.
  // The process then limits in memory, warning once per outage.
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: COMMAND_MS });
  redis.on("error", () => {});
  const fallback = createMemoryRateLimiter(perMinute);
  let degraded = false;
  // The first connection is waited for as long as a command would be: a process just started is
  // not in an outage.
  let connected = false;
  const firstConnection = new Promise<void>((resolve) => redis.once("ready", resolve)).then(() => (connected = true));
  const untilConnected = () =>
    Promise.race([firstConnection, new Promise((resolve) => setTimeout(resolve, COMMAND_MS).unref())]);
  /** Redis unreachable: limit per process rather than refuse every request. */
  const inMemory = (caller: string, weight: number, why: string) => {
    if (!degraded) warn(`rate limit: Redis unavailable (${why}), limiting in memory until it is back`);
    degraded = true;
    return fallback.take(caller, weight);
  };
  return {
    perMinute,
    async take(caller, weight) {
      if (!connected) await untilConnected();
      if (redis.status !== "ready") return inMemory(caller, weight, `Redis is ${redis.status}`);
      try {
        const [allowed, milliTokens] = (await redis.eval(
          TAKE_SCRIPT,
          1,
          `${prefix}homeplate:ratelimit:${caller}`,
          perMinute,
          weight,
        )) as [number, number];
        degraded = false;
        const left = milliTokens / 1000;
        // Answer with the memory bucket's arithmetic from the state Redis returned.
        const { take } = bucketAfter(perMinute, allowed ? left + weight : left, 0, weight);
        return take;
      } catch (error) {
        return inMemory(caller, weight, (error as Error).message);
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** No limit (RATE_LIMIT_PER_MINUTE=0). */
export const unlimited: RateLimiter = {
  perMinute: 0,
  take: async () => ({
    allowed: true,
    remaining: 0,
    resetSeconds: 0,
    retryAfterSeconds: 0,
  }),
  close: async () => {},
};

export function createRateLimiter(
  perMinute: number,
  redisUrl: string | undefined,
  warn: (message: string) => void,
  redisPrefix = "",
): RateLimiter {
  if (perMinute === 0) return unlimited;
  return redisUrl ? createRedisRateLimiter(perMinute, redisUrl, warn, redisPrefix) : createMemoryRateLimiter(perMinute);
}

/** The IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers) for one answer of the policy. */
export function rateLimitHeaders(perMinute: number, take: Take): Record<string, string> {
  return {
    "ratelimit-policy": `"default";q=${perMinute};w=${WINDOW_SECONDS}`,
    ratelimit: `"default";r=${take.remaining};t=${take.resetSeconds}`,
    ...(take.allowed ? {} : { "retry-after": String(take.retryAfterSeconds) }),
  };
}
