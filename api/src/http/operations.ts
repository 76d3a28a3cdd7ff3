// The one way in for every execution that does not arrive as an HTTP request to /graphql: operations
// sent over graphql-ws, the /api routes' operations and webhook payloads. Each goes through Yoga's
// envelop, so it meets the same parser (token limit), validation (depth, aliases, directives, cost:
// limits.ts), rate limit, compiled executor and error masking as /graphql; nothing else calls
// graphql's `execute` on its own.
import { getOperationAST, GraphQLError, type DocumentNode, type ExecutionResult } from "graphql";
import type { Context } from "../context.ts";
import { checkGraphQLParams } from "./requests.ts";
import type { ServerContext, Yoga } from "./yoga.ts";

export type OperationRequest = {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
};

/** What an execution brings of its own: who runs it, with which values. */
export type Execution = {
  contextValue: Context & Partial<ServerContext>;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  /** The event a subscription document runs for (webhook payloads). */
  rootValue?: unknown;
};

export type Operations = ReturnType<typeof createOperations>;
export type PreparedOperation = Exclude<ReturnType<Operations["prepare"]>, readonly GraphQLError[]>;

export function createOperations(yoga: Yoga) {
  // Yoga's parse, validate, execute and subscribe with their plugins, shared by every execution:
  // each brings its own context. Yoga caches each document's parse and validation.
  const enveloped = yoga.getEnveloped({});

  /** Parses and validates an operation as /graphql does (parameters, nesting, limits), or its errors. */
  function prepare(request: OperationRequest) {
    try {
      checkGraphQLParams(request as unknown as Record<string, unknown>);
    } catch (e) {
      return [new GraphQLError((e as Error).message)] as const;
    }
    let document: DocumentNode;
    let errors: readonly GraphQLError[];
    try {
      document = enveloped.parse(request.query);
      errors = enveloped.validate(enveloped.schema, document);
    } catch (e) {
      // Syntax errors, and the limits, which GraphQL Armor throws rather than reports.
      return [e instanceof GraphQLError ? e : new GraphQLError((e as Error).message)] as const;
    }
    if (errors.length) return errors;
    const operation = getOperationAST(document, request.operationName);
    if (!operation) return [new GraphQLError("Unable to identify operation")] as const;
    return { ...enveloped, document, operation };
  }

  /** Runs a prepared query or mutation (or a subscription document for one event, as `rootValue`). */
  async function execute(prepared: PreparedOperation, execution: Execution): Promise<ExecutionResult> {
    return (await prepared.execute({
      schema: prepared.schema,
      document: prepared.document,
      operationName: execution.operationName,
      variableValues: execution.variables,
      rootValue: execution.rootValue,
      contextValue: execution.contextValue,
    })) as ExecutionResult;
  }

  return { schema: enveloped.schema, prepare, execute };
}
