// The GraphQL server every entry point goes through (/graphql, /api, uploads, graphql-ws): the
// schema with its request limits (limits.ts), error masking, compiled execution and the shared cache.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { execute, GraphQLError, Kind, type ExecutionArgs } from "graphql";
import { createYoga, maskError } from "graphql-yoga";
import { useGraphQlJit } from "@envelop/graphql-jit";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import { usePersistedOperations } from "@graphql-yoga/plugin-persisted-operations";
import { useResponseCache } from "@graphql-yoga/plugin-response-cache";
import type { Services } from "../context.ts";
import { AppError, isOutage, ServiceUnavailableError } from "../domain/errors.ts";
import { schema } from "../schema/index.ts";
import { isAnonymous, type PublicCache } from "./caching.ts";
import { createContext, type Credentials } from "./context.ts";
import { useLimits } from "../schema/limits.ts";
import { useKeyScopes } from "./keyScopes.ts";
import { useRateLimit } from "./rateLimit.ts";
import { useScannerProof } from "./scannerProof.ts";

/** /api routes run their operation through envelop directly; they cache their own JSON bodies.
 * Webhook payloads are sent on our initiative, not the caller's: they draw on no rate limit. */
export type ServerContext = Credentials & { restOperation?: boolean; webhookDelivery?: boolean };

export type Yoga = ReturnType<typeof createYogaServer>;

const persistedQueriesFile = path.resolve(import.meta.dirname, "../../../persisted-queries.json");
let persistedQueries = { modified: 0, byId: new Map<string, string>() };

/**
 * The text of one of the web client's operations by id (persisted-queries.json, written by
 * relay-compiler with the artifacts), or null. A route starts its query before the page's code,
 * and so the query's text, has arrived: it sends the id alone (web/src/routes.tsx). Any other
 * client sends its query's text. An unknown id reads the file again when it has changed since
 * (`npm run gen` while the dev server runs).
 */
function persistedQuery(id: string) {
  const known = persistedQueries.byId.get(id);
  if (known !== undefined) return known;
  const modified = statSync(persistedQueriesFile).mtimeMs;
  if (modified !== persistedQueries.modified)
    persistedQueries = {
      modified,
      byId: new Map(Object.entries(JSON.parse(readFileSync(persistedQueriesFile, "utf8")) as Record<string, string>)),
    };
  return persistedQueries.byId.get(id) ?? null;
}

/** The kind of operation an execution runs. */
function operationOf({ document, operationName }: ExecutionArgs) {
  const operation = document.definitions.find(
    (d) => d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
  return operation?.kind === Kind.OPERATION_DEFINITION ? operation.operation : undefined;
}

/** The operation an execution runs is a query or a mutation (not a subscription). */
const isQueryOrMutation = (args: ExecutionArgs) => {
  const operation = operationOf(args);
  return operation !== undefined && operation !== "subscription";
};

/** An HTTP execution whose answer anyone would read: no credentials, no signed-in user. */
const isSharedRead = (ctx: Partial<ServerContext> & { user?: unknown }) =>
  !ctx.restOperation && ctx.user == null && isAnonymous(ctx);

export function createYogaServer(services: Services, publicCache: PublicCache) {
  const { config } = services;
  return createYoga<ServerContext>({
    schema,
    graphqlEndpoint: "/graphql",
    graphiql: config.graphiql ? { title: "HomePlate GraphQL" } : false,
    landingPage: false,
    // Other sites' pages may call the API with a bearer token, never with our cookie: Yoga's default
    // would reflect any Origin with credentials allowed.
    cors: {
      origin: "*",
      credentials: false,
      methods: ["GET", "POST"],
      allowedHeaders: ["content-type", "authorization", "x-graphql-yoga-csrf"],
    },
    // Expected failures are typed results; anything else is masked, in development too.
    maskedErrors: {
      isDev: false,
      // Our expected failures keep their message even when a second copy of `graphql` is loaded
      // (as under vitest), where Yoga's own instanceof check would mask them.
      // A database that cannot be reached answers 503 with a message to retry, not a masked 500.
      maskError: (error, message, isDev) => {
        const original = (error as { originalError?: unknown }).originalError;
        if (original instanceof AppError) return error as Error;
        if (isOutage(error)) return new ServiceUnavailableError();
        return maskError(error, message, isDev);
      },
    },
    logging: config.logLevel === "silent" ? false : config.logLevel,
    context: ({ request, ...server }) =>
      createContext(services, { ...server, userAgent: request.headers.get("user-agent") }),
    plugins: [
      useCSRFPrevention({ requestHeaders: ["x-graphql-yoga-csrf", "apollo-require-preflight"] }),
      usePersistedOperations({
        getPersistedOperation: persistedQuery,
        allowArbitraryOperations: true,
      }),
      ...useLimits(),
      useScannerProof({ introspection: config.introspection }),
      useRateLimit(services.rateLimiter),
      useKeyScopes(),
      // Queries and mutations run as compiled JavaScript (graphql-jit, cached per document) through
      // the same resolvers; subscriptions keep graphql-js' executor.
      useGraphQlJit({}, { enableIf: isQueryOrMutation }),
      {
        // A webhook's subscription document runs once, for its event (the root value), as its
        // subscription would; Yoga's executor would subscribe instead.
        onExecute({ args, setExecuteFn }: { args: ExecutionArgs; setExecuteFn: (fn: typeof execute) => void }) {
          if ((args.contextValue as Partial<ServerContext>).webhookDelivery && operationOf(args) === "subscription")
            setExecuteFn(execute);
        },
      },
      // Anonymous queries are answered from the shared cache for a few seconds (session null: one
      // entry for everyone, which is right only because nothing private is ever stored). Only HTTP
      // requests take part: a socket's executions carry no request, and their credentials came with
      // the upgrade or connectionParams, which this key cannot see.
      useResponseCache<ServerContext>({
        session: () => null,
        enabled: (request, ctx) =>
          request != null && publicCache.enabled && isSharedRead(ctx as Partial<ServerContext> & { user?: unknown }),
        cache: publicCache.graphql,
        // Expiry is the public cache's own (PUBLIC_CACHE_SECONDS, changeable at run time); 0 here would
        // mean "never store".
        ttl: Infinity,
        // Our own hook below empties the cache on every mutation, signed-in ones included; and our
        // ETag is a hash of the body (the plugin's is the cache key, the same before and after a change).
        invalidateViaMutation: false,
        shouldCacheResult: ({ result }) => !result.errors?.length,
      }),
      {
        // Any write may change what anonymous visitors read (a dish, a category, a cook's profile or
        // hours, an approval, a review's rating): empty the shared cache once it is done.
        onExecute({ args }: { args: ExecutionArgs }) {
          if (operationOf(args) === "mutation") return { onExecuteDone: () => publicCache.clear() };
        },
      },
      {
        // Subscriptions are served over graphql-ws only, where access changes end them
        // (http/fanout.ts); an HTTP event stream would keep what a signed-out user was allowed.
        onSubscribe({
          args,
          setResultAndStopExecution,
        }: {
          args: ExecutionArgs;
          setResultAndStopExecution: (r: { errors: GraphQLError[] }) => void;
        }) {
          if ((args.contextValue as { request?: unknown }).request)
            setResultAndStopExecution({
              errors: [
                new GraphQLError("Subscriptions are served over graphql-ws (graphql-transport-ws) on /graphql."),
              ],
            });
        },
      },
      {
        // Sign-in and sign-out set the session cookie through the context.
        onResponse({ response, serverContext }) {
          for (const cookie of (serverContext as Partial<ServerContext>).responseCookies ?? [])
            response.headers.append("set-cookie", cookie);
          // The rate limit's headers (http/rateLimit.ts).
          for (const [name, value] of Object.entries((serverContext as Partial<ServerContext>).responseHeaders ?? {}))
            response.headers.set(name, value);
        },
      },
    ],
  });
}
