// /api paths for integrators, beyond the spec: API keys and webhooks. Failures answer JSON
// `{ "error": message }`; scopes and events are their lower-case names ("menu:read", "order.paid").
import { mutationOperation, RestFailure, type RestRoute } from "./router.ts";
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
    operation: mutationOperation(
      "createApiKey",
      "CreateApiKeyInput",
      `... on CreateApiKeyPayload { key apiKey { ${keyFields} } }`,
    ),
    variables: ({ body }) => ({
      input: {
        name: body.name ?? "",
        scopes: Array.isArray(body.scopes) ? body.scopes : [],
      },
    }),
    errors: "json",
    respond: (r) => ({ ...withId(r.apiKey), key: r.key }),
  },
  {
    method: "DELETE",
    path: "/api/api-keys/:id",
    operation: mutationOperation(
      "revokeApiKey",
      "RevokeApiKeyInput",
      `... on RevokeApiKeyPayload { revokedDatabaseId }`,
    ),
    variables: ({ params }) => ({
      input: { id: pathGlobalId("ApiKey", params.id, "API key not found.") },
    }),
    errors: "json",
    respond: (r) => ({ success: true, id: r.revokedDatabaseId }),
  },
];

const endpointFields = `databaseId url events query enabled disabledAt failingSince createdAt`;
const deliveryFields = `databaseId webhookId event statusCode succeeded durationMs attemptedAt responseExcerpt error`;
const endpointId = (id: string | undefined) => pathGlobalId("WebhookEndpoint", id, "Webhook endpoint not found.");

export const webhookRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/webhooks",
    operation: `query Rest_webhookEndpoints { result: webhookEndpoints(first: 100) { edges { node { ${endpointFields} } } } }`,
    list: { defaultLimit: 100 },
    errors: "json",
    respond: (r) => nodes(r).map(withId),
  },
  {
    method: "POST",
    path: "/api/webhooks",
    operation: mutationOperation(
      "createWebhookEndpoint",
      "CreateWebhookEndpointInput",
      `... on CreateWebhookEndpointPayload { secret endpoint { ${endpointFields} } }`,
    ),
    variables: ({ body }) => ({
      input: {
        url: typeof body.url === "string" ? body.url : "",
        events: Array.isArray(body.events) ? body.events : [],
        query: typeof body.query === "string" ? body.query : null,
      },
    }),
    errors: "json",
    respond: (r) => ({ ...withId(r.endpoint), secret: r.secret }),
  },
  {
    method: "DELETE",
    path: "/api/webhooks/:id",
    operation: mutationOperation(
      "deleteWebhookEndpoint",
      "DeleteWebhookEndpointInput",
      `... on DeleteWebhookEndpointPayload { endpointDatabaseId }`,
    ),
    variables: ({ params }) => ({ input: { id: endpointId(params.id) } }),
    errors: "json",
    respond: (r) => ({ success: true, id: r.endpointDatabaseId }),
  },
  {
    method: "GET",
    path: "/api/webhooks/:id/deliveries",
    operation: `query Rest_webhookDeliveries($id: ID!, $first: Int) {
      result: node(id: $id) { ... on WebhookEndpoint { deliveries(first: $first) { edges { node { ${deliveryFields} } } } } }
    }`,
    list: { defaultLimit: 50, maxLimit: 100 },
    variables: ({ params, page }) => ({
      id: endpointId(params.id),
      first: Math.min(page.first + page.offset, 100),
    }),
    errors: "json",
    respond: (r) => {
      if (!r?.deliveries) throw new RestFailure(404, "Webhook endpoint not found.");
      return nodes(r.deliveries).map(withId);
    },
  },
  {
    method: "POST",
    path: "/api/webhooks/:id/test",
    operation: mutationOperation(
      "sendTestWebhookEvent",
      "SendTestWebhookEventInput",
      `... on SendTestWebhookEventPayload { endpointDatabaseId webhookId }`,
    ),
    variables: ({ params }) => ({ input: { id: endpointId(params.id) } }),
    errors: "json",
    respond: (r) => ({ success: true, webhookId: r.webhookId }),
  },
  {
    method: "POST",
    path: "/api/webhook-deliveries/:id/redeliver",
    operation: mutationOperation(
      "redeliverWebhook",
      "RedeliverWebhookInput",
      `... on RedeliverWebhookPayload { endpointDatabaseId webhookId }`,
    ),
    variables: ({ params }) => ({
      input: {
        deliveryId: pathGlobalId("WebhookDelivery", params.id, "Webhook delivery not found."),
      },
    }),
    errors: "json",
    respond: (r) => ({ success: true, webhookId: r.webhookId }),
  },
];
