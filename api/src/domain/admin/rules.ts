// The admin area's input rules (companion spec §4-5), shared with the web client's forms.
import { z } from "zod";

export const REJECTION_REASON_REQUIRED = "Please give a reason for the rejection.";

/** Approve, or reject with a reason that is not blank after trimming. */
export const applicationDecision = z
  .object({
    status: z.enum(["approved", "rejected"], { error: "Status must be approved or rejected" }),
    rejectionReason: z.string().trim().max(1000, "The reason is too long (1,000 characters at most)").nullish(),
  })
  .refine((d) => d.status !== "rejected" || !!d.rejectionReason, {
    message: REJECTION_REASON_REQUIRED,
    path: ["rejectionReason"],
  })
  .transform((d) => ({ status: d.status, rejectionReason: d.status === "rejected" ? d.rejectionReason! : null }));

export const userSearch = z.string().trim().max(200, "The search is too long").optional();

export const specialtiesList = (specialties: string) =>
  specialties
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 20);
