// The audit log: who did what to whom, and when, for every admin action. Admins read it.
import { builder } from "../builder.ts";
import { OFFSET_DESCRIPTION, offsetOf } from "../offset.ts";

builder.prismaNode("AuditLog", {
  description: "One admin action: who did what to whom, and when. Admins only.",
  id: { field: "id", description: "The entry's global id." },
  authScopes: { admin: true },
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The numeric id the /api paths use." }),
    action: t.exposeString("action", { description: "What was done, e.g. user.paused or chefApplication.approved." }),
    details: t.string({
      nullable: true,
      description: "What else was recorded (a rejection reason, the role of a removed user), as JSON.",
      resolve: (entry) => (entry.details == null ? null : JSON.stringify(entry.details)),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the action was taken." }),
    actor: t.relation("actor", {
      nullable: true,
      description: "The admin who acted; null once their account is gone.",
    }),
    subject: t.relation("subject", { nullable: true, description: "The user acted on; null once removed outright." }),
  }),
});

builder.queryField("auditLog", (t) =>
  t.withAuth({ admin: true }).prismaConnection({
    type: "AuditLog",
    cursor: "id",
    description: "Admin actions, newest first. Admins only.",
    args: { offset: t.arg.int({ description: OFFSET_DESCRIPTION }) },
    totalCount: (_root, _args, ctx) => ctx.prisma.auditLog.count(),
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.auditLog.findMany({ ...query, skip: query.skip + offsetOf(args), orderBy: { id: "desc" } }),
  }),
);
