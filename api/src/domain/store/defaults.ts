// A kitchen's store settings with the spec's defaults for a kitchen that never saved any.
// Checkout, platform settings and the cook's dashboards all read a store through here.
import type { Prisma, PrismaClient, StoreSettings } from "../../generated/prisma/client.ts";

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** "HH:MM" in the store's time zone; a closeTime of "24:00" means until midnight. */
export type DayHours = { isOpen: boolean; openTime: string; closeTime: string };
export type BusinessHours = Record<Weekday, DayHours>;

const weekday: DayHours = { isOpen: true, openTime: "09:00", closeTime: "17:00" };
const saturday: DayHours = { isOpen: true, openTime: "10:00", closeTime: "15:00" };
const sunday: DayHours = { isOpen: false, openTime: "10:00", closeTime: "15:00" };

export const DEFAULT_BUSINESS_HOURS: BusinessHours = {
  monday: weekday,
  tuesday: weekday,
  wednesday: weekday,
  thursday: weekday,
  friday: weekday,
  saturday,
  sunday,
};

/** The store as checkout sees it: a saved row, or the defaults for a kitchen without one. */
export type Store = Omit<StoreSettings, "id" | "createdAt" | "updatedAt" | "businessHours"> & {
  businessHours: BusinessHours;
  /** False while the kitchen has never saved its settings. */
  saved: boolean;
};

type Cook = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  locationApproximate: boolean;
};

export function defaultStore(cook: Cook): Store {
  return {
    userId: cook.id,
    businessName: cook.name,
    description: null,
    // Until the cook saves a store, it is at their own address.
    address: cook.address ?? "",
    latitude: cook.latitude,
    longitude: cook.longitude,
    locationApproximate: cook.locationApproximate,
    phone: cook.phone ?? "",
    email: cook.email,
    preparationTime: 30,
    deliveryRadiusMiles: 5,
    deliveryFeeCents: 299,
    minimumOrderCents: 1500,
    freeDeliveryMinimumCents: 5000,
    autoAcceptOrders: false,
    maxOrdersPerHour: 10,
    maxOrdersPerDay: 10,
    vacationMode: false,
    payoutFrequency: "weekly",
    payoutSchedule: "weekly",
    taxId: null,
    timeZone: "America/Chicago",
    orderCutoffMinutes: null,
    maxOrdersPerSlot: null,
    businessHours: DEFAULT_BUSINESS_HOURS,
    notifyOrders: true,
    notifyEmail: true,
    notifyPush: false,
    saved: false,
  };
}

/** Loads a cook's store; the cook must exist. */
export async function loadStore(prisma: PrismaClient | Prisma.TransactionClient, cookId: number): Promise<Store> {
  const cook = await prisma.user.findUniqueOrThrow({ where: { id: cookId }, include: { storeSettings: true } });
  return storeOf(cook);
}

/** The store of a cook read with its settings row (`include: { storeSettings: true }`). */
export function storeOf(cook: Cook & { storeSettings: StoreSettings | null }): Store {
  const row = cook.storeSettings;
  if (!row) return defaultStore(cook);
  const { id: _id, createdAt: _c, updatedAt: _u, businessHours, ...rest } = row;
  return {
    ...rest,
    businessHours: { ...DEFAULT_BUSINESS_HOURS, ...(businessHours as Partial<BusinessHours>) },
    saved: true,
  };
}
