// Demo promo codes: a platform code for a first order, and one code of each demo kitchen.
import type { PrismaClient } from "../generated/prisma/client.ts";

/** Adds the demo codes that are missing; returns whether it added any. */
export async function seedPromoCodes(prisma: PrismaClient): Promise<boolean> {
  const cook = (email: string) => prisma.user.findUnique({ where: { email }, select: { id: true } });
  const maria = await cook("cook@homeplate.dev");
  const kenji = await cook("cook2@homeplate.dev");
  const codes = [
    // Paid by the platform: 10% off a customer's first order, once each.
    { code: "WELCOME10", kind: "percent" as const, value: 10, firstOrderOnly: true, perCustomerLimit: 1, cookId: null },
    // Paid by Maria's Kitchen: $5.00 off an order of $25.00 or more.
    ...(maria
      ? [{ code: "MARIA5", kind: "amount" as const, value: 500, minSubtotalCents: 2500, cookId: maria.id }]
      : []),
    // Paid by Kenji's Home Kitchen: free delivery, 100 uses in all.
    ...(kenji
      ? [{ code: "KENJIDELIVERS", kind: "free_delivery" as const, value: 0, maxRedemptions: 100, cookId: kenji.id }]
      : []),
  ];
  const { count } = await prisma.promoCode.createMany({ data: codes, skipDuplicates: true });
  return count > 0;
}
