// /api paths of the dietary profile, and the words of allergens and dietary tags as REST clients
// send them: lists of lower-case words with `_` (tree_nuts, gluten_free); `tree-nuts` is read too.
import { ALLERGENS, DIETARY_TAGS, wordList, type DishFilter } from "../domain/dietary/rules.ts";
import { ValidationError } from "../domain/errors.ts";
import { mutationOperation, RestFailure, type RestRoute } from "./router.ts";

/** A list of words from a body field (an array, or one comma-separated string); a wrong word is a 400 naming it. */
function words<W extends string>(known: readonly W[], value: unknown, field: string, what: string): W[] {
  const list = typeof value === "string" ? value.split(",").filter((w) => w.trim() !== "") : value;
  if (!Array.isArray(list) || !list.every((w) => typeof w === "string"))
    throw new RestFailure(400, `${field} must be a list of ${what} words: ${known.join(", ")}`);
  try {
    return wordList(known, list, field, what);
  } catch (error) {
    if (error instanceof ValidationError) throw new RestFailure(400, error.message);
    throw error;
  }
}

export const allergenWords = (value: unknown, field = "allergens") => words(ALLERGENS, value, field, "allergen");
export const dietWords = (value: unknown, field = "dietaryTags") => words(DIETARY_TAGS, value, field, "diet");

/** `?diet=vegan,halal&excludeAllergens=peanuts,milk` as a filter. */
export function dishFilterFromQuery(query: URLSearchParams): DishFilter {
  return {
    diets: query.has("diet") ? dietWords(query.getAll("diet").join(","), "diet") : [],
    excludeAllergens: query.has("excludeAllergens")
      ? allergenWords(query.getAll("excludeAllergens").join(","), "excludeAllergens")
      : [],
  };
}

/** The same, with `?hideConflicts=true`, as the menu operations' variables. */
export function filterVariables(query: URLSearchParams) {
  const { diets, excludeAllergens } = dishFilterFromQuery(query);
  return { diet: diets, excludeAllergens, hideConflicts: query.get("hideConflicts") === "true" };
}

const profileFields = `avoidAllergens diets`;

export const dietaryRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/users/current/dietary-profile",
    errors: "json",
    operation: `query Rest_dietaryProfile { result: dietaryProfile { ${profileFields} } }`,
    respond: (profile) => profile,
  },
  {
    method: "PUT",
    path: "/api/users/current/dietary-profile",
    errors: "json",
    operation: mutationOperation(
      "updateDietaryProfile",
      "UpdateDietaryProfileInput",
      `... on UpdateDietaryProfilePayload { dietaryProfile { ${profileFields} } }`,
    ),
    variables: ({ body }) => ({
      input: {
        avoidAllergens: allergenWords(body.avoidAllergens ?? [], "avoidAllergens"),
        diets: dietWords(body.diets ?? [], "diets"),
      },
    }),
    respond: (r) => r.dietaryProfile,
  },
];
