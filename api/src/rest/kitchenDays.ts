// /api paths beyond the spec for a kitchen's days: portions per day of a dish (the cook's numbers and
// what is left), a cook's days off, and a customer's choice when their kitchen closes. Failures
// answer JSON `{ "error": message }` with a 4xx status.
import { mutationOperation as mutation, RestFailure, type RestRoute } from "./router.ts";
import { pathGlobalId, text } from "./shapes.ts";

const ERROR = `__typename ... on Error { message }`;
const dayFields = `date portions remaining`;
const dayOffFields = `date reason`;
const dayOffResult = `... on DayOffPayload { date cancelledOrderCount cook { daysOff { ${dayOffFields} } } }`;

/** A day off changed: the date, the orders it cancelled, and every day off now. */
const dayOffAnswer = (r: any) => ({ date: r.date, cancelledOrders: r.cancelledOrderCount, daysOff: r.cook.daysOff });

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

  {
    method: "GET",
    path: "/api/chef/days-off",
    operation: `query Rest_daysOff { result: viewer { daysOff { ${dayOffFields} } } }`,
    respond: (r) => {
      if (!r) throw new RestFailure(401, "Please sign in.");
      return r.daysOff;
    },
    errors: "json",
  },
  {
    method: "POST",
    path: "/api/chef/days-off",
    // {"date": "2026-12-24", "reason": "Family holiday"}: closes the kitchen that date.
    operation: mutation("addDayOff", "AddDayOffInput", dayOffResult),
    variables: ({ body }) => ({ input: { date: text(body.date) ?? "", reason: text(body.reason) ?? "" } }),
    respond: dayOffAnswer,
    errors: "json",
  },
  ...["/api/chef/days-off/:date", "/api/chef/days-off"].map((path): RestRoute => ({
    method: "DELETE",
    path,
    // The date in the path, or {"date": ...} in the body.
    operation: mutation("removeDayOff", "RemoveDayOffInput", dayOffResult),
    variables: ({ params, body }) => ({ input: { date: params.date ?? text(body.date) ?? "" } }),
    respond: dayOffAnswer,
    errors: "json",
  })),
  {
    method: "GET",
    path: "/api/users/current/substitution-preference",
    operation: `query Rest_substitutionPreference { result: viewer { substitutionPreference } }`,
    respond: (r) => {
      if (!r) throw new RestFailure(401, "Please sign in.");
      return { mode: r.substitutionPreference };
    },
    errors: "json",
  },
  {
    method: "PUT",
    path: "/api/users/current/substitution-preference",
    // {"mode": "refund"} or {"mode": "suggest"}.
    operation: mutation(
      "setSubstitutionPreference",
      "SetSubstitutionPreferenceInput",
      `... on SetSubstitutionPreferencePayload { mode }`,
    ),
    variables: ({ body }) => {
      if (body.mode !== "refund" && body.mode !== "suggest")
        throw new RestFailure(400, 'mode must be "refund" or "suggest".');
      return { input: { mode: body.mode } };
    },
    respond: (r) => ({ mode: r.mode }),
    errors: "json",
  },
];
