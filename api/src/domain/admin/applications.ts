// An admin's decision on a chef or driver application, one flow for both kinds: approved, the
// applicant takes the role (a cook with a restaurant profile started from the application); rejected,
// with a reason. The applicant is notified and mailed, and their open pages hear.
import type { Services } from "../../context.ts";
import type { User } from "../../generated/prisma/client.ts";
import { composeMail } from "../../services/mail.ts";
import { publishAccessChange } from "../../services/pubsub.ts";
import { ROLE, WORD, type ApplicationKind } from "../accounts/applications.ts";
import { cuisineTypeOf } from "../chef/rules.ts";
import { NotFoundError } from "../errors.ts";
import { announce, notifyApplicationDecided } from "../notifications/events.ts";
import { recordAudit } from "./audit.ts";
import { ApplicationAlreadyDecidedError } from "./errors.ts";
import { specialtiesList } from "./rules.ts";

export type Decision = { status: "approved" | "rejected"; rejectionReason: string | null };

/** The admin's decision on a pending application: the one way either kind is decided. */
export async function decideApplication(
  services: Services,
  adminId: number,
  kind: ApplicationKind,
  applicationId: number,
  decision: Decision,
) {
  const decided = await services.prisma.$transaction(async (tx) => {
    const data = { ...decision, decidedById: adminId, decidedAt: new Date() };
    const where = { id: applicationId, status: "pending" as const };
    const claimed =
      kind === "chef"
        ? await tx.chefApplication.updateMany({ where, data })
        : await tx.driverApplication.updateMany({ where, data });
    const app =
      kind === "chef"
        ? await tx.chefApplication.findUnique({ where: { id: applicationId } })
        : await tx.driverApplication.findUnique({ where: { id: applicationId } });
    if (!app) throw new NotFoundError(`No such ${WORD[kind]} application.`);
    if (claimed.count !== 1) throw new ApplicationAlreadyDecidedError(app.status);
    await tx.user.update({ where: { id: app.userId }, data: { role: ROLE[kind], approvalStatus: decision.status } });
    if (kind === "chef" && decision.status === "approved" && "businessName" in app) {
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
      actorId: adminId,
      action: `${kind}Application.${decision.status}`,
      subjectId: app.userId,
      details: { applicationId, ...(decision.rejectionReason ? { rejectionReason: decision.rejectionReason } : {}) },
    });
    const notification = await notifyApplicationDecided(
      tx,
      app.userId,
      kind,
      decision.status,
      decision.rejectionReason,
    );
    return { userId: app.userId, notification };
  });
  await publishAccessChange(services.pubsub, { userIds: [decided.userId] });
  await services.pubsub.publish("userUpdated", decided.userId, { userId: decided.userId });
  const user = await services.prisma.user.findUniqueOrThrow({ where: { id: decided.userId } });
  await services.mailer.send(decisionMail(services, user, kind, decision));
  await announce(services, decided.notification);
}

/** The applicant's mail: approved, with the way in, or rejected, with the reason. */
export function decisionMail(
  services: Pick<Services, "publicUrl">,
  user: Pick<User, "email" | "username">,
  kind: ApplicationKind,
  decision: Decision,
) {
  const approved = decision.status === "approved";
  const path = kind === "driver" ? "/driver" : approved ? "/chef-management" : "/chef-application-review";
  const role = WORD[kind];
  return composeMail({
    to: user.email,
    subject: approved
      ? `Your HomePlate ${role} application is approved`
      : `Your HomePlate ${role} application was not approved`,
    greeting: `Hello ${user.username},`,
    paragraphs: approved
      ? [
          `Good news: your ${role} application has been approved. Welcome to HomePlate!`,
          kind === "chef"
            ? "Your Chef Area is open: set up your restaurant profile, categories and menu, and start taking orders."
            : "Sign in to open your driver dashboard and start delivering.",
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
