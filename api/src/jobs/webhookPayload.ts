// What a delivery sends: the event's default shape, or the result of the endpoint's registered
// document, run through the same entry point as /graphql (http/operations.ts) as the endpoint's
// owner, and for an endpoint registered with an API key within that key's scopes as they are now:
// a key revoked, or narrowed below the event or the document, stops the delivery instead.
import type { Context, Services } from "../context.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import type { Operations } from "../http/operations.ts";
import { apiKeyGrantById } from "../domain/integrations/keys.ts";
import { EVENT_SCOPES, type StoredPayload, type WebhookEvent } from "../domain/integrations/outbox.ts";
import { documentOutsideScopes, keyAllows } from "../schema/keyScopes.ts";
import { documentVariables } from "../schema/integrations/webhookDocument.ts";

export const messageInclude = {
  endpoint: { include: { user: true } },
} satisfies Prisma.WebhookMessageInclude;
export type MessageWithEndpoint = Prisma.WebhookMessageGetPayload<{
  include: typeof messageInclude;
}>;

/** A message that must not be sent: its reason goes to the delivery log, nothing to the receiver. */
export class Undeliverable extends Error {}

const nothingSent = "nothing was sent";

/** Who a message's payload is read as: the endpoint's owner, limited to the registering key's
 * current scopes when a key registered it. Throws Undeliverable when that key no longer allows it. */
export async function payloadReader(services: Services, message: MessageWithEndpoint): Promise<Context> {
  const { endpoint } = message;
  // Whoever registered it, nothing reaches an owner who may no longer act (the pause or deletion that
  // made them so also disabled their endpoints; a message already queued is stopped here).
  const owner = endpoint.user;
  if (owner.isPaused || owner.deletedAt || (owner.role !== "admin" && owner.approvalStatus !== "approved"))
    throw new Undeliverable(`The endpoint's owner is paused, deleted or no longer approved: ${nothingSent}.`);
  let apiKey: Context["apiKey"] = null;
  if (endpoint.apiKeyId != null) {
    const grant = await apiKeyGrantById(services, endpoint.apiKeyId);
    if (!grant)
      throw new Undeliverable(
        `The API key this endpoint was registered with was revoked, or its owner may no longer act: ${nothingSent}.`,
      );
    const need = EVENT_SCOPES[message.event as WebhookEvent];
    if (need && !keyAllows(grant.apiKey.scopes, need))
      throw new Undeliverable(
        `The API key this endpoint was registered with no longer has the ${need} scope ${message.event} needs: ${nothingSent}.`,
      );
    apiKey = grant.apiKey;
  }
  return {
    ...services,
    user: endpoint.user,
    sessionId: null,
    apiKey,
    secure: true,
    responseCookies: [],
    responseHeaders: {},
    userAgent: "HomePlate webhooks",
  };
}

/** The body of a message: the default shape, or the registered document's result (a subscription
 * document runs as its subscription would for this event). */
export async function renderBody(operations: Operations, reader: Context, message: MessageWithEndpoint) {
  const stored = message.payload as unknown as StoredPayload;
  const envelope = { type: message.event, timestamp: message.createdAt.toISOString() };
  const query = message.endpoint.query;
  if (!query || message.event.startsWith("webhook.")) return JSON.stringify({ ...envelope, data: stored.data });
  const prepared = operations.prepare({ query });
  if (!("document" in prepared))
    throw new Undeliverable(`The registered query is refused: ${prepared[0]!.message}; ${nothingSent}.`);
  const outside = reader.apiKey && documentOutsideScopes(prepared.schema, prepared.document, reader.apiKey.scopes);
  if (outside)
    throw new Undeliverable(`The registered query reaches beyond the API key's scopes: ${outside}; ${nothingSent}.`);
  const result = await operations.execute(prepared, {
    contextValue: { ...reader, webhookDelivery: true },
    rootValue: { orderId: stored.refs.orderId, userId: stored.refs.cookId },
    variables: documentVariables(stored.refs, message.event),
  });
  // What the key is refused below the fields named (an object of a scoped type reached through
  // node) stops the payload too: a receiver gets the whole document or nothing.
  const refused = reader.apiKey && result.errors?.find((e) => e.extensions?.code === "FORBIDDEN");
  if (refused)
    throw new Undeliverable(
      `The API key's scopes refuse part of the registered query: ${refused.message} (${refused.path?.join(".")}); ${nothingSent}.`,
    );
  const errors = result.errors?.map((e) => ({ message: e.message, path: e.path }));
  return JSON.stringify({ ...envelope, data: result.data ?? null, ...(errors ? { errors } : {}) });
}
