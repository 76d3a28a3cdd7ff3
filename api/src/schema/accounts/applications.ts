// Chef and driver applications as their applicant and admins see them.
import { builder } from "../builder.ts";
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
