// /api paths of checkout, orders and reviews (customer spec §7), and the Stripe webhook, which needs
// the raw body for its signature and so is served beside the route table (app/handler.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Services } from "../context.ts";
import { readBody } from "../http/requests.ts";
import { applyWebhookEvent } from "../domain/orders/payment.ts";
import { WebhookSignatureError } from "../services/payments.ts";
import {
  mutationOperation as mutation,
  RestFailure,
  sendJson,
  sendText,
  type RestRequest,
  type RestRoute,
} from "./router.ts";
import { centsOf, dollarNumber, inputGlobalId, nodes, optionalInt, orderFields, restOrder, text } from "./shapes.ts";

// The history lists the spec's customer view (id, status, createdAt, total, items) and a little more;
// a smaller selection keeps the list query within the cost limit.
const historyFields = `
  databaseId customerDatabaseId cookDatabaseId status statusLabel createdAt totalCents deliveryAddress kitchenName scheduledFor scheduledLabel
  items { foodItemDatabaseId name imageUrl quantity unitPriceCents reviewed canReview }`;

// What a kitchen sees of its orders: the order, the customer, the dishes, the decline reason.
const kitchenFields = `
  databaseId customerDatabaseId cookDatabaseId driverDatabaseId status statusLabel paymentStatus createdAt paidAt
  subtotalCents platformFeeCents deliveryFeeCents taxCents totalCents deliveryAddress pickupAddress deliveryInstructions
  cookName kitchenName customerName cancelReason cancelledAt scheduledFor scheduledLabel items { foodItemDatabaseId name quantity unitPriceCents }`;

// One order after a step by its cook or driver: the kitchen's view and the delivery's.
const stepFields = `${kitchenFields} tipCents driverPayCents estimatedDelivery pickedUpAt onWayAt deliveredAt cookPhone customerPhone driver { name vehicle phone }`;

/** The tip of a REST payload: `tipPercent` (10, 15, 20) or `tip` in dollars ("3.50" or 3.5). */
function restTip(body: Record<string, unknown>) {
  if (body.tipPercent != null && body.tipPercent !== "") return { percent: optionalInt(body.tipPercent) ?? -1 };
  if (body.tip == null || body.tip === "") return null;
  return { amountCents: centsOf(body.tip) };
}

/** The spec's order items (foodItemId, quantity; its `price` is not read), or null for the cart's order. */
function restItems(items: unknown) {
  if (items === undefined || items === null) return null;
  if (!Array.isArray(items)) throw new RestFailure(400, "items must be a list of { foodItemId, quantity }");
  return items.map((item) => {
    if (typeof item !== "object" || item === null)
      throw new RestFailure(400, "items must be a list of { foodItemId, quantity }");
    const { foodItemId, quantity } = item as Record<string, unknown>;
    return { foodItemId: inputGlobalId("FoodItem", foodItemId), quantity: optionalInt(quantity) ?? 0 };
  });
}

/** Order ahead: the slot start a payload names (ISO 8601, as GET /api/chefs/{id}/delivery-slots gives it), or none. */
const scheduledFor = (body: Record<string, unknown>) =>
  body.scheduledFor == null || body.scheduledFor === "" ? null : String(body.scheduledFor);

/** The spec's checkout paths answer a failure as text; a client that sends a promo code (beyond the
 * spec) gets the newer paths' JSON `{ error }`. */
const promoClientErrors = ({ body }: RestRequest) => (body.promoCode == null ? "text" : "json");

export const orderRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "/api/create-payment-intent",
    // The amount is the server's total of the signed-in customer's cart. With an empty server cart
    // (the spec's client keeps its cart itself) the payload's `amount` makes a provisional intent,
    // whose amount POST /api/orders sets to the server's total of the order's items.
    operation: mutation(
      "createPaymentIntent",
      "CreatePaymentIntentInput",
      `... on CreatePaymentIntentPayload { paymentIntentId clientSecret amountCents provider publishableKey }`,
    ),
    variables: ({ body }) => ({
      input: {
        deliveryAddress: text(body.deliveryAddress),
        tip: restTip(body),
        amountCents: body.amount == null || body.amount === "" ? null : centsOf(body.amount),
        scheduledFor: scheduledFor(body),
        promoCode: text(body.promoCode),
      },
    }),
    errors: promoClientErrors,
    respond: (r) => ({
      clientSecret: r.clientSecret,
      paymentIntentId: r.paymentIntentId,
      amount: dollarNumber(r.amountCents),
      amountCents: r.amountCents,
      provider: r.provider,
      publishableKey: r.publishableKey,
    }),
  },
  {
    method: "POST",
    path: "/api/orders",
    // Of the spec's order payload the items (foodItemId, quantity), address, instructions and intent
    // are read; without items, the server cart is ordered. The customer is the signed-in user, the
    // cook is the dishes', prices and totals are the server's. The answer names the intent to pay:
    // the test provider's card goes to POST /api/payment-intents/{paymentIntentId}/confirm.
    operation: mutation(
      "placeOrder",
      "PlaceOrderInput",
      `... on PlaceOrderPayload { paymentIntentId clientSecret order { ${orderFields} } }`,
    ),
    variables: ({ body }) => ({
      input: {
        items: restItems(body.items),
        paymentIntentId: text(body.paymentIntentId),
        deliveryAddress: text(body.deliveryAddress),
        deliveryInstructions: text(body.deliveryInstructions),
        scheduledFor: scheduledFor(body),
        promoCode: text(body.promoCode),
      },
    }),
    errors: promoClientErrors,
    respond: (r) => ({ ...restOrder(r.order), paymentIntentId: r.paymentIntentId, clientSecret: r.clientSecret }),
  },
  {
    method: "POST",
    path: "/api/payment-intents/:id/confirm",
    // The test provider only (no STRIPE_SECRET_KEY): pays an intent with a Stripe test card, as
    // Stripe.js would in the browser: {"cardNumber": "4242 4242 4242 4242"}.
    operation: mutation(
      "confirmTestPayment",
      "ConfirmTestPaymentInput",
      `... on ConfirmTestPaymentPayload { paymentIntentId status }`,
    ),
    variables: ({ params, body }) => ({
      input: { paymentIntentId: params.id, cardNumber: text(body.cardNumber) ?? "" },
    }),
    respond: (r) => ({ paymentIntentId: r.paymentIntentId, status: r.status }),
  },
  {
    method: "POST",
    path: "/api/orders/:id/complete-payment",
    operation: mutation(
      "completePayment",
      "CompletePaymentInput",
      `... on CompletePaymentPayload { order { ${orderFields} } }`,
    ),
    variables: ({ params, body }) => ({
      input: { orderId: inputGlobalId("Order", params.id), paymentIntentId: text(body.paymentIntentId) },
    }),
    respond: (r) => restOrder(r.order),
  },
  {
    method: "GET",
    path: "/api/orders/customer/:userId",
    operation: `query Rest_customerOrders($customerId: Int!, $first: Int, $offset: Int) {
      result: customerOrders(customerId: $customerId, first: $first, offset: $offset) { totalCount edges { node { ${historyFields} } } }
    }`,
    list: { defaultLimit: 50, total: (r) => r.totalCount },
    variables: ({ params, page }) => ({ customerId: optionalInt(params.userId) ?? 0, ...page }),
    respond: (r) => nodes(r).map(restOrder),
  },
  {
    method: "GET",
    path: "/api/chef/orders",
    // ?status=confirmed (any order status) narrows the list.
    // The page size is a variable: the cost limit multiplies a literal `first`.
    operation: `query Rest_chefOrders($status: OrderStatus, $first: Int, $offset: Int) {
      result: chefKitchen { kitchenOrders(first: $first, offset: $offset, status: $status) { totalCount edges { node { ${kitchenFields} } } } }
    }`,
    list: { defaultLimit: 100, total: (cook) => cook.kitchenOrders.totalCount },
    variables: ({ query, page }) => ({ status: query.get("status") || null, ...page }),
    respond: (cook) => nodes(cook.kitchenOrders).map(restOrder),
  },
  {
    method: "GET",
    path: "/api/orders/cook/:id",
    operation: `query Rest_cookOrders($id: ID!, $status: OrderStatus, $first: Int, $offset: Int) {
      result: node(id: $id) { ... on User { role kitchenOrders(first: $first, offset: $offset, status: $status) { totalCount edges { node { ${kitchenFields} } } } } }
    }`,
    list: { defaultLimit: 100, total: (user) => user?.kitchenOrders?.totalCount ?? 0 },
    variables: ({ params, query, page }) => ({
      id: inputGlobalId("User", params.id),
      status: query.get("status") || null,
      ...page,
    }),
    respond: (user) => {
      if (!user || user.role !== "cook") throw new RestFailure(404, "No cook with that id.");
      return nodes(user.kitchenOrders).map(restOrder);
    },
  },
  {
    method: "PATCH",
    path: "/api/orders/:id",
    // The cook's steps: {"status": "preparing"} from confirmed, {"status": "ready"} from preparing;
    // the driver's: picked_up, on_way, delivered.
    operation: mutation(
      "updateOrderStatus",
      "UpdateOrderStatusInput",
      `... on UpdateOrderStatusPayload { order { ${stepFields} } }`,
    ),
    variables: ({ params, body }) => ({
      input: { orderId: inputGlobalId("Order", params.id), status: text(body.status) ?? "" },
    }),
    respond: (r) => restOrder(r.order),
  },
  {
    method: "PATCH",
    path: "/api/orders/:id/status",
    operation: mutation(
      "updateOrderStatus",
      "UpdateOrderStatusInput",
      `... on UpdateOrderStatusPayload { order { ${stepFields} } }`,
    ),
    variables: ({ params, body }) => ({
      input: { orderId: inputGlobalId("Order", params.id), status: text(body.status) ?? "" },
    }),
    respond: (r) => restOrder(r.order),
  },
  {
    method: "POST",
    path: "/api/orders/:id/decline",
    operation: mutation(
      "declineOrder",
      "DeclineOrderInput",
      `... on DeclineOrderPayload { order { ${kitchenFields} } }`,
    ),
    variables: ({ params, body }) => ({
      input: { orderId: inputGlobalId("Order", params.id), reason: text(body.reason) ?? "" },
    }),
    respond: (r) => restOrder(r.order),
  },
  {
    method: "GET",
    path: "/api/orders/:id",
    operation: `query Rest_order($id: Int!) { result: order(databaseId: $id) { ${orderFields} } }`,
    variables: ({ params }) => ({ id: optionalInt(params.id) ?? 0 }),
    respond: (order) => {
      if (!order) throw new RestFailure(404, "Order not found.");
      return restOrder(order);
    },
  },
  {
    method: "POST",
    path: "/api/reviews",
    operation: mutation(
      "createReview",
      "CreateReviewInput",
      `... on CreateReviewPayload { reviewId rating comment createdAt foodItemDatabaseId order { databaseId } }`,
    ),
    variables: ({ body }) => ({
      input: {
        orderId: inputGlobalId("Order", body.orderId),
        foodItemId: inputGlobalId("FoodItem", body.foodItemId),
        rating: optionalInt(body.rating),
        comment: text(body.comment),
      },
    }),
    respond: (r) => ({
      id: r.reviewId,
      rating: r.rating,
      comment: r.comment,
      foodItemId: r.foodItemDatabaseId,
      orderId: r.order.databaseId,
      createdAt: r.createdAt,
    }),
  },
];

export const STRIPE_WEBHOOK_PATH = "/api/stripe/webhook";

/**
 * POST /api/stripe/webhook: a Stripe-signed event (Stripe's scheme in test mode too, with the
 * configured secret). Each event id is applied once; the payment itself is always re-read from the
 * provider, so an event's body is never trusted for money.
 */
export function stripeWebhookHandler(services: Services) {
  return async function handleStripeWebhook(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== "POST") {
      res.setHeader("allow", "POST");
      return sendText(res, 405, `${req.method} is not allowed on ${STRIPE_WEBHOOK_PATH}`);
    }
    const raw = await readBody(req);
    let event;
    try {
      event = services.payments.verifyWebhook(raw, req.headers["stripe-signature"] as string | undefined);
    } catch (error) {
      if (error instanceof WebhookSignatureError)
        return sendText(res, 400, `Webhook signature rejected: ${error.message}`);
      throw error;
    }
    if (!(await applyWebhookEvent(services, event))) return sendJson(res, 200, { received: true, duplicate: true });
    sendJson(res, 200, { received: true });
  };
}
