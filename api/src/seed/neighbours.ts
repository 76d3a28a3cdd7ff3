// A dozen customers around Austin who have been ordering for two months: the demo's past (history.ts)
// and its recipe community (community.ts) are theirs.
import type { PrismaClient, User } from "../generated/prisma/client.ts";

const NEIGHBOURS = [
  { name: "Ana Garcia", address: "2100 S Congress Ave, Austin, TX 78704", latitude: 30.244, longitude: -97.751 },
  { name: "Ben Carter", address: "800 W 5th St, Austin, TX 78703", latitude: 30.27, longitude: -97.753 },
  { name: "Chloe Nguyen", address: "3500 Guadalupe St, Austin, TX 78705", latitude: 30.3005, longitude: -97.7395 },
  { name: "David Kim", address: "1100 E 6th St, Austin, TX 78702", latitude: 30.2637, longitude: -97.7317 },
  { name: "Elena Rossi", address: "4200 Avenue H, Austin, TX 78751", latitude: 30.306, longitude: -97.727 },
  { name: "Farid Haddad", address: "2400 E Cesar Chavez St, Austin, TX 78702", latitude: 30.256, longitude: -97.716 },
  { name: "Grace Okafor", address: "1500 Barton Springs Rd, Austin, TX 78704", latitude: 30.262, longitude: -97.762 },
  { name: "Hiro Sato", address: "5000 Burnet Rd, Austin, TX 78756", latitude: 30.322, longitude: -97.739 },
  { name: "Isabel Martinez", address: "1900 Manor Rd, Austin, TX 78722", latitude: 30.282, longitude: -97.718 },
  { name: "Jamal Wright", address: "3000 Windsor Rd, Austin, TX 78703", latitude: 30.292, longitude: -97.765 },
  { name: "Kate O'Brien", address: "600 W Mary St, Austin, TX 78704", latitude: 30.248, longitude: -97.756 },
  { name: "Luis Hernandez", address: "2000 E Riverside Dr, Austin, TX 78741", latitude: 30.238, longitude: -97.727 },
];

/** diner1@homeplate.dev to diner12@homeplate.dev. */
export const neighbourEmail = (index: number) => `diner${index + 1}@homeplate.dev`;
export const NEIGHBOUR_COUNT = NEIGHBOURS.length;

/** Creates the neighbours; null when they are already there. */
export async function createNeighbours(
  prisma: PrismaClient,
  passwordHash: () => Promise<string>,
  now: Date,
): Promise<User[] | null> {
  if (await prisma.user.findUnique({ where: { email: neighbourEmail(0) } })) return null;
  // They joined before their first order, 60 to 75 days ago.
  const hash = await passwordHash();
  return prisma.user.createManyAndReturn({
    data: NEIGHBOURS.map((n, i) => ({
      ...n,
      username: n.name,
      email: neighbourEmail(i),
      phone: `(512) 555-02${String(i + 10)}`,
      role: "customer" as const,
      passwordHash: hash,
      createdAt: new Date(now.getTime() - (75 - i) * 24 * 60 * 60_000),
    })),
  });
}
