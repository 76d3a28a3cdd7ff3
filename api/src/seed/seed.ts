// Demo data: one account per role and state, two kitchens with menus and pictures, and two months of
// a neighbourhood's orders, reviews and recipe talk, all in Austin, Texas. Seeded on the first start
// of the embedded database and by `npm run db:seed`. Each part lives in seed/ and adds only what is
// missing, so seeding again changes nothing.
import type { PrismaClient } from "../generated/prisma/client.ts";
import { hashPassword } from "../services/passwordHashing.ts";
import type { Storage } from "../services/storage.ts";
import { createAdmin, createPeople } from "./accounts.ts";
import { createRecipes, seedRecipeActivity } from "./community.ts";
import { seedOrderHistory } from "./history.ts";
import { createKitchen, DEMO_KITCHENS } from "./kitchens.ts";
import { createNeighbours } from "./neighbours.ts";
import { seedPlans } from "./ahead.ts";
import { seedKitchenDays } from "./kitchenDays.ts";
import { seedPictures } from "./pictures.ts";
import { seedPromoCodes } from "./promos.ts";

export const DEMO_PASSWORD = "homeplate123";

export const demoAccounts = [
  { email: "admin@homeplate.dev", what: "admin" },
  { email: "cook@homeplate.dev", what: "approved cook, Maria's Kitchen" },
  { email: "cook2@homeplate.dev", what: "approved cook, Kenji's Home Kitchen" },
  { email: "pending.cook@homeplate.dev", what: "cook whose application is pending" },
  { email: "driver@homeplate.dev", what: "approved driver" },
  { email: "pending.driver@homeplate.dev", what: "driver whose application is pending" },
  { email: "customer@homeplate.dev", what: "customer" },
  { email: "customer2@homeplate.dev", what: "customer" },
  {
    email: "diner1@homeplate.dev",
    what: "customer with two months of orders and reviews (so are diner2@ to diner12@)",
  },
] as const;

// One hash for every demo account, made once per process, keeps the seed fast (a test file may start
// several servers); each real account gets its own salt.
let demoPasswordHash: Promise<string> | null = null;
const hash = () => (demoPasswordHash ??= hashPassword(DEMO_PASSWORD));

/** Seeds whatever part of the demo data is missing. Returns whether it added anything. */
export async function seedDemoData(prisma: PrismaClient, storage: Storage, now = new Date()): Promise<boolean> {
  let added = false;
  if (!(await prisma.user.findUnique({ where: { email: "admin@homeplate.dev" } }))) {
    const admin = await createAdmin(prisma, await hash());
    const decided = { decidedById: admin.id, decidedAt: now };
    for (const kitchen of DEMO_KITCHENS) await createKitchen(prisma, kitchen, await hash(), decided);
    await createPeople(prisma, await hash(), decided);
    await createRecipes(prisma, now);
    added = true;
  }
  // Pictures come before the history, whose order lines copy each dish's picture.
  if (await seedPictures({ prisma, storage }, DEMO_KITCHENS)) added = true;
  const neighbours = await createNeighbours(prisma, hash, now);
  if (neighbours) {
    await seedOrderHistory(prisma, neighbours, now);
    await seedRecipeActivity(prisma, neighbours, now);
    await seedPlans(prisma, neighbours, now);
    added = true;
  }
  if (await seedPromoCodes(prisma)) added = true;
  // After the history and plans: a tip goes on a delivered order.
  if (await seedKitchenDays(prisma, now)) added = true;
  return added;
}
