// Web push with the web-push library. The VAPID key pair comes from VAPID_PUBLIC_KEY /
// VAPID_PRIVATE_KEY, or is generated once and kept in the database (AppSecret "vapid"), so the
// subscriptions browsers made against it keep working after a restart. Sending runs after the
// request's transaction, never awaited by it: a 404 or 410 from the push service deletes the
// subscription; other failures are retried a bounded number of times with a growing delay.
import webpush from "web-push";
import type { Config } from "../config.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { Logger } from "./log.ts";

/** What sending push needs: the VAPID settings, the subscriptions, and a log for what failed. */
type PushServices = { config: Config; prisma: PrismaClient; log: Logger };

export type VapidKeys = { publicKey: string; privateKey: string };
export type PushMessage = { title: string; body: string; url: string; tag?: string };

const RETRIES = 3;
const BASE_DELAY_MS = 200;

const stored = new WeakMap<PrismaClient, Promise<VapidKeys>>();

/** The key pair: configured, or the stored one, generated and stored the first time. */
export function vapidKeys(services: Pick<PushServices, "config" | "prisma">): Promise<VapidKeys> {
  const { publicKey, privateKey } = services.config.vapid ?? {};
  if (publicKey && privateKey) return Promise.resolve({ publicKey, privateKey });
  let keys = stored.get(services.prisma);
  if (!keys) {
    keys = loadOrCreate(services.prisma);
    keys.catch(() => stored.delete(services.prisma));
    stored.set(services.prisma, keys);
  }
  return keys;
}

async function loadOrCreate(prisma: PrismaClient): Promise<VapidKeys> {
  const existing = await prisma.appSecret.findUnique({ where: { name: "vapid" } });
  if (existing) return JSON.parse(existing.value) as VapidKeys;
  const generated = webpush.generateVAPIDKeys();
  // Two processes starting together: the first insert wins and both read it back.
  await prisma.appSecret.createMany({
    data: [{ name: "vapid", value: JSON.stringify(generated) }],
    skipDuplicates: true,
  });
  const row = await prisma.appSecret.findUniqueOrThrow({ where: { name: "vapid" } });
  return JSON.parse(row.value) as VapidKeys;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends to one subscription; returns what became of it. */
async function sendOne(
  services: PushServices,
  keys: VapidKeys,
  sub: { id: number; endpoint: string; p256dh: string; auth: string },
  payload: string,
): Promise<"sent" | "removed" | "failed"> {
  for (let attempt = 0; ; attempt++) {
    try {
      await webpush.sendNotification(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        payload,
        {
          vapidDetails: { subject: services.config.vapid?.subject ?? "mailto:no-reply@homeplate.dev", ...keys },
          TTL: 60 * 60,
          timeout: 10_000,
        },
      );
      return "sent";
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) {
        await services.prisma.pushSubscription.deleteMany({ where: { id: sub.id } });
        return "removed";
      }
      if (attempt >= RETRIES) {
        services.log.warn(
          `push to subscription ${sub.id} failed after ${attempt + 1} attempts: ${status ?? ""} ${String(error)}`,
        );
        return "failed";
      }
      await sleep(BASE_DELAY_MS * 2 ** attempt);
    }
  }
}

/** Sends a push to every subscription of the user; resolves once each is sent, removed or given up. */
export async function pushToUser(services: PushServices, userId: number, message: PushMessage) {
  const subs = await services.prisma.pushSubscription.findMany({ where: { userId } });
  if (!subs.length) return [];
  const keys = await vapidKeys(services);
  const payload = JSON.stringify(message);
  return Promise.all(subs.map((sub) => sendOne(services, keys, sub, payload)));
}

/** The same, started in the background: the caller never waits and never fails because of it. */
export function pushInBackground(services: PushServices, userId: number, message: PushMessage): void {
  pushToUser(services, userId, message).catch((error) =>
    services.log.error(`push to user ${userId} failed: ${String(error)}`),
  );
}
