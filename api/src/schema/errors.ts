// The schema side of expected failures: an `Error` interface and one object type per error class.
import { AppError, NotAllowedError, NotFoundError, NotSignedInError, ValidationError } from "../errors.ts";
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

builder.objectType(ValidationError, {
  name: "ValidationError",
  description: "The input broke one or more rules; `message` is the first one's message.",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ValidationError,
  fields: (t) => ({
    fieldErrors: t.field({ type: [FieldIssue], description: "Every broken rule, by field.", resolve: (e) => e.fieldErrors }),
  }),
});

/** Registers an error class that carries only a message as a schema type of the same name. */
export function errorType(ErrorClass: new (...args: any[]) => AppError, description: string) {
  return builder.objectType(ErrorClass, {
    name: ErrorClass.name,
    description,
    interfaces: [ErrorInterface],
    isTypeOf: (value) => value instanceof ErrorClass,
  });
}

errorType(NotSignedInError, "The request needs a signed-in user.");
errorType(NotAllowedError, "The signed-in user may not do this.");
errorType(NotFoundError, "The object does not exist or is not visible to the signed-in user.");

/** Errors any mutation can answer with. */
export const commonErrors = [ValidationError, NotSignedInError, NotAllowedError];
