// Allergens and dietary tags on dishes, the signed-in user's dietary profile, and each dish's
// conflicts with it. A dish's lists are null until its cook declares them: such a dish conflicts
// with every avoided allergen and is left out by any allergen filter.
import { Prisma } from "../../generated/prisma/client.ts";
import { builder } from "../builder.ts";
import { enumValues } from "../enumValues.ts";
import { commonErrors } from "../errors.ts";
import {
  ALLERGENS,
  conflictsOf,
  DIETARY_TAGS,
  wordList,
  type Allergen as AllergenWord,
  type DietaryTag as TagWord,
  type DishFilter,
} from "../../domain/dietary/rules.ts";

export const Allergen = builder.enumType("Allergen", {
  description: "One of the nine major food allergens. REST uses the lower-case words (tree_nuts).",
  values: enumValues({
    milk: "Milk and dairy made from it.",
    eggs: "Eggs.",
    fish: "Fish.",
    shellfish: "Crustacean shellfish (shrimp, crab, lobster).",
    tree_nuts: "Tree nuts (almonds, walnuts, cashews...).",
    peanuts: "Peanuts.",
    wheat: "Wheat (and so gluten).",
    soy: "Soybeans.",
    sesame: "Sesame.",
  }),
});

export const DietaryTag = builder.enumType("DietaryTag", {
  description: "A diet a dish suits, as its cook declares it. REST uses the lower-case words (gluten_free).",
  values: enumValues({
    vegetarian: "No meat or fish.",
    vegan: "No animal products; implies vegetarian and dairy-free.",
    gluten_free: "No gluten.",
    dairy_free: "No milk or dairy.",
    halal: "Prepared as halal.",
    kosher: "Prepared as kosher.",
  }),
});

const list = (value: unknown) => (Array.isArray(value) ? (value as string[]) : null);

const DietaryConflicts = builder.objectRef<ReturnType<typeof conflictsOf>>("DietaryConflicts").implement({
  description: "How a dish conflicts with the signed-in user's dietary profile.",
  fields: (t) => ({
    allergens: t.field({
      type: [Allergen],
      description: "The profile's allergens the dish contains; all of them when its cook never declared its allergens.",
      resolve: (c) => c.allergens,
    }),
    diets: t.field({
      type: [DietaryTag],
      description: "The profile's diets the dish's tags do not promise.",
      resolve: (c) => c.diets,
    }),
    allergensDeclared: t.exposeBoolean("allergensDeclared", {
      description: "False when the cook never declared the dish's allergens.",
    }),
    hasConflict: t.boolean({
      description:
        "True when either list is not empty: the web client marks the dish and asks before adding it to the cart.",
      resolve: (c) => c.allergens.length > 0 || c.diets.length > 0,
    }),
  }),
});

builder.prismaObjectFields("FoodItem", (t) => ({
  allergens: t.field({
    type: [Allergen],
    nullable: true,
    description:
      "The major allergens the dish contains; empty when its cook declared it contains none; null when never declared.",
    resolve: (item) => list(item.allergens) as AllergenWord[] | null,
  }),
  dietaryTags: t.field({
    type: [DietaryTag],
    nullable: true,
    description: "The diets the dish suits, as its cook declared them; null when never declared.",
    resolve: (item) => list(item.dietaryTags) as TagWord[] | null,
  }),
  conflicts: t.field({
    type: DietaryConflicts,
    nullable: true,
    description: "How the dish conflicts with the signed-in user's dietary profile; null for visitors.",
    resolve: (item, _args, ctx) => (ctx.user ? conflictsOf(item, ctx.user) : null),
  }),
}));

// --- Filters on menus and search -------------------------------------------------------------------

// The arguments' types are lost through dishFilterArgs' `t: any` (each field builder's type differs).
type FilterArgs = { diet?: unknown; excludeAllergens?: unknown; hideConflicts?: unknown };

export const dishFilterArgs = (t: any) => ({
  diet: t.arg({
    type: [DietaryTag],
    required: false,
    description: "Only dishes tagged with every one of these diets.",
  }),
  excludeAllergens: t.arg({
    type: [Allergen],
    required: false,
    description: "Leave out dishes containing any of these allergens, and dishes whose allergens were never declared.",
  }),
  hideConflicts: t.arg.boolean({
    required: false,
    description: "Leave out dishes that conflict with the signed-in user's dietary profile (ignored for visitors).",
  }),
});

/** The arguments as one filter: with hideConflicts, the signed-in user's profile joins them. */
export function dishFilterOf(args: FilterArgs, user: { avoidAllergens: string[]; diets: string[] } | null): DishFilter {
  const mine = args.hideConflicts === true && user ? user : { avoidAllergens: [], diets: [] };
  const diet = (args.diet ?? []) as readonly string[];
  const excluded = (args.excludeAllergens ?? []) as readonly string[];
  return {
    diets: DIETARY_TAGS.filter((d) => diet.includes(d) || mine.diets.includes(d)),
    excludeAllergens: ALLERGENS.filter((a) => excluded.includes(a) || mine.avoidAllergens.includes(a)),
  };
}

/** The filter as a Prisma condition (the menus Prisma reads). */
export function dishFilterWhere({ diets, excludeAllergens }: DishFilter): Prisma.FoodItemWhereInput {
  const and: Prisma.FoodItemWhereInput[] = [];
  if (diets.length > 0) and.push({ dietaryTags: { array_contains: diets } });
  if (excludeAllergens.length > 0) {
    and.push({ allergens: { not: Prisma.DbNull } });
    for (const a of excludeAllergens) and.push({ NOT: { allergens: { array_contains: [a] } } });
  }
  return and.length > 0 ? { AND: and } : {};
}

// --- The profile ----------------------------------------------------------------------------------

const DietaryProfile = builder.objectRef<{ avoidAllergens: string[]; diets: string[] }>("DietaryProfile").implement({
  description: "The allergens a user avoids and the diets they keep; menus answer each dish's conflicts with it.",
  fields: (t) => ({
    avoidAllergens: t.field({
      type: [Allergen],
      description: "Allergens to avoid.",
      resolve: (p) => p.avoidAllergens as AllergenWord[],
    }),
    diets: t.field({ type: [DietaryTag], description: "Diets kept.", resolve: (p) => p.diets as TagWord[] }),
  }),
});

builder.queryField("dietaryProfile", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: DietaryProfile,
    description: "The signed-in user's dietary profile; empty lists until they save one.",
    resolve: (_root, _args, ctx) => ({ avoidAllergens: ctx.user.avoidAllergens, diets: ctx.user.diets }),
  }),
);

const UpdateDietaryProfileInput = builder.inputType("UpdateDietaryProfileInput", {
  description: "The whole profile: both lists replace the saved ones.",
  fields: (t) => ({
    avoidAllergens: t.field({ type: [Allergen], required: true, description: "Allergens to avoid; empty for none." }),
    diets: t.field({ type: [DietaryTag], required: true, description: "Diets kept; empty for none." }),
  }),
});

const UpdateDietaryProfilePayload = builder
  .objectRef<{ avoidAllergens: string[]; diets: string[] }>("UpdateDietaryProfilePayload")
  .implement({
    description: "The saved profile.",
    fields: (t) => ({
      dietaryProfile: t.field({ type: DietaryProfile, description: "The profile as saved.", resolve: (p) => p }),
    }),
  });

builder.mutationField("updateDietaryProfile", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: UpdateDietaryProfilePayload,
    description: "Saves the signed-in user's dietary profile; each dish's conflicts follow it from the next read.",
    args: { input: t.arg({ type: UpdateDietaryProfileInput, required: true, description: "The profile." }) },
    errors: {
      types: commonErrors,
      directResult: true,
      union: { description: "The saved profile, or NotSignedInError." },
    },
    resolve: async (_root, { input }, ctx) => {
      const data = {
        avoidAllergens: wordList(ALLERGENS, input.avoidAllergens, "avoidAllergens", "allergen"),
        diets: wordList(DIETARY_TAGS, input.diets, "diets", "diet"),
      };
      await ctx.prisma.user.update({ where: { id: ctx.user.id }, data });
      // Later fields of this request read the profile from the context.
      Object.assign(ctx.user, data);
      return data;
    },
  }),
);
