// The rules of promo codes, no I/O: what a code's settings may be, what it takes off an order, and
// why a code is refused, in words a customer understands.
import { z } from "zod";
import { formatDollars } from "../money.ts";

export const PROMO_KINDS = ["percent", "amount", "free_delivery"] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** Why a code does not apply; each has its own message (`refusalMessage`). */
export const PROMO_REFUSALS = [
  "unknown",
  "inactive",
  "not_started",
  "expired",
  "minimum_not_met",
  "used_up",
  "already_used",
  "first_order_only",
  "other_kitchen",
] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

/** Codes are matched whatever their case: kept and compared upper-case, without spaces around. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

const day = (at: Date) =>
  at.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Chicago" });

/** What a refusal tells the customer; `detail` fills in the date, minimum or kitchen. */
export function refusalMessage(
  reason: PromoRefusal,
  code: string,
  detail: { at?: Date; minSubtotalCents?: number; kitchenName?: string } = {},
): string {
  switch (reason) {
    case "unknown":
      return `We don't know the promo code ${code}. Please check it and try again.`;
    case "inactive":
      return `The promo code ${code} is no longer active.`;
    case "not_started":
      return `The promo code ${code} is not active yet: it starts ${day(detail.at!)}.`;
    case "expired":
      return `The promo code ${code} expired ${day(detail.at!)}.`;
    case "minimum_not_met":
      return `The promo code ${code} needs a subtotal of at least ${formatDollars(detail.minSubtotalCents!)}.`;
    case "used_up":
      return `The promo code ${code} has been used up.`;
    case "already_used":
      return `You have already used the promo code ${code}.`;
    case "first_order_only":
      return `The promo code ${code} is for a first order only.`;
    case "other_kitchen":
      return `The promo code ${code} is for orders from ${detail.kitchenName ?? "another kitchen"} only.`;
  }
}

/** The settings of a code as stored (cents, upper-case code). */
export type PromoSettings = {
  code: string;
  kind: PromoKind;
  value: number;
  minSubtotalCents: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  maxRedemptions: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
};

export const MAX_AMOUNT_CENTS = 100_000;

const optionalLimit = (name: string) =>
  z
    .number()
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(1_000_000, `${name} must be at most 1,000,000`)
    .nullable();

/** The rules a code's settings follow, checked on create and on every change. */
export const promoSettingsRules = z
  .object({
    code: z
      .string()
      .transform(normalizeCode)
      .pipe(
        z
          .string()
          .min(3, "A code needs 3 to 32 characters")
          .max(32, "A code needs 3 to 32 characters")
          .regex(/^[A-Z0-9_-]+$/, "A code may hold only letters, digits, - and _"),
      ),
    kind: z.enum(PROMO_KINDS, { message: "kind must be percent, amount or free_delivery" }),
    value: z.number().int("The value must be a whole number of percent or cents"),
    minSubtotalCents: z
      .number()
      .int()
      .min(0, "minSubtotal cannot be negative")
      .max(MAX_AMOUNT_CENTS, "minSubtotal must be at most $1,000.00")
      .nullable(),
    startsAt: z.date().nullable(),
    endsAt: z.date().nullable(),
    maxRedemptions: optionalLimit("maxRedemptions"),
    perCustomerLimit: optionalLimit("perCustomerLimit"),
    firstOrderOnly: z.boolean(),
  })
  .superRefine((s, issue) => {
    if (s.kind === "percent" && (s.value < 1 || s.value > 100))
      issue.addIssue({ code: "custom", path: ["value"], message: "A percent code takes 1 to 100 percent off" });
    if (s.kind === "amount" && (s.value < 1 || s.value > MAX_AMOUNT_CENTS))
      issue.addIssue({ code: "custom", path: ["value"], message: "An amount code takes $0.01 to $1,000.00 off" });
    if (s.startsAt && s.endsAt && s.endsAt <= s.startsAt)
      issue.addIssue({ code: "custom", path: ["endsAt"], message: "endsAt must be after startsAt" });
  })
  .transform((s) => ({ ...s, value: s.kind === "free_delivery" ? 0 : s.value }));

/** The money an order's quote puts before a code: the dishes and the delivery fee, in cents. */
export type PromoBase = { subtotalCents: number; deliveryFeeCents: number };

/** What the code takes off: a percent of the subtotal (half-up), an amount up to the subtotal, or the delivery fee. */
export function discountCents(code: Pick<PromoSettings, "kind" | "value">, base: PromoBase): number {
  if (code.kind === "percent") return Math.floor((2 * base.subtotalCents * code.value + 100) / 200);
  if (code.kind === "amount") return Math.min(code.value, base.subtotalCents);
  return base.deliveryFeeCents;
}

/** The refusals that depend on the code and the moment only. */
export function refusalByDate(code: Pick<PromoSettings, "startsAt" | "endsAt">, now: Date): PromoRefusal | null {
  if (code.startsAt && now < code.startsAt) return "not_started";
  if (code.endsAt && now >= code.endsAt) return "expired";
  return null;
}

/** How a code's uses stand: all of them, the customer's own, and whether the customer ordered before. */
export type UseCounts = { total: number; byCustomer: number; customerHasOrdered: boolean };

/** The refusals that depend on how the code was used; counted under the code's lock when redeeming. */
export function refusalByUse(
  code: Pick<PromoSettings, "maxRedemptions" | "perCustomerLimit" | "firstOrderOnly">,
  uses: UseCounts,
): PromoRefusal | null {
  if (code.firstOrderOnly && uses.customerHasOrdered) return "first_order_only";
  if (code.perCustomerLimit != null && uses.byCustomer >= code.perCustomerLimit) return "already_used";
  if (code.maxRedemptions != null && uses.total >= code.maxRedemptions) return "used_up";
  return null;
}
