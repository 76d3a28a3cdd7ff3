// Chef and driver applications as their applicant and admins see them.
import { builder } from "../builder.ts";
import { ApplicationStatus, selfOrAdmin } from "./user.ts";


builder.prismaNode("ChefApplication", {
  id: { field: "id" },
  authScopes: (application) => selfOrAdmin(application.userId),
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
    status: t.expose("status", { type: ApplicationStatus }),
    businessName: t.exposeString("businessName"),
    cuisine: t.exposeString("cuisine", { nullable: true }),
    businessType: t.exposeString("businessType", { nullable: true }),
    description: t.exposeString("description"),
    specialties: t.exposeString("specialties"),
    experienceYears: t.exposeInt("experienceYears"),
    kitchenAddress: t.exposeString("kitchenAddress"),
    governmentIdPhoto: t.exposeString("governmentIdPhoto", { nullable: true }),
    businessLicensePhoto: t.exposeString("businessLicensePhoto", { nullable: true }),
    kitchenPhoto: t.exposeString("kitchenPhoto", { nullable: true }),
    rejectionReason: t.exposeString("rejectionReason", { nullable: true }),
    decidedAt: t.expose("decidedAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    user: t.relation("user"),
  }),
});

builder.prismaNode("DriverApplication", {
  id: { field: "id" },
  authScopes: (application) => selfOrAdmin(application.userId),
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
    status: t.expose("status", { type: ApplicationStatus }),
    licenseNumber: t.exposeString("licenseNumber"),
    vehicleType: t.exposeString("vehicleType"),
    vehicleMake: t.exposeString("vehicleMake"),
    vehicleModel: t.exposeString("vehicleModel"),
    vehicleYear: t.exposeInt("vehicleYear"),
    licensePlate: t.exposeString("licensePlate"),
    insuranceProvider: t.exposeString("insuranceProvider"),
    hasInsurance: t.exposeBoolean("hasInsurance"),
    hasCleanRecord: t.exposeBoolean("hasCleanRecord"),
    canWorkWeekends: t.exposeBoolean("canWorkWeekends"),
    preferredAreas: t.exposeString("preferredAreas", { nullable: true }),
    driverLicensePhoto: t.exposeString("driverLicensePhoto", { nullable: true }),
    vehicleRegistrationPhoto: t.exposeString("vehicleRegistrationPhoto", { nullable: true }),
    insuranceProofPhoto: t.exposeString("insuranceProofPhoto", { nullable: true }),
    rejectionReason: t.exposeString("rejectionReason", { nullable: true }),
    decidedAt: t.expose("decidedAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    user: t.relation("user"),
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
