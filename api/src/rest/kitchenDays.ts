// /api paths beyond the spec for a kitchen's days: portions per day of a dish (the cook's numbers and
// what is left), a cook's days off, and a customer's choice when their kitchen closes. Failures
// answer JSON `{ "error": message }` with a 4xx status.
import { mutationOperation as mutation, RestFailure, type RestRoute } from "./router.ts";
import { pathGlobalId } from "./shapes.ts";

const ERROR = `__typename ... on Error { message }`;
const dayFields = `date portions remaining`;

/** A whole number as a client sends it (3 or "3"); null for null; anything else is -1, for the rule to refuse. */
const portionsOf = (value: unknown) => {
  if (value === null) return null;
  const n = Number(value);
  return value !== "" && Number.isInteger(n) && Math.abs(n) <= 2_147_483_647 ? n : -1;
};

export const kitchenDayRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/food-items/:id/portions",
    // ?from=YYYY-MM-DD&to=YYYY-MM-DD, the kitchen's local dates (default: its today and the 6 days after).
    operation: `query Rest_dishPortions($foodItemId: ID!, $from: String, $to: String) {
      result: dishPortions(foodItemId: $foodItemId, from: $from, to: $to) { ${ERROR}
        ... on DishPortionRange { days { ${dayFields} } } } }`,
    variables: ({ params, query }) => ({
      foodItemId: pathGlobalId("FoodItem", params.id, "Food item not found"),
      from: query.get("from") || null,
      to: query.get("to") || null,
    }),
    respond: (r) => r.days,
    errors: "json",
  },
  {
    method: "PUT",
    path: "/api/chef/food-items/:id/portions/:date",
    // {"portions": 12} for that date; {"portions": null} returns it to the dish's portionsPerDay.
    operation: mutation(
      "setDishPortions",
      "SetDishPortionsInput",
      `... on SetDishPortionsPayload { day { ${dayFields} } }`,
    ),
    variables: ({ params, body }) => {
      if (body.portions === undefined) throw new RestFailure(400, 'Please give the portions, e.g. { "portions": 12 }.');
      return {
        input: {
          foodItemId: pathGlobalId("FoodItem", params.id, "Food item not found."),
          date: params.date,
          portions: portionsOf(body.portions),
        },
      };
    },
    respond: (r) => r.day,
    errors: "json",
  },
];
