// Every mail the platform sends goes through here. It is always recorded in the MailMessage table
// (the outbox admins read); with SMTP_URL set it is also delivered over SMTP, and the recorded copy
// then keeps no single-use token: the recipient's inbox is the only place a reset link works from.
import nodemailer from "nodemailer";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { Logger } from "./log.ts";

export type Mail = { to: string; subject: string; text: string; html: string };

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(opts: {
  prisma: PrismaClient;
  smtpUrl: string | undefined;
  from: string;
  log: Logger;
  /** Also log the link of mail kept in the outbox (embedded demo mode), so a demo can follow it. */
  logLinks: boolean;
}): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(mail) {
      const row = await opts.prisma.mailMessage.create({ data: mail });
      if (!transport) {
        const link = opts.logLinks ? mail.text.match(/https?:\/\/\S+/)?.[0] : undefined;
        opts.log.info(
          `mail to ${mail.to}: "${mail.subject}" kept in the outbox (no SMTP_URL)${link ? `: ${link}` : ""}`,
        );
        return;
      }
      try {
        await transport.sendMail({ from: opts.from, ...mail });
        await opts.prisma.mailMessage.update({
          where: { id: row.id },
          data: { sentAt: new Date(), text: redactTokens(mail.text), html: redactTokens(mail.html) },
        });
      } catch (error) {
        // The caller's action (a reset request, a decision) stands; the failure is on record for admins.
        opts.log.error(`mail to ${mail.to} failed: ${(error as Error).message}`);
        await opts.prisma.mailMessage.update({ where: { id: row.id }, data: { error: (error as Error).message } });
      }
    },
  };
}

/** Blanks `token=` query values, which are single-use secrets. */
export const redactTokens = (s: string) => s.replace(/([?&](?:amp;)?token=)[^\s"'&<]+/g, "$1[sent]");

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A plain and an HTML body from the same paragraphs, with one call-to-action link. */
export function composeMail(opts: {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
}): Mail {
  const footer = opts.footer ?? "HomePlate: home-cooked meals from approved home chefs.";
  const text = [
    opts.greeting,
    "",
    ...opts.paragraphs.flatMap((p) => [p, ""]),
    ...(opts.action ? [`${opts.action.label}: ${opts.action.url}`, ""] : []),
    "-- ",
    footer,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a202c;max-width:560px;margin:auto">
<h2 style="color:#dd6b20">HomePlate</h2>
<p>${escapeHtml(opts.greeting)}</p>
${opts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${
  opts.action
    ? `<p><a href="${escapeHtml(opts.action.url)}" style="background:#dd6b20;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(opts.action.label)}</a></p>
<p style="font-size:12px;color:#718096">Or open this link: <a href="${escapeHtml(opts.action.url)}">${escapeHtml(opts.action.url)}</a></p>`
    : ""
}
<hr><p style="font-size:12px;color:#718096">${escapeHtml(footer)}</p>
</body></html>`;
  return { to: opts.to, subject: opts.subject, text, html };
}
