// Ids an input must refuse, and what it answers: docs/API.md, "Errors" (an id that is malformed, or
// that belongs to another type, is a ValidationError naming its field).
import { expect } from "vitest";
import { globalId } from "./kitchens.ts";

/** A mutation result's selection that shows a refused id: the type, the message and the field issues. */
export const REFUSAL = `__typename ... on Error { message } ... on ValidationError { fieldErrors { field message } }`;

/** Ids an input of `type` refuses, each with the end of its message: not base64 of "Type:n", a
 * number no row can have, and a well-formed id of `otherType`. */
export function refusedIds(type: string, otherType = type === "User" ? "Order" : "User"): [id: string, rule: string][] {
  const article = /^[AEIOU]/.test(type) ? "an" : "a";
  return [
    ["not-an-id", "is not a valid id"],
    [globalId(type, 0), "is not a valid id"],
    [globalId(otherType, 1), `is not the id of ${article} ${type}`],
  ];
}

/** Asserts a result is the ValidationError naming `field` with `rule`, and nothing else. */
export function expectRefusedId(result: unknown, field: string, rule: string) {
  const message = `${field} ${rule}`;
  expect(result).toEqual({ __typename: "ValidationError", message, fieldErrors: [{ field, message }] });
}
