// Customer, chef and driver registration. Each signs the new user in; a chef or driver starts with a
// pending application that an admin decides.
import type { Context } from "../../context.ts";
import { parseInput } from "../../errors.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import { builder } from "../builder.ts";
import { commonErrors } from "../errors.ts";
import { EmailTakenError } from "./accountErrors.ts";
import { hashPassword } from "./password.ts";
import { chefSignup, customerSignup, driverSignup } from "./rules.ts";
import { sendPasswordResetMail } from "./passwords.ts";
import { startSession } from "./session.ts";
import { userPayload } from "./user.ts";

const RegisterCustomerInput = builder.inputType("RegisterCustomerInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    phone: t.string({ required: true }),
    address: t.string({ required: true }),
  }),
});

const RegisterChefInput = builder.inputType("RegisterChefInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    phone: t.string({ required: true }),
    address: t.string({ required: true, description: "The kitchen's address." }),
    businessName: t.string({ required: true }),
    description: t.string({ required: true }),
    specialties: t.string({ required: true }),
    experienceYears: t.int({ required: false }),
  }),
});

const RegisterDriverInput = builder.inputType("RegisterDriverInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    password: t.string({ required: false, description: "When omitted, the driver is mailed a link to set one." }),
    phone: t.string({ required: true }),
    address: t.string({ required: true }),
    driverLicense: t.string({ required: true }),
    vehicleType: t.string({ required: true, description: "car, motorcycle, bike, scooter, van or truck." }),
    vehicleMake: t.string({ required: true }),
    vehicleModel: t.string({ required: true }),
    vehicleYear: t.int({ required: false }),
    licensePlate: t.string({ required: true }),
    insuranceProvider: t.string({ required: true }),
    hasInsurance: t.boolean({ required: true }),
    hasCleanRecord: t.boolean({ required: true }),
    canWorkWeekends: t.boolean({ required: false }),
    preferredAreas: t.string({ required: false }),
  }),
});

const RegisterCustomerPayload = userPayload("RegisterCustomerPayload", "The new customer, now signed in.");
const RegisterChefPayload = userPayload("RegisterChefPayload", "The new cook, signed in, with a pending application.");
const RegisterDriverPayload = userPayload("RegisterDriverPayload", "The new driver, signed in, with a pending application.");

const registerErrors = { types: [...commonErrors, EmailTakenError], directResult: true };

type Signup = { name: string; email: string; phone: string; address: string; password?: string | null };

/**
 * Creates the user with what every signup has, plus the role's own data, and signs them in. The
 * unique index's refusal becomes the spec's message.
 */
async function register(ctx: Context, signup: Signup, roleData: Omit<Prisma.UserCreateInput, keyof Signup | "username">) {
  const existing = await ctx.prisma.user.findUnique({ where: { email: signup.email }, select: { id: true } });
  if (existing) throw new EmailTakenError();
  const data: Prisma.UserCreateInput = {
    name: signup.name,
    username: signup.name,
    email: signup.email,
    phone: signup.phone,
    address: signup.address,
    passwordHash: signup.password ? await hashPassword(signup.password) : null,
    ...roleData,
  };
  const user = await ctx.prisma.user.create({ data }).catch((error) => {
    // Two signups with one address at once: the unique index decides.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw new EmailTakenError();
    throw error;
  });
  await startSession(ctx, user);
  return user;
}

builder.mutationField("registerCustomer", (t) =>
  t.field({
    type: RegisterCustomerPayload,
    args: { input: t.arg({ type: RegisterCustomerInput, required: true }) },
    errors: registerErrors,
    resolve: async (_root, { input }, ctx) => {
      const user = await register(ctx, parseInput(customerSignup, input), { role: "customer" });
      return { userId: user.id };
    },
  }),
);

builder.mutationField("registerChef", (t) =>
  t.field({
    type: RegisterChefPayload,
    description: "Creates a cook account with a pending chef application.",
    args: { input: t.arg({ type: RegisterChefInput, required: true }) },
    errors: registerErrors,
    resolve: async (_root, { input }, ctx) => {
      const data = parseInput(chefSignup, input);
      const user = await register(ctx, data, {
        role: "cook",
        approvalStatus: "pending",
        chefApplications: {
          create: {
            businessName: data.businessName,
            description: data.description,
            specialties: data.specialties,
            experienceYears: data.experienceYears,
            kitchenAddress: data.address,
          },
        },
      });
      return { userId: user.id };
    },
  }),
);

builder.mutationField("registerDriver", (t) =>
  t.field({
    type: RegisterDriverPayload,
    description: "Creates a driver account with a pending driver application.",
    args: { input: t.arg({ type: RegisterDriverInput, required: true }) },
    errors: registerErrors,
    resolve: async (_root, { input }, ctx) => {
      const data = parseInput(driverSignup, input);
      const user = await register(ctx, data, {
        role: "driver",
        approvalStatus: "pending",
        driverApplications: {
          create: {
            licenseNumber: data.driverLicense,
            vehicleType: data.vehicleType,
            vehicleMake: data.vehicleMake,
            vehicleModel: data.vehicleModel,
            vehicleYear: data.vehicleYear,
            licensePlate: data.licensePlate.toUpperCase(),
            insuranceProvider: data.insuranceProvider,
            hasInsurance: data.hasInsurance,
            hasCleanRecord: data.hasCleanRecord,
            canWorkWeekends: data.canWorkWeekends,
            preferredAreas: data.preferredAreas || null,
          },
        },
      });
      if (!data.password) await sendPasswordResetMail(ctx, user, "welcome");
      return { userId: user.id };
    },
  }),
);
