// The Restaurant tab: a cook's restaurant profile (companion spec §2, §5).
import { parseInput } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import { commonErrors } from "../errors.ts";
import { restaurantProfile } from "../../domain/chef/rules.ts";

const SaveRestaurantProfileInput = builder.inputType("SaveRestaurantProfileInput", {
  description: "The whole restaurant profile; it replaces the saved one, so an optional field left out is cleared.",
  fields: (t) => ({
    restaurantName: t.string({ required: true, description: "2 to 120 characters." }),
    cuisineType: t.string({
      required: true,
      description:
        "italian, chinese, mexican, indian, american, thai, japanese, mediterranean, french, caribbean or other",
    }),
    description: t.string({ required: true, description: "10 to 2,000 characters." }),
    logoUrl: t.string({
      description: "An uploaded image's /uploads/... address or an http(s) URL; blank or left out for none.",
    }),
    bannerUrl: t.string({
      description: "An uploaded image's /uploads/... address or an http(s) URL; blank or left out for none.",
    }),
    specialties: t.stringList({
      description: "At most 20, each at most 60 characters; blanks and repeats are dropped. Left out: none.",
    }),
  }),
});

const SaveRestaurantProfilePayload = builder.objectRef<{ cookId: number }>("SaveRestaurantProfilePayload").implement({
  description: "A saved restaurant profile.",
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
    description: "Creates or replaces the signed-in cook's restaurant profile. Approved cooks only.",
    args: { input: t.arg({ type: SaveRestaurantProfileInput, required: true, description: "The profile to save." }) },
    errors: {
      types: commonErrors,
      directResult: true,
      union: {
        description:
          "SaveRestaurantProfilePayload once saved; ValidationError for a broken rule, NotAllowedError for anyone but an approved cook.",
      },
    },
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
