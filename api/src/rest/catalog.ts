// /api paths of the menu, restaurants, reviews and cart (customer spec §7). Food items in the spec's
// shape: numeric ids, "12.00" price strings, the meal as `category`.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { menuCount, menuPage } from "../domain/catalog/listing.ts";
import { effectivePriceCents, percentOff, specialApplies } from "../domain/catalog/price.ts";
import { RestFailure, type RestRoute } from "./router.ts";
import {
  bool,
  dollars,
  foodItemFields,
  nodes,
  optionalInt,
  pathDatabaseId,
  restChef,
  restFoodItem,
  chefFields,
} from "./shapes.ts";
import { filterVariables } from "./dietary.ts";
import { dishFilterOf } from "../schema/dietary/dietary.ts";
import { conflictsOf } from "../domain/dietary/rules.ts";
import { favouriteDishIds } from "../schema/favourites/favourites.ts";

const MEALS = ["breakfast", "lunch", "dinner", "desserts"];
const menuItem = (f: unknown) => restFoodItem(f, "menu");

const reviewFields = `databaseId rating comment createdAt userName foodItemDatabaseId orderDatabaseId`;
const restReview = (r: any) => ({
  id: r.databaseId,
  rating: r.rating,
  comment: r.comment,
  foodItemId: r.foodItemDatabaseId,
  orderId: r.orderDatabaseId,
  userName: r.userName,
  user: { name: r.userName },
  createdAt: r.createdAt,
});

// Page sizes go in as variables: the cost limit multiplies a literal `first` into the query's
// cost, and these are our own fixed operations, not a client's.

const mutation = (field: string, inputType: string | null) => `
  mutation Rest_${field}${inputType ? `($input: ${inputType}!)` : ""} {
    result: ${field}${inputType ? "(input: $input)" : ""} {
      __typename
      ... on Error { message }
      ... on ${field[0]!.toUpperCase()}${field.slice(1)}Payload { cart { ...RestCart } }
    }
  }
  ${cartFragment}`;

const cartFragment = `fragment RestCart on Cart {
  totalQuantity subtotalCents cook { databaseId username }
  lines { quantity unitPriceCents lineTotalCents foodItem { databaseId name imageUrl available } }
}`;

/** The spec's cart lines (foodItemId, name, price string, quantity, imageUrl) with the server's totals. */
const restCart = (c: any) => ({
  cookId: c.cook?.databaseId ?? null,
  items: c.lines.map((l: any) => ({
    foodItemId: l.foodItem.databaseId,
    name: l.foodItem.name,
    price: dollars(l.unitPriceCents),
    quantity: l.quantity,
    imageUrl: l.foodItem.imageUrl,
    available: l.foodItem.available,
    lineTotal: dollars(l.lineTotalCents),
  })),
  itemCount: c.totalQuantity,
  subtotal: dollars(c.subtotalCents),
});

const cartInput = (body: Record<string, unknown>, quantity: number | null) => {
  const id = optionalInt(body.foodItemId);
  if (id == null || id < 1) throw new RestFailure(400, "foodItemId must be a food item's numeric id");
  return {
    foodItemId: encodeGlobalID("FoodItem", id),
    quantity,
    replaceCart: bool(body.replaceCart),
  };
};

export const catalogRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/food-items",
    publicRead: true,
    // The whole menu (up to the connection's 1,000 a page), as the spec's client lists it.
    operation: `query Rest_foodItems($meal: Meal, $first: Int!, $offset: Int, $diet: [DietaryTag!], $excludeAllergens: [Allergen!], $hideConflicts: Boolean) {
      result: menu(first: $first, offset: $offset, meal: $meal, diet: $diet, excludeAllergens: $excludeAllergens, hideConflicts: $hideConflicts) {
        totalCount edges { node { ${foodItemFields} } }
      }
    }`,
    list: { defaultLimit: 1000, maxLimit: 1000, total: (menu) => menu.totalCount },
    // What the operation reads, in the menu's hand-written statement (one pass over 1,000 rows, no
    // GraphQL execution of 20 fields each); menu.test.ts checks both answer the same.
    read: async ({ query, page, viewer }, { db }) => {
      const meal = query.get("category");
      // An unknown meal goes to the operation, which refuses it as the Meal enum does.
      if (meal && meal !== "all" && !MEALS.includes(meal)) return undefined;
      const tab = meal && meal !== "all" ? meal : null;
      // A signed-in viewer's conflicts and favourites, as FoodItem's fields answer them.
      const user = await viewer();
      const { diet, excludeAllergens, hideConflicts } = filterVariables(query);
      const filter = dishFilterOf({ diet, excludeAllergens, hideConflicts }, user);
      const favourites = user ? await favouriteDishIds(db, user.id) : new Set<number>();
      const rows = await menuPage(
        db,
        { take: page.first, skip: page.offset, include: { category: true } },
        tab,
        filter,
      )!;
      return {
        totalCount: await menuCount(db, tab, filter),
        edges: rows.map((row) => ({
          node: {
            ...row,
            databaseId: row.id,
            cookDatabaseId: row.cookId,
            effectivePriceCents: effectivePriceCents(row),
            specialActive: specialApplies(row),
            percentOff: percentOff(row),
            conflicts: user ? conflictsOf(row, user) : null,
            isFavourite: favourites.has(row.id),
          },
        })),
      };
    },
    variables: ({ query, page }) => ({
      ...page,
      meal: query.get("category") && query.get("category") !== "all" ? query.get("category") : null,
      ...filterVariables(query),
    }),
    respond: (menu) => nodes(menu).map(menuItem),
  },
  {
    method: "GET",
    path: "/api/food-items/:id",
    publicRead: true,
    operation: `query Rest_foodItem($id: Int!) { result: foodItem(databaseId: $id) { ${foodItemFields} cook { username } } }`,
    variables: ({ params }) => ({ id: pathDatabaseId(params.id, "Food item not found") }),
    respond: (item) => {
      if (!item) throw new RestFailure(404, "Food item not found");
      return { ...menuItem(item), cookName: item.cook.username };
    },
  },
  {
    method: "GET",
    path: "/api/chefs",
    publicRead: true,
    operation: `query Rest_chefs($first: Int!, $offset: Int) { result: restaurants(first: $first, offset: $offset) { totalCount edges { node {
      ${chefFields}
    } } } }`,
    list: { defaultLimit: 100, total: (chefs) => chefs.totalCount },
    variables: ({ page }) => page,
    respond: (chefs) => nodes(chefs).map(restChef),
  },
  {
    method: "GET",
    path: "/api/users/:id",
    operation: `query Rest_user($id: Int!) { result: userByDatabaseId(databaseId: $id) { databaseId name username role } }`,
    variables: ({ params }) => ({ id: pathDatabaseId(params.id, "User not found") }),
    respond: (u) => ({ id: u.databaseId, name: u.name, username: u.username, role: u.role }),
  },
  {
    method: "GET",
    path: "/api/food-items/:id/reviews",
    operation: `query Rest_foodItemReviews($id: Int!, $first: Int!, $offset: Int) {
      result: foodItem(databaseId: $id) { reviews(first: $first, offset: $offset) { totalCount edges { node { ${reviewFields} } } } }
    }`,
    list: { defaultLimit: 100, total: (item) => item?.reviews.totalCount ?? 0 },
    variables: ({ params, page }) => ({ id: pathDatabaseId(params.id, "Food item not found"), ...page }),
    respond: (item) => {
      if (!item) throw new RestFailure(404, "Food item not found");
      return nodes(item.reviews).map(restReview);
    },
  },
  {
    method: "GET",
    path: "/api/food-items/:id/rating",
    operation: `query Rest_foodItemRating($id: Int!) { result: foodItem(databaseId: $id) { ratingSummary { averageRating totalReviews breakdown { stars count } } } }`,
    variables: ({ params }) => ({ id: pathDatabaseId(params.id, "Food item not found") }),
    respond: (item) => {
      if (!item) throw new RestFailure(404, "Food item not found");
      return item.ratingSummary;
    },
  },
  {
    method: "GET",
    path: "/api/users/:userId/reviews",
    operation: `query Rest_userReviews($id: Int!, $first: Int!, $offset: Int) {
      result: userByDatabaseId(databaseId: $id) { reviews(first: $first, offset: $offset) { totalCount edges { node { ${reviewFields} } } } }
    }`,
    list: { defaultLimit: 100, total: (user) => user.reviews.totalCount },
    variables: ({ params, page }) => ({ id: pathDatabaseId(params.userId, "User not found"), ...page }),
    respond: (user) => nodes(user.reviews).map(restReview),
  },
  {
    method: "GET",
    path: "/api/cart",
    operation: `query Rest_cart { result: cart { ...RestCart } } ${cartFragment}`,
    respond: restCart,
  },
  {
    method: "POST",
    path: "/api/cart",
    operation: mutation("addToCart", "AddToCartInput"),
    variables: ({ body }) => ({
      input: cartInput(body, body.quantity == null ? 1 : (optionalInt(body.quantity) ?? 0)),
    }),
    respond: (r) => restCart(r.cart),
  },
  {
    method: "PUT",
    path: "/api/cart/:foodItemId",
    operation: mutation("setCartQuantity", "SetCartQuantityInput"),
    variables: ({ params, body }) => ({
      input: cartInput({ ...body, foodItemId: params.foodItemId }, optionalInt(body.quantity) ?? 0),
    }),
    respond: (r) => restCart(r.cart),
  },
  {
    method: "DELETE",
    path: "/api/cart",
    operation: mutation("clearCart", null),
    respond: (r) => restCart(r.cart),
  },
];
