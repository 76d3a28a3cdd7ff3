// Webhook endpoints and their delivery log, as their owner reads them: a cook's endpoints receive
// their kitchen's events, an admin's the platform's. Registering one is webhookRegistration.ts;
// deleting, testing and redelivering webhookActions.ts; sending delivery.ts.
import { builder } from "../builder.ts";
import type { WebhookEvent } from "../../domain/integrations/outbox.ts";

export const WebhookEventType = builder.enumType("WebhookEventType", {
  description: "An event a webhook endpoint can receive; REST spells them `order.paid`.",
  values: {
    ORDER_PAID: {
      value: "order.paid",
      description: "An order's payment succeeded (it is confirmed, or preparing when the kitchen auto-accepts).",
    },
    ORDER_STATUS_CHANGED: {
      value: "order.status_changed",
      description: "An order moved to a new status (payment, the cook's and the driver's steps, cancellation).",
    },
    ORDER_DELIVERED: {
      value: "order.delivered",
      description: "An order was handed to its customer.",
    },
    ORDER_CANCELLED: {
      value: "order.cancelled",
      description: "An order was cancelled (declined by the cook); its refund follows.",
    },
    REVIEW_CREATED: {
      value: "review.created",
      description: "A customer reviewed one of the kitchen's dishes.",
    },
    MENU_CHANGED: {
      value: "menu.changed",
      description: "A dish was created, updated, withdrawn or deleted.",
    },
  } satisfies Record<string, { value: WebhookEvent; description: string }>,
});

export const WebhookEndpoint = builder.prismaNode("WebhookEndpoint", {
  description:
    "Where a cook's or an admin's events are posted, signed with its secret (Standard Webhooks). Visible to its owner only.",
  id: { field: "id", description: "The endpoint's global id." },
  findUnique: (id, ctx) => ({ id: Number(id), userId: ctx.user?.id ?? -1 }),
  authScopes: (endpoint, ctx) => ctx.user?.id === endpoint.userId,
  fields: (t) => ({
    databaseId: t.exposeInt("id", {
      description: "The numeric id the /api/webhooks paths take.",
    }),
    url: t.exposeString("url", { description: "Where events are POSTed." }),
    events: t.field({
      type: [WebhookEventType],
      description: "The events it receives.",
      resolve: (e) => e.events as WebhookEvent[],
    }),
    query: t.exposeString("query", {
      nullable: true,
      description: "The GraphQL document whose result is the payload; null for the default shape.",
    }),
    enabled: t.exposeBoolean("enabled", {
      description: "False once it failed for 24 hours; a redelivery turns it back on.",
    }),
    disabledAt: t.expose("disabledAt", {
      type: "DateTime",
      nullable: true,
      description: "When it was disabled; null while enabled.",
    }),
    failingSince: t.expose("failingSince", {
      type: "DateTime",
      nullable: true,
      description: "The first failure since its last success; null when healthy.",
    }),
    createdAt: t.expose("createdAt", {
      type: "DateTime",
      description: "When it was registered.",
    }),
    deliveries: t.relatedConnection("attempts", {
      cursor: "id",
      description: "Its delivery attempts, newest first: event, status code, duration and time.",
      query: { orderBy: { id: "desc" } },
    }),
  }),
});

export const WebhookDelivery = builder.prismaNode("WebhookAttempt", {
  name: "WebhookDelivery",
  description: "One attempt at delivering an event to an endpoint, with the receiver's answer.",
  id: { field: "id", description: "The attempt's global id." },
  findUnique: (id, ctx) => ({
    id: Number(id),
    endpoint: { userId: ctx.user?.id ?? -1 },
  }),
  fields: (t) => ({
    databaseId: t.exposeInt("id", {
      description: "The numeric id /api/webhook-deliveries/{id}/redeliver takes.",
    }),
    webhookId: t.exposeString("messageId", {
      description: "The `webhook-id` header: the same on every attempt (and redelivery) of one event.",
    }),
    event: t.exposeString("event", {
      description: "The event's name, e.g. 'order.paid' or 'webhook.test'.",
    }),
    statusCode: t.exposeInt("statusCode", {
      nullable: true,
      description: "The receiver's HTTP status; null when it did not answer (the error says why).",
    }),
    succeeded: t.boolean({
      description: "Whether the receiver answered 2xx.",
      resolve: (a) => a.statusCode != null && a.statusCode >= 200 && a.statusCode < 300,
    }),
    durationMs: t.exposeInt("durationMs", {
      description: "How long the attempt took, in milliseconds.",
    }),
    attemptedAt: t.expose("attemptedAt", {
      type: "DateTime",
      description: "When it was made.",
    }),
    responseExcerpt: t.exposeString("responseExcerpt", {
      nullable: true,
      description: "The first 500 characters of the answer's body.",
    }),
    error: t.exposeString("error", {
      nullable: true,
      description: "Why no answer came (refused, timed out); null when one came.",
    }),
  }),
});

/** Who may have endpoints. */
export const ownerScopes = { $any: { cook: true, admin: true } } as const;

builder.queryField("webhookEndpoints", (t) =>
  t.withAuth(ownerScopes).prismaConnection({
    type: "WebhookEndpoint",
    cursor: "id",
    description: "The signed-in cook's or admin's webhook endpoints, newest first (never their secrets).",
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.webhookEndpoint.findMany({
        ...query,
        where: { userId: ctx.user.id },
        orderBy: { id: "desc" },
      }),
  }),
);
