// The recipe community's rules (companion spec §5 "Recipe create schema" and the comment rules), with
// the spec's messages. Pure zod: the server enforces them; /recipes/create shows the same texts.
import { z } from "zod";
import { isHttpUrl } from "../chef/rules.ts";

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;

export const NOT_FOUND_RECIPE = "Recipe not found";
export const NOT_A_MEMBER =
  "Only confirmed community members can share recipes. Join the community and confirm the link we email you.";
export const NOT_YOUR_DISH = "You can only link a recipe to a dish on your own menu.";
export const DISH_TAKEN = "This dish already has a recipe behind it.";

/** How long a membership confirmation link works. */
export const CONFIRM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** More confirmation mails than this per user per hour are not sent, so Join cannot flood an inbox. */
export const CONFIRM_MAILS_PER_HOUR = 5;

/** An optional http(s) address; blank means none. */
const optionalUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(2000, message)
    .refine((v) => v === "" || isHttpUrl(v), message)
    .transform((v) => (v === "" ? null : v));

/** Blank entries are dropped (spec: "blank entries are dropped"); the rest trimmed. */
const entries = (max: number, tooLong: string) =>
  z.array(z.string().max(max, tooLong)).transform((list) => list.map((s) => s.trim()).filter((s) => s !== ""));

/** Tags in lower case, duplicates ignored (spec: "duplicates ignored"). */
const tags = z
  .array(z.string().max(40, "A tag is at most 40 characters"))
  .max(20, "At most 20 tags")
  .transform((list) => [...new Set(list.map((s) => s.trim().toLowerCase()).filter((s) => s !== ""))]);

export const recipeFields = {
  title: z.string().trim().min(1, "Title is required").max(200, "Title is too long"),
  description: z
    .string()
    .trim()
    .min(10, "Description must be at least 10 characters")
    .max(5000, "Description is too long"),
  ingredients: entries(500, "An ingredient is at most 500 characters").pipe(
    z.array(z.string()).min(1, "At least one ingredient is required").max(100, "At most 100 ingredients"),
  ),
  instructions: entries(5000, "A step is at most 5000 characters").pipe(
    z.array(z.string()).min(1, "At least one instruction is required").max(100, "At most 100 steps"),
  ),
  prepTime: z.string().trim().min(1, "Prep time is required").max(60, "Prep time is too long"),
  cookTime: z.string().trim().min(1, "Cook time is required").max(60, "Cook time is too long"),
  servings: z
    .number({ error: "Number of servings is required" })
    .int("Number of servings is required")
    .min(1, "Number of servings is required")
    .max(1000, "At most 1000 servings"),
  difficulty: z.enum(DIFFICULTIES, { error: "Difficulty must be easy, medium or hard" }),
  cuisine: z
    .string()
    .trim()
    .max(60, "Cuisine is too long")
    .transform((v) => (v === "" ? null : v)),
  tags,
  imageUrl: optionalUrl("Image URL must be a valid URL"),
  videoUrl: optionalUrl("Video URL must be a valid URL"),
  isPublic: z.boolean(),
};

/** A new recipe; what the spec leaves optional gets its default. */
export const recipeInput = z.object({
  ...recipeFields,
  difficulty: recipeFields.difficulty.default("medium"),
  servings: recipeFields.servings.default(4),
  cuisine: recipeFields.cuisine.nullish().transform((v) => v ?? null),
  tags: recipeFields.tags.default([]),
  imageUrl: recipeFields.imageUrl.nullish().transform((v) => v ?? null),
  videoUrl: recipeFields.videoUrl.nullish().transform((v) => v ?? null),
  isPublic: recipeFields.isPublic.default(true),
});

/** A change to a recipe: only the fields given. */
export const recipeChanges = z.object(recipeFields).partial();

export const recipeComment = z.object({
  comment: z.string().trim().min(1, "Comment is required").max(2000, "Comment is too long"),
  rating: z
    .number()
    .int("Rating must be 1 to 5 stars")
    .min(1, "Rating must be 1 to 5 stars")
    .max(5, "Rating must be 1 to 5 stars")
    .default(5),
});
