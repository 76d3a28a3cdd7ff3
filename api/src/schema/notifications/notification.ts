// The viewer's notifications (the bell, /notifications): a connection, the unread count, marking
// read, the six settings, and `notificationAdded` live per user over the shared pub/sub.
import { NotFoundError } from "../../errors.ts";
import { whileSignedIn } from "../accounts/session.ts";
import { builder } from "../builder.ts";
import { OFFSET_DESCRIPTION, offsetOf } from "../offset.ts";
import { commonErrors } from "../errors.ts";
import { NOTIFICATION_DEFAULTS, settingsOf, type NotificationToggles } from "./events.ts";

builder.prismaNode("Notification", {
  id: { field: "id" },
  authScopes: (n, ctx) => !!ctx.user && ctx.user.id === n.userId,
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The numeric id the /api paths use." }),
    kind: t.exposeString("kind", {
      description: "order_confirmed, order_preparing, order_ready, order_picked_up, order_on_way, order_delivered, order_declined, new_order, review_received, application_decided, test",
    }),
    title: t.exposeString("title"),
    message: t.exposeString("message"),
    url: t.exposeString("url", { description: "The page the notification opens." }),
    orderDatabaseId: t.exposeInt("orderId", { nullable: true }),
    isRead: t.boolean({ resolve: (n) => n.readAt != null }),
    readAt: t.expose("readAt", { type: "DateTime", nullable: true }),
    sentAt: t.expose("createdAt", { type: "DateTime" }),
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
    totalCount: (_root, _args, ctx) => ctx.prisma.notification.count({ where: { userId: ctx.user!.id } }),
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.notification.findMany({ ...query, skip: query.skip + offsetOf(args), where: { userId: ctx.user.id }, orderBy: { id: "desc" } }),
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
    pushNotifications: t.exposeBoolean("pushNotifications"),
    emailNotifications: t.exposeBoolean("emailNotifications"),
    smsNotifications: t.exposeBoolean("smsNotifications"),
    orderStatusUpdates: t.exposeBoolean("orderStatusUpdates", { description: "Order confirmed, being prepared, ready, declined." }),
    deliveryUpdates: t.exposeBoolean("deliveryUpdates", { description: "Order picked up, on the way, delivered." }),
    promotionalNotifications: t.exposeBoolean("promotionalNotifications"),
  }),
});

builder.queryField("notificationSettings", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: NotificationSettings,
    resolve: (_root, _args, ctx) => settingsOf(ctx.prisma, ctx.user.id),
  }),
);

const UpdateNotificationSettingsInput = builder.inputType("UpdateNotificationSettingsInput", {
  description: "The toggles to change; those left out keep their value.",
  fields: (t) =>
    Object.fromEntries(Object.keys(NOTIFICATION_DEFAULTS).map((k) => [k, t.boolean({ required: false })])) as Record<
      keyof NotificationToggles,
      ReturnType<typeof t.boolean>
    >,
});

const SettingsPayload = builder.objectRef<NotificationToggles>("UpdateNotificationSettingsPayload").implement({
  fields: (t) => ({ settings: t.field({ type: NotificationSettings, resolve: (s) => s }) }),
});

builder.mutationField("updateNotificationSettings", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: SettingsPayload,
    args: { input: t.arg({ type: UpdateNotificationSettingsInput, required: true }) },
    errors: { types: commonErrors, directResult: true },
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

const ReadPayload = (name: string) =>
  builder.objectRef<{ userId: number; notificationId: number | null; changed: number }>(name).implement({
    fields: (t) => ({
      notification: t.prismaField({
        type: "Notification",
        nullable: true,
        resolve: (query, p, _a, ctx) => (p.notificationId == null ? null : ctx.prisma.notification.findUnique({ ...query, where: { id: p.notificationId } })),
      }),
      changed: t.exposeInt("changed", { description: "How many notifications this marked read." }),
      viewer: t.prismaField({ type: "User", resolve: (query, p, _a, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }) }),
      unreadCount: t.int({ resolve: (p, _a, ctx) => unreadCount(ctx, p.userId) }),
    }),
  });

const MarkNotificationReadInput = builder.inputType("MarkNotificationReadInput", {
  fields: (t) => ({ notificationId: t.globalID({ required: true }) }),
});

builder.mutationField("markNotificationRead", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: ReadPayload("MarkNotificationReadPayload"),
    description: "Marks one of the signed-in user's notifications read; another user's answers NotFoundError.",
    args: { input: t.arg({ type: MarkNotificationReadInput, required: true }) },
    errors: { types: [...commonErrors, NotFoundError], directResult: true },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.notificationId.id);
      const valid = input.notificationId.typename === "Notification" && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;
      const own = valid ? await ctx.prisma.notification.findFirst({ where: { id, userId: ctx.user.id }, select: { id: true } }) : null;
      if (!own) throw new NotFoundError("Notification not found.");
      const { count } = await ctx.prisma.notification.updateMany({ where: { id, userId: ctx.user.id, readAt: null }, data: { readAt: new Date() } });
      return { userId: ctx.user.id, notificationId: id, changed: count };
    },
  }),
);

builder.mutationField("markAllNotificationsRead", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: ReadPayload("MarkAllNotificationsReadPayload"),
    errors: { types: commonErrors, directResult: true },
    resolve: async (_root, _args, ctx) => {
      const { count } = await ctx.prisma.notification.updateMany({ where: { userId: ctx.user.id, readAt: null }, data: { readAt: new Date() } });
      return { userId: ctx.user.id, notificationId: null, changed: count };
    },
  }),
);

builder.subscriptionField("notificationAdded", (t) =>
  t.withAuth({ loggedIn: true }).prismaField({
    type: "Notification",
    description: "Each new notification of the signed-in user, once the change it reports is committed.",
    subscribe: (_root, _args, ctx) => whileSignedIn(ctx, ctx.pubsub.subscribe("notificationAdded", ctx.user.id)),
    resolve: (query, payload: { notificationId: number }, _args, ctx) =>
      ctx.prisma.notification.findUniqueOrThrow({ ...query, where: { id: payload.notificationId } }),
  }),
);
