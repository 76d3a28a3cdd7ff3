// Expected failures, known to the rules below the schema. They are plain errors: the schema lists them
// in mutations' result unions through Pothos' errors plugin (api/src/schema/errors.ts), and the GraphQL
// server lets their message and `extensions` through its masking (http/yoga.ts), which graphql-js
// copies from a thrown error's `extensions` onto the GraphQL error it reports.
import type { z } from "zod";

export class AppError extends Error {
  /** What /api answers when a mutation's result is this failure (rest/router.ts); each class says its own. */
  static readonly httpStatus: number = 400;
  /** The GraphQL error's extensions: its `code`, and an `http` status where the answer needs one. */
  readonly extensions: Record<string, unknown>;

  constructor(message: string, code: string) {
    super(message);
    this.name = new.target.name;
    this.extensions = { code };
  }
}

export type FieldIssue = { field: string; message: string };

/** Input broke a rule of the spec; `message` is the first broken rule's message. */
export class ValidationError extends AppError {
  constructor(readonly fieldErrors: FieldIssue[]) {
    super(fieldErrors[0]?.message ?? "Invalid input", "BAD_USER_INPUT");
  }
}

export class NotSignedInError extends AppError {
  static override readonly httpStatus = 401;
  constructor(message = "You must be signed in to do that.") {
    super(message, "UNAUTHENTICATED");
  }
}

export class NotAllowedError extends AppError {
  static override readonly httpStatus = 403;
  constructor(message = "You are not allowed to do that.") {
    super(message, "FORBIDDEN");
  }
}

export class NotFoundError extends AppError {
  static override readonly httpStatus = 404;
  constructor(message = "Not found.") {
    super(message, "NOT_FOUND");
  }
}

/** Parses input with a zod schema, turning its issues into a ValidationError. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ValidationError(
    result.error.issues.map((issue) => ({ field: issue.path.map(String).join("."), message: issue.message })),
  );
}

/** The database (or another service a request needs) cannot be reached: a 503, not a masked 500,
 * so clients know to retry. Nothing was changed by the request. */
export class ServiceUnavailableError extends AppError {
  constructor() {
    super("HomePlate is briefly unavailable. Please try again in a moment.", "SERVICE_UNAVAILABLE");
    this.extensions.http = { status: 503, headers: { "retry-after": "5" } };
  }
}

// Prisma's codes for a database it cannot reach or that went away mid-request
// (https://www.prisma.io/docs/orm/reference/error-reference), PostgreSQL's SQLSTATEs for a server
// shutting down or a lost connection, and Node's socket errors.
const OUTAGE_CODES = new Set([
  "P1001",
  "P1002",
  "P1008",
  "P1017",
  "P2024",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08006",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const OUTAGE_MESSAGES =
  /Can't reach database server|Connection terminated|Client has encountered a connection error|terminating connection due to administrator command|the database system is (shutting down|starting up)|timeout exceeded when trying to connect|Query read timeout/i;

/** True when an error, or an error it wraps, says the database could not be reached. */
export function isOutage(error: unknown): boolean {
  for (let e = error as any, depth = 0; e && depth < 6; e = e.originalError ?? e.cause, depth++) {
    if (e instanceof ServiceUnavailableError) return true;
    if (OUTAGE_CODES.has(e.code) || OUTAGE_CODES.has(e.cause?.originalCode) || OUTAGE_CODES.has(e.meta?.code))
      return true;
    if (typeof e.message === "string" && OUTAGE_MESSAGES.test(e.message)) return true;
  }
  return false;
}
