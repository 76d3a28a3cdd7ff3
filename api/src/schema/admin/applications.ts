// Chef and driver application review (companion spec §2 Application review, §4): admins list them
// and decide pending ones. A decision is a conditional update on status = pending inside a
// transaction, so of two decisions (a double click, two admins) exactly one is recorded.
import type { Context, Services } from "../../context.ts";
import { publishAccessChange } from "../../services/pubsub.ts";
import { NotFoundError, parseInput } from "../../domain/errors.ts";
import type { User } from "../../generated/prisma/client.ts";
import { composeMail } from "../../services/mail.ts";
import { ChefApplication, DriverApplication } from "../accounts/applications.ts";
import { ApplicationStatus } from "../accounts/user.ts";
import { builder } from "../builder.ts";
import { OFFSET_DESCRIPTION, offsetOf } from "../offset.ts";
import { announce, notifyApplicationDecided } from "../../domain/notifications/events.ts";
import { commonErrors } from "../errors.ts";
import { ApplicationAlreadyDecidedError } from "../../domain/admin/errors.ts";
import { recordAudit } from "./audit.ts";
import { applicationDecision, cuisineTypeOf, specialtiesList } from "../../domain/admin/rules.ts";
import { AdminStats } from "./stats.ts";

builder.prismaObjectFields("ChefApplication", (t) => ({
  decidedBy: t.relation("decidedBy", {
    nullable: true,
    authScopes: { admin: true },
    description: "The admin who decided.",
  }),
}));
builder.prismaObjectFields("DriverApplication", (t) => ({
  decidedBy: t.relation("decidedBy", {
    nullable: true,
    authScopes: { admin: true },
    description: "The admin who decided.",
  }),
}));

builder.queryField("chefApplications", (t) =>
  t.withAuth({ admin: true }).prismaConnection({
    type: "ChefApplication",
    cursor: "id",
    description: "Chef applications, newest first, optionally of one status. Admins only.",
    args: {
      status: t.arg({
        type: ApplicationStatus,
        required: false,
        description: "Only applications with this status; all when left out.",
      }),
      offset: t.arg.int({ description: OFFSET_DESCRIPTION }),
    },
    totalCount: (_root, args, ctx) =>
      ctx.prisma.chefApplication.count({ where: args.status ? { status: args.status } : {} }),
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.chefApplication.findMany({
        ...query,
        skip: query.skip + offsetOf(args),
        where: args.status ? { status: args.status } : {},
        orderBy: { id: "desc" },
      }),
  }),
);

builder.queryField("driverApplications", (t) =>
  t.withAuth({ admin: true }).prismaConnection({
    type: "DriverApplication",
    cursor: "id",
    description: "Driver applications, newest first, optionally of one status. Admins only.",
    args: {
      status: t.arg({
        type: ApplicationStatus,
        required: false,
        description: "Only applications with this status; all when left out.",
      }),
      offset: t.arg.int({ description: OFFSET_DESCRIPTION }),
    },
    totalCount: (_root, args, ctx) =>
      ctx.prisma.driverApplication.count({ where: args.status ? { status: args.status } : {} }),
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.driverApplication.findMany({
        ...query,
        skip: query.skip + offsetOf(args),
        where: args.status ? { status: args.status } : {},
        orderBy: { id: "desc" },
      }),
  }),
);

type Decision = { status: "approved" | "rejected"; rejectionReason: string | null };

const decisionInput = (name: string, what: string, application: typeof ChefApplication | typeof DriverApplication) =>
  builder.inputType(name, {
    description: `An admin's decision on a pending ${what}.`,
    fields: (t) => ({
      applicationId: t.globalID({ for: application, required: true, description: `The ${what}'s global id.` }),
      status: t.field({
        type: ApplicationStatus,
        required: true,
        description: "APPROVED or REJECTED; PENDING is a ValidationError.",
      }),
      rejectionReason: t.string({
        required: false,
        description:
          "Required, not blank, when rejecting (at most 1,000 characters); shown to the applicant. Ignored when approving.",
      }),
    }),
  });

const decisionPayload = <T extends "ChefApplication" | "DriverApplication">(name: string, type: T) =>
  builder.objectRef<{ applicationId: number }>(name).implement({
    description: "A decided application.",
    fields: (t) => ({
      application: t.prismaField({
        type,
        description: "The application with its decision.",
        resolve: (query: object, p: { applicationId: number }, _a: unknown, ctx: Context) =>
          (type === "ChefApplication"
            ? ctx.prisma.chefApplication
            : (ctx.prisma.driverApplication as never as typeof ctx.prisma.chefApplication)
          ).findUniqueOrThrow({ ...query, where: { id: p.applicationId } }) as never,
      }),
      stats: t.field({
        type: AdminStats,
        description: "The admin overview's counts after the decision.",
        resolve: () => ({}),
      }),
    }),
  });

/** The result union's description: what each refusal means. */
const decisionResult = (payload: string, what: string) =>
  `${payload} once decided; NotFoundError for an unknown ${what}, ` +
  "ApplicationAlreadyDecidedError when it is no longer pending, ValidationError for an id of another type or a rejection without a reason.";

const decisionErrors = { types: [...commonErrors, NotFoundError, ApplicationAlreadyDecidedError], directResult: true };

builder.mutationField("decideChefApplication", (t) =>
  t.withAuth({ admin: true }).field({
    type: decisionPayload("DecideChefApplicationPayload", "ChefApplication"),
    description:
      "Approves a pending chef application (the applicant becomes an approved cook with a restaurant profile started from it) " +
      "or rejects it with a reason. The applicant is mailed and notified. Admins only.",
    args: {
      input: t.arg({
        type: decisionInput("DecideChefApplicationInput", "chef application", ChefApplication),
        required: true,
        description: "The decision.",
      }),
    },
    errors: {
      ...decisionErrors,
      union: { description: decisionResult("DecideChefApplicationPayload", "chef application") },
    },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.applicationId.id);
      const decision = parseInput(applicationDecision, input);
      const application = await ctx.prisma.$transaction(async (tx) => {
        const claimed = await tx.chefApplication.updateMany({
          where: { id, status: "pending" },
          data: { ...decision, decidedById: ctx.user.id, decidedAt: new Date() },
        });
        const app = await tx.chefApplication.findUnique({ where: { id } });
        if (!app) throw new NotFoundError("No such chef application.");
        if (claimed.count !== 1) throw new ApplicationAlreadyDecidedError(app.status);
        await tx.user.update({ where: { id: app.userId }, data: { role: "cook", approvalStatus: decision.status } });
        if (decision.status === "approved") {
          const profile = {
            restaurantName: app.businessName,
            cuisineType: cuisineTypeOf(app.cuisine),
            description: app.description,
            specialties: specialtiesList(app.specialties),
          };
          // A cook approved before (and later re-applying) keeps the profile they already edited.
          await tx.restaurantProfile.upsert({
            where: { userId: app.userId },
            create: { userId: app.userId, ...profile },
            update: {},
          });
        }
        await recordAudit(tx, {
          actorId: ctx.user.id,
          action: `chefApplication.${decision.status}`,
          subjectId: app.userId,
          details: {
            applicationId: id,
            ...(decision.rejectionReason ? { rejectionReason: decision.rejectionReason } : {}),
          },
        });
        return {
          ...app,
          notification: await notifyApplicationDecided(
            tx,
            app.userId,
            "chef",
            decision.status,
            decision.rejectionReason,
          ),
        };
      });
      await announceDecision(ctx, application.userId, "chef", decision);
      await announce(ctx, application.notification);
      return { applicationId: id };
    },
  }),
);

builder.mutationField("decideDriverApplication", (t) =>
  t.withAuth({ admin: true }).field({
    type: decisionPayload("DecideDriverApplicationPayload", "DriverApplication"),
    description:
      "Approves a pending driver application (the applicant becomes an approved driver) or rejects it with a reason. " +
      "The applicant is mailed and notified. Admins only.",
    args: {
      input: t.arg({
        type: decisionInput("DecideDriverApplicationInput", "driver application", DriverApplication),
        required: true,
        description: "The decision.",
      }),
    },
    errors: {
      ...decisionErrors,
      union: { description: decisionResult("DecideDriverApplicationPayload", "driver application") },
    },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.applicationId.id);
      const decision = parseInput(applicationDecision, input);
      const application = await ctx.prisma.$transaction(async (tx) => {
        const claimed = await tx.driverApplication.updateMany({
          where: { id, status: "pending" },
          data: { ...decision, decidedById: ctx.user.id, decidedAt: new Date() },
        });
        const app = await tx.driverApplication.findUnique({ where: { id } });
        if (!app) throw new NotFoundError("No such driver application.");
        if (claimed.count !== 1) throw new ApplicationAlreadyDecidedError(app.status);
        await tx.user.update({ where: { id: app.userId }, data: { role: "driver", approvalStatus: decision.status } });
        await recordAudit(tx, {
          actorId: ctx.user.id,
          action: `driverApplication.${decision.status}`,
          subjectId: app.userId,
          details: {
            applicationId: id,
            ...(decision.rejectionReason ? { rejectionReason: decision.rejectionReason } : {}),
          },
        });
        return {
          ...app,
          notification: await notifyApplicationDecided(
            tx,
            app.userId,
            "driver",
            decision.status,
            decision.rejectionReason,
          ),
        };
      });
      await announceDecision(ctx, application.userId, "driver", decision);
      await announce(ctx, application.notification);
      return { applicationId: id };
    },
  }),
);

/** Mails the applicant the decision and updates their open pages (viewerUpdated). */
async function announceDecision(services: Services, userId: number, kind: "chef" | "driver", decision: Decision) {
  await publishAccessChange(services.pubsub, { userIds: [userId] });
  await services.pubsub.publish("userUpdated", userId, { userId });
  const user = await services.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  await services.mailer.send(decisionMail(services, user, kind, decision));
}

export function decisionMail(
  services: Services,
  user: Pick<User, "email" | "username">,
  kind: "chef" | "driver",
  decision: Decision,
) {
  const approved = decision.status === "approved";
  const path = kind === "driver" ? "/driver" : approved ? "/chef-management" : "/chef-application-review";
  const role = kind === "chef" ? "chef" : "driver";
  return composeMail({
    to: user.email,
    subject: approved
      ? `Your HomePlate ${role} application is approved`
      : `Your HomePlate ${role} application was not approved`,
    greeting: `Hello ${user.username},`,
    paragraphs: approved
      ? kind === "chef"
        ? [
            "Good news: your chef application has been approved. Welcome to HomePlate!",
            "Your Chef Area is open: set up your restaurant profile, categories and menu, and start taking orders.",
          ]
        : [
            "Good news: your driver application has been approved. Welcome to HomePlate!",
            "Sign in to open your driver dashboard and start delivering.",
          ]
      : [
          `We have reviewed your ${role} application and cannot approve it at this time.`,
          `Reason: ${decision.rejectionReason}`,
          "If you can address this, reply to this mail or contact support.",
        ],
    action: {
      label: approved
        ? kind === "chef"
          ? "Open Chef Management"
          : "Open the driver dashboard"
        : "View your application",
      url: `${services.publicUrl()}${path}`,
    },
  });
}
