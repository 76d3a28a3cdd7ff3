// A webhook's registered GraphQL document: one query or subscription operation, with only the
// variables a delivery gives, within /graphql's limits (schema/limits.ts) and, for an endpoint
// registered with an API key, within the key's scopes. Checked at registration (the owner sees the
// reason) and again before each delivery (delivery.ts), when the key may have been revoked since.
import { Kind, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from "graphql";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { parseWithinLimits } from "../limits.ts";
import type { EventRefs } from "../../domain/integrations/outbox.ts";
import { documentOutsideScopes } from "../keyScopes.ts";

/** The variables a delivery gives a document, from its event's ids. */
export const documentVariables = (refs: EventRefs, event: string) => ({
  event,
  cookId: encodeGlobalID("User", refs.cookId),
  ...(refs.orderId ? { orderId: encodeGlobalID("Order", refs.orderId) } : {}),
  ...(refs.reviewId ? { reviewId: encodeGlobalID("Review", refs.reviewId) } : {}),
  ...(refs.foodItemId ? { foodItemId: encodeGlobalID("FoodItem", refs.foodItemId) } : {}),
});

const VARIABLES = new Set(["event", "cookId", "orderId", "reviewId", "foodItemId"]);

/** Why a document may not be a webhook's payload, or null when it may. `scopes`: the registering
 * key's (null for an endpoint registered by a signed-in session). */
export function webhookDocumentProblem(
  schema: GraphQLSchema,
  text: string,
  scopes: readonly string[] | null,
): string | null {
  let document: DocumentNode;
  let errors: string[];
  try {
    ({ document, errors } = parseWithinLimits(schema, text));
  } catch (error) {
    return `The query is not valid GraphQL: ${(error as Error).message}`;
  }
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (operations.length !== 1 || operations[0]!.operation === "mutation")
    return "The query must be one query or subscription operation";
  const unknown = (operations[0]!.variableDefinitions ?? [])
    .map((v) => v.variable.name.value)
    .filter((n) => !VARIABLES.has(n));
  if (unknown.length)
    return `Unknown variable $${unknown[0]}: a webhook query may use $event, $cookId, $orderId, $reviewId and $foodItemId`;
  if (errors.length) return `The query does not fit the schema or its limits: ${errors[0]}`;
  const outside = scopes && documentOutsideScopes(schema, document, scopes);
  return outside ? `The query reaches beyond the API key's scopes: ${outside}` : null;
}
