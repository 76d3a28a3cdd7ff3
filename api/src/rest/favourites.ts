// /api paths of a user's favourite dishes and kitchens. PUT and DELETE are idempotent and change the
// signed-in user's own list only; GET answers both lists in the shapes of GET /api/food-items and
// GET /api/chefs.
import { mutationOperation, RestFailure, type RestRoute } from "./router.ts";
import { chefFields, foodItemFields, nodes, pathGlobalId, restChef, restFoodItem } from "./shapes.ts";

const setDish = (favourite: boolean): RestRoute => ({
  method: favourite ? "PUT" : "DELETE",
  path: "/api/favourites/dishes/:id",
  errors: "json",
  operation: mutationOperation(
    "setFavouriteDish",
    "SetFavouriteDishInput",
    `... on SetFavouriteDishPayload { favourite }`,
  ),
  variables: ({ params }) => ({
    input: { foodItemId: pathGlobalId("FoodItem", params.id, "Food item not found"), favourite },
  }),
  respond: (r, { params }) => ({ foodItemId: Number(params.id), favourite: r.favourite }),
});

const setKitchen = (favourite: boolean): RestRoute => ({
  method: favourite ? "PUT" : "DELETE",
  path: "/api/favourites/kitchens/:cookId",
  errors: "json",
  operation: mutationOperation(
    "setFavouriteKitchen",
    "SetFavouriteKitchenInput",
    `... on SetFavouriteKitchenPayload { favourite }`,
  ),
  variables: ({ params }) => ({
    input: { cookId: pathGlobalId("User", params.cookId, "Kitchen not found"), favourite },
  }),
  respond: (r, { params }) => ({ cookId: Number(params.cookId), favourite: r.favourite }),
});

export const favouriteRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/favourites",
    errors: "json",
    // Up to 100 of each: a favourites list is a person's own short list.
    operation: `query Rest_favourites($first: Int!) { result: viewer {
      favouriteDishes(first: $first) { edges { node { ${foodItemFields} } } }
      favouriteKitchens(first: $first) { edges { node { ${chefFields} } } }
    } }`,
    variables: () => ({ first: 100 }),
    respond: (viewer) => {
      if (!viewer) throw new RestFailure(401, "You must be signed in to do that.");
      return {
        dishes: nodes(viewer.favouriteDishes).map((f: unknown) => restFoodItem(f, "menu")),
        kitchens: nodes(viewer.favouriteKitchens).map(restChef),
      };
    },
  },
  setDish(true),
  setDish(false),
  setKitchen(true),
  setKitchen(false),
];
