// Chef and driver applications: one flow for both. A visitor files one with their sign-up, a
// signed-in user files one for their own account; either way it waits for an admin, who approves it
// (the applicant takes the role, a cook with a restaurant profile started from it) or rejects it with
// a reason. The applicant is notified and mailed, and their open pages hear.
import type { Services } from "../../context.ts";
import type { Prisma, User } from "../../generated/prisma/client.ts";
import { composeMail } from "../../services/mail.ts";
import { publishAccessChange } from "../../services/pubsub.ts";
import { recordAudit } from "../admin/audit.ts";
import { ApplicationAlreadyDecidedError } from "../admin/errors.ts";
import { specialtiesList } from "../admin/rules.ts";
import { cuisineTypeOf } from "../chef/rules.ts";
import { NotAllowedError, NotFoundError } from "../errors.ts";
import { announce, notifyApplicationDecided } from "../notifications/events.ts";
import { ApplicationExistsError } from "./errors.ts";

type Tx = Prisma.TransactionClient;

export type ApplicationKind = "chef" | "driver";

export type ChefDetails = {
  businessName: string;
  description: string;
  specialties: string;
  experienceYears: number;
  kitchenAddress: string;
  cuisine?: string | null;
};

export type DriverDetails = {
  licenseNumber: string;
  vehicleType: string;
  vehicleMake: string;
  vehicleModel: string;
  vehicleYear: number;
  licensePlate: string;
  insuranceProvider: string;
  insurancePolicyNumber?: string | null;
  hasInsurance: boolean;
  hasCleanRecord: boolean;
  canWorkWeekends?: boolean;
  preferredAreas?: string | null;
};

export type Application = { kind: "chef"; details: ChefDetails } | { kind: "driver"; details: DriverDetails };

const ROLE: Record<ApplicationKind, User["role"]> = { chef: "cook", driver: "driver" };
const WORD: Record<ApplicationKind, string> = { chef: "chef", driver: "driver" };

/** Why this user may not file this application now, or null. */
async function refusal(tx: Tx, user: Pick<User, "id" | "role" | "approvalStatus">, kind: ApplicationKind) {
  if (user.role === "admin") throw new NotAllowedError(`Admins cannot apply to be a ${WORD[kind]} with this account.`);
  if (user.role !== "customer" && user.role !== ROLE[kind])
    throw new NotAllowedError(
      `${user.role === "cook" ? "Cooks" : "Drivers"} cannot apply to be a ${WORD[kind]} with this account.`,
    );
  if (user.role === ROLE[kind] && user.approvalStatus === "approved")
    return `You are already an approved ${WORD[kind]}.`;
  const where = { userId: user.id, status: "pending" as const };
  const waiting =
    kind === "chef"
      ? await tx.chefApplication.findFirst({ where, select: { id: true } })
      : await tx.driverApplication.findFirst({ where, select: { id: true } });
  return waiting ? `Your ${WORD[kind]} application is already waiting for review.` : null;
}

/** Files the application for `user` (just created by a sign-up, or signed in); returns its id. */
export async function fileApplication(
  tx: Tx,
  user: Pick<User, "id" | "role" | "approvalStatus">,
  application: Application,
): Promise<number> {
  const refused = await refusal(tx, user, application.kind);
  if (refused) throw new ApplicationExistsError(application.kind, refused);
  if (application.kind === "chef") {
    const { kitchenAddress, ...details } = application.details;
    const row = await tx.chefApplication.create({ data: { userId: user.id, ...details, kitchenAddress } });
    return row.id;
  }
  const details = application.details;
  const row = await tx.driverApplication.create({
    data: {
      userId: user.id,
      ...details,
      licensePlate: details.licensePlate.toUpperCase(),
      preferredAreas: details.preferredAreas || null,
    },
  });
  return row.id;
}

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
