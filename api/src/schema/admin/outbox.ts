// The mail outbox: every mail the platform sent (api/src/services/mail.ts), for admins to read, so
// a demo without SMTP can still follow a mailed link.
import { builder } from "../builder.ts";
import { OFFSET_DESCRIPTION, offsetOf } from "../offset.ts";

builder.prismaNode("MailMessage", {
  id: { field: "id" },
  authScopes: { admin: true },
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
    to: t.exposeString("to"),
    subject: t.exposeString("subject"),
    text: t.exposeString("text", { description: "The plain-text part; links are bare URLs." }),
    html: t.exposeString("html", { description: "The HTML part. Untrusted markup: render it sandboxed, if at all." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    sentAt: t.expose("sentAt", { type: "DateTime", nullable: true, description: "When SMTP accepted it; null when kept only here." }),
    error: t.exposeString("error", { nullable: true, description: "Why SMTP delivery failed, if it did." }),
  }),
});

builder.queryField("mailOutbox", (t) =>
  t.withAuth({ admin: true }).prismaConnection({
    type: "MailMessage",
    cursor: "id",
    description: "Every mail sent, newest first; `to` filters by recipient. Admins only.",
    args: { to: t.arg.string({ required: false }), offset: t.arg.int({ description: OFFSET_DESCRIPTION }) },
    totalCount: (_root, args, ctx) => ctx.prisma.mailMessage.count({ where: args.to ? { to: args.to.trim().toLowerCase() } : {} }),
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.mailMessage.findMany({
        ...query,
        skip: query.skip + offsetOf(args),
        where: args.to ? { to: args.to.trim().toLowerCase() } : {},
        orderBy: { id: "desc" },
      }),
  }),
);
