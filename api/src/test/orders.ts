// Helpers for ordering stories: demo ids, a cart put straight into the database (the cart's own
// mutations belong to the catalog), the checkout operations, and Stripe-signed webhooks.
import Stripe from "stripe";
import { DEV_WEBHOOK_SECRET } from "../config.ts";
import { WEEKDAYS } from "../domain/store/defaults.ts";
import type { TestClient, TestServer } from "./server.ts";

export const TEST_CARD = "4242 4242 4242 4242";
export const DECLINED_CARD = "4000 0000 0000 0002";

export async function demoIds(server: TestServer) {
  const prisma = server.services.prisma;
  const user = (email: string) => prisma.user.findUniqueOrThrow({ where: { email } });
  const dish = (name: string) => prisma.foodItem.findFirstOrThrow({ where: { name } });
  return {
    casey: await user("customer@homeplate.dev"),
    jordan: await user("customer2@homeplate.dev"),
    maria: await user("cook@homeplate.dev"),
    kenji: await user("cook2@homeplate.dev"),
    admin: await user("admin@homeplate.dev"),
    tacos: await dish("Chicken Tinga Tacos"), // 12.00, special 9.99 without an end date
    carnitas: await dish("Carnitas Plate"), // 15.50
    churros: await dish("Churros con Chocolate"), // 5.75
    katsu: await dish("Chicken Katsu Curry"), // Kenji's, 13.50
  };
}

/** Replaces a user's cart with these lines. */
export async function setCart(server: TestServer, userId: number, lines: [foodItemId: number, quantity: number][]) {
  const prisma = server.services.prisma;
  await prisma.cartLine.deleteMany({ where: { userId } });
  if (lines.length)
    await prisma.cartLine.createMany({
      data: lines.map(([foodItemId, quantity]) => ({ userId, foodItemId, quantity })),
    });
}

const ERROR = `__typename ... on Error { message }`;

export const ops = {
  quote: `query($address: String) { result: checkoutQuote(deliveryAddress: $address) { ${ERROR}
    ... on CheckoutQuote { subtotalCents platformFeeCents deliveryFeeCents deliveryFeeLabel taxCents totalCents distanceMiles distanceKnown distanceApproximate deliveryAddress pickupAddress kitchenName
      lines { foodItemDatabaseId name quantity unitPriceCents regularPriceCents specialApplied } } } }`,
  createIntent: `mutation($input: CreatePaymentIntentInput!) { result: createPaymentIntent(input: $input) { ${ERROR}
    ... on CreatePaymentIntentPayload { paymentIntentId clientSecret amountCents provider quote { totalCents } } } }`,
  placeOrder: `mutation($input: PlaceOrderInput!) { result: placeOrder(input: $input) { ${ERROR}
    ... on PlaceOrderPayload { order { id databaseId status paymentStatus totalCents customerDatabaseId cookDatabaseId } } } }`,
  confirm: `mutation($input: ConfirmTestPaymentInput!) { result: confirmTestPayment(input: $input) { ${ERROR}
    ... on ConfirmTestPaymentPayload { paymentIntentId status } } }`,
  complete: `mutation($input: CompletePaymentInput!) { result: completePayment(input: $input) { ${ERROR}
    ... on CompletePaymentPayload { order { id databaseId status statusLabel paymentStatus paidAt } } } }`,
};

/** The whole checkout of the client's current cart with a card; returns every step's result. */
export async function checkout(
  client: TestClient,
  card = TEST_CARD,
  deliveryAddress?: string,
  { saveCard = false }: { saveCard?: boolean } = {},
) {
  const intent = await client.mutate(ops.createIntent, { input: { deliveryAddress, saveCard } });
  if (intent.__typename !== "CreatePaymentIntentPayload") throw new Error(`createPaymentIntent: ${intent.message}`);
  const placed = await client.mutate(ops.placeOrder, { input: { paymentIntentId: intent.paymentIntentId } });
  if (placed.__typename !== "PlaceOrderPayload") throw new Error(`placeOrder: ${placed.message}`);
  const confirmed = await client.mutate(ops.confirm, {
    input: { paymentIntentId: intent.paymentIntentId, cardNumber: card },
  });
  const completed = await client.mutate(ops.complete, {
    input: { orderId: placed.order.id, paymentIntentId: intent.paymentIntentId },
  });
  return { intent, order: placed.order, confirmed, completed };
}

/** Posts an event to /api/stripe/webhook signed with Stripe's scheme. */
export async function sendWebhook(server: TestServer, event: object, secret = DEV_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return server.client().fetch("/api/stripe/webhook", {
    method: "POST",
    body: payload,
    headers: { "content-type": "application/json", "stripe-signature": signature },
  });
}

export const intentSucceededEvent = (eventId: string, intentId: string) => ({
  id: eventId,
  object: "event",
  type: "payment_intent.succeeded",
  data: { object: { id: intentId, object: "payment_intent", status: "succeeded" } },
});

/** Opens a kitchen around the clock with no daily cap, so a test's checkout never meets closing time. */
export async function openAllDay(server: TestServer, userId: number) {
  await server.services.prisma.storeSettings.update({
    where: { userId },
    data: {
      businessHours: Object.fromEntries(
        WEEKDAYS.map((d) => [d, { isOpen: true, openTime: "00:00", closeTime: "24:00" }]),
      ),
      maxOrdersPerDay: null,
    },
  });
}
