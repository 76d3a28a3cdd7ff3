// Registering a webhook endpoint. The signing secret is answered once, here. A payload is the
// event's default shape, or the result of a registered GraphQL document (webhookDocument.ts). With an
// API key, an endpoint may carry only events whose data the key may read, its document must stay
// within the key's scopes, and the key is recorded so that each delivery runs within its scopes.
import { z } from "zod";
import { parseInput, ValidationError } from "../../domain/errors.ts";
import { checkWebhookUrl, newWebhookSecret, WebhookUrlError } from "../../services/webhookHttp.ts";
import { builder } from "../builder.ts";
import { commonErrors } from "../errors.ts";
import { EVENT_SCOPES, WEBHOOK_EVENTS, type WebhookEvent } from "../../domain/integrations/outbox.ts";
import { webhookDocumentProblem } from "./webhookDocument.ts";
import { ownerScopes, WebhookEventType } from "./webhooks.ts";

const MAX_ENDPOINTS = 20;

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
        "A GraphQL query or subscription run with the owner's rights for each event (with an API key: within the key's scopes as they are at delivery), whose result is the payload's `data`; it may declare $event, $cookId, $orderId, $reviewId and $foodItemId, and is held to /graphql's limits. A subscription document (e.g. `subscription($orderId: ID!) { orderStatusChanged(orderId: $orderId) { status } }`) runs as its subscription would for the event.",
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
          "The endpoint and its secret, or ValidationError for a bad URL (or one that resolves to a private address), no events, or a document that is not valid, breaks a limit or (with an API key) reaches beyond its scopes; NotAllowedError for customers, drivers and keys without the events' scopes.",
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
      const query = input.query?.trim() ? input.query : null;
      const problem = query && webhookDocumentProblem(info.schema, query, ctx.apiKey?.scopes ?? null);
      if (problem) throw new ValidationError([{ field: "query", message: problem }]);
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
          apiKeyId: ctx.apiKey?.id ?? null,
        },
      });
      return { endpointId: created.id, secret };
    },
  }),
);
