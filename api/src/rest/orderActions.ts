// /api paths beyond the spec for orders: a kitchen's delivery slots (order ahead), cancelling a
// scheduled order, reordering a past order, sharing an order's tracking, and tipping after delivery. Failures answer JSON
// `{ "error": message }` with a 4xx status.
import { mutationOperation as mutation, RestFailure, type RestRoute } from "./router.ts";
import {
  centsOf,
  dollars,
  inputGlobalId,
  orderFields,
  pathGlobalId,
  restOrder,
  restTip,
  text,
  tipFields,
} from "./shapes.ts";

const ERROR = `__typename ... on Error { message }`;

/** A shared order as anyone holding its link sees it. */
const sharedFields = `status statusLabel etaMinutes estimatedDelivery scheduledLabel kitchenName driverFirstName driverLocation { lat lng } expiresAt`;

export const orderActionRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "/api/orders/:id/tip",
    // {"amount": "5.00"} (or 5): charged to a saved card ("savedCardId", else the latest); the test
    // provider also takes {"cardNumber": ...}. An Idempotency-Key header (or "idempotencyKey") names the
    // tip: sent again, it never charges twice; without one, the same amount on the same order is the
    // same tip. A tip the bank wants confirmed answers status "requires_action" with its client secret.
    operation: mutation(
      "tipDriver",
      "TipDriverInput",
      `... on TipDriverPayload { tip { ${tipFields} } order { tipsGivenCents tipsGiven { ${tipFields} } } }`,
    ),
    variables: ({ params, body, header }) => {
      if (body.amount == null || body.amount === "")
        throw new RestFailure(400, 'Please give the tip\'s amount, e.g. { "amount": "5.00" }.');
      return {
        input: {
          orderId: pathGlobalId("Order", params.id, "Order not found."),
          amountCents: centsOf(body.amount),
          idempotencyKey: header("idempotency-key") ?? text(body.idempotencyKey),
          cardNumber: text(body.cardNumber),
          savedCardId: body.savedCardId == null ? null : inputGlobalId("SavedCard", body.savedCardId),
        },
      };
    },
    respond: (r) => ({
      ...restTip(r.tip),
      tipsGiven: r.order.tipsGiven.map(restTip),
      tipsTotal: dollars(r.order.tipsGivenCents),
    }),
    errors: "json",
  },
  {
    method: "POST",
    path: "/api/orders/:id/tips/:tipId/complete",
    // After the customer confirmed the payment their bank asked about (3-D Secure).
    operation: mutation(
      "completeTip",
      "CompleteTipInput",
      `... on TipDriverPayload { tip { ${tipFields} } order { tipsGivenCents tipsGiven { ${tipFields} } } }`,
    ),
    variables: ({ params }) => ({ input: { tipId: pathGlobalId("Tip", params.tipId, "Tip not found.") } }),
    respond: (r) => ({
      ...restTip(r.tip),
      tipsGiven: r.order.tipsGiven.map(restTip),
      tipsTotal: dollars(r.order.tipsGivenCents),
    }),
    errors: "json",
  },
  {
    method: "GET",
    path: "/api/chefs/:id/delivery-slots",
    // ?date=YYYY-MM-DD, the kitchen's local date (its today when left out).
    operation: `query Rest_deliverySlots($cookId: ID!, $date: String) {
      result: deliverySlots(cookId: $cookId, date: $date) { ${ERROR}
        ... on DeliverySlots { slots { startLocal endLocal label available remaining refusal } } } }`,
    variables: ({ params, query }) => ({
      cookId: pathGlobalId("User", params.id, "No kitchen with that id."),
      date: query.get("date") || null,
    }),
    respond: (r) =>
      r.slots.map((s: any) => ({
        start: s.startLocal,
        end: s.endLocal,
        available: s.available,
        remaining: s.remaining,
        reason: s.refusal,
        label: s.label,
      })),
    errors: "json",
  },
  {
    method: "POST",
    path: "/api/orders/:id/cancel",
    operation: mutation(
      "cancelScheduledOrder",
      "CancelScheduledOrderInput",
      `... on CancelScheduledOrderPayload { order { ${orderFields} refundPending } }`,
    ),
    variables: ({ params }) => ({ input: { orderId: pathGlobalId("Order", params.id, "Order not found.") } }),
    respond: (r) => ({ ...restOrder(r.order), refundPending: r.order.refundPending }),
    errors: "json",
  },
  {
    method: "POST",
    path: "/api/orders/:id/reorder",
    // {"replaceCart": true} empties a cart of another kitchen's dishes first; without it such a cart answers 409.
    operation: mutation(
      "reorder",
      "ReorderInput",
      `... on ReorderPayload { added { foodItemDatabaseId name quantity unitPriceCents } unavailable { foodItemDatabaseId name reason } }`,
    ),
    variables: ({ params, body }) => ({
      input: { orderId: pathGlobalId("Order", params.id, "Order not found."), replaceCart: body.replaceCart === true },
    }),
    respond: (r) => ({
      added: r.added.map((a: any) => ({
        foodItemId: a.foodItemDatabaseId,
        name: a.name,
        quantity: a.quantity,
        price: dollars(a.unitPriceCents),
      })),
      unavailable: r.unavailable.map((u: any) => ({
        foodItemId: u.foodItemDatabaseId,
        name: u.name,
        reason: u.reason,
      })),
    }),
    errors: "json",
  },
  {
    method: "POST",
    path: "/api/orders/:id/share",
    operation: mutation(
      "shareOrderTracking",
      "ShareOrderTrackingInput",
      `... on ShareOrderTrackingPayload { url expiresAt }`,
    ),
    variables: ({ params }) => ({ input: { orderId: pathGlobalId("Order", params.id, "Order not found.") } }),
    respond: (r) => ({ url: r.url, expiresAt: r.expiresAt }),
    errors: "json",
  },
  {
    method: "DELETE",
    path: "/api/orders/:id/share",
    operation: mutation(
      "revokeOrderTracking",
      "RevokeOrderTrackingInput",
      `... on RevokeOrderTrackingPayload { revokedCount }`,
    ),
    variables: ({ params }) => ({ input: { orderId: pathGlobalId("Order", params.id, "Order not found.") } }),
    respond: (r) => ({ revoked: r.revokedCount }),
    errors: "json",
  },
  {
    method: "GET",
    path: "/api/tracking/:token",
    // The read-only view a shared link opens; anyone may call it.
    operation: `query Rest_sharedTracking($token: String!) { result: sharedTracking(token: $token) { ${sharedFields} } }`,
    variables: ({ params }) => ({ token: params.token }),
    respond: (t) => {
      if (!t) throw new RestFailure(404, "This tracking link is not valid or has expired.");
      return t;
    },
    errors: "json",
  },
];
