// What the fan-out needs to know of a subscription before it runs: its root field as graphql-js will
// execute it, what that field declares (the same answer for everyone, only the latest event matters)
// and the objects its global-id arguments name, however the ids are written.
import {
  getArgumentValues,
  getNullableType,
  getOperationAST,
  getVariableValues,
  isInputObjectType,
  isListType,
  Kind,
  type DocumentNode,
  type ExecutionResult,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLSchema,
} from "graphql";
// The collection graphql-js runs before calling the root field's `subscribe` (not re-exported from
// the package's index in v16), so the arguments read here are the ones the resolver received.
import { collectFields } from "graphql/execution/collectFields.js";
import type { Context } from "../context.ts";
import { decodeGlobalId } from "../schema/inputIds.ts";

export /** What a subscription needs to (re)start: the operation and how to build its subscriber's context. */
type SubscriptionRequest = {
  schema: GraphQLSchema;
  document: DocumentNode;
  /** The operation's text, for the group key. */
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
  /** Reads the subscriber's session again (at the start and on access changes). */
  context: () => Promise<Context>;
  /** Yoga's subscribe, with its plugins (error masking). */
  subscribe: (args: object) => Promise<AsyncIterable<ExecutionResult> | ExecutionResult>;
};

/** The subscription's root field as graphql-js executes it: its definition and its arguments with
 * the variables applied; undefined when the operation does not execute (refused at the start). */
function rootFieldOf(request: SubscriptionRequest) {
  const { schema, document } = request;
  const operation = getOperationAST(document, request.operationName);
  const type = schema.getSubscriptionType();
  if (!operation || !type) return undefined;
  const variables = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {});
  if (variables.errors) return undefined;
  const fragments: Record<string, FragmentDefinitionNode> = Object.create(null);
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
  // Validation let through one root field (SingleFieldSubscriptionsRule); graphql-js calls the
  // `subscribe` of its first node.
  const [nodes] = collectFields(schema, fragments, variables.coerced, type, operation.selectionSet).values();
  const node = nodes?.[0];
  const field = node && type.getFields()[node.name.value];
  if (!node || !field) return undefined;
  return { field, args: getArgumentValues(field, node, variables.coerced) };
}

/** The objects named by the global ids in `value` (an argument or input field of `type`). */
function objectsIn(type: GraphQLInputType, value: unknown, isGlobalId: boolean, out: Set<string>) {
  if (value == null) return;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    for (const item of Array.isArray(value) ? value : [value]) objectsIn(nullable.ofType, item, isGlobalId, out);
  } else if (isInputObjectType(nullable)) {
    for (const f of Object.values(nullable.getFields()))
      objectsIn(f.type, (value as Record<string, unknown>)[f.name], f.extensions.isRelayGlobalID === true, out);
  } else if (isGlobalId && typeof value === "string") {
    // The codec the schema's arguments use: the subscription started, so it decoded this id too.
    const { typename, id } = decodeGlobalId(value);
    out.add(`${typename}:${Number(id)}`);
  }
}

/** What a subscription's field declares (whether its answer is the same for every allowed subscriber,
 * whether only its latest event matters) and the objects its arguments name. */
export function subscriptionOf(request: SubscriptionRequest) {
  const root = rootFieldOf(request);
  const objects = new Set<string>();
  if (root)
    for (const arg of root.field.args)
      objectsIn(arg.type, root.args[arg.name], arg.extensions.isRelayGlobalID === true, objects);
  const extensions = root?.field.extensions;
  return {
    sameForEveryone: extensions?.sameForEveryone === true,
    latestOnly: extensions?.latestOnly === true,
    objects: [...objects],
  };
}
