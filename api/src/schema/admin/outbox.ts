// The mail outbox: every mail the platform sent (api/src/services/mail.ts), for admins to read, so
// a demo without SMTP can still follow a mailed link.
import { builder } from "../builder.ts";
import { OFFSET_DESCRIPTION, offsetOf } from "../offset.ts";

builder.prismaNode("MailMessage", {
  description: "A mail the platform wrote: delivered by SMTP when configured, and kept here either way. Admins only.",
  id: { field: "id", description: "The mail's global id." },
  authScopes: { admin: true },
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The numeric id the /api paths use." }),
    to: t.exposeString("to", { description: "The recipient's address." }),
    subject: t.exposeString("subject", { description: "The subject line." }),
    text: t.exposeString("text", {
      description:
        "The plain-text part; links are bare URLs, their single-use tokens blanked once SMTP delivered the mail.",
    }),
    html: t.exposeString("html", { description: "The HTML part. Untrusted markup: render it sandboxed, if at all." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the platform wrote the mail." }),
    sentAt: t.expose("sentAt", {
      type: "DateTime",
      nullable: true,
      description: "When SMTP accepted it; null when kept only here.",
    }),
    error: t.exposeString("error", { nullable: true, description: "Why SMTP delivery failed, if it did." }),
  }),
});

builder.queryField("mailOutbox", (t) =>
  t.withAuth({ admin: true }).prismaConnection({
    type: "MailMessage",
    cursor: "id",
    description: "Every mail sent, newest first; `to` filters by recipient. Admins only.",
    args: {
      to: t.arg.string({
        required: false,
        description: "Only mails to this exact address (trimmed and lower-cased first); all when left out.",
      }),
      offset: t.arg.int({ description: OFFSET_DESCRIPTION }),
    },
    totalCount: (_root, args, ctx) =>
      ctx.prisma.mailMessage.count({ where: args.to ? { to: args.to.trim().toLowerCase() } : {} }),
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.mailMessage.findMany({
        ...query,
        skip: query.skip + offsetOf(args),
        where: args.to ? { to: args.to.trim().toLowerCase() } : {},
        orderBy: { id: "desc" },
      }),
  }),
);
