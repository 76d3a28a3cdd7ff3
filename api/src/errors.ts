// Expected failures. They are GraphQLErrors, so a message survives masking wherever one is thrown;
// mutations list them in their result unions through Pothos' errors plugin (api/src/schema/errors.ts).
import { GraphQLError } from "graphql";
import type { z } from "zod";

export class AppError extends GraphQLError {
  constructor(message: string, code: string) {
    super(message, { extensions: { code } });
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
  constructor(message = "You must be signed in to do that.") {
    super(message, "UNAUTHENTICATED");
  }
}

export class NotAllowedError extends AppError {
  constructor(message = "You are not allowed to do that.") {
    super(message, "FORBIDDEN");
  }
}

export class NotFoundError extends AppError {
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
