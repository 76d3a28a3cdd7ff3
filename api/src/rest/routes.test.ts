// Every /api route's GraphQL operation is valid against the schema, so a schema change that breaks
// a REST path fails here rather than at the first call.
import { parse, validate } from "graphql";
import { expect, test } from "vitest";
import { schema } from "../schema/index.ts";
import { restRoutes } from "./routes.ts";

test.each(restRoutes.map((r) => [`${r.method} ${r.path}`, r.operation] as const))(
  "%s runs a valid operation",
  (_route, operation) => {
    expect(validate(schema, parse(operation)).map((e) => e.message)).toEqual([]);
  },
);
