// The chef area's rules (companion spec §5, with HomePlate's own where the spec shows none), with
// their messages. Pure zod over cents: the server enforces them; the web forms show the same texts.
import { z } from "zod";

export const CUISINE_TYPES = [
  "italian",
  "chinese",
  "mexican",
  "indian",
  "american",
  "thai",
  "japanese",
  "mediterranean",
  "french",
  "caribbean",
  "other",
] as const;

/** A restaurant profile's cuisine type for what an applicant wrote: one of CUISINE_TYPES, else 'other'. */
export function cuisineTypeOf(cuisine: string | null | undefined): (typeof CUISINE_TYPES)[number] {
  const wanted = (cuisine ?? "").trim().toLowerCase();
  return CUISINE_TYPES.find((c) => c === wanted) ?? "other";
}

export const PRESET_CATEGORIES = [
  "Appetizers",
  "Main Course",
  "Desserts",
  "Beverages",
  "Salads",
  "Soups",
  "Sandwiches",
  "Pizza",
  "Pasta",
  "Asian Cuisine",
  "Mexican",
  "Mediterranean",
  "Indian",
  "American",
  "Seafood",
  "Vegetarian",
  "Vegan",
  "Healthy Options",
  "Comfort Food",
  "BBQ",
] as const;

export const MEALS = ["breakfast", "lunch", "dinner", "desserts"] as const;

/** An image address: one of ours (/uploads/...) or an http(s) URL; blank means none. */
const imageUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(2000, message)
    .refine((v) => v === "" || /^\/uploads\/[a-z]+\/[A-Za-z0-9_-]+\.(webp|png|jpg)$/.test(v) || isHttpUrl(v), message)
    .transform((v) => (v === "" ? null : v));

/** An absolute http(s) address (images and videos given by URL). */
export function isHttpUrl(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

export const restaurantProfile = z.object({
  restaurantName: z
    .string()
    .trim()
    .min(2, "Restaurant name must be at least 2 characters")
    .max(120, "Restaurant name is too long"),
  cuisineType: z.enum(CUISINE_TYPES, { error: "Please select a cuisine type" }),
  description: z
    .string()
    .trim()
    .min(10, "Description must be at least 10 characters")
    .max(2000, "Description is too long"),
  logoUrl: imageUrl("Logo must be a valid URL"),
  bannerUrl: imageUrl("Banner must be a valid URL"),
  specialties: z
    .array(z.string().trim().max(60, "A specialty is at most 60 characters"))
    .max(20, "At most 20 specialties")
    .transform((list) => [...new Set(list.filter((s) => s !== ""))]),
});

export const category = z.object({
  name: z.string().trim().min(2, "Category name must be at least 2 characters").max(60, "Category name is too long"),
  description: z
    .string()
    .trim()
    .max(300, "Description is too long")
    .transform((v) => v || null),
  displayOrder: z
    .number()
    .int("Display order must be a whole number")
    .min(0, "Display order must be 0 or more")
    .max(10_000, "Display order is too large"),
});

const cents = (label: string) => z.number({ error: `${label} is required` }).int(`${label} must be in whole cents`);

export const SPECIAL_PRICE_BELOW_REGULAR = "Special price must be below the regular price";

export const foodItem = z
  .object({
    name: z.string().trim().min(2, "Name must be at least 2 characters").max(120, "Name is too long"),
    categoryId: z.number({ error: "Please select a category" }).int("Please select a category"),
    // The Meal enum's names (LUNCH) or the spec's words (lunch): the field is text, so a wrong value
    // answers the spec's message rather than a GraphQL type error.
    meal: z.preprocess(
      (v) => (typeof v === "string" ? v.toLowerCase() : v),
      z.enum(MEALS, { error: "Please select a meal: breakfast, lunch, dinner or desserts" }),
    ),
    description: z
      .string()
      .trim()
      .min(10, "Description must be at least 10 characters")
      .max(1000, "Description is too long"),
    priceCents: cents("Price").min(1, "Price must be greater than 0").max(100_000, "Price must be at most $1,000"),
    prepTime: z.string().trim().min(1, "Prep time is required").max(40, "Prep time is too long"),
    imageUrl: imageUrl("Image must be a valid URL"),
    available: z.boolean({ error: "Availability must be true or false" }),
    customDeliveryFeeCents: cents("Delivery fee")
      .min(0, "Delivery fee cannot be negative")
      .max(5_000, "Delivery fee must be at most $50")
      .nullable(),
    isOnSpecial: z.boolean(),
    specialPriceCents: cents("Special price").nullable(),
    specialDescription: z
      .string()
      .trim()
      .max(200, "Special description is too long")
      .transform((v) => v || null),
    specialEndDate: z.date().nullable(),
    portionsPerDay: z
      .number({ error: "Portions per day must be a whole number" })
      .int("Portions per day must be a whole number")
      .min(0, "Portions per day cannot be negative")
      .max(10_000, "Portions per day must be at most 10,000")
      .nullable(),
  })
  .superRefine((item, ctx) => {
    if (!item.isOnSpecial) return;
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (item.specialPriceCents == null) issue("specialPriceCents", "Special price is required for a special offer");
    else if (item.specialPriceCents <= 0) issue("specialPriceCents", "Special price must be greater than 0");
    else if (item.specialPriceCents >= item.priceCents) issue("specialPriceCents", SPECIAL_PRICE_BELOW_REGULAR);
    if (item.specialEndDate && item.specialEndDate.getTime() <= Date.now())
      issue("specialEndDate", "Special end date must be in the future");
  });
