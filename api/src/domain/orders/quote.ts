// The priced cart: the signed-in customer's cart lines, priced from the database now, with the
// delivery distance from the kitchen to the delivery address and the spec's fees.
import { ValidationError } from "../errors.ts";
import type { FoodItem, PrismaClient, User } from "../../generated/prisma/client.ts";
import { MAX_LINE_QUANTITY } from "../cart/rules.ts";
import { effectivePriceCents, specialApplies } from "../catalog/price.ts";
import { loadStore, type Store } from "../store/defaults.ts";
import { type Maps, whichOne } from "../../services/maps.ts";
import { CheckoutError } from "./errors.ts";
import {
  deliveryDistanceMiles,
  deliveryFeeLabel,
  dishDeliveryFeeCents,
  orderTotals,
  tipCents,
  type TipChoice,
  type Totals,
} from "./pricing.ts";

export type QuoteLine = {
  foodItemId: number;
  name: string;
  imageUrl: string | null;
  quantity: number;
  unitPriceCents: number;
  regularPriceCents: number;
  specialApplied: boolean;
};

export type Quote = Totals & {
  cookId: number;
  cookName: string;
  kitchenName: string;
  lines: QuoteLine[];
  distanceMiles: number;
  /** False when either end has no coordinates and the spec's 2.5 miles was used. */
  distanceKnown: boolean;
  /** True when either end was placed only at the public place its address names (ZIP code or city). */
  distanceApproximate: boolean;
  deliveryFeeLabel: string;
  deliveryAddress: string;
  deliveryLatitude: number | null;
  deliveryLongitude: number | null;
  pickupAddress: string;
  pickupLatitude: number | null;
  pickupLongitude: number | null;
  /** The tip as the customer chose it, so the order prices it the same way. */
  tip: TipChoice;
};

export const MIN_ADDRESS_LENGTH = 5;
/**
 * The spec's client sends this fixed text as every order's delivery address (customer spec §9): it
 * stands for the customer's own address, so it is read as their profile address, never delivered to.
 */
export const PROFILE_ADDRESS_PLACEHOLDER = "user address";
/** The longest address anyone's profile may hold (accounts/rules.ts); a delivery address is no longer. */
export const MAX_ADDRESS_LENGTH = 300;

/** What pricing needs besides the database: the geocoder for a delivery address. */
type Locating = { prisma: PrismaClient; maps: Maps };

const sameAddress = (a: string, b: string | null) =>
  b != null && a.replace(/\s+/g, " ").toLowerCase() === b.replace(/\s+/g, " ").trim().toLowerCase();

/** A dish with what pricing and the availability rule read of its cook. */
const dishWithCook = {
  include: {
    cook: {
      select: {
        id: true,
        name: true,
        address: true,
        latitude: true,
        longitude: true,
        locationApproximate: true,
        approvalStatus: true,
        isPaused: true,
        deletedAt: true,
      },
    },
  },
} as const;

type OrderedLine = {
  quantity: number;
  foodItem: FoodItem & {
    cook: Pick<
      User,
      | "id"
      | "name"
      | "address"
      | "latitude"
      | "longitude"
      | "locationApproximate"
      | "approvalStatus"
      | "isPaused"
      | "deletedAt"
    >;
  };
};

// One kitchen's menu is at most a few dozen dishes; a longer list is not an order.
const MAX_ORDER_LINES = 100;

/** A dish and how many, as a REST client's order payload names them. */
export type ItemChoice = { foodItemId: number; quantity: number };

/**
 * The customer's cart priced for delivery to `deliveryAddress` (default: their profile address), or
 * null when the cart is empty. Refuses a cart with a dish that can no longer be ordered or with
 * dishes of more than one kitchen.
 */
export async function quoteCart(
  { prisma, maps }: Locating,
  customer: User,
  deliveryAddress?: string | null,
  now = new Date(),
  tipChoice: TipChoice = null,
): Promise<{ quote: Quote; store: Store } | null> {
  const cart = await prisma.cartLine.findMany({
    where: { userId: customer.id, quantity: { gt: 0 } },
    orderBy: { createdAt: "asc" },
    include: { foodItem: dishWithCook },
  });
  if (cart.length === 0) return null;
  return priceLines({ prisma, maps }, customer, cart, deliveryAddress, now, tipChoice);
}

/**
 * Dishes chosen outside the cart (the spec's order payload) priced by the same rules as the cart:
 * today's prices, one kitchen, only dishes that can be ordered. A dish named twice is one line.
 */
export async function quoteItems(
  { prisma, maps }: Locating,
  customer: User,
  items: ItemChoice[],
  deliveryAddress?: string | null,
  now = new Date(),
  tipChoice: TipChoice = null,
): Promise<{ quote: Quote; store: Store }> {
  if (items.length === 0)
    throw new ValidationError([{ field: "items", message: "Please add at least one dish to the order" }]);
  if (items.length > MAX_ORDER_LINES)
    throw new ValidationError([{ field: "items", message: `An order holds at most ${MAX_ORDER_LINES} lines` }]);
  const quantities = new Map<number, number>();
  for (const item of items) quantities.set(item.foodItemId, (quantities.get(item.foodItemId) ?? 0) + item.quantity);
  for (const quantity of quantities.values())
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY)
      throw new ValidationError([
        { field: "items.quantity", message: `Each quantity must be 1 to ${MAX_LINE_QUANTITY}` },
      ]);
  const dishes = await prisma.foodItem.findMany({ where: { id: { in: [...quantities.keys()] } }, ...dishWithCook });
  if (dishes.length !== quantities.size)
    throw new ValidationError([{ field: "items.foodItemId", message: "One of the dishes does not exist" }]);
  const byId = new Map(dishes.map((dish) => [dish.id, dish]));
  const lines = [...quantities].map(([id, quantity]) => ({ foodItem: byId.get(id)!, quantity }));
  return priceLines({ prisma, maps }, customer, lines, deliveryAddress, now, tipChoice);
}

/** Lines of one kitchen's orderable dishes priced now, with the delivery to `deliveryAddress`. */
async function priceLines(
  { prisma, maps }: Locating,
  customer: User,
  cart: OrderedLine[],
  deliveryAddress: string | null | undefined,
  now: Date,
  tipChoice: TipChoice,
): Promise<{ quote: Quote; store: Store }> {
  const cookIds = new Set(cart.map((line) => line.foodItem.cookId));
  if (cookIds.size > 1)
    throw new CheckoutError(
      "Your cart has dishes from more than one kitchen. Please order from one kitchen at a time.",
    );
  for (const { foodItem } of cart) {
    const cook = foodItem.cook;
    const kitchenOpen = cook.approvalStatus === "approved" && !cook.isPaused && cook.deletedAt == null;
    if (!foodItem.available || foodItem.withdrawnAt != null || !kitchenOpen)
      throw new CheckoutError(`${foodItem.name} is no longer available. Please remove it from your cart to continue.`);
  }
  const cook = cart[0]!.foodItem.cook;
  const store = await loadStore(prisma, cook.id);

  const given = (deliveryAddress ?? "").trim();
  const address = (given.toLowerCase() === PROFILE_ADDRESS_PLACEHOLDER ? "" : given) || customer.address?.trim() || "";
  if (address.length < MIN_ADDRESS_LENGTH)
    throw new ValidationError([{ field: "deliveryAddress", message: "Please provide a complete address" }]);
  if (address.length > MAX_ADDRESS_LENGTH)
    throw new ValidationError([
      { field: "deliveryAddress", message: `Please keep the address under ${MAX_ADDRESS_LENGTH} characters` },
    ]);
  const delivery = await deliveryPoint(maps, customer, address);
  // The kitchen is where its store address is (geocoded when the store was saved).
  const pickup = { latitude: store.latitude, longitude: store.longitude };
  const distance = deliveryDistanceMiles(pickup, delivery);

  const lines: QuoteLine[] = cart.map(({ foodItem, quantity }) => ({
    foodItemId: foodItem.id,
    name: foodItem.name,
    imageUrl: foodItem.imageUrl,
    quantity,
    unitPriceCents: effectivePriceCents(foodItem, now),
    regularPriceCents: foodItem.priceCents,
    specialApplied: specialApplies(foodItem, now),
  }));
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const tip = tipCents(subtotalCents, tipChoice);
  if (typeof tip === "string") throw new ValidationError([{ field: "tip", message: tip }]);
  const totals = orderTotals({
    lines,
    baseDeliveryFeeCents: store.deliveryFeeCents,
    dishDeliveryFeeCents: dishDeliveryFeeCents(cart.map((line) => line.foodItem)),
    miles: distance.miles,
    freeDeliveryMinimumCents: store.freeDeliveryMinimumCents,
    tipCents: tip,
  });
  return {
    store,
    quote: {
      ...totals,
      cookId: cook.id,
      cookName: cook.name,
      kitchenName: store.businessName,
      lines,
      distanceMiles: distance.miles,
      distanceKnown: distance.known,
      distanceApproximate: distance.known && (delivery.approximate || store.locationApproximate),
      deliveryFeeLabel: deliveryFeeLabel(distance.miles),
      deliveryAddress: address,
      deliveryLatitude: delivery.latitude,
      deliveryLongitude: delivery.longitude,
      pickupAddress: store.address,
      pickupLatitude: store.latitude,
      pickupLongitude: store.longitude,
      tip: tipChoice ? { percent: tipChoice.percent ?? null, amountCents: tipChoice.amountCents ?? null } : null,
    },
  };
}

/**
 * Where the order goes. The profile address keeps the coordinates it was geocoded to when saved
 * (registration, updateContactInfo); another address is looked up now, so its fee and the delivery
 * radius are reckoned from where it is (offline, the centre of the ZIP code or city it names, marked
 * approximate), and one that names no known place, or could name several, is refused: no driver
 * could deliver there. A profile address without coordinates (saved before it could be placed) is
 * priced at the spec's 2.5 miles, so its customer can still order, and the radius is not checked
 * against a distance nobody knows (acceptance.ts).
 */
async function deliveryPoint(
  maps: Maps,
  customer: User,
  address: string,
): Promise<{ latitude: number | null; longitude: number | null; approximate: boolean }> {
  const atProfile = sameAddress(address, customer.address);
  if (atProfile && customer.latitude != null)
    return { latitude: customer.latitude, longitude: customer.longitude, approximate: customer.locationApproximate };
  const found = await maps.geocode(address);
  if (found.kind === "found")
    return { latitude: found.place.lat, longitude: found.place.lng, approximate: found.place.approximate };
  if (atProfile) return { latitude: null, longitude: null, approximate: false };
  const message = found.kind === "ambiguous" ? whichOne(found.candidates) : UNKNOWN_ADDRESS;
  throw new ValidationError([{ field: "deliveryAddress", message }]);
}

/** Checkout's answer for a delivery address the geocoder cannot find. */
export const UNKNOWN_ADDRESS =
  'We could not place that delivery address. Please add its city and state or its ZIP code (for example "Austin, TX 78701").';

/** What makes two quotes the same purchase: the dishes, their prices, the address and the total. */
export function quoteFingerprint(quote: Quote) {
  return JSON.stringify([
    quote.cookId,
    quote.deliveryAddress,
    quote.totalCents,
    quote.lines.map((l) => [l.foodItemId, l.quantity, l.unitPriceCents]),
  ]);
}
