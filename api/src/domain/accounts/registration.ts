// Signing up: the account every role has, and for a cook or a driver the application filed with it
// (applications.ts), in one transaction. The unique index's refusal of a taken address becomes the
// spec's message.
import type { Services } from "../../context.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import { hashPassword } from "../../services/passwordHashing.ts";
import { addressCoordinates } from "../addresses.ts";
import { fileApplication, type Application } from "./applications.ts";
import { EmailTakenError } from "./errors.ts";

export type Signup = { name: string; email: string; phone: string; address: string; password?: string | null };

/** Creates the user with what every sign-up has and, for a cook or a driver, their pending application. */
export async function register(
  services: Services,
  signup: Signup,
  role: "customer" | "cook" | "driver",
  application?: Application,
) {
  const existing = await services.prisma.user.findUnique({ where: { email: signup.email }, select: { id: true } });
  if (existing) throw new EmailTakenError();
  const data: Prisma.UserCreateInput = {
    name: signup.name,
    username: signup.name,
    email: signup.email,
    phone: signup.phone,
    address: signup.address,
    // Checkout prices the profile address from these (orders/quote.ts); unknown, the spec's 2.5 miles.
    // One that could name several places is refused with the candidates.
    ...(await addressCoordinates(services.maps, signup.address)),
    passwordHash: signup.password ? await hashPassword(signup.password) : null,
    role,
    approvalStatus: application ? "pending" : null,
  };
  try {
    return await services.prisma.$transaction(async (tx) => {
      const user = await tx.user.create({ data });
      if (application) await fileApplication(tx, user, application);
      return user;
    });
  } catch (error) {
    // Two sign-ups with one address at once: the unique index decides.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw new EmailTakenError();
    throw error;
  }
}
