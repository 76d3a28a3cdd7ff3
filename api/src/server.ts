// One process serves GraphQL (/graphql, with graphql-ws subscriptions on the same path), the /api
// compatibility layer and the built web client.
import http from "node:http";
import path from "node:path";
import type { Duplex } from "node:stream";
import { GraphQLError, Kind, type DocumentNode, type ExecutionArgs, type ExecutionResult } from "graphql";
import { createYoga, maskError } from "graphql-yoga";
import { useGraphQlJit } from "@envelop/graphql-jit";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import { useResponseCache } from "@graphql-yoga/plugin-response-cache";
import { maxAliasesPlugin } from "@escape.tech/graphql-armor-max-aliases";
import { costLimitPlugin } from "@escape.tech/graphql-armor-cost-limit";
import { maxDepthPlugin } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesPlugin } from "@escape.tech/graphql-armor-max-directives";
import { maxTokensPlugin } from "@escape.tech/graphql-armor-max-tokens";
import { WebSocketServer } from "ws";
import { useServer } from "graphql-ws/use/ws";
import { loadConfig, type Config } from "./config.ts";
import { AppError, isOutage, ServiceUnavailableError } from "./errors.ts";
import type { Services } from "./context.ts";
import { IN_MEMORY, openDatabase } from "./db/client.ts";
import { migrate } from "./db/migrate.ts";
import { demoAccounts, DEMO_PASSWORD, seedDemoData } from "./db/seed.ts";
import { createPublicCache, isAnonymous, sendCacheable, type PublicCache } from "./http/caching.ts";
import { createContext, sessionTokenOf, type Credentials } from "./http/context.ts";
import {
  checkGraphQLParams,
  checkGraphQLSearchParams,
  HttpError,
  isSameOrigin,
  mediaType,
  MAX_NESTING,
  nestingDepth,
  parseJson,
  readBody,
} from "./http/requests.ts";
import { serveWeb } from "./http/static.ts";
import { createRestRouter, sendText, type GraphQLRunner } from "./rest/router.ts";
import { STRIPE_WEBHOOK_PATH, stripeWebhookHandler } from "./rest/orders.ts";
import { restRoutes } from "./rest/routes.ts";
import { serveUploads, uploadHandler } from "./rest/uploads.ts";
import { MAX_UPLOAD_REQUEST_BYTES } from "./schema/chef/images.ts";
import { schema } from "./schema/index.ts";
import { startRefundRetries } from "./schema/orders/refunds.ts";
import { createLogger } from "./services/log.ts";
import { createMailer } from "./services/mail.ts";
import { createMaps } from "./services/maps.ts";
import { createPaymentProvider } from "./services/payments.ts";
import { createEventBus } from "./services/pubsub.ts";
import { createStorage } from "./services/storage.ts";

export type RunningServer = {
  url: string;
  port: number;
  services: Services;
  /** The shared cache of anonymous reads (http/caching.ts). */
  publicCache: PublicCache;
  close(): Promise<void>;
};

/** Request limits: generous for the app's own queries, tight enough to stop abusive ones cheaply. */
export const LIMITS = { depth: 12, aliases: 15, tokens: 4000, cost: 5000, directives: 20 };

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

export async function startServer(config: Config): Promise<RunningServer> {
  const log = createLogger(config.logLevel);
  const db = await openDatabase(config);
  try {
    await migrate(db, log.info);
    const seed = config.seedDemoData === "always" || (config.seedDemoData === "auto" && db.kind === "pglite" && db.created);
    if (seed && (await seedDemoData(db.prisma))) log.info("seeded demo data");
  } catch (error) {
    await db.close();
    throw error;
  }
  const bus = createEventBus(config.redisUrl);
  let publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const services: Services = {
    config,
    db,
    prisma: db.prisma,
    pubsub: bus.pubsub,
    log,
    mailer: createMailer({
      prisma: db.prisma,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log,
      logLinks: config.env !== "production" && db.kind === "pglite",
    }),
    storage: createStorage({
      s3: config.s3,
      uploadsDir: config.dataDir === IN_MEMORY ? null : path.join(config.dataDir, "uploads"),
    }),
    payments: createPaymentProvider(config, db.prisma),
    maps: createMaps({ mapboxToken: config.mapboxToken, prisma: db.prisma }),
    publicUrl: () => publicUrl,
  };

  // Refunds that failed after a decline are retried from the database by every process.
  const stopRefundRetries = startRefundRetries(services);

  const isSecure = (req: http.IncomingMessage) =>
    (config.trustProxy && req.headers["x-forwarded-proto"] === "https") || publicUrl.startsWith("https:");

  const publicCache = createPublicCache(config.publicCacheSeconds);
  /** /api routes run their operation through envelop directly; they cache their own JSON bodies. */
  type ServerContext = Credentials & { restOperation?: boolean };
  const yoga = createYoga<ServerContext>({
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
      maxTokensPlugin({ n: LIMITS.tokens }),
      maxDepthPlugin({ n: LIMITS.depth, flattenFragments: true }),
      maxAliasesPlugin({ n: LIMITS.aliases }),
      maxDirectivesPlugin({ n: LIMITS.directives }),
      costLimitPlugin({ maxCost: LIMITS.cost }),
      // Queries and mutations run as compiled JavaScript (graphql-jit, cached per document) through
      // the same resolvers; subscriptions keep graphql-js' executor.
      useGraphQlJit({}, { enableIf: isQueryOrMutation }),
      // Anonymous queries are answered from the shared cache for a few seconds (session null: one
      // entry for everyone, which is right only because nothing private is ever stored).
      useResponseCache<ServerContext>({
        session: () => null,
        enabled: (_request, ctx) =>
          publicCache.enabled && !(ctx as Partial<ServerContext>).restOperation && isAnonymous(ctx as Partial<ServerContext>),
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
        // Sign-in and sign-out set the session cookie through the context.
        onResponse({ response, serverContext }) {
          for (const cookie of (serverContext as Partial<ServerContext>).responseCookies ?? [])
            response.headers.append("set-cookie", cookie);
        },
      },
    ],
  });

  const credentialsOf = (req: http.IncomingMessage): Credentials => ({
    cookie: req.headers.cookie,
    authorization: req.headers.authorization,
    userAgent: req.headers["user-agent"],
    secure: isSecure(req),
    responseCookies: [],
  });

  /** Refuses cookie-authenticated requests sent from another site's pages. */
  const checkOrigin = (req: http.IncomingMessage) => {
    if (sessionTokenOf({ cookie: req.headers.cookie }) && !isSameOrigin(req, publicUrl, isSecure(req)))
      throw new HttpError(403, "Cross-site requests are not allowed with a session cookie");
  };

  async function handleGraphQL(req: http.IncomingMessage, res: http.ServerResponse) {
    checkOrigin(req);
    const url = new URL(req.url ?? "/", publicUrl);
    let body: Buffer | undefined;
    let json: Record<string, unknown> | undefined;
    if (req.method === "GET") {
      checkGraphQLSearchParams(url.searchParams);
      return handleGraphQLGet(req, res, url);
    } else if (req.method === "POST") {
      const type = mediaType(req);
      body = await readBody(req, type === "multipart/form-data" ? MAX_UPLOAD_REQUEST_BYTES : undefined);
      if (type === "application/json" || type === "application/graphql-response+json") {
        const params = parseJson(body.toString("utf8"), "The request body");
        if (typeof params !== "object" || params === null || Array.isArray(params))
          throw new HttpError(400, "The request body must be a JSON object with a query");
        checkGraphQLParams(params as Record<string, unknown>);
        json = params as Record<string, unknown>;
      } else if (type !== "multipart/form-data") {
        throw new HttpError(415, "Send GraphQL requests as application/json");
      }
    }
    // Yoga reads the node request itself (no fetch Request copy); the body we already read and
    // checked goes in as `req.body`, which Yoga's node adapter takes instead of the consumed stream.
    if (body && body.length) (req as http.IncomingMessage & { body?: unknown }).body = json && Object.keys(json).length ? json : body;
    await yoga(req, res, credentialsOf(req));
  }

  /** GET queries carry an ETag of their JSON and answer 304 when the client already has it. */
  async function handleGraphQLGet(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    const credentials = credentialsOf(req);
    const response = await yoga.fetch(new Request(url, { headers }), credentials);
    const body = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get("content-type") ?? "";
    for (const cookie of response.headers.getSetCookie()) res.appendHeader("set-cookie", cookie);
    if (response.status === 200 && type.includes("json")) {
      return sendCacheable(req, res, body.toString("utf8"), isAnonymous(credentials));
    }
    response.headers.delete("content-length");
    response.headers.delete("set-cookie");
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(body);
  }

  /** Runs a /api route's operation through Yoga's envelop with the caller's credentials: the same
   * schema, context, limits, permissions and error masking as /graphql, without a JSON round trip
   * through HTTP. Yoga caches the parsed and validated document of each route's operation. */
  const runGraphQL: GraphQLRunner = async (req, operation) => {
    const { query } = operation;
    // Variables as a client would send them (JSON: no undefined, NaN or Date).
    const variables = JSON.parse(JSON.stringify(operation.variables)) as Record<string, unknown>;
    const credentials = credentialsOf(req);
    const request = { headers: { get: (name: string) => (name === "user-agent" ? (req.headers["user-agent"] ?? null) : null) } };
    const enveloped = yoga.getEnveloped({ ...credentials, restOperation: true, request, params: { query, variables } } as never);
    const document = enveloped.parse(query);
    const invalid = enveloped.validate(enveloped.schema, document);
    if (invalid.length) return { status: 400, json: { errors: invalid }, setCookies: credentials.responseCookies };
    const result = (await enveloped.execute({
      schema: enveloped.schema,
      document,
      variableValues: variables,
      contextValue: await enveloped.contextFactory(),
    })) as ExecutionResult;
    const status = result.errors?.reduce((worst, e) => Math.max(worst, Number(e.extensions?.http?.status ?? 0)), 0) || 200;
    return { status, json: result, setCookies: credentials.responseCookies };
  };
  const handleRest = createRestRouter(restRoutes, runGraphQL, { schema, publicCache, db: services.db });
  const handleUpload = uploadHandler(async (req, form) => {
    const credentials = credentialsOf(req);
    const response = await yoga.fetch(
      new Request(new URL("/graphql", publicUrl), {
        method: "POST",
        // The same-origin check ran on the /api request; this header is Yoga's CSRF guard for multipart.
        headers: { accept: "application/graphql-response+json, application/json", "x-graphql-yoga-csrf": "1" },
        body: form,
      }),
      credentials,
    );
    return { status: response.status, json: await response.json() };
  });
  const handleUploads = serveUploads(services.storage);
  const handleWeb = serveWeb(config.webDist);
  const handleStripeWebhook = stripeWebhookHandler(services);

  const server = http.createServer(async (req, res) => {
    const path = (req.url ?? "/").split("?")[0]!;
    try {
      if (path === "/graphql") return await handleGraphQL(req, res);
      // Signed by Stripe over the raw body, so it bypasses the JSON route table.
      if (path === STRIPE_WEBHOOK_PATH) return await handleStripeWebhook(req, res);
      if (path === "/api" || path.startsWith("/api/")) {
        if (req.method !== "GET" && req.method !== "HEAD") checkOrigin(req);
        if (path === "/api/uploads") return await handleUpload(req, res);
        return await handleRest(req, res);
      }
      if (path.startsWith("/uploads/")) return await handleUploads(req, res, path);
      if (path === "/health") return sendText(res, 200, "ok");
      return handleWeb(req, res);
    } catch (error) {
      if (res.headersSent) {
        log.error(`${req.method} ${path} failed mid-response: ${(error as Error).message}`);
        return void res.destroy();
      }
      if (error instanceof HttpError) return sendText(res, error.status, error.message);
      if (isOutage(error)) {
        res.setHeader("retry-after", "5");
        return sendText(res, 503, new ServiceUnavailableError().message);
      }
      log.error(`${req.method} ${path}: ${(error as Error).stack ?? error}`);
      sendText(res, 500, "Unexpected error.");
    }
  });

  // graphql-ws on the same path. The browser's upgrade carries the session cookie; clients without
  // a cookie jar pass connectionParams.sessionToken.
  const wss = new WebSocketServer({ noServer: true });
  const wsServer = useServer(
    {
      execute: (args: any) => args.rootValue.execute(args),
      subscribe: (args: any) => args.rootValue.subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
        const req = ctx.extra.request;
        // The same guard as HTTP requests get: graphql-js's parser overflows on absurd nesting.
        if (nestingDepth(params.query) > MAX_NESTING)
          return [new GraphQLError(`The query is nested more than ${MAX_NESTING} levels deep`)];
        try {
          checkGraphQLParams(params as unknown as Record<string, unknown>);
        } catch (error) {
          return [new GraphQLError((error as Error).message)];
        }
        const { schema: s, execute, subscribe, parse, validate } = yoga.getEnveloped({ req, params });
        let document: DocumentNode;
        try {
          document = parse(params.query);
        } catch (error) {
          return [new GraphQLError((error as Error).message)]; // syntax errors and the token limit
        }
        const errors = validate(s, document);
        if (errors.length) return errors;
        const contextValue = await createContext(services, {
          ...credentialsOf(req),
          sessionToken: ctx.connectionParams?.sessionToken,
        });
        return {
          schema: s,
          document,
          operationName: params.operationName,
          variableValues: params.variables,
          contextValue,
          rootValue: { execute, subscribe },
        };
      },
    },
    wss,
  );
  server.on("upgrade", (req, socket: Duplex, head) => {
    try {
      const path = (req.url ?? "/").split("?")[0];
      const cookieFromOtherSite =
        sessionTokenOf({ cookie: req.headers.cookie }) && !isSameOrigin(req, publicUrl, isSecure(req));
      if (path !== "/graphql" || cookieFromOtherSite) {
        socket.end(`HTTP/1.1 ${cookieFromOtherSite ? "403 Forbidden" : "404 Not Found"}\r\n\r\n`);
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
    } catch (error) {
      // Nothing a client sends in an upgrade may take the process down.
      log.error(`upgrade ${req.url}: ${(error as Error).message}`);
      socket.end("HTTP/1.1 400 Bad Request\r\n\r\n");
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, resolve);
  });
  const port = (server.address() as { port: number }).port;
  if (!config.publicUrl) publicUrl = `http://localhost:${port}`;

  let closed = false;
  return {
    url: `http://localhost:${port}`,
    port,
    services,
    publicCache,
    async close() {
      if (closed) return;
      closed = true;
      stopRefundRetries();
      await wsServer.dispose();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await bus.close();
      await db.close();
    },
  };
}

async function main() {
  const config = loadConfig();
  const running = await startServer(config);
  const { log } = running.services;
  log.info(`HomePlate is running at ${running.url}`);
  log.info(`GraphQL: ${running.url}/graphql${config.graphiql ? " (GraphiQL in the browser)" : ""}, REST: ${running.url}/api`);
  log.info(
    running.services.db.kind === "pglite"
      ? `database: embedded PGlite in ${config.dataDir}`
      : "database: PostgreSQL (DATABASE_URL)",
  );
  log.info(`events: ${config.redisUrl ? "Redis (REDIS_URL)" : "in memory"}; mail: ${config.smtpUrl ? "SMTP" : "outbox table"}`);
  if (running.services.db.kind === "pglite") {
    log.info(`demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of demoAccounts) log.info(`  ${a.email.padEnd(30)} ${a.what}`);
  }
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    log.info("shutting down");
    await running.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

if (process.argv[1] === import.meta.filename) {
  main().catch((error) => {
    console.error(`[homeplate] ${(error as Error).message}`);
    process.exit(1);
  });
}
