// GET /api/search?q=: dishes and kitchens, best first, with the menu's filters (?diet=,
// ?excludeAllergens=, ?hideConflicts=true) and paging (?limit=, ?offset=; X-Total-Count).
import { RestFailure, type RestRoute } from "./router.ts";
import { chefFields, foodItemFields, nodes, restChef, restFoodItem } from "./shapes.ts";
import { filterVariables } from "./dietary.ts";

export const searchRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/search",
    errors: "json",
    operation: `query Rest_search($query: String!, $first: Int!, $offset: Int!, $diet: [DietaryTag!], $excludeAllergens: [Allergen!], $hideConflicts: Boolean) {
      result: search(query: $query, first: $first, offset: $offset, diet: $diet, excludeAllergens: $excludeAllergens, hideConflicts: $hideConflicts) {
        totalCount edges { node { __typename ... on FoodItem { ${foodItemFields} } ... on User { ${chefFields} } } }
      }
    }`,
    list: { defaultLimit: 20, maxLimit: 100, total: (r) => r.totalCount },
    variables: ({ query, page }) => {
      const q = query.get("q");
      if (q == null || q.trim() === "") throw new RestFailure(400, "Enter something to search for: ?q=");
      return { query: q, ...page, ...filterVariables(query) };
    },
    // Ranked as one list; `results` keeps the order across both kinds, `dishes` and `kitchens` split it.
    respond: (r) => {
      const results = nodes(r).map((h: any) =>
        h.__typename === "FoodItem"
          ? { type: "dish", dish: restFoodItem(h, "menu") }
          : { type: "kitchen", kitchen: restChef(h) },
      );
      return {
        results,
        dishes: results.filter((h: any) => h.type === "dish").map((h: any) => h.dish),
        kitchens: results.filter((h: any) => h.type === "kitchen").map((h: any) => h.kitchen),
      };
    },
  },
];
