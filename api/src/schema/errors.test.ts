// The /api layer answers an error result with its class's status, found by the type's name.
import { GraphQLInterfaceType } from "graphql";
import { expect, test } from "vitest";
import { errorTypeHttpStatus } from "./errors.ts";
import { schema } from "./index.ts";

test("every error type of the schema has the HTTP status /api answers it with", () => {
  const errorTypes = schema.getPossibleTypes(schema.getType("Error") as GraphQLInterfaceType).map((t) => t.name);
  expect(errorTypes.length).toBeGreaterThan(20);
  expect(errorTypes.filter((name) => errorTypeHttpStatus(name) === undefined)).toEqual([]);
});

test("a name that is no error type has no status of its own", () => {
  expect(errorTypeHttpStatus("Order")).toBeUndefined();
});
