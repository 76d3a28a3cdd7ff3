// The chef settings tab's preferences and contact info (companion spec §2 Chef settings): the cook's
// own store, as settings.ts's store settings are.
import { parseInput } from "../../domain/errors.ts";
import { addressCoordinates } from "../../domain/addresses.ts";
import { writeStore } from "../../domain/store/settings.ts";
import { builder } from "../builder.ts";
import { StorePayload } from "./settings.ts";
import { userPayload } from "../accounts/user.ts";
import { chefPreferences, contactInfo } from "../../domain/store/rules.ts";
import { commonErrors } from "../errors.ts";

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
