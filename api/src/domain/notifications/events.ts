// One function per event a user should know about. Each writes the Notification row with the
// transaction client of the change it reports (so the row exists exactly when the change does) and
// returns it; the caller hands it to `announce` once that transaction committed, which publishes
// `notificationAdded`, pushes and mails it without failing the request.
import type { Services } from "../../context.ts";
import type { Notification, Prisma } from "../../generated/prisma/client.ts";
import { composeMail } from "../../services/mail.ts";
import { pushInBackground } from "../../services/push.ts";
import { loadStore } from "../store/defaults.ts";
import { formatDollars } from "../money.ts";

type Tx = Prisma.TransactionClient;

export const NOTIFICATION_DEFAULTS = {
  pushNotifications: true,
  emailNotifications: true,
  smsNotifications: false,
  orderStatusUpdates: true,
  deliveryUpdates: true,
  promotionalNotifications: true,
} as const;
export type NotificationToggles = { -readonly [K in keyof typeof NOTIFICATION_DEFAULTS]: boolean };

export async function settingsOf(db: Tx, userId: number): Promise<NotificationToggles> {
  const row = await db.notificationSettings.findUnique({ where: { userId } });
  if (!row) return { ...NOTIFICATION_DEFAULTS };
  const { userId: _u, updatedAt: _t, ...toggles } = row;
  return toggles;
}

/** Order statuses the customer hears of, and which toggle governs each. */
const CUSTOMER_ORDER_EVENTS: Record<
  string,
  { toggle: "orderStatusUpdates" | "deliveryUpdates"; title: string; message: (id: number, kitchen: string) => string }
> = {
  confirmed: {
    toggle: "orderStatusUpdates",
    title: "Order confirmed",
    message: (id, k) => `${k} confirmed your order #${id}.`,
  },
  preparing: {
    toggle: "orderStatusUpdates",
    title: "Order being prepared",
    message: (id, k) => `${k} is preparing your order #${id}.`,
  },
  ready: {
    toggle: "orderStatusUpdates",
    title: "Order ready",
    message: (id, k) => `Your order #${id} from ${k} is ready.`,
  },
  picked_up: {
    toggle: "deliveryUpdates",
    title: "Order picked up",
    message: (id) => `A driver picked up your order #${id}.`,
  },
  on_way: { toggle: "deliveryUpdates", title: "Order on the way", message: (id) => `Your order #${id} is on the way.` },
  delivered: {
    toggle: "deliveryUpdates",
    title: "Order delivered",
    message: (id) => `Your order #${id} was delivered. Enjoy your meal!`,
  },
};

async function orderContext(tx: Tx, orderId: number) {
  return tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      id: true,
      customerId: true,
      cookId: true,
      status: true,
      cancelReason: true,
      totalCents: true,
      cook: { select: { name: true, restaurantProfile: { select: { restaurantName: true } } } },
    },
  });
}

/** The customer hears that their order reached `status` (confirmed, preparing, ready, picked_up, on_way, delivered). */
export async function notifyOrderStatus(tx: Tx, orderId: number, status: string): Promise<Notification | null> {
  const event = CUSTOMER_ORDER_EVENTS[status];
  if (!event) return null;
  const order = await orderContext(tx, orderId);
  const settings = await settingsOf(tx, order.customerId);
  if (!settings[event.toggle]) return null;
  const kitchen = order.cook.restaurantProfile?.restaurantName ?? order.cook.name;
  return tx.notification.create({
    data: {
      userId: order.customerId,
      kind: `order_${status}`,
      title: event.title,
      message: event.message(order.id, kitchen),
      url: `/tracking?orderId=${order.id}`,
      orderId: order.id,
    },
  });
}

/** The customer hears that the kitchen declined their order, with the reason. */
export async function notifyOrderDeclined(tx: Tx, orderId: number): Promise<Notification | null> {
  const order = await orderContext(tx, orderId);
  const settings = await settingsOf(tx, order.customerId);
  if (!settings.orderStatusUpdates) return null;
  const kitchen = order.cook.restaurantProfile?.restaurantName ?? order.cook.name;
  return tx.notification.create({
    data: {
      userId: order.customerId,
      kind: "order_declined",
      title: "Order declined",
      message: `${kitchen} declined your order #${order.id}. Reason: ${order.cancelReason ?? "not given"}`,
      url: "/orders",
      orderId: order.id,
    },
  });
}

/**
 * The cook hears of a new paid order unless they turned new-order notifications off in the chef
 * settings (notifyOrders), and the customer that it is confirmed (or already being prepared).
 */
export async function notifyOrderPaid(tx: Tx, orderId: number): Promise<Notification[]> {
  const order = await orderContext(tx, orderId);
  const out: Notification[] = [];
  if ((await loadStore(tx, order.cookId)).notifyOrders) {
    out.push(
      await tx.notification.create({
        data: {
          userId: order.cookId,
          kind: "new_order",
          title: "New order",
          message: `New paid order #${order.id}: ${formatDollars(order.totalCents)}.`,
          url: "/chef-management",
          orderId: order.id,
        },
      }),
    );
  }
  const customer = await notifyOrderStatus(tx, order.id, order.status);
  if (customer) out.push(customer);
  return out;
}

/** The cook hears that a customer reviewed one of their dishes. */
export async function notifyReviewReceived(tx: Tx, reviewId: number): Promise<Notification | null> {
  const review = await tx.review.findUniqueOrThrow({
    where: { id: reviewId },
    select: { rating: true, orderId: true, order: { select: { cookId: true } }, foodItem: { select: { name: true } } },
  });
  return tx.notification.create({
    data: {
      userId: review.order.cookId,
      kind: "review_received",
      title: "New review",
      message: `${review.foodItem?.name ?? "A dish"} received a ${review.rating}-star review.`,
      url: "/chef-management",
      orderId: review.orderId,
    },
  });
}

/**
 * Everyone who keeps the dish's kitchen in their favourites hears that it put the dish on special,
 * unless they turned promotional notifications off. Two statements, however many fans.
 */
export async function notifyFavouriteKitchenSpecial(tx: Tx, foodItemId: number): Promise<Notification[]> {
  const dish = await tx.foodItem.findUniqueOrThrow({
    where: { id: foodItemId },
    select: {
      id: true,
      name: true,
      priceCents: true,
      specialPriceCents: true,
      cookId: true,
      cook: {
        select: {
          name: true,
          restaurantProfile: { select: { restaurantName: true } },
          favouritedBy: {
            where: { user: { deletedAt: null, isPaused: false } },
            select: {
              userId: true,
              user: { select: { notificationSettings: { select: { promotionalNotifications: true } } } },
            },
          },
        },
      },
    },
  });
  const fans = dish.cook.favouritedBy.filter(
    (f) =>
      f.userId !== dish.cookId &&
      (f.user.notificationSettings?.promotionalNotifications ?? NOTIFICATION_DEFAULTS.promotionalNotifications),
  );
  if (fans.length === 0) return [];
  const kitchen = dish.cook.restaurantProfile?.restaurantName ?? dish.cook.name;
  return tx.notification.createManyAndReturn({
    data: fans.map((f) => ({
      userId: f.userId,
      kind: "favourite_special",
      title: `${kitchen} has a special`,
      message: `${dish.name} is on special at ${kitchen}: ${formatDollars(dish.specialPriceCents!)} instead of ${formatDollars(dish.priceCents)}.`,
      url: `/food/${dish.id}`,
    })),
  });
}

/** The applicant hears that their chef or driver application was decided. */
export async function notifyApplicationDecided(
  tx: Tx,
  userId: number,
  kind: "chef" | "driver",
  status: "approved" | "rejected",
  reason?: string | null,
): Promise<Notification> {
  const what = kind === "chef" ? "chef" : "driver";
  return tx.notification.create({
    data: {
      userId,
      kind: "application_decided",
      title:
        status === "approved" ? `Your ${what} application is approved` : `Your ${what} application was not approved`,
      message:
        status === "approved"
          ? `Welcome aboard! Your ${what} application is approved.`
          : `Reason: ${reason ?? "not given"}`,
      url: status === "approved" ? (kind === "chef" ? "/chef-management" : "/driver") : "/",
    },
  });
}

/**
 * How a user's notifications go out besides the bell: by push and by mail as their notification
 * settings say; a cook's also as the chef settings tab's email and push toggles say (both must allow).
 */
async function channelsOf(db: Tx, userId: number): Promise<{ push: boolean; email: boolean }> {
  const settings = await settingsOf(db, userId);
  const user = await db.user.findUnique({ where: { id: userId }, select: { role: true } });
  const chef = user?.role === "cook" ? await loadStore(db, userId) : null;
  return {
    push: settings.pushNotifications && (chef?.notifyPush ?? true),
    email: settings.emailNotifications && (chef?.notifyEmail ?? true),
  };
}

/** Kinds whose event already sends its own mail (declines, application decisions). */
const MAILED_ELSEWHERE = new Set(["order_declined", "application_decided", "test"]);

/**
 * After the transaction committed: tell the user's open pages, push (in the background) and mail
 * them as their settings say. Never
 * throws: the change it reports already happened.
 */
export async function announce(
  services: Services,
  created: Notification | Notification[] | null | undefined,
): Promise<void> {
  const list = created == null ? [] : Array.isArray(created) ? created : [created];
  for (const n of list) {
    try {
      await services.pubsub.publish("notificationAdded", n.userId, { notificationId: n.id });
      const channels = await channelsOf(services.prisma, n.userId);
      if (channels.push)
        pushInBackground(services, n.userId, {
          title: n.title,
          body: n.message,
          url: n.url,
          tag: `notification-${n.id}`,
        });
      if (MAILED_ELSEWHERE.has(n.kind) || !channels.email) continue;
      const user = await services.prisma.user.findUnique({
        where: { id: n.userId },
        select: { email: true, name: true, deletedAt: true },
      });
      if (!user || user.deletedAt) continue;
      await services.mailer.send(
        composeMail({
          to: user.email,
          subject: `HomePlate: ${n.title}`,
          greeting: `Hello ${user.name},`,
          paragraphs: [n.message],
          action: { label: "Open HomePlate", url: `${services.publicUrl()}${n.url}` },
        }),
      );
    } catch (error) {
      services.log.error(`notification ${n.id}: delivery failed: ${String(error)}`);
    }
  }
}
