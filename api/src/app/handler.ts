// Every HTTP request: /graphql to Yoga, /api through the REST route table (uploads and the Stripe
// webhook beside it), stored images, the health check and the built web client.
import type http from "node:http";
import type { Services } from "../context.ts";
import { isOutage, ServiceUnavailableError } from "../domain/errors.ts";
import { STRIPE_WEBHOOK_PATH, stripeWebhookHandler } from "../rest/orders.ts";
import { createRestRouter, sendText, type GraphQLRunner } from "../rest/router.ts";
import { restRoutes } from "../rest/routes.ts";
import { serveUploads, uploadHandler } from "../rest/uploads.ts";
import { MAX_UPLOAD_REQUEST_BYTES } from "../domain/catalog/images.ts";
import { schema } from "../schema/index.ts";
import { isAnonymous, sendCacheable, type PublicCache } from "../http/caching.ts";
import { userForToken } from "../domain/accounts/session.ts";
import { createContext, credentialsOf, isCrossSiteWithCookie, sessionTokenOf } from "../http/context.ts";
import type { Operations } from "../http/operations.ts";
import {
  checkGraphQLParams,
  checkHasOperation,
  checkGraphQLSearchParams,
  HttpError,
  mediaType,
  parseJson,
  readBody,
  utf8Text,
} from "../http/requests.ts";
import { serveWeb } from "../http/static.ts";
import type { Yoga } from "../http/yoga.ts";

export function createRequestHandler(services: Services, yoga: Yoga, operations: Operations, publicCache: PublicCache) {
  const { config, log } = services;

  /** Refuses cookie-authenticated requests sent from another site's pages. */
  const checkOrigin = (req: http.IncomingMessage) => {
    if (isCrossSiteWithCookie(services, req))
      throw new HttpError(403, "Cross-site requests are not allowed with a session cookie");
  };

  async function handleGraphQL(req: http.IncomingMessage, res: http.ServerResponse) {
    checkOrigin(req);
    const url = new URL(req.url ?? "/", services.publicUrl());
    let body: Buffer | undefined;
    let json: Record<string, unknown> | undefined;
    if (req.method === "GET") {
      checkGraphQLSearchParams(url.searchParams);
      return handleGraphQLGet(req, res, url);
    } else if (req.method === "POST") {
      const type = mediaType(req);
      body = await readBody(req, type === "multipart/form-data" ? MAX_UPLOAD_REQUEST_BYTES : undefined);
      if (type === "application/json" || type === "application/graphql-response+json") {
        const params = parseJson(utf8Text(body), "The request body");
        if (typeof params !== "object" || params === null || Array.isArray(params))
          throw new HttpError(400, "The request body must be a JSON object with a query");
        checkGraphQLParams(params as Record<string, unknown>);
        checkHasOperation(params as Record<string, unknown>);
        json = params as Record<string, unknown>;
      } else if (type !== "multipart/form-data") {
        throw new HttpError(415, "Send GraphQL requests as application/json");
      }
    }
    // Yoga reads the node request itself (no fetch Request copy); the body we already read and
    // checked goes in as `req.body`, which Yoga's node adapter takes instead of the consumed stream.
    if (body && body.length)
      (req as http.IncomingMessage & { body?: unknown }).body = json && Object.keys(json).length ? json : body;
    await yoga(req, res, credentialsOf(services, req));
  }

  /** GET queries carry an ETag of their JSON and answer 304 when the client already has it. */
  async function handleGraphQLGet(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    const credentials = credentialsOf(services, req);
    const response = await yoga.fetch(new Request(url, { headers }), credentials);
    const body = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get("content-type") ?? "";
    for (const cookie of response.headers.getSetCookie()) res.appendHeader("set-cookie", cookie);
    if (response.status === 200 && type.includes("json")) {
      for (const name of ["ratelimit", "ratelimit-policy"])
        if (response.headers.has(name)) res.setHeader(name, response.headers.get(name)!);
      return sendCacheable(req, res, body.toString("utf8"), isAnonymous(credentials));
    }
    response.headers.delete("content-length");
    response.headers.delete("set-cookie");
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(body);
  }

  /** Runs a /api route's operation with the caller's credentials through the shared entry point:
   * the same schema, context, limits, permissions and error masking as /graphql, without a JSON round
   * trip through HTTP. */
  const runGraphQL: GraphQLRunner = async (req, operation) => {
    const { query } = operation;
    // Variables as a client would send them (JSON: no undefined, NaN or Date).
    const variables = JSON.parse(JSON.stringify(operation.variables)) as Record<string, unknown>;
    const credentials = credentialsOf(services, req);
    const prepared = operations.prepare({ query, variables });
    if (!("document" in prepared))
      return { status: 400, json: { errors: prepared }, setCookies: credentials.responseCookies };
    const context = await createContext(services, credentials);
    const result = await operations.execute(prepared, { variables, contextValue: { ...context, restOperation: true } });
    const status =
      result.errors?.reduce((worst, e) => Math.max(worst, Number(e.extensions?.http?.status ?? 0)), 0) || 200;
    return { status, json: result, setCookies: credentials.responseCookies, headers: credentials.responseHeaders };
  };
  const handleRest = createRestRouter(restRoutes, runGraphQL, {
    schema,
    publicCache,
    services,
    viewerOf: async (req) => (await userForToken(services, sessionTokenOf(credentialsOf(services, req))))?.user ?? null,
  });
  const handleUpload = uploadHandler(async (req, form) => {
    const credentials = credentialsOf(services, req);
    const response = await yoga.fetch(
      new Request(new URL("/graphql", services.publicUrl()), {
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

  return async function handleRequest(req: http.IncomingMessage, res: http.ServerResponse) {
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
  };
}
