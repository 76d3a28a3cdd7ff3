// The store's rules (companion spec §5: platform settings and the chef settings tab), with their
// messages, and the contact details any user keeps. Pure zod over cents.
import { z } from "zod";
import { WEEKDAYS } from "./defaults.ts";
import { formatWholeDollars } from "../money.ts";

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

const dayHours = (day: string) =>
  z
    .object({
      isOpen: z.boolean(),
      openTime: z
        .string()
        .regex(HHMM, `Business hours for ${day}: use times like 09:00`)
        .refine((v) => v !== "24:00", `Business hours for ${day}: use times like 09:00`),
      closeTime: z.string().regex(HHMM, `Business hours for ${day}: use times like 17:00 (24:00 for midnight)`),
    })
    .refine((h) => !h.isOpen || h.openTime < h.closeTime, {
      message: `Business hours for ${day}: opening time must be before closing time`,
      path: ["closeTime"],
    });

export const businessHours = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours(d[0]!.toUpperCase() + d.slice(1))])) as {
    [K in (typeof WEEKDAYS)[number]]: ReturnType<typeof dayHours>;
  },
);

const range = (label: string, min: number, max: number, unit: (n: number) => string) =>
  z
    .number({ error: `${label} is required` })
    .min(min, `${label} must be between ${unit(min)} and ${unit(max)}`)
    .max(max, `${label} must be between ${unit(min)} and ${unit(max)}`);

export const storeSettings = z.object({
  businessName: z.string().trim().min(1, "Business name is required").max(120, "Business name is too long"),
  description: z
    .string()
    .trim()
    .max(2000, "Description is too long")
    .transform((v) => v || null),
  address: z.string().trim().min(1, "Address is required").max(300, "Address is too long"),
  phone: z.string().trim().min(1, "Phone number is required").max(30, "Phone number is too long"),
  email: z.string().trim().toLowerCase().pipe(z.email("Valid email is required")),
  preparationTime: range("Preparation time", 10, 120, (n) => `${n}`).int("Preparation time must be whole minutes"),
  deliveryRadiusMiles: range("Delivery radius", 0.5, 50, (n) => `${n}`),
  deliveryFeeCents: range("Delivery fee", 0, 2000, formatWholeDollars).int(),
  minimumOrderCents: range("Minimum order amount", 500, 10_000, formatWholeDollars).int(),
  freeDeliveryMinimumCents: range("Free delivery minimum", 2000, 20_000, formatWholeDollars).int(),
  autoAcceptOrders: z.boolean(),
  maxOrdersPerHour: range("Max orders per hour", 1, 50, (n) => `${n}`).int(
    "Max orders per hour must be a whole number",
  ),
  payoutFrequency: z.enum(["daily", "weekly"], { error: "Payout frequency must be daily or weekly" }),
  taxId: z
    .string()
    .trim()
    .max(40, "Tax ID is too long")
    .transform((v) => v || null),
  businessHours,
  // Order ahead; null keeps the default (the preparation time; half the hourly capacity).
  orderCutoffMinutes: range("Order cutoff", 0, 1440, (n) => `${n}`)
    .int("Order cutoff must be whole minutes")
    .nullable(),
  maxOrdersPerSlot: range("Max orders per slot", 1, 50, (n) => `${n}`)
    .int("Max orders per slot must be a whole number")
    .nullable(),
});

export const ORDER_CAPACITIES = [5, 10, 20] as const;

/** The chef settings tab: each field optional, a missing one stays as it is. */
export const chefPreferences = z.object({
  notifyOrders: z.boolean().optional(),
  notifyEmail: z.boolean().optional(),
  notifyPush: z.boolean().optional(),
  payoutSchedule: z
    .enum(["daily", "weekly", "monthly"], { error: "Payout schedule must be daily, weekly or monthly" })
    .optional(),
  autoAcceptOrders: z.boolean().optional(),
  vacationMode: z.boolean().optional(),
  maxOrdersPerDay: z
    .number()
    .int()
    .refine(
      (n) => (ORDER_CAPACITIES as readonly number[]).includes(n),
      "Order capacity must be 5, 10 or 20 orders a day, or unlimited",
    )
    .nullable()
    .optional(),
});

export const contactInfo = z.object({
  phone: z
    .string()
    .trim()
    .max(30, "Phone number is too long")
    .refine((v) => v.replace(/\D/g, "").length >= 10, "Phone number must be at least 10 digits"),
  address: z.string().trim().min(5, "Please provide a complete address").max(300, "Address is too long"),
});
