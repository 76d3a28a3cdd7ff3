// The webhook delivery worker, run by every API process. It claims due messages from the outbox with
// `FOR UPDATE SKIP LOCKED` (so of two processes exactly one takes each attempt) and a lease (so a
// process that dies mid-attempt leaves the message to be retried: at least once). Each attempt is
// logged; failures are retried with backoff and jitter for 24 hours; an endpoint that has failed for
// 24 hours is disabled and its owner mailed.
import type { Services } from "../context.ts";
import type { Operations } from "../http/operations.ts";
import { composeMail } from "../services/mail.ts";
import { postWebhook } from "../services/webhookHttp.ts";
import { onOutboxWrite } from "../domain/integrations/outbox.ts";
import { messageInclude, payloadReader, renderBody, Undeliverable } from "./webhookPayload.ts";

const HOUR = 60 * 60_000;
/** Messages are retried for this long after their event; endpoints failing this long are disabled. */
export const GIVE_UP_AFTER_MS = 24 * HOUR;
/** About 5 s, 30 s, 2 min, 10 min, 1 h, then every 3 h: a brief outage costs seconds. */
const RETRY_DELAYS_MS = [5_000, 30_000, 2 * 60_000, 10 * 60_000, HOUR, 3 * HOUR];
/** How long a claimed attempt holds its message: past the 10 s timeout, with room to record it. */
const LEASE_MS = 60_000;
const BATCH = 10;

/** The wait after the `attempts`-th failure, ±20 % so that endpoints back from an outage are not hit at once. */
export function retryDelayMs(attempts: number, scale = 1, random = Math.random) {
  const base = RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1]!;
  return Math.round(base * scale * (0.8 + 0.4 * random()));
}

/** Claims up to BATCH due messages for this process. */
async function claimDue(services: Services, now: Date): Promise<string[]> {
  const at = now.toISOString();
  const leaseUntil = new Date(now.getTime() + LEASE_MS).toISOString();
  const rows = await services.prisma.$queryRaw<{ id: string }[]>`
    UPDATE "WebhookMessage" SET "nextAttemptAt" = ${leaseUntil}::timestamp
    WHERE "id" IN (
      SELECT "id" FROM "WebhookMessage"
      WHERE "status" = 'pending' AND "nextAttemptAt" <= ${at}::timestamp
      ORDER BY "nextAttemptAt" LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED)
    RETURNING "id"`;
  return rows.map((r) => r.id);
}

/** One attempt at one claimed message. */
async function attempt(services: Services, operations: Operations, id: string, signal: AbortSignal) {
  const { prisma, config } = services;
  const message = await prisma.webhookMessage.findUnique({
    where: { id },
    include: messageInclude,
  });
  if (!message || message.status !== "pending") return;
  const endpoint = message.endpoint;
  if (!endpoint.enabled) {
    await prisma.webhookMessage.update({
      where: { id },
      data: { status: "failed" },
    });
    return;
  }
  // The key's scopes are read again at every attempt, a stored body's (a retry, a redelivery) too.
  let body: string;
  try {
    const reader = await payloadReader(services, message);
    body = message.body ?? (await renderBody(operations, reader, message));
  } catch (e) {
    if (!(e instanceof Undeliverable)) throw e;
    return refuse(services, message, e.message);
  }
  if (!message.body) await prisma.webhookMessage.update({ where: { id }, data: { body } });

  const started = performance.now();
  let statusCode: number | null = null;
  let excerpt: string | null = null;
  let error: string | null = null;
  try {
    ({ statusCode, excerpt } = await postWebhook(
      { url: endpoint.url, secret: endpoint.secret, id, body },
      { allowPrivate: config.webhooks.allowPrivate, signal },
    ));
  } catch (e) {
    // Shutting down: give the message back untouched, for this or another process to send.
    if (signal.aborted) {
      await prisma.webhookMessage.update({
        where: { id },
        data: { nextAttemptAt: new Date() },
      });
      return;
    }
    error = (e as Error).message.slice(0, 300);
  }
  const durationMs = Math.round(performance.now() - started);
  const now = new Date();
  const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
  const attempts = message.attempts + 1;
  const expired = now.getTime() - message.createdAt.getTime() >= GIVE_UP_AFTER_MS * config.webhooks.retryScale;
  const status = ok ? "delivered" : expired ? "failed" : "pending";
  const failingSince = ok ? null : (endpoint.failingSince ?? now);
  const disable = !ok && now.getTime() - failingSince!.getTime() >= GIVE_UP_AFTER_MS * config.webhooks.retryScale;
  await prisma.$transaction([
    prisma.webhookAttempt.create({
      data: {
        messageId: id,
        endpointId: endpoint.id,
        event: message.event,
        statusCode,
        durationMs,
        responseExcerpt: excerpt,
        error,
        attemptedAt: now,
      },
    }),
    prisma.webhookMessage.update({
      where: { id },
      data: {
        status: disable ? "failed" : status,
        attempts,
        deliveredAt: ok ? now : null,
        nextAttemptAt: new Date(now.getTime() + (ok ? 0 : retryDelayMs(attempts, config.webhooks.retryScale))),
      },
    }),
    prisma.webhookEndpoint.updateMany({
      where: { id: endpoint.id },
      data: disable ? { enabled: false, disabledAt: now } : { failingSince },
    }),
    ...(disable
      ? [
          prisma.webhookMessage.updateMany({
            where: { endpointId: endpoint.id, status: "pending" },
            data: { status: "failed" },
          }),
        ]
      : []),
  ]);
  if (disable) await mailDisabled(services, endpoint.user.email, endpoint.user.name, endpoint.url);
}

/** Logs a message that may not be sent as a failed attempt with its reason, and gives it up: a
 * receiver is never at fault for it, so its endpoint's failure count is left alone. */
async function refuse(services: Services, message: { id: string; endpointId: number; event: string }, error: string) {
  const { prisma } = services;
  await prisma.$transaction([
    prisma.webhookAttempt.create({
      data: { messageId: message.id, endpointId: message.endpointId, event: message.event, durationMs: 0, error },
    }),
    prisma.webhookMessage.update({
      where: { id: message.id },
      data: { status: "failed", attempts: { increment: 1 } },
    }),
  ]);
}

async function mailDisabled(services: Services, to: string, name: string, url: string) {
  await services.mailer.send(
    composeMail({
      to,
      subject: "A HomePlate webhook endpoint was disabled",
      greeting: `Hello ${name},`,
      paragraphs: [
        `Deliveries to ${url} have failed for 24 hours, so HomePlate stopped sending events to it.`,
        "Once it answers again, redeliver an event from the developer page to turn it back on.",
      ],
      action: {
        label: "Open the developer page",
        url: `${services.publicUrl()}/developers`,
      },
    }),
  );
}

/** Delivers due messages until the returned function is called (it waits for attempts under way to
 * hand their messages back). Payloads run through `operations`, the server's own entry point. */
export function startWebhookDelivery(services: Services, operations: Operations): () => Promise<void> {
  const { log, config } = services;
  const shutdown = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;

  const drain = async () => {
    for (;;) {
      const ids = await claimDue(services, new Date());
      if (ids.length === 0) return;
      // Claimed as the process stops: hand them back now rather than when their lease runs out.
      if (shutdown.signal.aborted)
        return void (await services.prisma.webhookMessage.updateMany({
          where: { id: { in: ids } },
          data: { nextAttemptAt: new Date() },
        }));
      await Promise.all(
        ids.map((id) =>
          attempt(services, operations, id, shutdown.signal).catch((e) =>
            log.warn(`webhook ${id}: ${(e as Error).message}`),
          ),
        ),
      );
    }
  };
  const run = () => {
    if (shutdown.signal.aborted) return;
    if (running) return void (again = true);
    running = drain()
      .catch((e) => log.warn(`webhook delivery: ${(e as Error).message}`))
      .finally(() => {
        running = null;
        schedule(again ? 0 : config.webhooks.pollMs);
        again = false;
      });
  };
  const schedule = (ms: number) => {
    if (shutdown.signal.aborted) return;
    clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref();
  };
  // An event written here is usually committed within milliseconds of the write.
  const unsubscribe = onOutboxWrite(() => schedule(50));
  schedule(config.webhooks.pollMs);
  return async () => {
    shutdown.abort();
    clearTimeout(timer);
    unsubscribe();
    await running;
  };
}
