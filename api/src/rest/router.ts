// The /api compatibility layer: each documented path runs a GraphQL operation on the same schema,
// through Yoga, so it gets the same context, limits, permissions and error masking as /graphql.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { GraphQLSchema } from "graphql";
import type { Context, Services } from "../context.ts";
import { etagOf, isAnonymous, sendCacheable, type PublicCache } from "../http/caching.ts";
import { checkText, decodePathSegment, HttpError, mediaType, parseJson, readBody, utf8Text } from "../http/requests.ts";
import { errorTypeHttpStatus } from "../schema/errors.ts";
import { MAX_OFFSET } from "../schema/offset.ts";
import { enumCase, type EnumCase } from "./enumCase.ts";

export type RestRequest = {
  params: Record<string, string>;
  body: Record<string, unknown>;
  query: URLSearchParams;
  /** A list route's page: `first` rows (from `?limit=`) after `offset` (from `?offset=`). */
  page: Page;
  /** The signed-in user, for a hand-shaped `read` whose answer depends on the viewer (read once, on demand). */
  viewer: () => Promise<Context["user"]>;
  /** A request header's value (e.g. Idempotency-Key), or null. */
  header: (name: string) => string | null;
};

export type Page = { first: number; offset: number };

export type RestRoute = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Path with `:name` segments, e.g. /api/users/:id */
  path: string;
  /** A GraphQL document whose root field is aliased `result`. */
  operation: string;
  variables?: (req: RestRequest) => Record<string, unknown>;
  /** The JSON body of a successful call, from `data.result`; it may throw a RestRedirect instead. */
  respond: (result: any, req: RestRequest) => unknown;
  /**
   * A hand-shaped read instead of the operation, for a list the generic path is too slow for; it
   * must apply the operation's visibility rules (tests compare both). Its result goes to `respond`;
   * `undefined` runs the operation instead.
   */
  read?: (req: RestRequest, services: Pick<Services, "db">) => Promise<unknown>;
  /**
   * A list: `?limit=` (1 to `maxLimit`, 100 unless said, default `defaultLimit`) and `?offset=` page
   * it, and the whole list's length answers as the `X-Total-Count` header (the spec's clients read
   * arrays). With `total`, the operation pages (its variables read `page`) and `total` reads the count
   * from its result; without, the answer is a short list the router pages itself.
   */
  list?: { defaultLimit: number; maxLimit?: number; total?: (result: any) => number };
  /** A catalog read that is the same for every viewer: answered with an ETag (304 when unchanged)
   * and, for anonymous callers, from the shared public cache. */
  publicRead?: boolean;
  /**
   * How a failure answers: the spec's paths answer the message as a plain-text body (its client shows
   * `status: body`); paths added beyond the spec answer JSON `{ "error": message }`.
   */
  errors?: "text" | "json" | ((req: RestRequest) => "text" | "json");
};

/** The HTTP status of an expected failure, by its GraphQL type name: the error class's own
 * (`httpStatus`, registered with the type in schema/errors.ts); 400 for a name that is no error type. */
export const restErrorStatus = (typename: string | undefined) => (typename && errorTypeHttpStatus(typename)) || 400;

/** Field-level refusals (a field's own scopes) arrive in `errors` with our codes. */
const codeStatus: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  SERVICE_UNAVAILABLE: 503,
  RATE_LIMITED: 429,
};

/** A status and message a route's `respond` throws for a result that is not an error type. */
export class RestFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Answers a successful call with a 302 to `location` (a mailed link that lands on a page). */
export class RestRedirect extends Error {
  constructor(readonly location: string) {
    super(`Redirect to ${location}`);
  }
}

export type GraphQLRunner = (
  req: IncomingMessage,
  body: { query: string; variables: Record<string, unknown> },
) => Promise<{ status: number; json: any; setCookies: string[]; headers?: Record<string, string> }>;

type Compiled = RestRoute & { pattern: RegExp; names: string[]; enums: EnumCase };

export function createRestRouter(
  routes: RestRoute[],
  runGraphQL: GraphQLRunner,
  {
    schema,
    publicCache,
    services,
    viewerOf = async () => null,
  }: {
    schema: GraphQLSchema;
    publicCache?: PublicCache;
    /** What a hand-shaped `read` reads with (through the domain's reads, never its own SQL). */
    services: Pick<Services, "db">;
    /** The request's signed-in user, as the GraphQL context would have it. */
    viewerOf?: (req: IncomingMessage) => Promise<Context["user"]>;
  },
) {
  const compiled: Compiled[] = routes.map((route) => {
    const names: string[] = [];
    const source = route.path.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return "([^/]+)";
    });
    return { ...route, names, pattern: new RegExp(`^${source}/?$`), enums: enumCase(schema, route.operation) };
  });

  return async function handleRest(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://x");
    const forPath = compiled.filter((r) => r.pattern.test(url.pathname));
    if (forPath.length === 0) return sendText(res, 404, `No API route for ${url.pathname}`);
    const route = forPath.find((r) => r.method === req.method);
    if (!route) {
      res.setHeader("allow", forPath.map((r) => r.method).join(", "));
      return sendText(res, 405, `${req.method} is not allowed on ${url.pathname}`);
    }
    const anonymous = isAnonymous({ cookie: req.headers.cookie, authorization: req.headers.authorization });
    const cacheKey = route.publicRead && anonymous && publicCache?.enabled ? `rest:${url.pathname}${url.search}` : null;
    const cached = cacheKey ? publicCache!.get<{ body: string; etag: string; total?: number }>(cacheKey) : undefined;
    if (cached !== undefined) {
      if (cached.total !== undefined) res.setHeader("x-total-count", String(cached.total));
      return sendCacheable(req, res, cached.body, true, cached.etag);
    }
    // A route may answer JSON failures to the clients of a newer payload (rest/orders.ts: a promo code).
    let request: RestRequest | undefined;
    const fail = (status: number, message: string) => {
      const shape = typeof route.errors === "function" ? (request ? route.errors(request) : "text") : route.errors;
      return shape === "json" ? sendJson(res, status, { error: message }) : sendText(res, status, message);
    };
    try {
      const match = route.pattern.exec(url.pathname)!;
      const params = Object.fromEntries(route.names.map((name, i) => [name, decodePathSegment(match[i + 1]!)]));
      checkText(Object.fromEntries(url.searchParams), "query");
      const body = await readJsonObject(req);
      const page = route.list ? pageOf(url.searchParams, route.list) : { first: 0, offset: 0 };
      let viewer: Promise<Context["user"]> | undefined;
      request = {
        params,
        body,
        query: url.searchParams,
        page,
        viewer: () => (viewer ??= anonymous ? Promise.resolve(null) : viewerOf(req)),
        header: (name: string) => {
          const value = req.headers[name.toLowerCase()];
          return (Array.isArray(value) ? value[0] : value) ?? null;
        },
      };
      /** The route's answer, a list paged and its total set as a header. */
      const answer = (result: unknown) => {
        const value = route.respond(result, request!);
        if (!route.list) return { value };
        const total = route.list.total ? route.list.total(result) : (value as unknown[]).length;
        res.setHeader("x-total-count", String(total));
        return {
          total,
          value: route.list.total ? value : (value as unknown[]).slice(page.offset, page.offset + page.first),
        };
      };
      const direct = route.read && (await route.read(request, services));
      if (direct !== undefined) {
        const { value, total } = answer(direct);
        const text = JSON.stringify(value);
        const etag = etagOf(text);
        if (cacheKey) publicCache!.set(cacheKey, { body: text, etag, total });
        return sendCacheable(req, res, text, anonymous, etag);
      }
      const variables = route.enums.variables(route.variables?.(request) ?? {});
      const { status, json, setCookies, headers } = await runGraphQL(req, { query: route.operation, variables });
      for (const cookie of setCookies) res.appendHeader("set-cookie", cookie);
      for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
      if (json?.errors?.length) {
        // Request-level failures (bad variables, limits) are the client's; masked ones are ours.
        const message: string = json.errors[0].message;
        const byCode = codeStatus[json.errors[0].extensions?.code as string];
        if (byCode === 503) res.setHeader("retry-after", "5");
        const ours = byCode !== 503 && (status >= 500 || message === "Unexpected error.");
        return fail(ours ? 500 : (byCode ?? (status >= 400 ? status : 400)), message);
      }
      const result = json?.data && route.enums.data(json.data).result;
      const failed =
        result && typeof result.__typename === "string" ? errorTypeHttpStatus(result.__typename) : undefined;
      if (failed !== undefined) return fail(failed, result.message);
      const { value, total } = answer(result);
      if (!route.publicRead) return sendJson(res, 200, value);
      const text = JSON.stringify(value);
      const etag = etagOf(text);
      if (cacheKey && setCookies.length === 0) publicCache!.set(cacheKey, { body: text, etag, total });
      return sendCacheable(req, res, text, anonymous, etag);
    } catch (error) {
      if (error instanceof HttpError || error instanceof RestFailure) return fail(error.status, error.message);
      if (error instanceof RestRedirect)
        return void res.writeHead(302, { location: error.location, "cache-control": "no-store" }).end();
      throw error;
    }
  };
}

/** A list's page from `?limit=` and `?offset=`; a value out of range is refused, not replaced. */
function pageOf(query: URLSearchParams, list: NonNullable<RestRoute["list"]>): Page {
  const limit = wholeNumber(query, "limit", 1, list.maxLimit ?? 100);
  const offset = wholeNumber(query, "offset", 0, MAX_OFFSET);
  return { first: limit ?? list.defaultLimit, offset: offset ?? 0 };
}

function wholeNumber(query: URLSearchParams, name: string, min: number, max: number) {
  const text = query.get(name);
  if (text == null || text === "") return null;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new HttpError(400, `${name} must be a whole number from ${min} to ${max}`);
  return n;
}

async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  if (req.method === "GET" || req.method === "HEAD") return {};
  const raw = utf8Text(await readBody(req));
  if (raw.trim() === "") return {};
  // Only JSON: a cross-site form cannot send it without a CORS preflight we never grant.
  if (mediaType(req) !== "application/json") throw new HttpError(415, "Send the payload as application/json");
  const body = parseJson(raw, "The request body");
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw new HttpError(400, "The request body must be a JSON object");
  checkText(body, "body");
  return body as Record<string, unknown>;
}

export function sendText(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" }).end(message);
}

export function sendJson(res: ServerResponse, status: number, value: unknown) {
  res
    .writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" })
    .end(JSON.stringify(value));
}

/** A route's mutation: its one `input`, the result aliased `result`, errors' messages and `select`. */
export const mutationOperation = (field: string, inputType: string, select: string) => `
  mutation Rest_${field}($input: ${inputType}!) {
    result: ${field}(input: $input) {
      __typename
      ... on Error { message }
      ${select}
    }
  }`;
