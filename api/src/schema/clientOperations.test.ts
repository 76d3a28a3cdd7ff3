// Every operation the web client ships (its Relay artifacts) passes the server's own limits: the
// same depth, alias, directive, token and cost rules /graphql applies, against the current schema.
// A page whose query the server would refuse (as /platform-settings' was) fails here first.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { parseWithinLimits } from "./limits.ts";
import { schema } from "./index.ts";

const artifacts = path.resolve(import.meta.dirname, "../../../web/src/__generated__");

/** The operations' texts, from each artifact's `params` (fragments have none). */
const operations = fs
  .readdirSync(artifacts)
  .filter((f) => f.endsWith(".graphql.ts"))
  .flatMap((file) => {
    const source = fs.readFileSync(path.join(artifacts, file), "utf8");
    const text = /"text": ("(?:[^"\\]|\\.)*")/.exec(source);
    return text ? [[file.replace(".graphql.ts", ""), JSON.parse(text[1]!) as string] as const] : [];
  });

describe("the web client's operations", () => {
  test("are all found (queries, mutations and subscriptions)", () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  test.each(operations)("%s is valid and within the server's limits", (_name, text) => {
    expect(parseWithinLimits(schema, text).errors).toEqual([]);
  });
});
