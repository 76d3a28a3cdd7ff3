// The request limits every GraphQL document is held to, wherever it comes from: Yoga applies them to
// /graphql, the socket and /api (yoga.ts), and a webhook's document is checked against the same
// rules when it is registered (schema/integrations/webhookDocument.ts). One list, so they cannot drift.
import { parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema, type ValidationRule } from "graphql";
import type { Plugin } from "graphql-yoga";
import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";
import { maxTokensPlugin } from "@escape.tech/graphql-armor-max-tokens";

/** Generous for the app's own queries, tight enough to stop abusive ones cheaply. */
export const LIMITS = { depth: 12, aliases: 15, tokens: 4000, cost: 5000, directives: 20 };

/** Depth, aliases, directives and cost as validation rules (GraphQL Armor's). */
export const limitRules = (): ValidationRule[] => [
  maxDepthRule({ n: LIMITS.depth, flattenFragments: true }),
  // Every alias counts, `__typename` too: GraphQL Armor lets those through by default, and a
  // thousand aliased `__typename`s cost as much to answer as any field.
  maxAliasesRule({ n: LIMITS.aliases, allowList: [] }),
  maxDirectivesRule({ n: LIMITS.directives }),
  costLimitRule({ maxCost: LIMITS.cost }),
];

/** Yoga's plugins for the limits: the token limit in the parser, the rest beside graphql's own rules. */
export const useLimits = (): Plugin[] => [
  maxTokensPlugin({ n: LIMITS.tokens }),
  { onValidate: ({ addValidationRule }) => limitRules().forEach(addValidationRule) },
];

/** A document parsed and validated as Yoga would: the schema's rules and the limits. Throws a
 * GraphQLError for a syntax error or too many tokens; answers the validation errors otherwise. */
export function parseWithinLimits(schema: GraphQLSchema, text: string): { document: DocumentNode; errors: string[] } {
  const document = parse(text, { maxTokens: LIMITS.tokens });
  try {
    return { document, errors: validate(schema, document, [...specifiedRules, ...limitRules()]).map((e) => e.message) };
  } catch (error) {
    // GraphQL Armor's rules throw their refusal rather than report it.
    return { document, errors: [(error as Error).message] };
  }
}
