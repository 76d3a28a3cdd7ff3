// The Restaurant tab: a cook's restaurant profile (companion spec §2, §5).
import { parseInput } from "../../errors.ts";
import { builder } from "../builder.ts";
import { commonErrors } from "../errors.ts";
import { restaurantProfile } from "./rules.ts";

const SaveRestaurantProfileInput = builder.inputType("SaveRestaurantProfileInput", {
  fields: (t) => ({
    restaurantName: t.string({ required: true }),
    cuisineType: t.string({ required: true, description: "italian, chinese, mexican, indian, american, thai, japanese, mediterranean, french, caribbean or other" }),
    description: t.string({ required: true }),
    logoUrl: t.string({ description: "An uploaded image's /uploads/... address or an http(s) URL; blank for none." }),
    bannerUrl: t.string(),
    specialties: t.stringList(),
  }),
});

const SaveRestaurantProfilePayload = builder.objectRef<{ cookId: number }>("SaveRestaurantProfilePayload").implement({
  fields: (t) => ({
    cook: t.prismaField({
      type: "User",
      description: "The cook, whose restaurantProfile is the saved one.",
      resolve: (query, p, _args, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: p.cookId } }),
    }),
  }),
});

builder.mutationField("saveRestaurantProfile", (t) =>
  t.withAuth({ approvedCook: true }).field({
    type: SaveRestaurantProfilePayload,
    description: "Creates or updates the signed-in cook's restaurant profile.",
    args: { input: t.arg({ type: SaveRestaurantProfileInput, required: true }) },
    errors: { types: commonErrors, directResult: true },
    resolve: async (_root, { input }, ctx) => {
      const data = parseInput(restaurantProfile, {
        ...input,
        logoUrl: input.logoUrl ?? "",
        bannerUrl: input.bannerUrl ?? "",
        specialties: input.specialties ?? [],
      });
      await ctx.prisma.restaurantProfile.upsert({
        where: { userId: ctx.user.id },
        create: { userId: ctx.user.id, ...data },
        update: data,
      });
      return { cookId: ctx.user.id };
    },
  }),
);
