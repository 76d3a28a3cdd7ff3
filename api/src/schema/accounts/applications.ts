// Chef and driver applications as their applicant and admins see them, and a signed-in user's
// application for their own account (one flow for both: domain/accounts/applications.ts).
import type { Context } from "../../context.ts";
import { fileApplication, type Application } from "../../domain/accounts/applications.ts";
import { ApplicationExistsError } from "../../domain/accounts/errors.ts";
import { chefApplication, driverApplication, vehicleTypes } from "../../domain/accounts/rules.ts";
import { parseInput } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import { commonErrors, errorType } from "../errors.ts";
import { ApplicationStatus, selfOrAdmin } from "./user.ts";

export const ChefApplication = builder.prismaNode("ChefApplication", {
  description:
    "A cook's application to sell on HomePlate, made at chef registration and decided by an admin. The applicant and admins see it.",
  id: { field: "id", description: "The application's global id." },
  authScopes: (application) => selfOrAdmin(application.userId),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The numeric id the /api paths use." }),
    status: t.expose("status", {
      type: ApplicationStatus,
      description: "Pending until an admin approves or rejects it.",
    }),
    businessName: t.exposeString("businessName", {
      description: "The kitchen's business name; an approval starts the restaurant profile with it.",
    }),
    cuisine: t.exposeString("cuisine", {
      nullable: true,
      description: "The cuisine the applicant named; null when none was given (registration does not ask for it).",
    }),
    businessType: t.exposeString("businessType", {
      nullable: true,
      description:
        "The kind of business, e.g. 'Home kitchen'; null when none was given (registration does not ask for it).",
    }),
    description: t.exposeString("description", {
      description: "The applicant's cooking style, 20 to 2,000 characters.",
    }),
    specialties: t.exposeString("specialties", {
      description: "The applicant's specialties as one comma-separated text.",
    }),
    experienceYears: t.exposeInt("experienceYears", { description: "Years of cooking experience, 1 to 80." }),
    kitchenAddress: t.exposeString("kitchenAddress", { description: "The kitchen's address given at registration." }),
    governmentIdPhoto: t.exposeString("governmentIdPhoto", {
      nullable: true,
      description: "Address of a government ID photo; null when none was supplied (registration does not take one).",
    }),
    businessLicensePhoto: t.exposeString("businessLicensePhoto", {
      nullable: true,
      description: "Address of a business licence photo; null when none was supplied (registration does not take one).",
    }),
    kitchenPhoto: t.exposeString("kitchenPhoto", {
      nullable: true,
      description: "Address of a kitchen photo; null when none was supplied (registration does not take one).",
    }),
    rejectionReason: t.exposeString("rejectionReason", {
      nullable: true,
      description: "The admin's reason when rejected; null otherwise.",
    }),
    decidedAt: t.expose("decidedAt", {
      type: "DateTime",
      nullable: true,
      description: "When an admin decided it; null while pending.",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the application was made." }),
    user: t.relation("user", { description: "The applicant." }),
  }),
});

export const DriverApplication = builder.prismaNode("DriverApplication", {
  description:
    "An application to deliver for HomePlate, made at driver registration or with applyAsDriver and decided by an admin. " +
    "The applicant and admins see it.",
  id: { field: "id", description: "The application's global id." },
  authScopes: (application) => selfOrAdmin(application.userId),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The numeric id the /api paths use." }),
    status: t.expose("status", {
      type: ApplicationStatus,
      description: "Pending until an admin approves or rejects it.",
    }),
    licenseNumber: t.exposeString("licenseNumber", { description: "The driver's licence number." }),
    vehicleType: t.exposeString("vehicleType", { description: "car, motorcycle, bike, scooter, van or truck." }),
    vehicleMake: t.exposeString("vehicleMake", { description: "The vehicle's make, e.g. Toyota." }),
    vehicleModel: t.exposeString("vehicleModel", { description: "The vehicle's model, e.g. Corolla." }),
    vehicleYear: t.exposeInt("vehicleYear", { description: "The vehicle's model year, 2000 to next year." }),
    licensePlate: t.exposeString("licensePlate", { description: "The licence plate, upper-cased." }),
    insuranceProvider: t.exposeString("insuranceProvider", { description: "The vehicle's insurer." }),
    hasInsurance: t.exposeBoolean("hasInsurance", {
      description: "The applicant declared valid insurance (required to apply).",
    }),
    hasCleanRecord: t.exposeBoolean("hasCleanRecord", {
      description: "The applicant declared a clean driving record (required to apply).",
    }),
    canWorkWeekends: t.exposeBoolean("canWorkWeekends", {
      description: "Whether the applicant can drive on weekends; false when not said.",
    }),
    preferredAreas: t.exposeString("preferredAreas", {
      nullable: true,
      description: "Areas the applicant prefers to drive in, as free text; null when none were given.",
    }),
    driverLicensePhoto: t.exposeString("driverLicensePhoto", {
      nullable: true,
      description: "Address of a driver's licence photo; null when none was supplied (the API does not take one).",
    }),
    vehicleRegistrationPhoto: t.exposeString("vehicleRegistrationPhoto", {
      nullable: true,
      description: "Address of a vehicle registration photo; null when none was supplied (the API does not take one).",
    }),
    insuranceProofPhoto: t.exposeString("insuranceProofPhoto", {
      nullable: true,
      description: "Address of a proof of insurance photo; null when none was supplied (the API does not take one).",
    }),
    rejectionReason: t.exposeString("rejectionReason", {
      nullable: true,
      description: "The admin's reason when rejected; null otherwise.",
    }),
    decidedAt: t.expose("decidedAt", {
      type: "DateTime",
      nullable: true,
      description: "When an admin decided it; null while pending.",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the application was made." }),
    user: t.relation("user", { description: "The applicant." }),
  }),
});

// The applicant's own latest applications, for /chef-application-review and /driver.
builder.prismaObjectFields("User", (t) => ({
  chefApplication: t.prismaField({
    type: "ChefApplication",
    nullable: true,
    description: "The user's most recent chef application.",
    authScopes: (user) => selfOrAdmin(user.id),
    resolve: (query, user, _args, ctx) =>
      ctx.prisma.chefApplication.findFirst({ ...query, where: { userId: user.id }, orderBy: { createdAt: "desc" } }),
  }),
  driverApplication: t.prismaField({
    type: "DriverApplication",
    nullable: true,
    description: "The user's most recent driver application.",
    authScopes: (user) => selfOrAdmin(user.id),
    resolve: (query, user, _args, ctx) =>
      ctx.prisma.driverApplication.findFirst({ ...query, where: { userId: user.id }, orderBy: { createdAt: "desc" } }),
  }),
}));

errorType(
  ApplicationExistsError,
  "The signed-in user already holds the role or has an application of that kind waiting for review.",
);

/** Files the signed-in user's application, and tells their open pages. */
async function apply(ctx: Context & { user: { id: number } }, application: Application) {
  const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: ctx.user.id } });
  const id = await ctx.prisma.$transaction((tx) => fileApplication(tx, user, application));
  await ctx.pubsub.publish("userUpdated", user.id, { userId: user.id });
  return id;
}

const ApplyAsDriverInput = builder.inputType("ApplyAsDriverInput", {
  description:
    "The driver application's fields (companion spec §3, submission payload). The applicant is always the signed-in user.",
  fields: (t) => ({
    licenseNumber: t.string({ required: true, description: "Driver's licence number." }),
    vehicleType: t.string({ required: true, description: vehicleTypes.join(", ") + "." }),
    vehicleMake: t.string({ required: true, description: "e.g. Toyota." }),
    vehicleModel: t.string({ required: true, description: "e.g. Prius." }),
    vehicleYear: t.int({ required: true, description: "Model year, from 2000 to next year." }),
    licensePlate: t.string({
      required: true,
      description: "The vehicle's plate, up to 15 characters; stored in upper case.",
    }),
    insuranceProvider: t.string({ required: true, description: "The insurer." }),
    insurancePolicyNumber: t.string({ required: true, description: "The insurance policy number." }),
  }),
});

const ApplyAsDriverPayload = builder.objectRef<{ applicationId: number }>("ApplyAsDriverPayload").implement({
  description: "The filed application, pending review by an admin.",
  fields: (t) => ({
    application: t.prismaField({
      type: "DriverApplication",
      description: "The new application (status pending).",
      resolve: (query, p, _a, ctx) =>
        ctx.prisma.driverApplication.findUniqueOrThrow({ ...query, where: { id: p.applicationId } }),
    }),
  }),
});

builder.mutationField("applyAsDriver", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: ApplyAsDriverPayload,
    description:
      "Files a driver application for the signed-in user (never for another: POST /api/drivers/apply ignores a userId). An admin's approval makes them an approved driver.",
    args: {
      input: t.arg({
        type: ApplyAsDriverInput,
        required: true,
        description: "The licence, vehicle and insurance details.",
      }),
    },
    errors: {
      types: [...commonErrors, ApplicationExistsError],
      directResult: true,
      union: {
        description:
          "The application, or NotAllowedError for admins and cooks, ValidationError for a field that breaks the rules, ApplicationExistsError when the user already drives or has a driver application waiting.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const data = parseInput(driverApplication, input);
      // The wizard's first step lists the requirements; applying confirms them.
      const details = { ...data, hasInsurance: true, hasCleanRecord: true };
      return { applicationId: await apply(ctx, { kind: "driver", details }) };
    },
  }),
);

const ApplyAsChefInput = builder.inputType("ApplyAsChefInput", {
  description: "A signed-in customer's chef application: the kitchen and business, as the chef sign-up asks them.",
  fields: (t) => ({
    businessName: t.string({ required: true, description: "The kitchen's business name, 2 to 120 characters." }),
    description: t.string({ required: true, description: "The cooking style, 20 to 2,000 characters." }),
    specialties: t.string({ required: true, description: "Specialties as one comma-separated text." }),
    experienceYears: t.int({ required: true, description: "Years of cooking experience, 1 to 80." }),
    kitchenAddress: t.string({ required: true, description: "The kitchen's address, 5 to 300 characters." }),
    cuisine: t.string({
      description: "The cuisine, e.g. 'mexican'; an approval starts the restaurant profile with it.",
    }),
  }),
});

const ApplyAsChefPayload = builder.objectRef<{ applicationId: number }>("ApplyAsChefPayload").implement({
  description: "The filed application, pending review by an admin.",
  fields: (t) => ({
    application: t.prismaField({
      type: "ChefApplication",
      description: "The new application (status pending).",
      resolve: (query, p, _a, ctx) =>
        ctx.prisma.chefApplication.findUniqueOrThrow({ ...query, where: { id: p.applicationId } }),
    }),
  }),
});

builder.mutationField("applyAsChef", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: ApplyAsChefPayload,
    description:
      "Files a chef application for the signed-in customer (never for another). An admin's approval makes them an approved cook with a restaurant profile started from it.",
    args: { input: t.arg({ type: ApplyAsChefInput, required: true, description: "The kitchen and business." }) },
    errors: {
      types: [...commonErrors, ApplicationExistsError],
      directResult: true,
      union: {
        description:
          "The application, or NotAllowedError for admins and drivers, ValidationError for a field that breaks the rules, ApplicationExistsError when the user already cooks or has a chef application waiting.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const details = { ...parseInput(chefApplication, input), cuisine: input.cuisine?.trim() || null };
      return { applicationId: await apply(ctx, { kind: "chef", details }) };
    },
  }),
);
