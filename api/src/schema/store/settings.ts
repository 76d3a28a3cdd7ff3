// Store settings (platform settings, companion spec §2, §5). A cook edits their own store; an admin
// edits any cook's. Money in cents, distances in miles. The chef settings tab's preferences and
// contact info: chefPreferences.ts.
import { NotFoundError } from "../../domain/errors.ts";
import { saveStore, storeOwner } from "../../domain/store/settings.ts";
import { builder } from "../builder.ts";
import { selfOrAdmin, User } from "../accounts/user.ts";
import { commonErrors } from "../errors.ts";
import { loadStore, type Store, WEEKDAYS } from "../../domain/store/defaults.ts";
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

export const StorePayload = builder.objectRef<{ cookId: number }>("StoreSettingsPayload").implement({
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
      await saveStore(ctx, cookId, fields);
      return { cookId };
    },
  }),
);
