// The test provider's cards: Stripe's public test card numbers and what each does
// (docs.stripe.com/testing), and the payment methods it keeps, attached to a provider customer only
// once the customer saved them, as at Stripe.
import crypto from "node:crypto";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { CardDetails } from "./payments.ts";

const SUCCEEDING_CARDS = new Set(["4242424242424242", "4000056655665556", "5555555555554444", "378282246310005"]);
const FAILING_CARDS: Record<string, string> = {
  "4000000000000002": "Your card was declined.",
  "4000000000009995": "Your card has insufficient funds.",
  "4000000000000069": "Your card has expired.",
  "4000000000000127": "Your card's security code is incorrect.",
};
/** 3-D Secure: the bank asks the customer to confirm a payment made with them; once the card is saved
 * for later payments, charges made while they are away need no confirmation. */
export const AUTHENTICATE_ONCE_CARD = "4000002500003155";
/** 3-D Secure on every payment, saved or not: an off-session charge needs the customer. */
export const AUTHENTICATE_ALWAYS_CARD = "4000002760003184";
/** Saves, then every charge of it is declined. */
export const DECLINE_AFTER_SAVING_CARD = "4000000000000341";

const AUTHENTICATING = new Set([AUTHENTICATE_ONCE_CARD, AUTHENTICATE_ALWAYS_CARD]);

export const digitsOf = (number: string) => number.replace(/[\s-]/g, "");

function luhnValid(digits: string) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** The message a test card gets when it pays with the customer there, or null when it pays. */
export function testCardOutcome(number: string): string | null {
  const digits = digitsOf(number);
  if (SUCCEEDING_CARDS.has(digits) || AUTHENTICATING.has(digits) || digits === DECLINE_AFTER_SAVING_CARD) return null;
  if (digits in FAILING_CARDS) return FAILING_CARDS[digits]!;
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return "Your card number is incorrect.";
  return "Your card was declined. Your request was in test mode, but used a non test card.";
}

/** Whether paying with the card, the customer there, first needs their confirmation. */
export const asksToAuthenticate = (number: string) => AUTHENTICATING.has(digitsOf(number));

/** What a charge of a saved card made while the customer is away meets. */
export function offSessionOutcome(number: string): "succeeds" | "authenticate" | string {
  const digits = digitsOf(number);
  if (digits === AUTHENTICATE_ALWAYS_CARD) return "authenticate";
  if (digits === DECLINE_AFTER_SAVING_CARD) return "Your card was declined.";
  return testCardOutcome(digits) ?? "succeeds";
}

/** A payment method for a card that paid or was set up; attached to `customer` when saved. */
export async function recordTestCard(prisma: PrismaClient, number: string, customer: string | null) {
  const id = `pm_test_${crypto.randomBytes(12).toString("hex")}`;
  await prisma.testPaymentMethod.create({ data: { id, cardNumber: digitsOf(number), customer } });
  return id;
}

export function testCardDetails(number: string): CardDetails {
  const brand = number.startsWith("4")
    ? "visa"
    : number.startsWith("5")
      ? "mastercard"
      : number.startsWith("3")
        ? "amex"
        : "card";
  // Stripe's test cards take any future expiry; the test provider keeps one three years ahead.
  return { brand, last4: number.slice(-4), expMonth: 12, expYear: new Date().getUTCFullYear() + 3 };
}
