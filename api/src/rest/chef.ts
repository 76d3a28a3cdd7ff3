// /api paths of the chef area (companion spec §7 'Chef and store'; store settings: storeSettings.ts). Money is in
// dollars here (store settings as numbers, a dish's price as a "12.00" string), cents in GraphQL.
import { mutationOperation as mutation, RestFailure, type RestRequest, type RestRoute } from "./router.ts";
import {
  bool,
  dollarNumber,
  dollars,
  inputGlobalId,
  kitchenFoodItemFields,
  nodes,
  pathGlobalId,
  restFoodItem,
  strings,
  withId,
} from "./shapes.ts";
import { allergenWords, dietWords } from "./dietary.ts";

const profileFields = `restaurantName cuisineType description logoUrl bannerUrl specialties`;
const categoryFields = `databaseId name description displayOrder isActive foodItemCount`;
const periodFields = `grossCents platformFeeCents promoDiscountCents netCents orderCount`;
const earningsFields = `timeZone total { ${periodFields} } today { ${periodFields} } thisWeek { ${periodFields} }
  last30Days { ${periodFields} } daily { date ${periodFields} } recentOrders { databaseId status totalCents createdAt customerName }`;

/** Dollars as a form or client sends them ("12.00", 12, "$12") to cents; anything else is left for the rules. */
export function cents(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === "") return null;
  const n = typeof value === "number" ? value : Number(String(value).replace(/^\$/, ""));
  return Number.isFinite(n) ? Math.round(n * 100) : -1;
}

/** A number a client may send as text; anything else is null, for the rules to name. */
export function num(value: unknown): number | null {
  if (value == null || value === "") return null;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}
export const int = (value: unknown) => {
  const n = num(value);
  return n == null ? null : Math.round(n);
};

export const idParam = (type: string, value: string | undefined) => pathGlobalId(type, value, `${type} not found.`);

const kitchenItem = (f: unknown) => restFoodItem(f, "kitchen");

const restPeriod = (p: any) => ({
  grossSales: dollarNumber(p.grossCents),
  platformFee: dollarNumber(p.platformFeeCents),
  promoDiscounts: dollarNumber(p.promoDiscountCents),
  netEarnings: dollarNumber(p.netCents),
  orders: p.orderCount,
});

function restEarnings(e: any) {
  return {
    timeZone: e.timeZone,
    total: restPeriod(e.total),
    today: restPeriod(e.today),
    thisWeek: restPeriod(e.thisWeek),
    last30Days: restPeriod(e.last30Days),
    daily: e.daily.map((d: any) => ({ date: d.date, ...restPeriod(d) })),
    recentOrders: e.recentOrders.map((o: any) => ({
      id: o.databaseId,
      status: o.status,
      total: dollars(o.totalCents),
      createdAt: o.createdAt,
      customerName: o.customerName,
    })),
  };
}

/** Portions per day as a client sends them (3 or "3"), or null for no limit. */
function portionsPerDay(value: unknown) {
  if (value === null || value === "") return null;
  const n = Number(value);
  if (!Number.isInteger(n) || Math.abs(n) > 2_147_483_647)
    throw new RestFailure(400, "Portions per day must be a whole number");
  return n;
}

/** A dish's fields from an /api body: only those present, so PATCH changes just them. */
function foodItemInput(body: Record<string, unknown>) {
  const input: Record<string, unknown> = {};
  for (const key of ["name", "description", "prepTime", "imageUrl", "specialDescription", "meal", "category"] as const)
    if (body[key] !== undefined) input[key] = body[key] == null ? null : String(body[key]);
  if (body.categoryId !== undefined) input.categoryId = inputGlobalId("Category", body.categoryId);
  if (body.price !== undefined) input.priceCents = cents(body.price);
  if (body.customDeliveryFee !== undefined) input.customDeliveryFeeCents = cents(body.customDeliveryFee);
  if (body.specialPrice !== undefined) input.specialPriceCents = cents(body.specialPrice);
  if (body.available !== undefined) input.available = bool(body.available);
  if (body.portionsPerDay !== undefined) input.portionsPerDay = portionsPerDay(body.portionsPerDay);
  if (body.isOnSpecial !== undefined) input.isOnSpecial = bool(body.isOnSpecial);
  // Lists of words (tree_nuts, gluten_free); the spec's payloads leave them out: a dish stays "not declared".
  if (body.allergens !== undefined) input.allergens = body.allergens === null ? null : allergenWords(body.allergens);
  if (body.dietaryTags !== undefined)
    input.dietaryTags = body.dietaryTags === null ? null : dietWords(body.dietaryTags);
  if (body.specialEndDate !== undefined) {
    const date = body.specialEndDate ? new Date(String(body.specialEndDate)) : null;
    if (date && Number.isNaN(date.getTime())) throw new RestFailure(400, "Special end date must be a date");
    input.specialEndDate = date?.toISOString() ?? null;
  }
  return input;
}

// `first` goes as a variable: the cost limit multiplies a literal page size into the query's cost.
const kitchen = (select: string) =>
  `query Rest_chefKitchen${select.includes("$first") ? "($first: Int, $offset: Int)" : ""} { result: chefKitchen { ${select} } }`;
const page = ({ page }: RestRequest) => page;

export const chefRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/chef/restaurant-profile",
    operation: kitchen(`restaurantProfile { ${profileFields} }`),
    respond: (cook) => cook.restaurantProfile,
  },
  {
    method: "POST",
    path: "/api/chef/restaurant-profile",
    operation: mutation(
      "saveRestaurantProfile",
      "SaveRestaurantProfileInput",
      `... on SaveRestaurantProfilePayload { cook { restaurantProfile { ${profileFields} } } }`,
    ),
    variables: ({ body }) => ({
      input: {
        ...strings(body, ["restaurantName", "cuisineType", "description", "logoUrl", "bannerUrl"]),
        specialties: Array.isArray(body.specialties)
          ? body.specialties.map(String)
          : typeof body.specialties === "string"
            ? body.specialties.split(",")
            : [],
      },
    }),
    respond: (r) => r.cook.restaurantProfile,
  },
  {
    method: "GET",
    path: "/api/chef/categories",
    operation: kitchen(
      `kitchenCategories(first: $first, offset: $offset) { totalCount edges { node { ${categoryFields} } } }`,
    ),
    list: { defaultLimit: 100, total: (cook) => cook.kitchenCategories.totalCount },
    variables: page,
    respond: (cook) => nodes(cook.kitchenCategories).map(withId),
  },
  {
    method: "POST",
    path: "/api/chef/categories",
    operation: mutation(
      "createCategory",
      "CreateCategoryInput",
      `... on CreateCategoryPayload { category { ${categoryFields} } }`,
    ),
    variables: ({ body }) => ({
      input: {
        ...strings(body, ["name", "description"]),
        displayOrder: body.displayOrder == null || body.displayOrder === "" ? 0 : (int(body.displayOrder) ?? -1),
      },
    }),
    respond: (r) => withId(r.category),
  },
  {
    method: "DELETE",
    path: "/api/chef/categories/:id",
    operation: mutation("deleteCategory", "DeleteCategoryInput", `... on DeleteCategoryPayload { deletedId }`),
    variables: ({ params }) => ({ input: { id: idParam("Category", params.id) } }),
    respond: () => ({ success: true, message: "Category deleted" }),
  },
  {
    method: "GET",
    path: "/api/chef/food-items",
    operation: kitchen(
      `kitchenMenu(first: $first, offset: $offset) { totalCount edges { node { ${kitchenFoodItemFields} } } }`,
    ),
    list: { defaultLimit: 100, total: (cook) => cook.kitchenMenu.totalCount },
    variables: page,
    respond: (cook) => nodes(cook.kitchenMenu).map(kitchenItem),
  },
  {
    method: "POST",
    path: "/api/chef/food-items",
    operation: mutation(
      "createFoodItem",
      "CreateFoodItemInput",
      `... on CreateFoodItemPayload { foodItem { ${kitchenFoodItemFields} } }`,
    ),
    variables: ({ body }) => ({ input: foodItemInput(body) }),
    respond: (r) => kitchenItem(r.foodItem),
  },
  {
    method: "PATCH",
    path: "/api/chef/food-items/:id",
    operation: mutation(
      "updateFoodItem",
      "UpdateFoodItemInput",
      `... on UpdateFoodItemPayload { foodItem { ${kitchenFoodItemFields} } }`,
    ),
    variables: ({ params, body }) => ({ input: { ...foodItemInput(body), id: idParam("FoodItem", params.id) } }),
    respond: (r) => kitchenItem(r.foodItem),
  },
  {
    method: "DELETE",
    path: "/api/chef/food-items/:id",
    operation: mutation(
      "deleteFoodItem",
      "DeleteFoodItemInput",
      `... on DeleteFoodItemPayload { deletedId withdrawn }`,
    ),
    variables: ({ params }) => ({ input: { id: idParam("FoodItem", params.id) } }),
    respond: (r) => ({
      success: true,
      withdrawn: r.withdrawn,
      message: r.withdrawn
        ? "The dish is in unfinished orders: it was withdrawn from your menu and will not be offered again."
        : "Food item deleted",
    }),
  },
  {
    method: "GET",
    path: "/api/chef/earnings",
    operation: kitchen(`cookEarnings { ${earningsFields} }`),
    respond: (cook) => restEarnings(cook.cookEarnings),
  },
  {
    method: "GET",
    path: "/api/earnings/user/:id/daily",
    operation: `query Rest_dailyEarnings($id: ID!) { result: node(id: $id) { ... on User { cookEarnings { daily { date ${periodFields} } } } } }`,
    variables: ({ params }) => ({ id: idParam("User", params.id) }),
    respond: (user) => {
      if (!user?.cookEarnings) throw new RestFailure(404, "No cook with that id.");
      return user.cookEarnings.daily.map((d: any) => ({ date: d.date, ...restPeriod(d) }));
    },
  },
];
