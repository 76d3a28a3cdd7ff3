// Between GraphQL's shapes and the spec's REST shapes, one way each: money in cents becomes dollars,
// global ids become database ids and back, connections become arrays; the objects several /api
// areas answer with (users, orders, food items) are shaped here once.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { databaseIdFrom } from "../schema/inputIds.ts";
import { RestFailure } from "./router.ts";
import { dollarsText } from "../domain/money.ts";

/** Cents as the spec's "12.34" dollar text; null and an unselected field stay as they are. */
export const dollars = (cents: number | null | undefined) =>
  cents === undefined ? undefined : cents === null ? null : dollarsText(cents);

/** Dollars as a client sends them ("12.50" or 12.5) to cents; anything else (or beyond a GraphQL
 * Int) is -1, for the rules to refuse with their message. */
export function cents(value: unknown) {
  const dollars = typeof value === "number" || typeof value === "string" ? Number(value) : NaN;
  const amount = Math.round(dollars * 100);
  return Number.isFinite(amount) && Math.abs(amount) <= 2_147_483_647 ? amount : -1;
}

/** Cents as a dollar number (store settings, earnings, a payment intent's amount). */
/** Dollars as a client sends them ("12.50" or 12.5) to cents; anything else (or beyond a GraphQL
 * Int) is -1, for the rules to refuse with their message. */
export function centsOf(value: unknown) {
  const dollars = typeof value === "number" || typeof value === "string" ? Number(value) : NaN;
  const amount = Math.round(dollars * 100);
  return Number.isFinite(amount) && Math.abs(amount) <= 2_147_483_647 ? amount : -1;
}

export const dollarNumber = (cents: number) => cents / 100;

/** A connection's nodes, in order. */
export const nodes = (connection: { edges: { node: any }[] }) => connection.edges.map((e) => e.node);

/** An object with its `databaseId` as the spec's `id`. */
export function withId<T extends { databaseId: unknown }>({ databaseId, ...rest }: T) {
  return { id: databaseId as T["databaseId"], ...rest };
}

/** A path's id as a number; anything but a positive 32-bit integer is an unknown object. */
export function pathDatabaseId(value: string | undefined, notFound: string): number {
  const id = databaseIdFrom(value);
  if (id === null) throw new RestFailure(404, notFound);
  return id;
}

/** A path's id as the global id GraphQL takes; anything else is an unknown object. */
export const pathGlobalId = (typename: string, value: string | undefined, notFound: string) =>
  encodeGlobalID(typename, pathDatabaseId(value, notFound));

/** A payload's (or path's) numeric id as a global id; a malformed one becomes an id the schema
 * refuses as invalid input, with its field's name. */
export const inputGlobalId = (typename: string, value: unknown) => encodeGlobalID(typename, optionalInt(value) ?? 0);

/** Payload fields as GraphQL strings: a missing field becomes "", so the spec's rule message answers. */
export function strings(body: Record<string, unknown>, names: string[]) {
  return Object.fromEntries(
    names.map((n) => [n, body[n] == null ? "" : typeof body[n] === "string" ? body[n] : String(body[n])]),
  );
}

/** An optional text: null stays null, anything else becomes its string. */
export const text = (value: unknown) => (value == null ? null : String(value));

/** A form's or JSON's yes: true or "true". */
export const bool = (value: unknown) => value === true || value === "true";

/** An optional whole number; numeric strings from forms are accepted, anything else is left for validation. */
export function optionalInt(value: unknown): number | null {
  if (value == null || value === "") return null;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

export const userFields = `databaseId name username email phone address latitude longitude role approvalStatus isPaused createdAt`;

/** The spec's user object: numeric id, name, username, email, phone, address, role. */
export function restUser(u: any) {
  if (!u) return null;
  return withId(u);
}

const foodItemBaseFields = `databaseId cookDatabaseId name description meal priceCents effectivePriceCents specialActive percentOff
  imageUrl prepTime available customDeliveryFeeCents isOnSpecial specialPriceCents specialDescription specialEndDate
  rating reviewCount allergens dietaryTags isFavourite conflicts { allergens diets allergensDeclared }`;

/** A food item as everyone may read it (`restFoodItem(item, "menu")`). */
export const foodItemFields = `${foodItemBaseFields} category { name }`;

/** A food item as its cook reads it in the chef area (`restFoodItem(item, "kitchen")`). */
export const kitchenFoodItemFields = `${foodItemBaseFields} withdrawn createdAt portionsPerDay category { databaseId name }`;

/**
 * The spec's food item: id, cookId, name, description, price, category, imageUrl, prepTime, available,
 * customDeliveryFee, isOnSpecial, specialPrice, specialDescription, specialEndDate, rating, reviewCount;
 * plus what the server computed (effectivePrice, specialActive, percentOff). The two tables name
 * `category` differently: on the customer's menu (customer spec §7) it is the meal, and the cook's
 * menu section comes as `menuSection`; in the chef area (companion spec §7) it is the section, with
 * its id, and the item also says its `meal`, whether it was `withdrawn` and when it was created.
 */
export function restFoodItem(f: any, view: "menu" | "kitchen") {
  const item = {
    id: f.databaseId,
    cookId: f.cookDatabaseId,
    name: f.name,
    description: f.description,
    price: dollars(f.priceCents),
    imageUrl: f.imageUrl,
    prepTime: f.prepTime,
    available: f.available,
    customDeliveryFee: dollars(f.customDeliveryFeeCents),
    isOnSpecial: f.isOnSpecial,
    specialPrice: dollars(f.specialPriceCents),
    specialDescription: f.specialDescription,
    specialEndDate: f.specialEndDate,
    rating: f.rating,
    reviewCount: f.reviewCount,
    effectivePrice: dollars(f.effectivePriceCents),
    specialActive: f.specialActive,
    percentOff: f.percentOff,
    // Null until the cook declares them ([] means "contains none of these").
    allergens: f.allergens,
    dietaryTags: f.dietaryTags,
    // The signed-in user's dietary conflicts with it; null for visitors.
    conflicts: f.conflicts,
    isFavourite: f.isFavourite,
  };
  if (view === "menu") return { ...item, category: f.meal, menuSection: f.category?.name ?? null };
  return {
    ...item,
    category: f.category?.name ?? null,
    categoryId: f.category?.databaseId ?? null,
    meal: f.meal,
    withdrawn: f.withdrawn,
    createdAt: f.createdAt,
    // Portions made a day; null: no limit (GET /api/food-items/{id}/portions has each date's).
    portionsPerDay: f.portionsPerDay,
  };
}

/** A kitchen as GET /api/chefs lists it (`restChef`): its cook, profile and first three dishes. */
export const chefFields = `databaseId name username kitchenArea isFavouriteKitchen
  restaurantProfile { restaurantName cuisineType description logoUrl bannerUrl }
  menuItems(first: 3) { totalCount edges { node { ${foodItemFields} } } }`;

/** The spec's chef: the cook's id, name and address, the restaurant, the dish count and three dishes. */
export const restChef = (c: any) => ({
  id: c.databaseId,
  name: c.name,
  username: c.username,
  address: c.kitchenArea,
  role: "cook",
  restaurant: c.restaurantProfile,
  dishCount: c.menuItems.totalCount,
  foodItems: nodes(c.menuItems).map((f: unknown) => restFoodItem(f, "menu")),
  isFavourite: c.isFavouriteKitchen,
});

export const tipFields = `databaseId orderDatabaseId amountCents status failureMessage createdAt paidAt paymentClientSecret`;

/** A tip as /api answers it: money as a "5.00" string, the status as a word. */
export const restTip = (t: any) => ({
  id: t.databaseId,
  orderId: t.orderDatabaseId,
  amount: dollars(t.amountCents),
  status: t.status,
  ...(t.failureMessage ? { failureMessage: t.failureMessage } : {}),
  ...(t.paymentClientSecret ? { paymentClientSecret: t.paymentClientSecret } : {}),
  createdAt: t.createdAt,
  paidAt: t.paidAt,
});

export const orderFields = `
  databaseId customerDatabaseId cookDatabaseId driverDatabaseId status statusLabel paymentStatus createdAt paidAt
  subtotalCents platformFeeCents deliveryFeeCents deliveryFeeLabel taxCents tipCents totalCents distanceMiles
  discountCents promoCode
  deliveryAddress pickupAddress deliveryInstructions cookName kitchenName customerName
  estimatedDelivery pickedUpAt onWayAt deliveredAt cookPhone customerPhone driver { name vehicle phone }
  scheduledFor scheduledLabel cancellableUntil
  tipsGivenCents tipsGiven { ${tipFields} }
  items { foodItemDatabaseId name imageUrl quantity unitPriceCents reviewed canReview }`;

/** The spec's order: numeric ids, money as "12.34" strings, items with their price. */
export function restOrder(o: any) {
  if (!o) return null;
  return {
    id: o.databaseId,
    customerId: o.customerDatabaseId,
    cookId: o.cookDatabaseId,
    driverId: o.driverDatabaseId,
    status: o.status,
    statusLabel: o.statusLabel,
    paymentStatus: o.paymentStatus,
    createdAt: o.createdAt,
    paidAt: o.paidAt,
    subtotal: dollars(o.subtotalCents),
    platformFee: dollars(o.platformFeeCents),
    deliveryFee: dollars(o.deliveryFeeCents),
    deliveryFeeLabel: o.deliveryFeeLabel,
    tax: dollars(o.taxCents),
    tip: dollars(o.tipCents),
    discount: dollars(o.discountCents),
    promoCode: o.promoCode,
    total: dollars(o.totalCents),
    estimatedDelivery: o.estimatedDelivery,
    pickedUpAt: o.pickedUpAt,
    onWayAt: o.onWayAt,
    deliveredAt: o.deliveredAt,
    cookPhone: o.cookPhone,
    customerPhone: o.customerPhone,
    driver: o.driver,
    driverPay: dollars(o.driverPayCents),
    estimatedDistance: o.distanceMiles == null ? undefined : String(o.distanceMiles),
    deliveryAddress: o.deliveryAddress,
    pickupAddress: o.pickupAddress,
    deliveryInstructions: o.deliveryInstructions,
    cookName: o.cookName,
    restaurantName: o.kitchenName,
    customerName: o.customerName,
    cancelReason: o.cancelReason,
    cancelledAt: o.cancelledAt,
    scheduledFor: o.scheduledFor,
    scheduledLabel: o.scheduledLabel,
    cancellableUntil: o.cancellableUntil,
    ...(o.tipsGiven ? { tipsGiven: o.tipsGiven.map(restTip), tipsTotal: dollars(o.tipsGivenCents) } : {}),
    items: o.items.map((i: any) => ({
      foodItemId: i.foodItemDatabaseId,
      name: i.name,
      imageUrl: i.imageUrl,
      quantity: i.quantity,
      price: dollars(i.unitPriceCents),
      reviewed: i.reviewed,
      canReview: i.canReview,
    })),
  };
}
