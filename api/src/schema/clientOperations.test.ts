// Every operation the web client ships (its Relay artifacts) passes the server's own limits: the
// same depth, alias, directive, token and cost rules /graphql applies, against the current schema.
// A page whose query the server would refuse (as /platform-settings' was) fails here first.
import fs from "node:fs";
import path from "node:path";
import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";
import { parse, specifiedRules, validate } from "graphql";
import { describe, expect, test } from "vitest";
import { LIMITS } from "../http/yoga.ts";
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

// The server's rules, with the options http/yoga.ts gives its GraphQL Armor plugins.
const limits = [
  maxDepthRule({ n: LIMITS.depth, flattenFragments: true }),
  maxAliasesRule({ n: LIMITS.aliases }),
  maxDirectivesRule({ n: LIMITS.directives }),
  costLimitRule({ maxCost: LIMITS.cost }),
];

describe("the web client's operations", () => {
  test("are all found (queries, mutations and subscriptions)", () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  test.each(operations)("%s is valid and within the server's limits", (_name, text) => {
    const document = parse(text, { maxTokens: LIMITS.tokens });
    expect(validate(schema, document, [...specifiedRules, ...limits]).map((e) => e.message)).toEqual([]);
  });
});
