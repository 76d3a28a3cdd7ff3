// Webhook endpoints: a cook's receive their kitchen's events, an admin's the platform's. The signing
// secret is answered once, at registration. A payload is the event's default shape, or the result
// of a registered GraphQL document run with the owner's rights (delivery.ts). With an API key, an
// endpoint may carry only events whose data the key may read.
import { parse, specifiedRules, validate, Kind, type GraphQLSchema, type OperationDefinitionNode } from "graphql";
import { z } from "zod";
import { NotFoundError, parseInput, ValidationError } from "../../errors.ts";
import { checkWebhookUrl, newWebhookSecret, WebhookUrlError } from "../../services/webhookHttp.ts";
import { builder } from "../builder.ts";
import { commonErrors } from "../errors.ts";
import { EVENT_SCOPES, newMessageId, TEST_EVENT, wakeDelivery, WEBHOOK_EVENTS, type WebhookEvent } from "./outbox.ts";

const MAX_ENDPOINTS = 20;

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

const ownerScopes = { $any: { cook: true, admin: true } } as const;

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

/** The variables a registered document may declare (delivery.ts gives them). */
const QUERY_VARIABLES = new Set(["event", "cookId", "orderId", "reviewId", "foodItemId"]);

/** A registered document: one query or subscription over the schema, with known variables only. */
function checkedQuery(schema: GraphQLSchema, text: string | null | undefined): string | null {
  if (text == null || text.trim() === "") return null;
  const fail = (message: string) => new ValidationError([{ field: "query", message }]);
  let document;
  try {
    document = parse(text, { maxTokens: 4000 });
  } catch (error) {
    throw fail(`The query is not valid GraphQL: ${(error as Error).message}`);
  }
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (operations.length !== 1 || operations[0]!.operation === "mutation")
    throw fail("The query must be one query or subscription operation");
  const unknown = (operations[0]!.variableDefinitions ?? [])
    .map((v) => v.variable.name.value)
    .filter((n) => !QUERY_VARIABLES.has(n));
  if (unknown.length)
    throw fail(
      `Unknown variable $${unknown[0]}: a webhook query may use $event, $cookId, $orderId, $reviewId and $foodItemId`,
    );
  const errors = validate(schema, document, specifiedRules);
  if (errors.length) throw fail(`The query does not fit the schema: ${errors[0]!.message}`);
  return text;
}

const endpointRules = z.object({
  url: z.string().trim().min(1, "Please enter the endpoint's URL").max(2000, "Keep the URL under 2000 characters"),
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1, "Please choose at least one event")
    .transform((e) => [...new Set(e)]),
});

const CreateWebhookEndpointInput = builder.inputType("CreateWebhookEndpointInput", {
  description: "A new endpoint: where to post, which events, and optionally the payload's GraphQL document.",
  fields: (t) => ({
    url: t.string({
      required: true,
      description: "An http(s) URL; its host must resolve to public addresses.",
    }),
    events: t.field({
      type: [WebhookEventType],
      required: true,
      description: "At least one event.",
    }),
    query: t.string({
      description:
        "A GraphQL query or subscription run with the owner's rights for each event, whose result is the payload's `data`; it may declare $event, $cookId, $orderId, $reviewId and $foodItemId. A subscription document (e.g. `subscription($orderId: ID!) { orderStatusChanged(orderId: $orderId) { status } }`) runs as its subscription would for the event.",
    }),
  }),
});

const CreateWebhookEndpointPayload = builder
  .objectRef<{ endpointId: number; secret: string }>("CreateWebhookEndpointPayload")
  .implement({
    description: "The new endpoint and its signing secret, shown this once.",
    fields: (t) => ({
      secret: t.exposeString("secret", {
        description: "`whsec_` and base64: the key of each delivery's `webhook-signature`.",
      }),
      endpoint: t.prismaField({
        type: "WebhookEndpoint",
        description: "The endpoint as lists show it.",
        resolve: (query, p, _args, ctx) =>
          ctx.prisma.webhookEndpoint.findUniqueOrThrow({
            ...query,
            where: { id: p.endpointId },
          }),
      }),
    }),
  });

builder.mutationField("createWebhookEndpoint", (t) =>
  t.field({
    type: CreateWebhookEndpointPayload,
    description:
      "Registers a webhook endpoint for the signed-in cook (their kitchen's events) or admin (the platform's).",
    args: {
      input: t.arg({
        type: CreateWebhookEndpointInput,
        required: true,
        description: "The URL, events and optional document.",
      }),
    },
    // A key may register only events whose data it may read.
    authScopes: (_root, { input }) => ({
      $all: {
        ...ownerScopes,
        apiKey: (input.events as WebhookEvent[]).map((e) => EVENT_SCOPES[e] ?? "none"),
      },
    }),
    errors: {
      types: commonErrors,
      directResult: true,
      union: {
        description:
          "The endpoint and its secret, or ValidationError for a bad URL (or one that resolves to a private address), no events or a bad document; NotAllowedError for customers, drivers and keys without the events' scopes.",
      },
    },
    resolve: async (_root, { input }, ctx, info) => {
      const user = ctx.user!;
      const data = parseInput(endpointRules, {
        url: input.url,
        events: input.events,
      });
      try {
        await checkWebhookUrl(data.url, ctx.config.webhooks.allowPrivate);
      } catch (error) {
        if (error instanceof WebhookUrlError) throw new ValidationError([{ field: "url", message: error.message }]);
        throw error;
      }
      const query = checkedQuery(info.schema, input.query);
      if (
        (await ctx.prisma.webhookEndpoint.count({
          where: { userId: user.id },
        })) >= MAX_ENDPOINTS
      )
        throw new ValidationError([
          {
            field: "url",
            message: `You can register at most ${MAX_ENDPOINTS} endpoints`,
          },
        ]);
      const secret = newWebhookSecret();
      const created = await ctx.prisma.webhookEndpoint.create({
        data: {
          userId: user.id,
          url: data.url,
          events: data.events,
          query,
          secret,
        },
      });
      return { endpointId: created.id, secret };
    },
  }),
);

const EndpointInput = (name: string, description: string) =>
  builder.inputType(name, {
    description,
    fields: (t) => ({
      id: t.globalID({
        for: WebhookEndpoint,
        required: true,
        description: "The endpoint's global id.",
      }),
    }),
  });

const EndpointPayload = (name: string, description: string) =>
  builder.objectRef<{ endpointId: number; webhookId?: string }>(name).implement({
    description,
    fields: (t) => ({
      endpoint: t.prismaField({
        type: "WebhookEndpoint",
        nullable: true,
        description: "The endpoint after the change; null once deleted.",
        resolve: (query, p, _args, ctx) =>
          ctx.prisma.webhookEndpoint.findUnique({
            ...query,
            where: { id: p.endpointId },
          }),
      }),
      endpointId: t.globalID({
        description: "The endpoint's global id.",
        resolve: (p) => ({ type: "WebhookEndpoint", id: p.endpointId }),
      }),
      endpointDatabaseId: t.exposeInt("endpointId", {
        description: "The endpoint's numeric id.",
      }),
      webhookId: t.string({
        nullable: true,
        description: "The `webhook-id` of the event queued, if one was.",
        resolve: (p) => p.webhookId ?? null,
      }),
    }),
  });

/** One of the signed-in user's endpoints, or NotFound. */
async function ownEndpoint(
  ctx: {
    prisma: import("../../generated/prisma/client.ts").PrismaClient;
    user: { id: number } | null;
  },
  id: number,
) {
  const endpoint = await ctx.prisma.webhookEndpoint.findFirst({
    where: { id, userId: ctx.user?.id ?? -1 },
  });
  if (!endpoint) throw new NotFoundError("Webhook endpoint not found.");
  return endpoint;
}

builder.mutationField("deleteWebhookEndpoint", (t) =>
  t.withAuth(ownerScopes).field({
    type: EndpointPayload("DeleteWebhookEndpointPayload", "A removed endpoint: nothing more is sent to it."),
    description: "Removes one of the signed-in user's endpoints with its undelivered events and its log.",
    args: {
      input: t.arg({
        type: EndpointInput("DeleteWebhookEndpointInput", "The endpoint to remove."),
        required: true,
        description: "The endpoint.",
      }),
    },
    errors: {
      types: [...commonErrors, NotFoundError],
      directResult: true,
      union: {
        description: "The removed endpoint's id, or NotFoundError for one that is not the user's.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const endpoint = await ownEndpoint(ctx, Number(input.id.id));
      await ctx.prisma.webhookEndpoint.delete({ where: { id: endpoint.id } });
      return { endpointId: endpoint.id };
    },
  }),
);

builder.mutationField("sendTestWebhookEvent", (t) =>
  t.withAuth(ownerScopes).field({
    type: EndpointPayload("SendTestWebhookEventPayload", "The endpoint and the test event queued for it."),
    description:
      "Queues a `webhook.test` event (default shape) for one of the signed-in user's endpoints, delivered like any other.",
    args: {
      input: t.arg({
        type: EndpointInput("SendTestWebhookEventInput", "The endpoint to test."),
        required: true,
        description: "The endpoint.",
      }),
    },
    errors: {
      types: [...commonErrors, NotFoundError],
      directResult: true,
      union: {
        description: "The queued event's id, or NotFoundError for an endpoint that is not the user's.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const endpoint = await ownEndpoint(ctx, Number(input.id.id));
      const id = newMessageId();
      const data = {
        message: "A test event from HomePlate.",
        endpoint: { databaseId: endpoint.id, url: endpoint.url },
      };
      await ctx.prisma.webhookMessage.create({
        data: {
          id,
          endpointId: endpoint.id,
          event: TEST_EVENT,
          payload: { data, refs: { cookId: endpoint.userId } },
        },
      });
      wakeDelivery();
      return { endpointId: endpoint.id, webhookId: id };
    },
  }),
);

const RedeliverWebhookInput = builder.inputType("RedeliverWebhookInput", {
  description: "The delivery attempt whose event is sent again.",
  fields: (t) => ({
    deliveryId: t.globalID({
      for: WebhookDelivery,
      required: true,
      description: "A WebhookDelivery's global id.",
    }),
  }),
});

builder.mutationField("redeliverWebhook", (t) =>
  t.withAuth(ownerScopes).field({
    type: EndpointPayload("RedeliverWebhookPayload", "The endpoint, with the event queued again."),
    description:
      "Sends an attempt's event again, with the same `webhook-id` and body, as soon as possible. A disabled endpoint is turned back on.",
    args: {
      input: t.arg({
        type: RedeliverWebhookInput,
        required: true,
        description: "The attempt.",
      }),
    },
    errors: {
      types: [...commonErrors, NotFoundError],
      directResult: true,
      union: {
        description: "The endpoint, or NotFoundError for an attempt that is not the user's.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const delivery = await ctx.prisma.webhookAttempt.findFirst({
        where: {
          id: Number(input.deliveryId.id),
          endpoint: { userId: ctx.user.id },
        },
        select: { messageId: true, endpointId: true },
      });
      if (!delivery) throw new NotFoundError("Webhook delivery not found.");
      await ctx.prisma.$transaction([
        ctx.prisma.webhookMessage.update({
          where: { id: delivery.messageId },
          data: {
            status: "pending",
            nextAttemptAt: new Date(),
            createdAt: new Date(),
          },
        }),
        ctx.prisma.webhookEndpoint.update({
          where: { id: delivery.endpointId },
          data: { enabled: true, disabledAt: null, failingSince: null },
        }),
      ]);
      wakeDelivery();
      return { endpointId: delivery.endpointId, webhookId: delivery.messageId };
    },
  }),
);
