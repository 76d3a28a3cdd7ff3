// Recipe community membership (companion spec §4): none, then joined and awaiting the mailed link,
// then confirmed. Joining mails a single-use link that expires (only its SHA-256 is stored, as for
// password resets); joining again while unconfirmed mails a new link and retires the old one.
import type { Context } from "../../context.ts";
import { composeMail } from "../../services/mail.ts";
import { newToken, tokenId } from "../../domain/accounts/session.ts";
import { builder } from "../builder.ts";
import { enumValues } from "../enumValues.ts";
import { commonErrors, errorType } from "../errors.ts";
import { CONFIRM_MAILS_PER_HOUR, CONFIRM_TOKEN_TTL_MS } from "../../domain/community/rules.ts";
import { InvalidConfirmationLinkError } from "../../domain/community/errors.ts";

/** The path the mailed link opens: the /api route confirms and redirects to the login page. */
export const CONFIRM_PATH = "/api/community/confirm";

errorType(InvalidConfirmationLinkError, "The membership link was already used, replaced by a newer one, or expired.");

type Membership = { userId: number; confirmedAt: Date | null };

export const MembershipStatus = builder.enumType("CommunityMembershipStatus", {
  description: "Where the viewer's community membership stands.",
  values: enumValues({
    pending: "Joined; the mailed link is not followed yet.",
    confirmed: "The mailed link was followed: the user may share recipes.",
  }),
});

const CommunityMembership = builder.objectRef<Membership>("CommunityMembership").implement({
  description: "A user's membership of the recipe community; confirmed members may share recipes.",
  fields: (t) => ({
    status: t.field({
      type: MembershipStatus,
      description: "Pending until the mailed link is followed, then confirmed.",
      resolve: (m) => (m.confirmedAt ? "confirmed" : "pending"),
    }),
    confirmedAt: t.expose("confirmedAt", {
      type: "DateTime",
      nullable: true,
      description: "When the mailed link was followed; null while pending.",
    }),
  }),
});

/** Whether the user may share recipes. */
export async function isConfirmedMember(ctx: Pick<Context, "prisma">, userId: number) {
  const membership = await ctx.prisma.communityMembership.findUnique({
    where: { userId },
    select: { confirmedAt: true },
  });
  return membership?.confirmedAt != null;
}

builder.prismaObjectField("User", "communityMembership", (t) =>
  t.field({
    type: CommunityMembership,
    nullable: true,
    description: "The user's membership of the recipe community; null until they join. Only the user sees it.",
    authScopes: (user) => ({ self: user.id }),
    resolve: (user, _args, ctx) => ctx.prisma.communityMembership.findUnique({ where: { userId: user.id } }),
  }),
);

builder.queryField("communityMembership", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: CommunityMembership,
    nullable: true,
    description: "The signed-in user's membership of the recipe community; null until they join.",
    resolve: (_root, _args, ctx) => ctx.prisma.communityMembership.findUnique({ where: { userId: ctx.user.id } }),
  }),
);

const MembershipPayload = (name: string, description: string) =>
  builder.objectRef<Membership & { mailSent: boolean }>(name).implement({
    description,
    fields: (t) => ({
      membership: t.field({
        type: CommunityMembership,
        description: "The membership after this call.",
        resolve: (m) => m,
      }),
      mailSent: t.exposeBoolean("mailSent", { description: "Whether a confirmation mail went out for this call." }),
      viewer: t.prismaField({
        type: "User",
        nullable: true,
        description: "The signed-in user, whose membership changed (null when the link was followed signed out).",
        resolve: (query, m, _a, ctx) =>
          ctx.user?.id === m.userId ? ctx.prisma.user.findUnique({ ...query, where: { id: m.userId } }) : null,
      }),
    }),
  });

builder.mutationField("joinCommunity", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: MembershipPayload("JoinCommunityPayload", "The membership after joining, and whether a link was mailed."),
    description:
      "Joins the recipe community and mails a link, valid 24 hours, to confirm it; again while unconfirmed mails a new link that replaces the old (at most 5 mails an hour); a no-op once confirmed.",
    errors: {
      types: commonErrors,
      directResult: true,
      union: { description: "The membership, or NotSignedInError for visitors." },
    },
    resolve: async (_root, _args, ctx) => {
      const user = ctx.user;
      const token = newToken();
      const joined = await ctx.prisma.$transaction(async (tx) => {
        // One join per user at a time: two at once make one membership and leave one working link.
        await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${user.id} FOR UPDATE`;
        const membership = await tx.communityMembership.upsert({
          where: { userId: user.id },
          create: { userId: user.id },
          update: {},
        });
        if (membership.confirmedAt) return { ...membership, mailSent: false };
        const now = new Date();
        const recent = await tx.communityConfirmToken.count({
          where: { userId: user.id, createdAt: { gt: new Date(now.getTime() - 60 * 60 * 1000) } },
        });
        if (recent >= CONFIRM_MAILS_PER_HOUR) return { ...membership, mailSent: false };
        // Only the newest link works.
        await tx.communityConfirmToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } });
        await tx.communityConfirmToken.create({
          data: { id: tokenId(token), userId: user.id, expiresAt: new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS) },
        });
        return { ...membership, mailSent: true };
      });
      if (!joined.mailSent) return joined;
      const url = `${ctx.publicUrl()}${CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
      await ctx.mailer.send(
        composeMail({
          to: user.email,
          subject: "Confirm your HomePlate community membership",
          greeting: `Hello ${user.username},`,
          paragraphs: [
            "Thanks for joining the HomePlate recipe community. Confirm your membership to start sharing recipes.",
            "This link works once and expires in 24 hours. If you did not ask to join, ignore this mail.",
          ],
          action: { label: "Confirm your membership", url },
        }),
      );
      return joined;
    },
  }),
);

const ConfirmInput = builder.inputType("ConfirmCommunityMembershipInput", {
  description: "The token from the mailed confirmation link.",
  fields: (t) => ({ token: t.string({ required: true, description: "The token of the mailed link." }) }),
});

builder.mutationField("confirmCommunityMembership", (t) =>
  t.field({
    type: MembershipPayload("ConfirmCommunityMembershipPayload", "The confirmed membership."),
    description:
      "Confirms a membership with the mailed token, which works once; no sign-in needed (the link may open anywhere).",
    args: { input: t.arg({ type: ConfirmInput, required: true, description: "The link's token." }) },
    errors: {
      types: [...commonErrors, InvalidConfirmationLinkError],
      directResult: true,
      union: {
        description:
          "The membership, or InvalidConfirmationLinkError when the token is unknown, already used, replaced by a newer link, or expired.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const id = tokenId(input.token.slice(0, 200));
      const now = new Date();
      // Claiming the token with a conditional update makes two concurrent uses succeed at most once.
      const claimed = await ctx.prisma.communityConfirmToken.updateMany({
        where: { id, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      if (claimed.count !== 1) throw new InvalidConfirmationLinkError();
      const { userId } = await ctx.prisma.communityConfirmToken.findUniqueOrThrow({
        where: { id },
        select: { userId: true },
      });
      const membership = await ctx.prisma.communityMembership.update({ where: { userId }, data: { confirmedAt: now } });
      return { ...membership, mailSent: false };
    },
  }),
);
