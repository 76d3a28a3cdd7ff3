// Checks made before a request reaches Yoga or the /api routes: size, shape, nesting and origin.
import type { IncomingMessage } from "node:http";

export const MAX_BODY_BYTES = 1024 * 1024;
// Far beyond any real query, far below what overflows graphql-js's recursive parser.
export const MAX_NESTING = 64;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limit) throw new HttpError(413, `Request body is larger than ${limit / 1024} kB`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new HttpError(413, `Request body is larger than ${limit / 1024} kB`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The request's media type, without parameters: `text/plain; x=application/json` is text/plain. */
export function mediaType(req: IncomingMessage): string {
  return (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
}

export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, "The path is not valid percent-encoding");
  }
}

const UTF8 = new TextDecoder("utf-8", { fatal: true });

/** A body's text; bytes that are not UTF-8 are refused (400), never read as replacement characters. */
export function utf8Text(body: Buffer, what = "The request body"): string {
  try {
    return UTF8.decode(body);
  } catch {
    throw new HttpError(400, `${what} is not valid UTF-8`);
  }
}

/** JSON, refused (400) when malformed or nested deeper than any real request: a deep array would
 * otherwise reach the recursive checks after it as a stack overflow (a 500). */
export function parseJson(text: string, what: string): unknown {
  if (jsonDepth(text) > MAX_NESTING) throw new HttpError(400, `${what} is nested more than ${MAX_NESTING} levels deep`);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, `${what} is not valid JSON`);
  }
}

/** Deepest nesting of arrays and objects in JSON text, skipping strings (one pass, no recursion). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c) i++;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) max = depth;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return max;
}

/** Deepest nesting of brackets in a GraphQL document, skipping strings and comments. */
export function nestingDepth(query: string): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < query.length; i++) {
    const c = query[i];
    if (c === "#") {
      while (i < query.length && query[i] !== "\n") i++;
    } else if (c === '"') {
      const block = query.startsWith('"""', i);
      const end = block ? '"""' : '"';
      i += end.length;
      while (i < query.length && !query.startsWith(end, i)) i += query[i] === "\\" ? 2 : 1;
      i += end.length - 1;
    } else if (c === "{" || c === "[" || c === "(") {
      max = Math.max(max, ++depth);
    } else if (c === "}" || c === "]" || c === ")") {
      depth--;
    }
  }
  return max;
}

/**
 * Validates GraphQL request parameters the way Yoga would, but answers 400 where Yoga 5.24 answers
 * 500 (non-JSON variables or extensions, absurdly nested literals).
 */
export function checkGraphQLParams(params: Record<string, unknown>) {
  const { query, variables, extensions, operationName } = params;
  if (query !== undefined && typeof query !== "string") throw new HttpError(400, "query must be a string");
  if (operationName != null && typeof operationName !== "string")
    throw new HttpError(400, "operationName must be a string");
  for (const [name, value] of [
    ["variables", variables],
    ["extensions", extensions],
  ] as const) {
    if (value != null && (typeof value !== "object" || Array.isArray(value)))
      throw new HttpError(400, `${name} must be a JSON object`);
  }
  if (typeof query === "string" && nestingDepth(query) > MAX_NESTING)
    throw new HttpError(400, `The query is nested more than ${MAX_NESTING} levels deep`);
  if (typeof query === "string" && CONTROL_ESCAPE.test(query))
    throw new HttpError(400, "Text in the query cannot contain control characters such as NUL (\\u0000).");
  checkText(variables, "variables");
}

// C0 control characters other than tab, line feed and carriage return, and DEL. PostgreSQL refuses
// NUL in text outright; the others have no place in a name, an address or a description.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// The same characters written as escapes inside GraphQL string literals.
const CONTROL_ESCAPE = /\\u00(?:0[0-8bBcCeEfF]|1[0-9a-fA-F]|7[fF])/;

/** Refuses, naming where, any text in a request's values that holds a control character. */
export function checkText(value: unknown, where: string): void {
  if (typeof value === "string") {
    const found = CONTROL.exec(value);
    if (found) {
      const code = found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0");
      throw new HttpError(400, `${where} cannot contain control characters (found U+${code}).`);
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => checkText(item, `${where}[${i}]`));
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) checkText(item, `${where}.${key}`);
  }
}

/** A POST's operation: its text, or the id of a persisted one (a GET without either is GraphiQL's page). */
export function checkHasOperation(params: Record<string, unknown>) {
  const persisted = (params.extensions as { persistedQuery?: unknown } | null | undefined)?.persistedQuery;
  if (params.query === undefined && persisted == null)
    throw new HttpError(400, "The request must carry a query (or a persisted query's id in extensions.persistedQuery)");
}

/** GET parameters arrive as strings; variables and extensions must hold JSON objects. */
export function checkGraphQLSearchParams(search: URLSearchParams) {
  const params: Record<string, unknown> = {
    query: search.get("query") ?? undefined,
    operationName: search.get("operationName"),
  };
  for (const name of ["variables", "extensions"]) {
    const raw = search.get(name);
    if (raw) params[name] = parseJson(raw, name);
  }
  checkGraphQLParams(params);
}

/** The origins a cookie-authenticated request may come from: our public URL, or the Host it was sent to. */
export function isSameOrigin(req: IncomingMessage, publicUrl: string, secure: boolean): boolean {
  const origin = req.headers.origin;
  if (!origin) return true; // Not a browser's cross-site request: browsers send Origin on those.
  if (origin === "null") return false;
  const host = req.headers.host;
  return origin === new URL(publicUrl).origin || (!!host && origin === `${secure ? "https" : "http"}://${host}`);
}
