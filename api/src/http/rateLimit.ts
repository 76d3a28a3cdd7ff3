// The rate limit on /graphql and /api: each request made with an API key or a session draws on its
// key's or user's token bucket (services/rateLimit.ts) once its operation is known. A GraphQL
// request weighs its query cost, as GraphQL Armor's cost rule computes it for yoga.ts' limit; an
// /api route weighs 1. Anonymous requests are not limited here (the catalog cache serves them).
import { GraphQLError, validate, type DocumentNode, type GraphQLSchema } from "graphql";
import type { Plugin } from "graphql-yoga";
import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import type { Context } from "../context.ts";
import { rateLimitHeaders, type RateLimiter } from "../services/rateLimit.ts";
import type { ServerContext } from "./yoga.ts";

/** Query cost points per request of the limit: the costliest query allowed (5,000) weighs 100. */
export const COST_PER_REQUEST = 50;

export class RateLimitedError extends GraphQLError {
  constructor(retryAfterSeconds: number) {
    super(`Too many requests: the limit is spent; try again in ${retryAfterSeconds} s.`, {
      extensions: {
        code: "RATE_LIMITED",
        http: {
          status: 429,
          headers: { "retry-after": String(retryAfterSeconds) },
        },
      },
    });
  }
}

/** A document's query cost (the most expensive operation's), computed once per parsed document. */
function costCounter() {
  const costs = new WeakMap<DocumentNode, number>();
  return (schema: GraphQLSchema, document: DocumentNode) => {
    let cost = costs.get(document);
    if (cost === undefined) {
      let found = 0;
      const onAccept = [(_context: unknown, { n }: { n: number }) => void (found = Math.max(found, n))];
      validate(schema, document, [costLimitRule({ maxCost: Number.MAX_SAFE_INTEGER, onAccept })]);
      costs.set(document, (cost = found));
    }
    return cost;
  };
}

export const weightOfCost = (cost: number) => Math.max(1, Math.ceil(cost / COST_PER_REQUEST));

export function useRateLimit(limiter: RateLimiter): Plugin {
  const costOf = costCounter();
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue as unknown as Context & Partial<ServerContext>;
      const caller = ctx.apiKey ? `key:${ctx.apiKey.id}` : ctx.user ? `user:${ctx.user.id}` : null;
      if (!caller || limiter.perMinute === 0 || ctx.webhookDelivery) return;
      const weight = ctx.restOperation ? 1 : weightOfCost(costOf(args.schema, args.document));
      const take = await limiter.take(caller, weight);
      Object.assign(ctx.responseHeaders, rateLimitHeaders(limiter.perMinute, take));
      if (!take.allowed)
        setResultAndStopExecution({
          errors: [new RateLimitedError(take.retryAfterSeconds)],
        });
    },
  };
}
