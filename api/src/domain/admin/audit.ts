// The audit log: every admin action, written in the action's own transaction.
import type { Prisma } from "../../generated/prisma/client.ts";

export type AuditAction =
  | "user.paused"
  | "user.activated"
  | "user.deleted"
  | "user.anonymized"
  | "user.passwordResetSent"
  | "chefApplication.approved"
  | "chefApplication.rejected"
  | "driverApplication.approved"
  | "driverApplication.rejected";

type Db = Pick<Prisma.TransactionClient, "auditLog">;

export function recordAudit(
  db: Db,
  entry: { actorId: number; action: AuditAction; subjectId: number | null; details?: Prisma.InputJsonObject },
) {
  return db.auditLog.create({ data: entry });
}
