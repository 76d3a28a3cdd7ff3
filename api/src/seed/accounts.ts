// The demo accounts of every role and state but the kitchens (kitchens.ts): the admin, a cook and a
// driver whose applications are pending, the approved driver, and the two customers a visitor signs
// in as. Their state is where the tests' stories start, so the demo's past (history.ts) is made by
// the neighbours (neighbours.ts), not by them.
import type { PrismaClient, User } from "../generated/prisma/client.ts";

export async function createAdmin(prisma: PrismaClient, passwordHash: string): Promise<User> {
  return prisma.user.create({
    data: {
      name: "Avery Admin",
      username: "Avery Admin",
      email: "admin@homeplate.dev",
      phone: "(512) 555-0100",
      address: "301 W 2nd St, Austin, TX 78701",
      latitude: 30.2649,
      longitude: -97.7472,
      role: "admin",
      passwordHash,
    },
  });
}

/** The pending cook, the drivers and the two demo customers. */
export async function createPeople(
  prisma: PrismaClient,
  passwordHash: string,
  decided: { decidedById: number; decidedAt: Date },
) {
  await prisma.user.create({
    data: {
      name: "Priya Shah",
      username: "Priya Shah",
      email: "pending.cook@homeplate.dev",
      phone: "(512) 555-0133",
      address: "4301 Speedway, Austin, TX 78751",
      latitude: 30.3052,
      longitude: -97.7321,
      role: "cook",
      approvalStatus: "pending",
      passwordHash,
      chefApplications: {
        create: {
          businessName: "Priya's Curry House",
          cuisine: "indian",
          businessType: "Home kitchen",
          description: "North Indian vegetarian home cooking: dals, curries and fresh breads made to order.",
          specialties: "Dal makhani, paneer tikka, fresh naan",
          experienceYears: 6,
          kitchenAddress: "4301 Speedway, Austin, TX 78751",
        },
      },
    },
  });

  await prisma.user.create({
    data: {
      name: "Dan Brooks",
      username: "Dan Brooks",
      email: "driver@homeplate.dev",
      phone: "(512) 555-0144",
      address: "1000 E 11th St, Austin, TX 78702",
      latitude: 30.2694,
      longitude: -97.7303,
      role: "driver",
      approvalStatus: "approved",
      passwordHash,
      driverApplications: {
        create: {
          ...decided,
          status: "approved",
          licenseNumber: "TX48213377",
          vehicleType: "car",
          vehicleMake: "Toyota",
          vehicleModel: "Prius",
          vehicleYear: 2019,
          licensePlate: "HPD-2041",
          insuranceProvider: "State Farm",
          insurancePolicyNumber: "SF-99120457",
          hasInsurance: true,
          hasCleanRecord: true,
          canWorkWeekends: true,
          preferredAreas: "Downtown, East Austin, South Congress",
        },
      },
    },
  });

  await prisma.user.create({
    data: {
      name: "Sam Rivera",
      username: "Sam Rivera",
      email: "pending.driver@homeplate.dev",
      phone: "(512) 555-0155",
      address: "5900 N Lamar Blvd, Austin, TX 78752",
      latitude: 30.3265,
      longitude: -97.7253,
      role: "driver",
      approvalStatus: "pending",
      passwordHash,
      driverApplications: {
        create: {
          licenseNumber: "TX55109821",
          vehicleType: "motorcycle",
          vehicleMake: "Honda",
          vehicleModel: "Rebel 500",
          vehicleYear: 2021,
          licensePlate: "MC-7781",
          insuranceProvider: "Progressive",
          insurancePolicyNumber: "PG-44012378",
          hasInsurance: true,
          hasCleanRecord: true,
          canWorkWeekends: false,
        },
      },
    },
  });

  await prisma.user.createMany({
    data: [
      {
        name: "Casey Morgan",
        username: "Casey Morgan",
        email: "customer@homeplate.dev",
        phone: "(512) 555-0166",
        address: "1501 Red River St, Austin, TX 78701",
        latitude: 30.2789,
        longitude: -97.7346,
        role: "customer",
        passwordHash,
      },
      {
        name: "Jordan Lee",
        username: "Jordan Lee",
        email: "customer2@homeplate.dev",
        phone: "(512) 555-0177",
        address: "4500 Duval St, Austin, TX 78751",
        latitude: 30.3101,
        longitude: -97.7253,
        role: "customer",
        passwordHash,
      },
    ],
  });
}
