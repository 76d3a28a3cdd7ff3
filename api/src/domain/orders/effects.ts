// What an order's event tells people, decided once in the lifecycle (lifecycle.ts): the notifications
// written in the event's transaction (so they exist exactly when the change does), and the mails sent
// after it committed.
import type { Services } from "../../context.ts";
import type { Notification, Order, Prisma } from "../../generated/prisma/client.ts";
import { composeMail } from "../../services/mail.ts";
import { formatDollars } from "../money.ts";
import { notifyOrderDeclined, notifyOrderPaid, notifyOrderStatus } from "../notifications/events.ts";
import { loadStore } from "../store/defaults.ts";
import { dayLabel, slotLabel } from "../store/slots.ts";
import { forgetPositionIfIdle, offerToNearbyDrivers } from "./dispatch.ts";
import type { Change, OrderEvent } from "./transitions.ts";

type Tx = Prisma.TransactionClient;

/** A committed event, with what it changed and the notifications it wrote. */
export type Aftermath = {
  before: Order;
  order: Order;
  event: OrderEvent;
  change: Change;
  notifications: Notification[];
  /** Why a late payment could not confirm its lapsed order (it is refunded instead). */
  refusal: string | null;
};

const note = (tx: Tx, order: Order, userId: number, kind: string, title: string, message: string, url: string) =>
  tx.notification.create({ data: { userId, kind, title, message, url, orderId: order.id } });

const tracking = (order: Order) => `/tracking?orderId=${order.id}`;

/** The notifications `event` owes, written on `tx`. */
export async function noticesOf(tx: Tx, done: Omit<Aftermath, "notifications">): Promise<Notification[]> {
  const { before, order, event } = done;
  const out: (Notification | null)[] = [];
  switch (event.type) {
    case "step":
      out.push(await notifyOrderStatus(tx, order.id, event.to));
      if (event.to === "ready") out.push(...(await offerToNearbyDrivers(tx, order.id)));
      // A position is kept only while its driver has a delivery under way.
      if (event.to === "delivered") await forgetPositionIfIdle(tx, event.actorId);
      break;
    case "decline":
      out.push(await notifyOrderDeclined(tx, order.id));
      break;
    case "customer_cancel":
      // The cook never saw an unpaid order; a paid scheduled one leaves their plans.
      if (before.status !== "pending") {
        const store = await loadStore(tx, order.cookId);
        out.push(
          await note(
            tx,
            order,
            order.cookId,
            "order_cancelled",
            "Scheduled order cancelled",
            `The customer cancelled scheduled order #${order.id} (${slotLabel(order.scheduledFor!, store.timeZone)}).`,
            "/chef-management",
          ),
        );
      }
      break;
    case "day_off":
      out.push(await dayOffNotice(tx, before, order, event));
      break;
    case "hold_expired":
      out.push(
        await note(
          tx,
          order,
          order.customerId,
          "order_cancelled",
          "Order not paid in time",
          `Your order #${order.id} was not paid within its hold, so it is cancelled and nothing was charged. Its dishes are free for others again.`,
          tracking(order),
        ),
      );
      break;
    case "payment_succeeded":
      if (order.status === "cancelled") {
        out.push(
          await note(
            tx,
            order,
            order.customerId,
            "order_cancelled",
            "Payment refunded",
            `Your payment of ${formatDollars(order.totalCents)} for order #${order.id} arrived after the order was cancelled${done.refusal ? ` (${done.refusal})` : ""}. It is being refunded in full.`,
            tracking(order),
          ),
        );
        break;
      }
      // The paid dishes leave the customer's cart.
      await tx.cartLine.deleteMany({
        where: {
          userId: order.customerId,
          foodItemId: {
            in: (await tx.orderItem.findMany({ where: { orderId: order.id } })).flatMap((i) => i.foodItemId ?? []),
          },
        },
      });
      out.push(...(await notifyOrderPaid(tx, order.id)));
      break;
    case "driver_released":
      if (before.driverId != null) await forgetPositionIfIdle(tx, before.driverId);
      break;
    case "released": {
      const store = await loadStore(tx, order.cookId);
      out.push(
        await note(
          tx,
          order,
          order.cookId,
          "scheduled_order_due",
          "Scheduled order to prepare",
          `Start preparing scheduled order #${order.id} for ${slotLabel(order.scheduledFor!, store.timeZone)}.`,
          "/chef-management",
        ),
      );
      if (order.status !== before.status) out.push(await notifyOrderStatus(tx, order.id, order.status));
      break;
    }
  }
  return out.filter((n): n is Notification => n != null);
}

/** A customer's order cancelled by the kitchen's day off: the reason, and suggestions when they asked. */
async function dayOffNotice(tx: Tx, before: Order, order: Order, event: Extract<OrderEvent, { type: "day_off" }>) {
  const store = await loadStore(tx, order.cookId);
  const names = event.substitutes.length
    ? await tx.foodItem.findMany({ where: { id: { in: event.substitutes } }, select: { id: true, name: true } })
    : [];
  const instead = names.length
    ? ` You could order instead: ${event.substitutes
        .map((id) => names.find((n) => n.id === id)?.name)
        .filter(Boolean)
        .join(", ")}.`
    : "";
  const when = order.scheduledFor ? ` (${slotLabel(order.scheduledFor, store.timeZone)})` : "";
  const money =
    before.paymentStatus === "succeeded" ? "is cancelled and refunded in full" : "is cancelled; you were not charged";
  return note(
    tx,
    order,
    order.customerId,
    "order_cancelled",
    "Kitchen closed: order cancelled",
    `${store.businessName} is closed on ${dayLabel(order.scheduledFor ?? order.createdAt, store.timeZone)}${when}: ${event.reason}. Your order #${order.id} ${money}.${instead}`,
    tracking(order),
  );
}

/** Mails an event owes besides its notifications, sent once it committed. */
export async function afterCommit(services: Services, done: Aftermath, { refunded }: { refunded: boolean }) {
  if (done.event.type !== "decline") return;
  const order = await services.prisma.order.findUniqueOrThrow({
    where: { id: done.order.id },
    include: {
      customer: { select: { email: true, name: true } },
      cook: { select: { name: true, restaurantProfile: { select: { restaurantName: true } } } },
    },
  });
  const owed = done.before.paymentStatus === "succeeded";
  const kitchen = order.cook.restaurantProfile?.restaurantName ?? order.cook.name;
  await services.mailer.send(
    composeMail({
      to: order.customer.email,
      subject: `Your HomePlate order #${order.id} was declined`,
      greeting: `Hello ${order.customer.name},`,
      paragraphs: [
        `${kitchen} could not take your order #${order.id}.`,
        `Reason: ${order.cancelReason}`,
        refunded || order.paymentStatus === "refunded"
          ? `Your payment of ${formatDollars(order.totalCents)} has been refunded to your card.`
          : owed
            ? `Your refund of ${formatDollars(order.totalCents)} is being processed and will reach your card.`
            : "You were not charged for this order.",
      ],
      action: { label: "View your orders", url: `${services.publicUrl()}/orders` },
    }),
  );
}
