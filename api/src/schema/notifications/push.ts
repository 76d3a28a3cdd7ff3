// Web push over GraphQL: the public VAPID key, a browser's subscription (one row per endpoint,
// owned by the user who last subscribed it), unsubscribing, and a test push.
import { z } from "zod";
import { parseInput } from "../../domain/errors.ts";
import { pushToUser, vapidKeys } from "../../services/push.ts";
import { builder } from "../builder.ts";
import { commonErrors } from "../errors.ts";

builder.queryField("vapidPublicKey", (t) =>
  t.string({
    description: "The application server key browsers subscribe with (base64url).",
    resolve: async (_root, _args, ctx) => (await vapidKeys(ctx)).publicKey,
  }),
);

const base64url = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${name} must be base64url`)
    .min(16)
    .max(200);
const subscriptionRules = z.object({
  endpoint: z.url({ protocol: /^https$/, message: "endpoint must be an https URL" }).max(2000),
  p256dhKey: base64url("p256dhKey"),
  authKey: base64url("authKey"),
});

const SubscribePushInput = builder.inputType("SubscribePushInput", {
  description: "A browser's push subscription (PushSubscription.toJSON()).",
  fields: (t) => ({
    endpoint: t.string({
      required: true,
      description: "The push service's https URL for this browser, up to 2000 characters.",
    }),
    p256dhKey: t.string({
      required: true,
      description: "The subscription's P-256 public key (keys.p256dh), base64url.",
    }),
    authKey: t.string({ required: true, description: "The subscription's auth secret (keys.auth), base64url." }),
  }),
});

const PushSubscriptionPayload = builder
  .objectRef<{ endpoint: string; subscribed: boolean }>("PushSubscriptionPayload")
  .implement({
    description: "A browser's push subscription after the change.",
    fields: (t) => ({
      endpoint: t.exposeString("endpoint", { description: "The subscription's endpoint." }),
      subscribed: t.exposeBoolean("subscribed", {
        description: "True after subscribePush, false after unsubscribePush.",
      }),
    }),
  });

builder.mutationField("subscribePush", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: PushSubscriptionPayload,
    description: "Saves this browser's push subscription for the signed-in user (again: updates it).",
    args: { input: t.arg({ type: SubscribePushInput, required: true, description: "The browser's subscription." }) },
    errors: {
      types: commonErrors,
      directResult: true,
      union: {
        description:
          "The subscription, or ValidationError for a non-https endpoint or keys that are not base64url, NotSignedInError for visitors.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const { endpoint, p256dhKey, authKey } = parseInput(subscriptionRules, input);
      const data = { userId: ctx.user.id, p256dh: p256dhKey, auth: authKey };
      await ctx.prisma.pushSubscription.upsert({ where: { endpoint }, create: { endpoint, ...data }, update: data });
      return { endpoint, subscribed: true };
    },
  }),
);

const UnsubscribePushInput = builder.inputType("UnsubscribePushInput", {
  description: "The browser subscription to remove.",
  fields: (t) => ({ endpoint: t.string({ required: true, description: "The subscription's endpoint." }) }),
});

builder.mutationField("unsubscribePush", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: PushSubscriptionPayload,
    description: "Removes the signed-in user's subscription of this endpoint (another user's is left alone).",
    args: { input: t.arg({ type: UnsubscribePushInput, required: true, description: "The endpoint." }) },
    errors: {
      types: commonErrors,
      directResult: true,
      union: { description: "The endpoint, now unsubscribed, or NotSignedInError for visitors." },
    },
    resolve: async (_root, { input }, ctx) => {
      await ctx.prisma.pushSubscription.deleteMany({ where: { endpoint: input.endpoint, userId: ctx.user.id } });
      return { endpoint: input.endpoint, subscribed: false };
    },
  }),
);

const testRules = z.object({
  title: z.string().trim().min(1).max(120).default("HomePlate test"),
  message: z.string().trim().min(1).max(500).default("Push notifications work."),
});

const SendTestPushInput = builder.inputType("SendTestPushInput", {
  description: "What the test push says.",
  fields: (t) => ({
    title: t.string({ required: false, description: "1 to 120 characters; default 'HomePlate test'." }),
    message: t.string({ required: false, description: "1 to 500 characters; default 'Push notifications work.'" }),
  }),
});

const SendTestPushPayload = builder
  .objectRef<{ sent: number; removed: number; failed: number }>("SendTestPushPayload")
  .implement({
    description: "How the test push went, counted per subscription.",
    fields: (t) => ({
      sent: t.exposeInt("sent", { description: "Subscriptions the push service accepted the push for." }),
      removed: t.exposeInt("removed", {
        description: "Subscriptions the push service no longer knows (404/410), now deleted.",
      }),
      failed: t.exposeInt("failed", {
        description: "Subscriptions the push still failed for after retries; they are kept.",
      }),
    }),
  });

builder.mutationField("sendTestPush", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: SendTestPushPayload,
    description: "Pushes a test notification to each of the signed-in user's subscriptions and says how it went.",
    args: {
      input: t.arg({ type: SendTestPushInput, required: true, description: "The text; `{}` for the defaults." }),
    },
    errors: {
      types: commonErrors,
      directResult: true,
      union: {
        description:
          "The counts, or ValidationError for a blank or too long title or message, NotSignedInError for visitors.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const { title, message } = parseInput(testRules, {
        title: input.title ?? undefined,
        message: input.message ?? undefined,
      });
      const outcomes = await pushToUser(ctx, ctx.user.id, { title, body: message, url: "/notifications", tag: "test" });
      const count = (o: string) => outcomes.filter((x) => x === o).length;
      return { sent: count("sent"), removed: count("removed"), failed: count("failed") };
    },
  }),
);
