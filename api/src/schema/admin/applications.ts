// Chef and driver application review (companion spec §2 Application review, §4): admins list them
// and decide pending ones. A decision is a conditional update on status = pending inside a
// transaction, so of two decisions (a double click, two admins) exactly one is recorded.
import type { Context } from "../../context.ts";
import { NotFoundError, parseInput } from "../../domain/errors.ts";
import { ChefApplication, DriverApplication } from "../accounts/applications.ts";
import { ApplicationStatus } from "../accounts/user.ts";
import { type ApplicationKind } from "../../domain/accounts/applications.ts";
import { decideApplication } from "../../domain/admin/applications.ts";
import { builder } from "../builder.ts";
import { OFFSET_DESCRIPTION, offsetOf } from "../offset.ts";
import { commonErrors } from "../errors.ts";
import { ApplicationAlreadyDecidedError } from "../../domain/admin/errors.ts";
import { applicationDecision } from "../../domain/admin/rules.ts";
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

/** One decision mutation per kind, both through the one application flow (domain/accounts/applications.ts). */
function decisionMutation(kind: ApplicationKind) {
  const type = kind === "chef" ? "ChefApplication" : "DriverApplication";
  const what = `${kind} application`;
  const Name = kind === "chef" ? "Chef" : "Driver";
  builder.mutationField(`decide${Name}Application`, (t) =>
    t.withAuth({ admin: true }).field({
      type: decisionPayload(`Decide${Name}ApplicationPayload`, type),
      description:
        kind === "chef"
          ? "Approves a pending chef application (the applicant becomes an approved cook with a restaurant profile started from it) " +
            "or rejects it with a reason. The applicant is mailed and notified. Admins only."
          : "Approves a pending driver application (the applicant becomes an approved driver) or rejects it with a reason. " +
            "The applicant is mailed and notified. Admins only.",
      args: {
        input: t.arg({
          type: decisionInput(
            `Decide${Name}ApplicationInput`,
            what,
            kind === "chef" ? ChefApplication : DriverApplication,
          ),
          required: true,
          description: "The decision.",
        }),
      },
      errors: { ...decisionErrors, union: { description: decisionResult(`Decide${Name}ApplicationPayload`, what) } },
      resolve: async (_root, { input }, ctx) => {
        const id = Number(input.applicationId.id);
        await decideApplication(ctx, ctx.user.id, kind, id, parseInput(applicationDecision, input));
        return { applicationId: id };
      },
    }),
  );
}

decisionMutation("chef");
decisionMutation("driver");
