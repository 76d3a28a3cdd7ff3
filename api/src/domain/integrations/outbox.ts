// The webhook outbox: an event is written, one message per endpoint that wants it, in the same
// transaction as the change it reports, so a change is never reported without happening and never
// happens unreported. The delivery worker (delivery.ts) sends what is written here. Callers make one
// call each, inside their transaction: recordOrderPaid, recordOrderStatus, recordReviewCreated,
// recordMenuChanged.
import crypto from "node:crypto";
import { globalIdOf } from "../globalIds.ts";
import type { FoodItem, Prisma } from "../../generated/prisma/client.ts";
import { dollarsText } from "../money.ts";

export const WEBHOOK_EVENTS = [
  "order.paid",
  "order.status_changed",
  "order.delivered",
  "order.cancelled",
  "review.created",
  "menu.changed",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Sent by 'Send test event' only; endpoints do not subscribe to it. */
export const TEST_EVENT = "webhook.test";

/** The key scope that may receive each event: the scope that reads its data. */
export const EVENT_SCOPES: Record<WebhookEvent, string> = {
  "order.paid": "orders:read",
  "order.status_changed": "orders:read",
  "order.delivered": "orders:read",
  "order.cancelled": "orders:read",
  "review.created": "orders:read",
  "menu.changed": "menu:read",
};

/** Ids of what an event is about, as numbers: the variables a registered query receives. */
export type EventRefs = {
  cookId: number;
  orderId?: number;
  reviewId?: number;
  foodItemId?: number;
};
export type StoredPayload = { data: unknown; refs: EventRefs };

/** A Standard Webhooks message id (`webhook-id`). */
export const newMessageId = () => `msg_${crypto.randomBytes(16).toString("base64url")}`;

// Processes wake their delivery worker when they write an event, instead of waiting for its poll.
const listeners = new Set<() => void>();
export function onOutboxWrite(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
/** Tells this process' delivery workers that a message is (about to be) due. */
export function wakeDelivery() {
  for (const listener of listeners) listener();
}

/** Writes `event` for every enabled endpoint that wants it: the kitchen's own and every admin's.
 * The data is built only when some endpoint will receive it. */
async function record(
  tx: Prisma.TransactionClient,
  event: WebhookEvent,
  refs: EventRefs,
  data: () => Promise<unknown> | unknown,
) {
  const endpoints = await tx.webhookEndpoint.findMany({
    where: {
      enabled: true,
      events: { has: event },
      OR: [{ userId: refs.cookId }, { user: { role: "admin" } }],
    },
    select: { id: true },
  });
  if (endpoints.length === 0) return;
  const payload = {
    data: await data(),
    refs,
  } as StoredPayload as unknown as Prisma.InputJsonValue;
  await tx.webhookMessage.createMany({
    data: endpoints.map((e) => ({
      id: newMessageId(),
      endpointId: e.id,
      event,
      payload,
    })),
  });
  wakeDelivery();
}

/** An order as its default payload shows it: the cook's view of it (money in cents and dollars). */
async function orderData(tx: Prisma.TransactionClient, orderId: number) {
  const o = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    include: {
      items: {
        select: {
          name: true,
          quantity: true,
          unitPriceCents: true,
          foodItemId: true,
        },
        orderBy: { id: "asc" },
      },
      customer: { select: { name: true } },
    },
  });
  return {
    order: {
      id: globalIdOf("Order", o.id),
      databaseId: o.id,
      status: o.status,
      paymentStatus: o.paymentStatus,
      cookId: o.cookId,
      customerId: o.customerId,
      customerName: o.customer.name,
      driverId: o.driverId,
      subtotalCents: o.subtotalCents,
      totalCents: o.totalCents,
      total: dollarsText(o.totalCents),
      discountCents: o.discountCents,
      discount: dollarsText(o.discountCents),
      promoCode: o.promoCode,
      discountPaidBy: o.discountFundedBy,
      deliveryAddress: o.deliveryAddress,
      deliveryInstructions: o.deliveryInstructions,
      createdAt: o.createdAt.toISOString(),
      paidAt: o.paidAt?.toISOString() ?? null,
      deliveredAt: o.deliveredAt?.toISOString() ?? null,
      cancelledAt: o.cancelledAt?.toISOString() ?? null,
      cancelReason: o.cancelReason,
      items: o.items.map((i) => ({
        name: i.name,
        quantity: i.quantity,
        unitPriceCents: i.unitPriceCents,
        foodItemId: i.foodItemId,
      })),
    },
  };
}

async function orderRefs(tx: Prisma.TransactionClient, orderId: number): Promise<EventRefs> {
  const { cookId } = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { cookId: true },
  });
  return { cookId, orderId };
}

/** A paid order: `order.paid`, and `order.status_changed` for the status payment moved it to. */
export async function recordOrderPaid(tx: Prisma.TransactionClient, orderId: number) {
  const refs = await orderRefs(tx, orderId);
  await record(tx, "order.paid", refs, () => orderData(tx, orderId));
  await record(tx, "order.status_changed", refs, () => orderData(tx, orderId));
}

/** An order's new status: `order.status_changed`, and `order.delivered` or `order.cancelled` when it is one. */
export async function recordOrderStatus(tx: Prisma.TransactionClient, orderId: number) {
  const refs = await orderRefs(tx, orderId);
  const { status } = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { status: true },
  });
  await record(tx, "order.status_changed", refs, () => orderData(tx, orderId));
  if (status === "delivered") await record(tx, "order.delivered", refs, () => orderData(tx, orderId));
  if (status === "cancelled") await record(tx, "order.cancelled", refs, () => orderData(tx, orderId));
}

/** A new review of one of the kitchen's dishes. */
export async function recordReviewCreated(tx: Prisma.TransactionClient, reviewId: number) {
  const review = await tx.review.findUniqueOrThrow({
    where: { id: reviewId },
    include: {
      order: { select: { cookId: true } },
      foodItem: { select: { id: true, name: true } },
    },
  });
  const refs = {
    cookId: review.order.cookId,
    orderId: review.orderId,
    reviewId,
    ...(review.foodItemId ? { foodItemId: review.foodItemId } : {}),
  };
  await record(tx, "review.created", refs, () => ({
    review: {
      id: globalIdOf("Review", review.id),
      databaseId: review.id,
      rating: review.rating,
      comment: review.comment,
      createdAt: review.createdAt.toISOString(),
      orderDatabaseId: review.orderId,
      foodItem: review.foodItem
        ? {
            id: globalIdOf("FoodItem", review.foodItem.id),
            databaseId: review.foodItem.id,
            name: review.foodItem.name,
          }
        : null,
    },
  }));
}

/** A dish created, updated, withdrawn or deleted, as it is after the change (before it, when deleted). */
export async function recordMenuChanged(
  tx: Prisma.TransactionClient,
  change: "created" | "updated" | "withdrawn" | "deleted",
  dish: FoodItem,
) {
  const refs = {
    cookId: dish.cookId,
    ...(change === "deleted" ? {} : { foodItemId: dish.id }),
  };
  await record(tx, "menu.changed", refs, () => ({
    change,
    foodItem: {
      id: globalIdOf("FoodItem", dish.id),
      databaseId: dish.id,
      name: dish.name,
      priceCents: dish.priceCents,
      price: dollarsText(dish.priceCents),
      available: change === "deleted" || change === "withdrawn" ? false : dish.available,
      isOnSpecial: dish.isOnSpecial,
      specialPriceCents: dish.specialPriceCents,
      categoryId: dish.categoryId,
      meal: dish.meal,
    },
  }));
}
