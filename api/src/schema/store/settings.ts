// Store settings (platform settings, companion spec §2, §5) and the chef settings tab's preferences.
// A cook edits their own store; an admin edits any cook's. Money in cents, distances in miles.
import { NotAllowedError, NotFoundError, parseInput, ValidationError } from "../../domain/errors.ts";
import type { Prisma, PrismaClient } from "../../generated/prisma/client.ts";
import { addressCoordinates } from "../../domain/addresses.ts";
import { builder } from "../builder.ts";
import { selfOrAdmin, User, userPayload } from "../accounts/user.ts";
import { chefPreferences, contactInfo, storeSettings } from "../../domain/store/rules.ts";
import { commonErrors } from "../errors.ts";
import { type BusinessHours, loadStore, type Store, WEEKDAYS } from "../../domain/store/defaults.ts";
import { slotCapacity, slotCutoffMinutes } from "../../domain/store/slots.ts";

const DayHours = builder
  .objectRef<{ day: string; isOpen: boolean; openTime: string; closeTime: string }>("BusinessDay")
  .implement({
    description: 'A weekday\'s hours, "HH:MM" in the store\'s time zone; a closeTime of "24:00" is midnight.',
    fields: (t) => ({
      day: t.exposeString("day", { description: "monday ... sunday" }),
      isOpen: t.exposeBoolean("isOpen", { description: "Whether the kitchen opens that day." }),
      openTime: t.exposeString("openTime", { description: 'Opening time, "HH:MM".' }),
      closeTime: t.exposeString("closeTime", { description: 'Closing time, "HH:MM"; "24:00" is midnight.' }),
    }),
  });

export const StoreSettings = builder.objectRef<Store>("StoreSettings").implement({
  description: "A kitchen's store settings; the spec's defaults until the cook saves them (`saved`).",
  fields: (t) => ({
    cookDatabaseId: t.exposeInt("userId", { description: "The cook's numeric id." }),
    saved: t.exposeBoolean("saved", {
      description: "False while the kitchen has never saved its settings: every value is a default.",
    }),
    businessName: t.exposeString("businessName", {
      description: "The kitchen's name in checkout and menu messages; the cook's name by default.",
    }),
    description: t.exposeString("description", {
      nullable: true,
      description: "The store's description; null for none.",
    }),
    address: t.exposeString("address", {
      description:
        "The pickup address; the cook's address by default. Geocoded when saved: delivery distance, fee and radius are measured from it.",
    }),
    located: t.boolean({
      description:
        "Whether the geocoder found the address; when false, checkout prices deliveries at the spec's 2.5 miles.",
      resolve: (store) => store.latitude != null && store.longitude != null,
    }),
    phone: t.exposeString("phone", { description: "The store's phone; the cook's by default." }),
    email: t.exposeString("email", { description: "The store's email; the cook's by default." }),
    preparationTime: t.exposeInt("preparationTime", {
      description:
        "Usual preparation time in minutes, 10 to 120 (default 30): a paid order is promised this long plus the trip, and its ETA before pickup counts down to that.",
    }),
    deliveryRadiusMiles: t.exposeFloat("deliveryRadiusMiles", {
      description:
        "How far the kitchen delivers, in miles (default 5); checkout refuses an address known to be farther.",
    }),
    deliveryFeeCents: t.exposeInt("deliveryFeeCents", {
      description: "Base delivery fee in cents (default 299); checkout adds 50 cents a mile beyond 2 miles.",
    }),
    minimumOrderCents: t.exposeInt("minimumOrderCents", {
      description: "The smallest subtotal checkout accepts, in cents (default 1,500).",
    }),
    freeDeliveryMinimumCents: t.exposeInt("freeDeliveryMinimumCents", {
      description: "A subtotal in cents from which delivery is free (default 5,000).",
    }),
    autoAcceptOrders: t.exposeBoolean("autoAcceptOrders", {
      description: "When true, a paid order goes straight to preparing instead of waiting as confirmed.",
    }),
    maxOrdersPerHour: t.exposeInt("maxOrdersPerHour", {
      description: "Paid orders the kitchen takes per rolling hour (default 10); at the limit it shows closed.",
    }),
    maxOrdersPerDay: t.exposeInt("maxOrdersPerDay", {
      nullable: true,
      description: "Order capacity: paid orders per local day (default 10); null is unlimited.",
    }),
    vacationMode: t.exposeBoolean("vacationMode", {
      description: "When true the kitchen shows closed and checkout refuses its orders.",
    }),
    payoutFrequency: t.exposeString("payoutFrequency", { description: "Platform settings: daily or weekly." }),
    payoutSchedule: t.exposeString("payoutSchedule", { description: "Chef settings: daily, weekly or monthly." }),
    taxId: t.exposeString("taxId", { nullable: true, description: "The business's tax ID; null for none." }),
    timeZone: t.exposeString("timeZone", {
      description: "IANA time zone the hours and daily counts are read in; America/Chicago (no mutation changes it).",
    }),
    orderCutoffMinutes: t.exposeInt("orderCutoffMinutes", {
      nullable: true,
      description:
        "Order ahead: minutes before a delivery slot starts that it closes to orders, as saved; null means the preparation time.",
    }),
    maxOrdersPerSlot: t.exposeInt("maxOrdersPerSlot", {
      nullable: true,
      description:
        "Order ahead: scheduled orders one 30-minute delivery slot takes, as saved; null means half of maxOrdersPerHour (at least 1).",
    }),
    slotCutoffMinutes: t.int({
      description: "The order cutoff in force: orderCutoffMinutes, or the preparation time when it was never set.",
      resolve: (store) => slotCutoffMinutes(store),
    }),
    slotCapacity: t.int({
      description:
        "The slot capacity in force: maxOrdersPerSlot, or half of maxOrdersPerHour (at least 1) when it was never set.",
      resolve: (store) => slotCapacity(store),
    }),
    businessHours: t.field({
      type: [DayHours],
      description: "The seven weekdays' hours, Monday first.",
      resolve: (store) => WEEKDAYS.map((day) => ({ day, ...store.businessHours[day] })),
    }),
    notifyOrders: t.exposeBoolean("notifyOrders", {
      description: "Whether the cook is notified of each new paid order (default true).",
    }),
    notifyEmail: t.exposeBoolean("notifyEmail", {
      description:
        "Whether the cook's notifications are also mailed (default true); their notification settings' email toggle must allow it too.",
    }),
    notifyPush: t.exposeBoolean("notifyPush", {
      description:
        "Whether the cook's notifications are also pushed to their browsers (default false); their notification settings' push toggle must allow it too.",
    }),
  }),
});

builder.prismaObjectFields("User", (t) => ({
  storeSettings: t.field({
    type: StoreSettings,
    nullable: true,
    description: "A cook's store settings (null for other roles). Only the cook and admins see them.",
    authScopes: (user) => selfOrAdmin(user.id),
    resolve: (user, _args, ctx) => (user.role === "cook" ? loadStore(ctx.prisma, user.id) : null),
  }),
  stripeConnected: t.boolean({
    description: "Whether a card-payment payout account is connected.",
    authScopes: (user) => selfOrAdmin(user.id),
    resolve: (user) => user.stripeAccountId != null,
  }),
}));

builder.queryField("cookStores", (t) =>
  t.withAuth({ admin: true }).prismaConnection({
    type: "User",
    cursor: "id",
    description: "Admins: the cooks whose store settings they may edit, deleted ones left out, oldest first.",
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.user.findMany({ ...query, where: { role: "cook", deletedAt: null }, orderBy: { id: "asc" } }),
  }),
);

const DayHoursInput = builder.inputType("BusinessDayInput", {
  description: "One weekday's hours in the store's time zone.",
  fields: (t) => ({
    isOpen: t.boolean({ required: true, description: "Whether the kitchen opens that day." }),
    openTime: t.string({ required: true, description: '"HH:MM", 00:00 to 23:59.' }),
    closeTime: t.string({
      required: true,
      description: '"HH:MM", or "24:00" for midnight; after openTime on an open day.',
    }),
  }),
});

const BusinessHoursInput = builder.inputType("BusinessHoursInput", {
  description: "Hours for all seven weekdays; each is required.",
  fields: (t) =>
    Object.fromEntries(
      WEEKDAYS.map((d) => [
        d,
        t.field({ type: DayHoursInput, required: true, description: `Hours on ${d[0]!.toUpperCase()}${d.slice(1)}.` }),
      ]),
    ) as Record<(typeof WEEKDAYS)[number], ReturnType<typeof t.field<typeof DayHoursInput, true>>>,
});

// Every field optional: a partial save (the spec's client may send a subset) changes only the fields sent.
const SaveStoreSettingsInput = builder.inputType("SaveStoreSettingsInput", {
  description: "The store's new settings; a field left out (or null) keeps its value.",
  fields: (t) => ({
    cookId: t.globalID({ for: User, description: "Admins: whose store. Cooks may omit it (their own)." }),
    businessName: t.string({ description: "1 to 120 characters." }),
    description: t.string({ description: "At most 2,000 characters; blank clears it." }),
    address: t.string({ description: "The pickup address, 1 to 300 characters." }),
    phone: t.string({ description: "1 to 30 characters." }),
    email: t.string({ description: "A valid email address; stored lower-cased." }),
    preparationTime: t.int({ description: "Minutes, 10 to 120." }),
    deliveryRadiusMiles: t.float({ description: "Miles, 0.5 to 50." }),
    deliveryFeeCents: t.int({ description: "Base delivery fee in cents, 0 to 2,000." }),
    minimumOrderCents: t.int({ description: "Minimum subtotal in cents, 500 to 10,000." }),
    freeDeliveryMinimumCents: t.int({ description: "Subtotal in cents for free delivery, 2,000 to 20,000." }),
    autoAcceptOrders: t.boolean({ description: "Paid orders go straight to preparing." }),
    maxOrdersPerHour: t.int({ description: "1 to 50." }),
    payoutFrequency: t.string({ description: "daily or weekly" }),
    taxId: t.string({ description: "At most 40 characters; blank clears it." }),
    businessHours: t.field({ type: BusinessHoursInput, description: "Left out: the hours stay as they are." }),
    orderCutoffMinutes: t.int({
      description:
        "Order ahead: minutes before a slot starts that it closes, 0 to 1,440 (default: the preparation time).",
    }),
    maxOrdersPerSlot: t.int({
      description: "Order ahead: scheduled orders per 30-minute slot, 1 to 50 (default: half of maxOrdersPerHour).",
    }),
  }),
});

const StorePayload = builder.objectRef<{ cookId: number }>("StoreSettingsPayload").implement({
  description: "A saved store.",
  fields: (t) => ({
    cook: t.prismaField({
      type: "User",
      description: "The cook whose store changed, with its settings.",
      resolve: (query, payload, _args, ctx) =>
        ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: payload.cookId } }),
    }),
  }),
});

/** Writes a store: an update of the saved row, or the defaults plus the change for a first save. */
export async function writeStore(prisma: PrismaClient, cookId: number, change: Partial<Store>) {
  const current = await loadStore(prisma, cookId);
  const { saved: _saved, userId: _userId, businessHours, ...rest } = { ...current, ...change };
  const data = { ...rest, businessHours: businessHours as unknown as Prisma.InputJsonValue };
  await prisma.storeSettings.upsert({ where: { userId: cookId }, create: { userId: cookId, ...data }, update: data });
}

builder.mutationField("saveStoreSettings", (t) =>
  // Managing a store comes after approval, as the rest of the chef area (companion spec §1); a pending
  // or rejected cook may open the page (§6) and read the defaults, not save them.
  t.withAuth({ $any: { approvedCook: true, admin: true } }).field({
    type: StorePayload,
    description:
      "Platform settings' Save Settings: an approved cook saves their own store, an admin any cook's (cookId). " +
      "The whole store after the change is checked.",
    args: { input: t.arg({ type: SaveStoreSettingsInput, required: true, description: "The settings to change." }) },
    errors: {
      types: [...commonErrors, NotFoundError],
      directResult: true,
      union: {
        description:
          "StoreSettingsPayload once saved; ValidationError for a broken rule (or an admin without cookId), " +
          "NotAllowedError for a cook not (yet) approved or one naming another cook, NotFoundError for an admin's unknown cook.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const { cookId: target, ...fields } = input;
      const cookId = await storeOwner(ctx.prisma, ctx.user, target ? Number(target.id) : null);
      const { saved: _saved, userId: _userId, ...current } = await loadStore(ctx.prisma, cookId);
      const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value != null));
      // The whole store after the change is checked, so a saved value the rules now refuse is named too.
      const data = parseInput(storeSettings, {
        ...current,
        description: current.description ?? "",
        taxId: current.taxId ?? "",
        ...given,
      });
      // The kitchen is where its address is: checkout measures distance, fee and radius from here,
      // and the driver collects there. An address the geocoder does not know leaves it unplaced; one
      // that could name several places is refused with the candidates.
      const moved = data.address !== current.address || current.latitude == null;
      const location = moved ? await addressCoordinates(ctx.maps, data.address) : {};
      await writeStore(ctx.prisma, cookId, {
        ...data,
        ...location,
        businessHours: data.businessHours as BusinessHours,
      });
      return { cookId };
    },
  }),
);

/** Whose store a request edits: a cook's own; an admin's chosen cook. */
async function storeOwner(prisma: PrismaClient, user: { id: number; role: string }, target: number | null) {
  if (user.role !== "admin") {
    if (target != null && target !== user.id) throw new NotAllowedError("You can only change your own store settings.");
    return user.id;
  }
  if (target == null) throw new ValidationError([{ field: "cookId", message: "Choose whose store to edit" }]);
  const cook = await prisma.user.findFirst({
    where: { id: target, role: "cook", deletedAt: null },
    select: { id: true },
  });
  if (!cook) throw new NotFoundError("No cook with that id.");
  return cook.id;
}

const ChefPreferencesInput = builder.inputType("UpdateChefPreferencesInput", {
  description: "The chef settings tab; a field left out stays as it is.",
  fields: (t) => ({
    notifyOrders: t.boolean({ description: "New-order notifications on or off." }),
    notifyEmail: t.boolean({ description: "The cook's notifications by email on or off." }),
    notifyPush: t.boolean({ description: "The cook's notifications by push on or off." }),
    payoutSchedule: t.string({ description: "daily, weekly or monthly" }),
    autoAcceptOrders: t.boolean({ description: "Paid orders go straight to preparing." }),
    vacationMode: t.boolean({ description: "True closes the kitchen to new orders." }),
    maxOrdersPerDay: t.int({ description: "5, 10 or 20; null for unlimited." }),
  }),
});

builder.mutationField("updateChefPreferences", (t) =>
  t.withAuth({ approvedCook: true }).field({
    type: StorePayload,
    description: "Saves the chef settings tab's toggles, payout schedule and order capacity. Approved cooks only.",
    args: { input: t.arg({ type: ChefPreferencesInput, required: true, description: "The preferences to change." }) },
    errors: {
      types: commonErrors,
      directResult: true,
      union: {
        description:
          "StoreSettingsPayload once saved; ValidationError for a value out of its choices, NotAllowedError for anyone but an approved cook.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      // Explicit nulls mean "unlimited" only for the capacity; elsewhere a null is a field left out.
      const given = Object.fromEntries(Object.entries(input).filter(([k, v]) => v !== null || k === "maxOrdersPerDay"));
      const change = parseInput(chefPreferences, given);
      await writeStore(
        ctx.prisma,
        ctx.user.id,
        Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)),
      );
      return { cookId: ctx.user.id };
    },
  }),
);

const UpdateContactInfoInput = builder.inputType("UpdateContactInfoInput", {
  description: "The user's new phone and address.",
  fields: (t) => ({
    phone: t.string({
      required: true,
      description: "At least 10 digits (other characters are not counted), at most 30 characters.",
    }),
    address: t.string({ required: true, description: "5 to 300 characters." }),
  }),
});

builder.mutationField("updateContactInfo", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: userPayload(
      "UpdateContactInfoPayload",
      "The user with the new phone and address.",
      "Changed contact details.",
    ),
    description:
      "Changes the signed-in user's phone and address (the chef settings' 'Update Contact Info'). Any signed-in user. " +
      "A new address is geocoded: its coordinates are saved, or cleared when the address is not found; " +
      "one that could name several places is refused (ValidationError asking which one).",
    args: { input: t.arg({ type: UpdateContactInfoInput, required: true, description: "The new phone and address." }) },
    errors: {
      types: commonErrors,
      directResult: true,
      union: {
        description:
          "UpdateContactInfoPayload once saved; ValidationError for a broken rule, NotSignedInError for a visitor.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const data = parseInput(contactInfo, input);
      // Checkout prices the profile address from these coordinates (orders/quote.ts), so they move with it.
      const location = data.address === ctx.user.address ? {} : await addressCoordinates(ctx.maps, data.address);
      await ctx.prisma.user.update({ where: { id: ctx.user.id }, data: { ...data, ...location } });
      await ctx.pubsub.publish("userUpdated", ctx.user.id, { userId: ctx.user.id });
      return { userId: ctx.user.id };
    },
  }),
);
