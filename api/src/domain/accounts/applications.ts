// Chef and driver applications: one flow for both. A visitor files one with their sign-up, a
// signed-in user files one for their own account; either way it waits for an admin's decision
// (admin/applications.ts).
import type { Prisma, User } from "../../generated/prisma/client.ts";
import { NotAllowedError } from "../errors.ts";
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

export const ROLE: Record<ApplicationKind, User["role"]> = { chef: "cook", driver: "driver" };
export const WORD: Record<ApplicationKind, string> = { chef: "chef", driver: "driver" };

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
