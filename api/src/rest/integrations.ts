// /api paths for integrators, beyond the spec: API keys and webhooks. Failures answer JSON
// `{ "error": message }`; scopes and events are their lower-case names ("menu:read", "order.paid").
import { mutationOperation, type RestRoute } from "./router.ts";
import { nodes, pathGlobalId, withId } from "./shapes.ts";

const keyFields = `databaseId name scopes prefix createdAt lastUsedAt`;

export const apiKeyRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/api-keys",
    operation: `query Rest_apiKeys { result: apiKeys(first: 100) { edges { node { ${keyFields} } } } }`,
    list: { defaultLimit: 100 },
    errors: "json",
    respond: (r) => nodes(r).map(withId),
  },
  {
    method: "POST",
    path: "/api/api-keys",
    operation: mutationOperation("createApiKey", "CreateApiKeyInput", `... on CreateApiKeyPayload { key apiKey { ${keyFields} } }`),
    variables: ({ body }) => ({ input: { name: body.name ?? "", scopes: Array.isArray(body.scopes) ? body.scopes : [] } }),
    errors: "json",
    respond: (r) => ({ ...withId(r.apiKey), key: r.key }),
  },
  {
    method: "DELETE",
    path: "/api/api-keys/:id",
    operation: mutationOperation("revokeApiKey", "RevokeApiKeyInput", `... on RevokeApiKeyPayload { revokedDatabaseId }`),
    variables: ({ params }) => ({ input: { id: pathGlobalId("ApiKey", params.id, "API key not found.") } }),
    errors: "json",
    respond: (r) => ({ success: true, id: r.revokedDatabaseId }),
  },
];
