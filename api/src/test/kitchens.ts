// Test kitchens: an approved cook with dishes, made straight in the database of a test server.
import crypto from "node:crypto";
import type { PrismaClient } from "../generated/prisma/client.ts";

type DishData = Partial<{
  meal: string;
  name: string;
  priceCents: number;
  available: boolean;
  isOnSpecial: boolean;
  specialPriceCents: number | null;
  specialEndDate: Date | null;
  withdrawnAt: Date | null;
}>;

/** An approved cook with `dishes` dishes (lunch, $10.00 unless told otherwise). */
export async function createKitchen(
  prisma: PrismaClient,
  opts: { name?: string; dishes?: number; dish?: DishData } = {},
) {
  const tag = crypto.randomBytes(4).toString("hex");
  const cook = await prisma.user.create({
    data: {
      name: opts.name ?? `Cook ${tag}`,
      username: opts.name ?? `Cook ${tag}`,
      email: `cook.${tag}@example.com`,
      role: "cook",
      approvalStatus: "approved",
    },
  });
  const count = opts.dishes ?? 1;
  await prisma.foodItem.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      cookId: cook.id,
      meal: "lunch",
      name: `Dish ${i + 1} of ${tag}`,
      description: "A test dish",
      priceCents: 1000,
      prepTime: "10-15 mins",
      ...opts.dish,
    })),
  });
  const dishes = await prisma.foodItem.findMany({ where: { cookId: cook.id }, orderBy: { id: "asc" } });
  return { cook, dishes };
}

export const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");
