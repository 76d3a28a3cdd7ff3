// What an owner does with a registered endpoint: delete it, send it a test event, redeliver one of
// its events.
import { NotFoundError } from "../../domain/errors.ts";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import { builder } from "../builder.ts";
import { commonErrors } from "../errors.ts";
import { newMessageId, TEST_EVENT, wakeDelivery } from "../../domain/integrations/outbox.ts";
import { ownerScopes, WebhookDelivery, WebhookEndpoint } from "./webhooks.ts";

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
    prisma: PrismaClient;
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
