// Promo codes as their owners manage them: admins the platform's codes, each approved cook their
// kitchen's. One list of one's own codes, and create, change and delete (a code that was redeemed is
// deactivated instead, so its orders keep their books).
import { encodeGlobalID } from "@pothos/plugin-relay";
import type { Context } from "../../context.ts";
import { NotFoundError, parseInput, ValidationError } from "../../domain/errors.ts";
import type { PromoCode as PromoCodeRow } from "../../generated/prisma/client.ts";
import { builder } from "../builder.ts";
import { enumValues } from "../enumValues.ts";
import { commonErrors } from "../errors.ts";
import { holdsPlace } from "../../domain/orders/holds.ts";
import { promoSettingsRules, type PromoKind as KindWord } from "../../domain/promos/rules.ts";

export const PromoKind = builder.enumType("PromoKind", {
  description: "What a promo code takes off. REST uses the lower-case words (free_delivery).",
  values: enumValues({
    percent: "A percentage of the subtotal (value 1 to 100).",
    amount: "An amount off the subtotal (value in cents), at most the subtotal.",
    free_delivery: "The delivery fee.",
  } satisfies Record<KindWord, string>),
});

export const PromoFunder = builder.enumType("PromoFunder", {
  description: "Who pays a discount: the kitchen for its own codes (its earnings show it), the platform for its codes.",
  values: enumValues({ kitchen: "The order's kitchen pays it.", platform: "HomePlate pays it." }),
});

/** Admins own the platform's codes (no kitchen), a cook their kitchen's. */
const ownerCookId = (ctx: Context & { user: { id: number; role: string } }) =>
  ctx.user.role === "admin" ? null : ctx.user.id;

const owns = (code: Pick<PromoCodeRow, "cookId">, ctx: Context) =>
  ctx.user != null && (code.cookId == null ? ctx.user.role === "admin" : code.cookId === ctx.user.id);

export const PromoCode = builder.prismaNode("PromoCode", {
  description: "A promo code, seen by its owner only: an admin for a platform code, the cook for a kitchen's code.",
  id: { field: "id", description: "The code's global id." },
  authScopes: (code, ctx) => owns(code, ctx),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The numeric id the /api paths use." }),
    code: t.exposeString("code", { description: "The code, upper-case; customers may type it in any case." }),
    kind: t.expose("kind", { type: PromoKind, description: "What it takes off." }),
    percentOff: t.int({
      nullable: true,
      description: "For a percent code: the percent of the subtotal it takes off (1 to 100); null for other kinds.",
      resolve: (code) => (code.kind === "percent" ? code.value : null),
    }),
    amountOffCents: t.int({
      nullable: true,
      description: "For an amount code: the cents it takes off (at most the subtotal); null for other kinds.",
      resolve: (code) => (code.kind === "amount" ? code.value : null),
    }),
    minSubtotalCents: t.exposeInt("minSubtotalCents", {
      nullable: true,
      description: "The least subtotal it applies to.",
    }),
    startsAt: t.expose("startsAt", { type: "DateTime", nullable: true, description: "Usable from; null: at once." }),
    endsAt: t.expose("endsAt", {
      type: "DateTime",
      nullable: true,
      description: "Usable until (exclusive); null: no end.",
    }),
    maxRedemptions: t.exposeInt("maxRedemptions", { nullable: true, description: "Uses in all; null: no limit." }),
    perCustomerLimit: t.exposeInt("perCustomerLimit", {
      nullable: true,
      description: "Uses per customer; null: no limit.",
    }),
    firstOrderOnly: t.exposeBoolean("firstOrderOnly", { description: "Only for a customer with no paid order yet." }),
    active: t.exposeBoolean("active", { description: "False once deactivated." }),
    fundedBy: t.field({
      type: PromoFunder,
      description: "Who pays its discounts.",
      resolve: (code) => (code.cookId == null ? "platform" : "kitchen"),
    }),
    redemptionCount: t.int({
      description: "Uses that count against its limits now: orders that hold their place (not cancelled).",
      resolve: (code, _a, ctx) =>
        ctx.prisma.promoRedemption.count({ where: { promoCodeId: code.id, order: holdsPlace } }),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was made." }),
  }),
});

const manager = { admin: true, approvedCook: true } as const;

builder.queryField("myPromoCodes", (t) =>
  t.withAuth(manager).prismaConnection({
    type: "PromoCode",
    cursor: "id",
    description: "The signed-in owner's promo codes, newest first: an admin's platform codes, a cook's kitchen codes.",
    totalCount: (_root, _args, ctx) => ctx.prisma.promoCode.count({ where: { cookId: ownerCookId(ctx) } }),
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.promoCode.findMany({ ...query, where: { cookId: ownerCookId(ctx) }, orderBy: { id: "desc" } }),
  }),
);

const settingsFields = (required: boolean) =>
  builder.inputType(required ? "CreatePromoCodeInput" : "UpdatePromoCodeInput", {
    description: required ? "A new promo code." : "The code to change and the settings to change; others stay.",
    fields: (t) => ({
      ...(required ? {} : { id: t.globalID({ for: PromoCode, required: true, description: "The code's global id." }) }),
      code: t.string({ required, description: "3 to 32 letters, digits, - or _; any case (kept upper-case)." }),
      kind: t.field({ type: PromoKind, required, description: "What it takes off." }),
      percentOff: t.int({ description: "For a percent code: 1 to 100 (percent of the subtotal)." }),
      amountOffCents: t.int({ description: "For an amount code: the cents it takes off, 1 to 100000." }),
      minSubtotalCents: t.int({ description: "The least subtotal it applies to; null for none." }),
      startsAt: t.field({ type: "DateTime", description: "Usable from; null for at once." }),
      endsAt: t.field({ type: "DateTime", description: "Usable until (exclusive); null for no end." }),
      maxRedemptions: t.int({ description: "Uses in all; null for no limit." }),
      perCustomerLimit: t.int({ description: "Uses per customer; null for no limit." }),
      firstOrderOnly: t.boolean({ description: "Only for a customer with no paid order yet. Default false." }),
      ...(required ? {} : { active: t.boolean({ description: "False deactivates it, true makes it usable again." }) }),
    }),
  });
const CreatePromoCodeInput = settingsFields(true);
const UpdatePromoCodeInput = settingsFields(false);

const PromoCodePayload = builder.objectRef<{ id: number }>("PromoCodePayload").implement({
  description: "The promo code after the change.",
  fields: (t) => ({
    promoCode: t.prismaField({
      type: "PromoCode",
      description: "The code.",
      resolve: (query, p, _a, ctx) => ctx.prisma.promoCode.findUniqueOrThrow({ ...query, where: { id: p.id } }),
    }),
  }),
});

const taken = (code: string) =>
  new ValidationError([{ field: "code", message: `The code ${code} is already taken. Please choose another.` }]);

/** The kind's own value: given, or kept from before when the kind did not change. */
function valueOf(input: { kind?: unknown; percentOff?: unknown; amountOffCents?: unknown }, base?: PromoCodeRow) {
  const kind = input.kind ?? base?.kind;
  const kept = base && base.kind === kind ? base.value : undefined;
  if (kind === "percent") return input.percentOff ?? kept ?? 0;
  if (kind === "amount") return input.amountOffCents ?? kept ?? 0;
  return 0;
}

/** Settings as given, checked by the rules; a code's text is unique whatever its case. */
function settingsOf(input: Record<string, unknown>, base?: PromoCodeRow) {
  const pick = <K extends string>(name: K) =>
    input[name] === undefined ? base?.[name as keyof PromoCodeRow] : input[name];
  return parseInput(promoSettingsRules, {
    code: pick("code") ?? "",
    kind: pick("kind"),
    value: valueOf(input, base),
    minSubtotalCents: pick("minSubtotalCents") ?? null,
    startsAt: pick("startsAt") ?? null,
    endsAt: pick("endsAt") ?? null,
    maxRedemptions: pick("maxRedemptions") ?? null,
    perCustomerLimit: pick("perCustomerLimit") ?? null,
    firstOrderOnly: pick("firstOrderOnly") ?? false,
  });
}

const promoErrors = { types: [...commonErrors, NotFoundError], directResult: true as const };

builder.mutationField("createPromoCode", (t) =>
  t.withAuth(manager).field({
    type: PromoCodePayload,
    description:
      "An admin makes a platform code (paid by HomePlate), an approved cook a code for their kitchen (paid by them).",
    args: { input: t.arg({ type: CreatePromoCodeInput, required: true, description: "The code's settings." }) },
    errors: {
      ...promoErrors,
      union: { description: "The code, or ValidationError naming the rule a setting breaks." },
    },
    resolve: async (_root, { input }, ctx) => {
      const settings = settingsOf(input);
      if (await ctx.prisma.promoCode.findUnique({ where: { code: settings.code }, select: { id: true } }))
        throw taken(settings.code);
      try {
        const row = await ctx.prisma.promoCode.create({ data: { ...settings, cookId: ownerCookId(ctx) } });
        return { id: row.id };
      } catch (error) {
        if ((error as { code?: string }).code === "P2002") throw taken(settings.code);
        throw error;
      }
    },
  }),
);

/** One of the signed-in owner's codes, or NotFoundError (another owner's code is not revealed). */
async function ownCode(ctx: Context, id: string) {
  const row = await ctx.prisma.promoCode.findUnique({ where: { id: Number(id) } });
  if (!row || !owns(row, ctx)) throw new NotFoundError("That promo code does not exist.");
  return row;
}

builder.mutationField("updatePromoCode", (t) =>
  t.withAuth(manager).field({
    type: PromoCodePayload,
    description: "Changes one of the owner's codes; settings left out stay as they are. Orders keep the code they had.",
    args: { input: t.arg({ type: UpdatePromoCodeInput, required: true, description: "The code and the changes." }) },
    errors: {
      ...promoErrors,
      union: { description: "The code, NotFoundError when it is not the owner's, ValidationError for a broken rule." },
    },
    resolve: async (_root, { input }, ctx) => {
      const row = await ownCode(ctx, input.id.id);
      const settings = settingsOf(input, row);
      if (settings.code !== row.code && (await ctx.prisma.promoCode.findUnique({ where: { code: settings.code } })))
        throw taken(settings.code);
      await ctx.prisma.promoCode.update({
        where: { id: row.id },
        data: { ...settings, ...(input.active == null ? {} : { active: input.active }) },
      });
      return { id: row.id };
    },
  }),
);

const DeletePromoCodeInput = builder.inputType("DeletePromoCodeInput", {
  description: "The code to delete.",
  fields: (t) => ({ id: t.globalID({ for: PromoCode, required: true, description: "The code's global id." }) }),
});

const DeletePromoCodePayload = builder
  .objectRef<{ id: number; deactivated: boolean }>("DeletePromoCodePayload")
  .implement({
    description: "A deleted code, or one deactivated because orders used it.",
    fields: (t) => ({
      deletedId: t.id({
        nullable: true,
        description: "The global id of the code, when it was deleted; null when it was deactivated.",
        resolve: (p) => (p.deactivated ? null : encodeGlobalID("PromoCode", p.id)),
      }),
      deactivated: t.exposeBoolean("deactivated", { description: "True when orders used it: it is kept, inactive." }),
      promoCode: t.prismaField({
        type: "PromoCode",
        nullable: true,
        description: "The deactivated code; null when it was deleted.",
        resolve: (query, p, _a, ctx) =>
          p.deactivated ? ctx.prisma.promoCode.findUnique({ ...query, where: { id: p.id } }) : null,
      }),
    }),
  });

builder.mutationField("deletePromoCode", (t) =>
  t.withAuth(manager).field({
    type: DeletePromoCodePayload,
    description: "Deletes one of the owner's codes; a code that orders used is deactivated instead.",
    args: { input: t.arg({ type: DeletePromoCodeInput, required: true, description: "The code." }) },
    errors: { ...promoErrors, union: { description: "The outcome, or NotFoundError when it is not the owner's." } },
    resolve: async (_root, { input }, ctx) => {
      const row = await ownCode(ctx, input.id.id);
      return ctx.prisma.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT id FROM "PromoCode" WHERE id = ${row.id} FOR UPDATE`;
        const used = await tx.promoRedemption.count({ where: { promoCodeId: row.id } });
        if (used > 0) {
          await tx.promoCode.update({ where: { id: row.id }, data: { active: false } });
          return { id: row.id, deactivated: true };
        }
        await tx.promoCode.delete({ where: { id: row.id } });
        return { id: row.id, deactivated: false };
      });
    },
  }),
);
