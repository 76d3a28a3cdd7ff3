// Password reset links: a single-use token (only its SHA-256 stored) mailed to the account's address.
import type { Services } from "../../context.ts";
import type { User } from "../../generated/prisma/client.ts";
import { composeMail } from "../../services/mail.ts";
import { newToken, tokenId } from "./session.ts";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
// More reset mails than this per address per hour are not sent (the answer stays the same), so the
// form cannot be used to flood someone's inbox.
export const RESET_MAILS_PER_HOUR = 3;

export const RESET_REQUESTED_MESSAGE =
  "If an account exists for that email, we've sent a link to reset the password. It expires in one hour.";

/** Mails a single-use link to /reset-password. `welcome` is for a driver who signed up without a password. */
export async function sendPasswordResetMail(
  services: Services,
  user: Pick<User, "id" | "email" | "username">,
  kind: "reset" | "welcome" = "reset",
) {
  const token = newToken();
  await services.prisma.passwordResetToken.create({
    data: { id: tokenId(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) },
  });
  const url = `${services.publicUrl()}/reset-password?token=${encodeURIComponent(token)}`;
  const welcome = kind === "welcome";
  await services.mailer.send(
    composeMail({
      to: user.email,
      subject: welcome ? "Welcome to HomePlate: set your password" : "Reset your HomePlate password",
      greeting: `Hello ${user.username},`,
      paragraphs: welcome
        ? [
            "Thanks for applying to drive with HomePlate. Choose a password to sign in and follow your application.",
            "This link works once and expires in one hour; you can always ask for a new one from the sign-in page.",
          ]
        : [
            "Someone (hopefully you) asked to reset the password of your HomePlate account.",
            "This link works once and expires in one hour. If you did not ask for it, ignore this mail: your password stays as it is.",
          ],
      action: { label: welcome ? "Set your password" : "Reset your password", url },
    }),
  );
}
