// The API guide's examples (docs/API.md) are valid against the schema, so the guide cannot drift.
import fs from "node:fs";
import path from "node:path";
import { parse, validate } from "graphql";
import { expect, test } from "vitest";
import { schema } from "./index.ts";

const guide = fs.readFileSync(path.resolve(import.meta.dirname, "../../../docs/API.md"), "utf8");

test("every GraphQL example in docs/API.md validates against the schema", () => {
  const examples = [...guide.matchAll(/```graphql\n([\s\S]*?)```/g)]
    .flatMap((block) => block[1]!.split(/\n(?=# |mutation|query|subscription)/))
    .map((d) => d.replace(/^#.*\n/, "").trim())
    .filter((d) => /^(mutation|query|subscription)\b/.test(d));
  expect(examples.length).toBeGreaterThanOrEqual(10);
  for (const example of examples)
    expect(
      validate(schema, parse(example)).map((e) => e.message),
      example,
    ).toEqual([]);
});
