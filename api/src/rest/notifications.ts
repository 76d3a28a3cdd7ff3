// /api paths of notifications and their settings (customer spec §7), and of web push.
import { mutationOperation, RestFailure, type RestRoute } from "./router.ts";
import { nodes, pathGlobalId } from "./shapes.ts";

const notificationFields = `databaseId kind title message url orderDatabaseId isRead readAt sentAt`;
const settingsFields = `pushNotifications emailNotifications smsNotifications orderStatusUpdates deliveryUpdates promotionalNotifications`;
const TOGGLES = settingsFields.split(" ");

/** The spec's notification: id, title, message, sentAt, isRead (and the page it opens). */
export const restNotification = ({ databaseId, orderDatabaseId, ...n }: any) => ({
  id: databaseId,
  ...n,
  orderId: orderDatabaseId,
});

const notificationId = (id: string | undefined) => pathGlobalId("Notification", id, "Notification not found.");

export const notificationRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/notification-settings",
    operation: `query Rest_notificationSettings { result: notificationSettings { ${settingsFields} } }`,
    respond: (r) => r,
  },
  {
    method: "PUT",
    path: "/api/notification-settings",
    operation: mutationOperation(
      "updateNotificationSettings",
      "UpdateNotificationSettingsInput",
      `... on UpdateNotificationSettingsPayload { settings { ${settingsFields} } }`,
    ),
    variables: ({ body }) => {
      const input: Record<string, boolean> = {};
      for (const key of TOGGLES) {
        if (body[key] === undefined) continue;
        if (typeof body[key] !== "boolean") throw new RestFailure(400, `${key} must be true or false`);
        input[key] = body[key] as boolean;
      }
      return { input };
    },
    respond: (r) => r.settings,
  },
  {
    method: "GET",
    path: "/api/notifications",
    operation: `query Rest_notifications($first: Int, $offset: Int) {
      result: notifications(first: $first, offset: $offset) { totalCount edges { node { ${notificationFields} } } }
    }`,
    list: { defaultLimit: 20, total: (r) => r.totalCount },
    variables: ({ page }) => page,
    respond: (r) => nodes(r).map(restNotification),
  },
  {
    method: "PUT",
    path: "/api/notifications/read-all",
    operation: `mutation Rest_markAllNotificationsRead { result: markAllNotificationsRead {
      __typename ... on Error { message } ... on MarkAllNotificationsReadPayload { changed unreadCount } } }`,
    respond: (r) => ({ success: true, changed: r.changed, unreadCount: r.unreadCount }),
  },
  {
    method: "PUT",
    path: "/api/notifications/:id/read",
    operation: mutationOperation(
      "markNotificationRead",
      "MarkNotificationReadInput",
      `... on MarkNotificationReadPayload { unreadCount notification { ${notificationFields} } }`,
    ),
    variables: ({ params }) => ({ input: { notificationId: notificationId(params.id) } }),
    respond: (r) => ({ ...restNotification(r.notification), unreadCount: r.unreadCount }),
  },
];

export const pushRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/push/vapid-key",
    operation: `query Rest_vapidKey { result: vapidPublicKey }`,
    respond: (publicKey) => ({ publicKey }),
  },
  {
    method: "POST",
    path: "/api/push-subscriptions",
    // The spec's { endpoint, p256dhKey, authKey }, or a browser's PushSubscription JSON { endpoint, keys: { p256dh, auth } }.
    operation: mutationOperation(
      "subscribePush",
      "SubscribePushInput",
      `... on PushSubscriptionPayload { endpoint subscribed }`,
    ),
    variables: ({ body }) => {
      const keys = (body.keys ?? {}) as Record<string, unknown>;
      const str = (v: unknown) => (typeof v === "string" ? v : "");
      return {
        input: {
          endpoint: str(body.endpoint),
          p256dhKey: str(body.p256dhKey ?? keys.p256dh),
          authKey: str(body.authKey ?? keys.auth),
        },
      };
    },
    respond: (r) => ({ success: true, ...r }),
  },
  {
    method: "DELETE",
    path: "/api/push-subscriptions",
    operation: mutationOperation(
      "unsubscribePush",
      "UnsubscribePushInput",
      `... on PushSubscriptionPayload { endpoint subscribed }`,
    ),
    variables: ({ body }) => ({ input: { endpoint: typeof body.endpoint === "string" ? body.endpoint : "" } }),
    respond: (r) => ({ success: true, ...r }),
  },
  {
    method: "POST",
    path: "/api/push/unsubscribe",
    operation: mutationOperation(
      "unsubscribePush",
      "UnsubscribePushInput",
      `... on PushSubscriptionPayload { endpoint subscribed }`,
    ),
    variables: ({ body }) => ({ input: { endpoint: typeof body.endpoint === "string" ? body.endpoint : "" } }),
    respond: (r) => ({ success: true, ...r }),
  },
  {
    method: "POST",
    path: "/api/push/test",
    operation: mutationOperation(
      "sendTestPush",
      "SendTestPushInput",
      `... on SendTestPushPayload { sent removed failed }`,
    ),
    variables: ({ body }) => ({
      input: {
        title: typeof body.title === "string" ? body.title : null,
        message: typeof body.message === "string" ? body.message : null,
      },
    }),
    respond: (r) => ({ success: r.sent > 0, ...r }),
  },
];
