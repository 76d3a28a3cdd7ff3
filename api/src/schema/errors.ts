// The schema side of expected failures: an `Error` interface and one object type per error class.
import { AppError, NotAllowedError, NotFoundError, NotSignedInError, ValidationError } from "../domain/errors.ts";
import type { ObjectFieldsShape } from "@pothos/core";
import { builder } from "./builder.ts";

export const ErrorInterface = builder.interfaceRef<AppError>("Error").implement({
  description: "An expected failure; `message` is meant for people and is safe to show.",
  fields: (t) => ({
    message: t.exposeString("message", { description: "What went wrong, in the words the app shows its users." }),
  }),
});

const FieldIssue = builder.objectRef<{ field: string; message: string }>("FieldIssue").implement({
  description: "One input field that broke a rule.",
  fields: (t) => ({
    field: t.exposeString("field", { description: "Input field, dotted for nested fields." }),
    message: t.exposeString("message", { description: "The rule it broke, as the form shows it beside the field." }),
  }),
});

type Types = typeof builder.$inferSchemaTypes;

/** The HTTP status /api answers for each error type, by its GraphQL name; `errorType` fills it. */
const httpStatusByTypename = new Map<string, number>();

/** The HTTP status of an error type's result (rest/router.ts), or undefined for a name that is none. */
export const errorTypeHttpStatus = (typename: string) => httpStatusByTypename.get(typename);

/** Registers an error class as a schema type of the same name, with its fields beyond `message`,
 * and its `httpStatus` for /api. */
export function errorType<E extends AppError>(
  ErrorClass: (new (...args: any[]) => E) & { httpStatus: number },
  description: string,
  fields?: ObjectFieldsShape<Types, E>,
) {
  httpStatusByTypename.set(ErrorClass.name, ErrorClass.httpStatus);
  return builder.objectType(ErrorClass as new (...args: any[]) => AppError, {
    name: ErrorClass.name,
    description,
    interfaces: [ErrorInterface],
    isTypeOf: (value) => value instanceof ErrorClass,
    // Pothos cannot relate a generic class's shape to the interface's; the caller's `fields` is typed by E.
    fields: fields as ObjectFieldsShape<Types, AppError> | undefined,
  });
}

errorType(ValidationError, "The input broke one or more rules; `message` is the first one's message.", (t) => ({
  fieldErrors: t.field({
    type: [FieldIssue],
    description: "Every broken rule, by field.",
    resolve: (e) => e.fieldErrors,
  }),
}));

errorType(NotSignedInError, "The request needs a signed-in user.");
errorType(NotAllowedError, "The signed-in user may not do this.");
errorType(NotFoundError, "The object does not exist or is not visible to the signed-in user.");

/** Errors any mutation can answer with. */
export const commonErrors = [ValidationError, NotSignedInError, NotAllowedError];
