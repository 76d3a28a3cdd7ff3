// The viewer's notifications (the bell, /notifications): a connection, the unread count, marking
// read, the six settings, and `notificationAdded` live per user over the shared pub/sub.
import { NotFoundError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import { OFFSET_DESCRIPTION, offsetOf } from "../offset.ts";
import { commonErrors } from "../errors.ts";
import { NOTIFICATION_DEFAULTS, settingsOf, type NotificationToggles } from "../../domain/notifications/events.ts";

builder.prismaNode("Notification", {
  description:
    "A message to one user about something that happened (an order step, a new order, a review, an application decision); only that user sees it.",
  id: { field: "id", description: "The notification's global id." },
  authScopes: (n, ctx) => !!ctx.user && ctx.user.id === n.userId,
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The numeric id the /api paths use." }),
    kind: t.exposeString("kind", {
      description:
        "What happened: order_confirmed, order_preparing, order_ready, order_picked_up, order_on_way, order_delivered, order_declined, new_order, delivery_available, review_received, application_decided or favourite_special.",
    }),
    title: t.exposeString("title", { description: "A short headline, e.g. 'Order delivered'." }),
    message: t.exposeString("message", {
      description: "The full text, e.g. 'Your order #12 was delivered. Enjoy your meal!'.",
    }),
    url: t.exposeString("url", { description: "The page the notification opens, a path such as /orders." }),
    orderDatabaseId: t.exposeInt("orderId", {
      nullable: true,
      description: "The number of the order it is about; null for application decisions.",
    }),
    isRead: t.boolean({ description: "Whether the user has marked it read.", resolve: (n) => n.readAt != null }),
    readAt: t.expose("readAt", {
      type: "DateTime",
      nullable: true,
      description: "When it was marked read; null while unread.",
    }),
    sentAt: t.expose("createdAt", { type: "DateTime", description: "When it was created." }),
  }),
});

const unreadCount = (ctx: { prisma: any }, userId: number): Promise<number> =>
  ctx.prisma.notification.count({ where: { userId, readAt: null } });

builder.queryField("notifications", (t) =>
  t.withAuth({ loggedIn: true }).prismaConnection({
    type: "Notification",
    cursor: "id",
    description: "The signed-in user's notifications, newest first.",
    args: { offset: t.arg.int({ description: OFFSET_DESCRIPTION }) },
    // withAuth narrows the resolver's context but not totalCount's; the scope has run by then.
    totalCount: (_root, _args, ctx) => ctx.prisma.notification.count({ where: { userId: ctx.user!.id } }),
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.notification.findMany({
        ...query,
        skip: query.skip + offsetOf(args),
        where: { userId: ctx.user.id },
        orderBy: { id: "desc" },
      }),
  }),
);

builder.prismaObjectField("User", "unreadNotificationCount", (t) =>
  t.int({
    nullable: true,
    description: "The user's unread notifications (the header's bell); null for anyone but the user.",
    resolve: (user, _args, ctx) => (ctx.user?.id === user.id ? unreadCount(ctx, user.id) : null),
  }),
);

builder.queryField("unreadNotificationCount", (t) =>
  t.withAuth({ loggedIn: true }).int({
    description: "How many of the signed-in user's notifications are unread (the bell).",
    resolve: (_root, _args, ctx) => unreadCount(ctx, ctx.user.id),
  }),
);

const NotificationSettings = builder.objectRef<NotificationToggles>("NotificationSettings").implement({
  description: "Which notifications a user wants; the defaults until they save any.",
  fields: (t) => ({
    pushNotifications: t.exposeBoolean("pushNotifications", {
      description: "Push each notification to the user's subscribed browsers (default on).",
    }),
    emailNotifications: t.exposeBoolean("emailNotifications", {
      description:
        "Mail each notification (default on); a declined order and an application decision are mailed regardless.",
    }),
    smsNotifications: t.exposeBoolean("smsNotifications", {
      description: "Kept, but HomePlate sends no text messages (default off).",
    }),
    orderStatusUpdates: t.exposeBoolean("orderStatusUpdates", {
      description:
        "Notify when an order is confirmed, being prepared, ready or declined and, for cooks, of each new paid order (default on).",
    }),
    deliveryUpdates: t.exposeBoolean("deliveryUpdates", {
      description:
        "Notify when an order is picked up, on the way or delivered and, for drivers, of ready orders nearby (default on).",
    }),
    promotionalNotifications: t.exposeBoolean("promotionalNotifications", {
      description: "Notify when a favourite kitchen puts a dish on special (default on).",
    }),
  }),
});

builder.queryField("notificationSettings", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: NotificationSettings,
    description: "The signed-in user's notification settings.",
    resolve: (_root, _args, ctx) => settingsOf(ctx.prisma, ctx.user.id),
  }),
);

const UpdateNotificationSettingsInput = builder.inputType("UpdateNotificationSettingsInput", {
  description: "The toggles to change; those left out keep their value.",
  fields: (t) =>
    Object.fromEntries(
      Object.keys(NOTIFICATION_DEFAULTS).map((k) => [
        k,
        t.boolean({
          required: false,
          description: `The new value of NotificationSettings.${k}; left out or null keeps it.`,
        }),
      ]),
    ) as Record<keyof NotificationToggles, ReturnType<typeof t.boolean>>,
});

const SettingsPayload = builder.objectRef<NotificationToggles>("UpdateNotificationSettingsPayload").implement({
  description: "The settings after the change.",
  fields: (t) => ({
    settings: t.field({ type: NotificationSettings, description: "All six settings as saved.", resolve: (s) => s }),
  }),
});

builder.mutationField("updateNotificationSettings", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: SettingsPayload,
    description: "Changes the signed-in user's notification settings.",
    args: {
      input: t.arg({ type: UpdateNotificationSettingsInput, required: true, description: "The settings to change." }),
    },
    errors: {
      types: commonErrors,
      directResult: true,
      union: { description: "The settings, or NotSignedInError for visitors." },
    },
    resolve: async (_root, { input }, ctx) => {
      const changes: Partial<NotificationToggles> = {};
      for (const key of Object.keys(NOTIFICATION_DEFAULTS) as (keyof NotificationToggles)[]) {
        const value = (input as Record<string, boolean | null | undefined>)[key];
        if (typeof value === "boolean") changes[key] = value;
      }
      const row = await ctx.prisma.notificationSettings.upsert({
        where: { userId: ctx.user.id },
        create: { userId: ctx.user.id, ...changes },
        update: changes,
      });
      const { userId: _u, updatedAt: _t, ...toggles } = row;
      return toggles;
    },
  }),
);

const ReadPayload = (name: string, description: string) =>
  builder.objectRef<{ userId: number; notificationId: number | null; changed: number }>(name).implement({
    description,
    fields: (t) => ({
      notification: t.prismaField({
        type: "Notification",
        nullable: true,
        description: "The notification marked read; null when all were marked.",
        resolve: (query, p, _a, ctx) =>
          p.notificationId == null
            ? null
            : ctx.prisma.notification.findUnique({ ...query, where: { id: p.notificationId } }),
      }),
      changed: t.exposeInt("changed", { description: "How many notifications this marked read." }),
      viewer: t.prismaField({
        type: "User",
        description: "The signed-in user, e.g. for their new unreadNotificationCount.",
        resolve: (query, p, _a, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }),
      }),
      unreadCount: t.int({
        description: "How many of the user's notifications are still unread.",
        resolve: (p, _a, ctx) => unreadCount(ctx, p.userId),
      }),
    }),
  });

const MarkNotificationReadInput = builder.inputType("MarkNotificationReadInput", {
  description: "The notification to mark read.",
  fields: (t) => ({ notificationId: t.globalID({ required: true, description: "The notification's global id." }) }),
});

builder.mutationField("markNotificationRead", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: ReadPayload("MarkNotificationReadPayload", "The notification, now read."),
    description: "Marks one of the signed-in user's notifications read; another user's answers NotFoundError.",
    args: { input: t.arg({ type: MarkNotificationReadInput, required: true, description: "The notification." }) },
    errors: {
      types: [...commonErrors, NotFoundError],
      directResult: true,
      union: {
        description: "The notification, or NotFoundError when it is not the user's, NotSignedInError for visitors.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.notificationId.id);
      const valid =
        input.notificationId.typename === "Notification" && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;
      const own = valid
        ? await ctx.prisma.notification.findFirst({ where: { id, userId: ctx.user.id }, select: { id: true } })
        : null;
      if (!own) throw new NotFoundError("Notification not found.");
      const { count } = await ctx.prisma.notification.updateMany({
        where: { id, userId: ctx.user.id, readAt: null },
        data: { readAt: new Date() },
      });
      return { userId: ctx.user.id, notificationId: id, changed: count };
    },
  }),
);

builder.mutationField("markAllNotificationsRead", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: ReadPayload("MarkAllNotificationsReadPayload", "How many notifications were marked read."),
    description: "Marks all of the signed-in user's unread notifications read.",
    errors: {
      types: commonErrors,
      directResult: true,
      union: { description: "The count, or NotSignedInError for visitors." },
    },
    resolve: async (_root, _args, ctx) => {
      const { count } = await ctx.prisma.notification.updateMany({
        where: { userId: ctx.user.id, readAt: null },
        data: { readAt: new Date() },
      });
      return { userId: ctx.user.id, notificationId: null, changed: count };
    },
  }),
);

builder.subscriptionField("notificationAdded", (t) =>
  t.withAuth({ loggedIn: true }).prismaField({
    type: "Notification",
    description: "Each new notification of the signed-in user, once the change it reports is committed.",
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe("notificationAdded", ctx.user.id),
    resolve: (query, payload: { notificationId: number }, _args, ctx) =>
      ctx.prisma.notification.findUniqueOrThrow({ ...query, where: { id: payload.notificationId } }),
  }),
);
