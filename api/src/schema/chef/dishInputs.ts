// The dish form's inputs: a new dish and a dish's changes, every field optional in the schema so a
// missing one answers with its rule's message (chef/rules.ts).
import { builder } from "../builder.ts";
import { Category, FoodItem } from "../catalog/types.ts";
import { Allergen, DietaryTag } from "../dietary/dietary.ts";
import type { Allergen as AllergenWord, DietaryTag as TagWord } from "../../domain/dietary/rules.ts";

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

// Optional in the schema, so a missing one answers with its rule's message (as /api clients need).
const foodItemFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">) => ({
  name: t.string({ description: "2 to 120 characters." }),
  categoryId: t.globalID({ for: Category, description: "One of the cook's own categories." }),
  category: t.string({
    description:
      "The category by name, as the spec's chef view has it: one of the cook's categories (case-insensitive), or a new " +
      "category of theirs by that name when they have none. Read only when categoryId is left out.",
  }),
  meal: t.string({
    description:
      "BREAKFAST, LUNCH, DINNER or DESSERTS, as the Meal enum (lower case is accepted too). Text rather than the enum, so a wrong value answers the form's message. Left out on a new dish: the meal its category names, else dinner.",
  }),
  description: t.string({ description: "10 to 1,000 characters." }),
  priceCents: t.int({ description: "The regular price in cents, 1 to 100,000 ($1,000)." }),
  prepTime: t.string({ description: "Free text such as '30-45 mins'." }),
  imageUrl: t.string({ description: "An uploaded image's /uploads/... address or an http(s) URL; blank for none." }),
  available: t.boolean({
    description:
      "Whether customers may order it; a new dish is available unless this says false. It cannot be cleared: null on an update is a ValidationError.",
  }),
  customDeliveryFeeCents: t.int({
    description:
      "0 to 5,000 cents; null for none. When set, delivering an order with this dish costs this (the highest such fee in the cart), whatever the distance.",
  }),
  isOnSpecial: t.boolean({
    description: "Turns the special on; it then needs specialPriceCents. Off for a new dish unless given.",
  }),
  specialPriceCents: t.int({
    description: "The special price in cents: required while isOnSpecial, above 0 and below priceCents.",
  }),
  specialDescription: t.string({ description: "At most 200 characters; blank for none." }),
  specialEndDate: t.field({
    type: "DateTime",
    description: "When the special ends; must be in the future while isOnSpecial. Null for no end.",
  }),
  allergens: t.field({
    type: [Allergen],
    description:
      "The major allergens it contains; [] declares it contains none of them. Left out on a new dish, its allergens are " +
      "not declared (a possible conflict for everyone who avoids one); once declared they cannot be cleared.",
  }),
  portionsPerDay: t.int({
    description:
      "How many portions the kitchen makes a day, 0 to 10,000, counted by delivery date in its time zone; null: no limit. A date's own number (setDishPortions) replaces it for that date.",
  }),
  dietaryTags: t.field({
    type: [DietaryTag],
    description:
      "The diets it suits (vegan implies vegetarian and dairy-free); [] when it promises none. A tag its allergens contradict is refused.",
  }),
});

export const CreateFoodItemInput = builder.inputType("CreateFoodItemInput", {
  description:
    "A new dish. Every field is optional in the schema, so a missing one is a ValidationError with its rule's message: " +
    "name, a category (categoryId or category), description, priceCents and prepTime are required.",
  fields: (t) => foodItemFields(t),
});

export const UpdateFoodItemInput = builder.inputType("UpdateFoodItemInput", {
  description:
    "The dish's new values; a field left out keeps its value. An explicit null clears an optional field (imageUrl, " +
    "customDeliveryFeeCents, the special's price, description and end date), turns isOnSpecial off and keeps the category; " +
    "on any other field, available among them, it is a ValidationError.",
  fields: (t) => ({
    id: t.globalID({ for: FoodItem, required: true, description: "The dish's global id." }),
    ...foodItemFields(t),
  }),
});

export type FoodItemInput = {
  name?: string | null;
  categoryId?: { id: string } | null;
  category?: string | null;
  meal?: string | null;
  description?: string | null;
  priceCents?: number | null;
  prepTime?: string | null;
  imageUrl?: string | null;
  available?: boolean | null;
  customDeliveryFeeCents?: number | null;
  isOnSpecial?: boolean | null;
  specialPriceCents?: number | null;
  specialDescription?: string | null;
  specialEndDate?: Date | null;
  allergens?: readonly AllergenWord[] | null;
  dietaryTags?: readonly TagWord[] | null;
  portionsPerDay?: number | null;
};
