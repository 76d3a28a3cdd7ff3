// Store settings (platform settings, companion spec §2, §5) and the chef settings tab's preferences.
// A cook edits their own store; an admin edits any cook's. Money in cents, distances in miles.
import { NotAllowedError, NotFoundError, parseInput, ValidationError } from "../../errors.ts";
import type { Prisma, PrismaClient } from "../../generated/prisma/client.ts";
import { builder } from "../builder.ts";
import { selfOrAdmin, User, userPayload } from "../accounts/user.ts";
import { chefPreferences, contactInfo, numericId, storeSettings } from "../chef/rules.ts";
import { commonErrors } from "../errors.ts";
import { type BusinessHours, loadStore, type Store, WEEKDAYS } from "./defaults.ts";

const DayHours = builder
  .objectRef<{ day: string; isOpen: boolean; openTime: string; closeTime: string }>("BusinessDay")
  .implement({
    description: "A weekday's hours, \"HH:MM\" in the store's time zone; a closeTime of \"24:00\" is midnight.",
    fields: (t) => ({
      day: t.exposeString("day", { description: "monday ... sunday" }),
      isOpen: t.exposeBoolean("isOpen"),
      openTime: t.exposeString("openTime"),
      closeTime: t.exposeString("closeTime"),
    }),
  });

export const StoreSettings = builder.objectRef<Store>("StoreSettings").implement({
  description: "A kitchen's store settings; the spec's defaults until the cook saves them (`saved`).",
  fields: (t) => ({
    cookDatabaseId: t.exposeInt("userId"),
    saved: t.exposeBoolean("saved"),
    businessName: t.exposeString("businessName"),
    description: t.exposeString("description", { nullable: true }),
    address: t.exposeString("address"),
    phone: t.exposeString("phone"),
    email: t.exposeString("email"),
    preparationTime: t.exposeInt("preparationTime", { description: "Minutes." }),
    deliveryRadiusMiles: t.exposeFloat("deliveryRadiusMiles"),
    deliveryFeeCents: t.exposeInt("deliveryFeeCents"),
    minimumOrderCents: t.exposeInt("minimumOrderCents"),
    freeDeliveryMinimumCents: t.exposeInt("freeDeliveryMinimumCents"),
    autoAcceptOrders: t.exposeBoolean("autoAcceptOrders"),
    maxOrdersPerHour: t.exposeInt("maxOrdersPerHour"),
    maxOrdersPerDay: t.exposeInt("maxOrdersPerDay", { nullable: true, description: "Order capacity; null is unlimited." }),
    vacationMode: t.exposeBoolean("vacationMode"),
    useOwnDelivery: t.exposeBoolean("useOwnDelivery"),
    payoutFrequency: t.exposeString("payoutFrequency", { description: "Platform settings: daily or weekly." }),
    payoutSchedule: t.exposeString("payoutSchedule", { description: "Chef settings: daily, weekly or monthly." }),
    taxId: t.exposeString("taxId", { nullable: true }),
    timeZone: t.exposeString("timeZone"),
    businessHours: t.field({
      type: [DayHours],
      resolve: (store) => WEEKDAYS.map((day) => ({ day, ...store.businessHours[day] })),
    }),
    notifyOrders: t.exposeBoolean("notifyOrders"),
    notifyEmail: t.exposeBoolean("notifyEmail"),
    notifyPush: t.exposeBoolean("notifyPush"),
    notifyMarketing: t.exposeBoolean("notifyMarketing"),
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
    description: "Admins: the cooks whose store settings they may edit.",
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.user.findMany({ ...query, where: { role: "cook", deletedAt: null }, orderBy: { id: "asc" } }),
  }),
);

const DayHoursInput = builder.inputType("BusinessDayInput", {
  fields: (t) => ({
    isOpen: t.boolean({ required: true }),
    openTime: t.string({ required: true }),
    closeTime: t.string({ required: true }),
  }),
});

const BusinessHoursInput = builder.inputType("BusinessHoursInput", {
  fields: (t) => Object.fromEntries(WEEKDAYS.map((d) => [d, t.field({ type: DayHoursInput, required: true })])) as Record<
    (typeof WEEKDAYS)[number],
    ReturnType<typeof t.field<typeof DayHoursInput, true>>
  >,
});

// Every field optional: a partial save (the spec's client may send a subset) changes only the fields sent.
const SaveStoreSettingsInput = builder.inputType("SaveStoreSettingsInput", {
  description: "The store's new settings; a field left out (or null) keeps its value.",
  fields: (t) => ({
    cookId: t.globalID({ for: User, description: "Admins: whose store. Cooks may omit it (their own)." }),
    businessName: t.string(),
    description: t.string(),
    address: t.string(),
    phone: t.string(),
    email: t.string(),
    preparationTime: t.int({ description: "Minutes, 10 to 120." }),
    deliveryRadiusMiles: t.float({ description: "0.5 to 50." }),
    deliveryFeeCents: t.int({ description: "0 to 2000." }),
    minimumOrderCents: t.int({ description: "500 to 10000." }),
    freeDeliveryMinimumCents: t.int({ description: "2000 to 20000." }),
    autoAcceptOrders: t.boolean(),
    maxOrdersPerHour: t.int({ description: "1 to 50." }),
    useOwnDelivery: t.boolean(),
    payoutFrequency: t.string({ description: "daily or weekly" }),
    taxId: t.string(),
    businessHours: t.field({ type: BusinessHoursInput, description: "Left out: the hours stay as they are." }),
  }),
});

const StorePayload = builder.objectRef<{ cookId: number }>("StoreSettingsPayload").implement({
  fields: (t) => ({
    cook: t.prismaField({
      type: "User",
      description: "The cook whose store changed, with its settings.",
      resolve: (query, payload, _args, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: payload.cookId } }),
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
  t.withAuth({ $any: { cook: true, admin: true } }).field({
    type: StorePayload,
    description: "Platform settings' Save Settings: a cook saves their own store, an admin any cook's (cookId).",
    args: { input: t.arg({ type: SaveStoreSettingsInput, required: true }) },
    errors: { types: [...commonErrors, NotFoundError], directResult: true },
    resolve: async (_root, { input }, ctx) => {
      const { cookId: target, ...fields } = input;
      const cookId = await storeOwner(ctx.prisma, ctx.user, target ? (numericId(target.id) ?? -1) : null);
      const { saved: _saved, userId: _userId, ...current } = await loadStore(ctx.prisma, cookId);
      const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value != null));
      // The whole store after the change is checked, so a saved value the rules now refuse is named too.
      const data = parseInput(storeSettings, { ...current, description: current.description ?? "", taxId: current.taxId ?? "", ...given });
      await writeStore(ctx.prisma, cookId, { ...data, businessHours: data.businessHours as BusinessHours });
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
  const cook = await prisma.user.findFirst({ where: { id: target, role: "cook", deletedAt: null }, select: { id: true } });
  if (!cook) throw new NotFoundError("No cook with that id.");
  return cook.id;
}

const ChefPreferencesInput = builder.inputType("UpdateChefPreferencesInput", {
  description: "The chef settings tab; a field left out stays as it is.",
  fields: (t) => ({
    notifyOrders: t.boolean(),
    notifyEmail: t.boolean(),
    notifyPush: t.boolean(),
    notifyMarketing: t.boolean(),
    payoutSchedule: t.string({ description: "daily, weekly or monthly" }),
    autoAcceptOrders: t.boolean(),
    vacationMode: t.boolean(),
    maxOrdersPerDay: t.int({ description: "5, 10 or 20; null for unlimited." }),
  }),
});

builder.mutationField("updateChefPreferences", (t) =>
  t.withAuth({ approvedCook: true }).field({
    type: StorePayload,
    description: "Saves the chef settings tab's toggles, payout schedule and order capacity.",
    args: { input: t.arg({ type: ChefPreferencesInput, required: true }) },
    errors: { types: commonErrors, directResult: true },
    resolve: async (_root, { input }, ctx) => {
      // Explicit nulls mean "unlimited" only for the capacity; elsewhere a null is a field left out.
      const given = Object.fromEntries(Object.entries(input).filter(([k, v]) => v !== null || k === "maxOrdersPerDay"));
      const change = parseInput(chefPreferences, given);
      await writeStore(ctx.prisma, ctx.user.id, Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)));
      return { cookId: ctx.user.id };
    },
  }),
);

const UpdateContactInfoInput = builder.inputType("UpdateContactInfoInput", {
  fields: (t) => ({ phone: t.string({ required: true }), address: t.string({ required: true }) }),
});

builder.mutationField("updateContactInfo", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: userPayload("UpdateContactInfoPayload", "The user with the new phone and address."),
    description: "Changes the signed-in user's phone and address (the chef settings' 'Update Contact Info').",
    args: { input: t.arg({ type: UpdateContactInfoInput, required: true }) },
    errors: { types: commonErrors, directResult: true },
    resolve: async (_root, { input }, ctx) => {
      const data = parseInput(contactInfo, input);
      await ctx.prisma.user.update({ where: { id: ctx.user.id }, data });
      await ctx.pubsub.publish("userUpdated", ctx.user.id, { userId: ctx.user.id });
      return { userId: ctx.user.id };
    },
  }),
);

