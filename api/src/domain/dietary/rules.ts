// What a dish contains and who it suits: the nine major allergens (FDA's list since the FASTER Act),
// the dietary tags, and the rules between them and a user's profile. Pure functions over the words
// the database keeps; the schema, the REST layer and the hand-written menu SQL all use these.
import { ValidationError } from "../errors.ts";

export const ALLERGENS = [
  "milk",
  "eggs",
  "fish",
  "shellfish",
  "tree_nuts",
  "peanuts",
  "wheat",
  "soy",
  "sesame",
] as const;
export const DIETARY_TAGS = ["vegetarian", "vegan", "gluten_free", "dairy_free", "halal", "kosher"] as const;
export type Allergen = (typeof ALLERGENS)[number];
export type DietaryTag = (typeof DIETARY_TAGS)[number];

/** A tag that a tag implies: a vegan dish is also vegetarian and dairy-free. */
const IMPLIED: Partial<Record<DietaryTag, DietaryTag[]>> = { vegan: ["vegetarian", "dairy_free"] };

/** Allergens a tag rules out, with the message a contradiction answers. */
const RULED_OUT: Partial<Record<DietaryTag, Allergen[]>> = {
  vegan: ["milk", "eggs", "fish", "shellfish"],
  vegetarian: ["fish", "shellfish"],
  dairy_free: ["milk"],
  gluten_free: ["wheat"],
};

const label = (word: string) =>
  word.replace("_", " ").replace("gluten free", "gluten-free").replace("dairy free", "dairy-free");

/**
 * A word as the lists keep it: lower case with `_`; REST clients may write `tree-nuts`, `Tree Nuts`
 * or GraphQL's `TREE_NUTS`.
 */
export const normalWord = (word: string) =>
  word
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

/** A list of known words, each once and in the canonical order; an unknown word is a ValidationError on `field`. */
export function wordList<W extends string>(
  known: readonly W[],
  words: readonly string[],
  field: string,
  what: string,
): W[] {
  const given = new Set(words.map(normalWord));
  const unknown = [...given].filter((w) => !(known as readonly string[]).includes(w));
  if (unknown.length > 0)
    throw new ValidationError([{ field, message: `Unknown ${what} "${unknown[0]}": use ${known.join(", ")}` }]);
  return known.filter((w) => given.has(w));
}

/**
 * A dish's declaration as stored: the allergens it contains ([] for "contains none of these") and
 * its tags, with implied tags added; a tag its allergens contradict is refused. Without allergens
 * the dish stays "not declared" (null), whatever its tags.
 */
export function declaration(given: Allergen[] | null, tags: DietaryTag[] | null) {
  const allergens = given === null ? null : ALLERGENS.filter((a) => given.includes(a));
  const withImplied =
    tags === null ? null : DIETARY_TAGS.filter((t) => tags.some((given) => given === t || IMPLIED[given]?.includes(t)));
  if (allergens !== null && withImplied !== null) {
    for (const tag of withImplied) {
      const clash = RULED_OUT[tag]?.find((a) => allergens.includes(a));
      if (clash)
        throw new ValidationError([
          { field: "dietaryTags", message: `A ${label(tag)} dish cannot contain ${label(clash)}` },
        ]);
    }
  }
  return { allergens, dietaryTags: withImplied };
}

export type DietaryProfile = { avoidAllergens: string[]; diets: string[] };

/**
 * How a dish conflicts with a profile: the avoided allergens it contains (all of them when it never
 * declared its allergens: nobody can promise it is safe), and the diets its tags do not promise.
 */
export function conflictsOf(dish: { allergens: unknown; dietaryTags: unknown }, profile: DietaryProfile) {
  const contains = Array.isArray(dish.allergens) ? (dish.allergens as string[]) : null;
  const tags = Array.isArray(dish.dietaryTags) ? (dish.dietaryTags as string[]) : [];
  return {
    allergens: profile.avoidAllergens.filter((a) => contains === null || contains.includes(a)) as Allergen[],
    diets: profile.diets.filter((d) => !tags.includes(d)) as DietaryTag[],
    allergensDeclared: contains !== null,
  };
}

export type DishFilter = { diets: DietaryTag[]; excludeAllergens: Allergen[] };

/**
 * The filter in SQL over the dish alias `f`, for the hand-written reads (menu, search). Only known
 * words get in (they come through wordList or the GraphQL enums), so they go in as literals.
 */
export function dishFilterSql({ diets, excludeAllergens }: DishFilter, f = "f") {
  const words = (list: readonly string[], known: readonly string[]) => {
    if (!list.every((w) => known.includes(w))) throw new Error("unknown dietary word");
    return list.map((w) => `'${w}'`).join(",");
  };
  let sql = "";
  if (diets.length > 0) sql += ` AND ${f}."dietaryTags" ?& array[${words(diets, DIETARY_TAGS)}]`;
  if (excludeAllergens.length > 0)
    sql += ` AND ${f}.allergens IS NOT NULL AND NOT (${f}.allergens ?| array[${words(excludeAllergens, ALLERGENS)}])`;
  return sql;
}
