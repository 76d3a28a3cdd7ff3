// The account rules of the spec (customer spec §5, companion §5), with their exact messages.
// Pure zod: the server enforces them, and the web client's forms show the same messages.
import { z } from "zod";

const text = (min: number, message: string) => z.string({ error: message }).trim().min(min, message);

export const email = (message = "Invalid email address") =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: message }).max(254, message));

export const newPassword = (message = "Password must be at least 6 characters") =>
  z.string({ error: message }).min(6, message).max(200, "Password must be at most 200 characters");

/** A whole number a form may send as text; blank means missing. */
const wholeNumber = (message: string, bounds: (n: z.ZodCoercedNumber<unknown>) => z.ZodType<number>) =>
  z.preprocess(
    (v) => (v === null || v === "" ? undefined : v),
    bounds(z.coerce.number({ error: message }).int(message)),
  );

const name = text(2, "Name must be at least 2 characters").max(100, "Name must be at most 100 characters");
// Counted in digits, so '(512) 555-0134' is as good as '5125550134'.
const phone = z
  .string({ error: "Phone number must be at least 10 digits" })
  .trim()
  .max(30, "Phone number is too long")
  .refine((v) => v.replace(/\D/g, "").length >= 10, "Phone number must be at least 10 digits");
const address = (message: string) => text(5, message).max(300, "Address is too long");

/** A vehicle's model year is at most next year's, reckoned when a form is checked rather than when the server started. */
export const notAFutureModelYear = (year: number) => year <= new Date().getFullYear() + 1;

export const customerSignup = z.object({
  name,
  email: email(),
  password: newPassword(),
  phone,
  address: address("Please provide a complete address"),
});

export const chefSignup = z.object({
  name,
  email: email(),
  password: newPassword(),
  phone,
  address: address("Please provide your kitchen address"),
  businessName: text(2, "Business name is required").max(120, "Business name is too long"),
  description: text(20, "Please describe your cooking style (minimum 20 characters)").max(
    2000,
    "Description is too long",
  ),
  specialties: text(5, "Please list your specialties").max(500, "Specialties are too long"),
  experienceYears: wholeNumber("Years of experience is required", (n) =>
    n.min(1, "Years of experience is required").max(80, "Years of experience must be at most 80"),
  ),
});

/** The one list of vehicles a driver may drive, with the words forms show for them. */
export const VEHICLE_TYPES = [
  { value: "car", label: "Car" },
  { value: "motorcycle", label: "Motorcycle" },
  { value: "bike", label: "Bike" },
  { value: "scooter", label: "Scooter" },
  { value: "van", label: "Van" },
  { value: "truck", label: "Truck" },
] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number]["value"];
export const vehicleTypes = VEHICLE_TYPES.map((v) => v.value) as [VehicleType, ...VehicleType[]];
const vehicleTypeWords = `${vehicleTypes.slice(0, -1).join(", ")} or ${vehicleTypes.at(-1)}`;

export const REQUIREMENTS_NOT_MET = "You must have valid insurance and a clean driving record to become a driver.";

export const driverSignup = z
  .object({
    name,
    email: email(),
    // The spec's driver form has no password; HomePlate's asks for one, and when a client sends
    // none the driver gets a mail with a link to set it.
    password: newPassword().nullish(),
    phone,
    address: address("Please provide your address"),
    driverLicense: text(5, "License number is required").max(40, "License number is too long"),
    vehicleType: z.enum(vehicleTypes, { error: "Vehicle type is required" }),
    vehicleMake: text(2, "Vehicle make is required").max(60, "Vehicle make is too long"),
    vehicleModel: text(2, "Vehicle model is required").max(60, "Vehicle model is too long"),
    vehicleYear: wholeNumber("Vehicle year is required", (n) =>
      n.min(2000, "Vehicle year must be 2000 or later").refine(notAFutureModelYear, "Vehicle year is in the future"),
    ),
    licensePlate: text(2, "License plate is required").max(15, "License plate is too long"),
    insuranceProvider: text(2, "Insurance provider is required").max(100, "Insurance provider is too long"),
    hasInsurance: z.boolean(),
    hasCleanRecord: z.boolean(),
    canWorkWeekends: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    preferredAreas: z.string().trim().max(300, "Preferred areas are too long").nullish(),
  })
  .refine((d) => d.hasInsurance && d.hasCleanRecord, {
    message: REQUIREMENTS_NOT_MET,
    path: ["hasCleanRecord"],
  });

export const login = z.object({
  email: email("Please enter a valid email address"),
  password: z
    .string({ error: "Password must be at least 6 characters" })
    .min(6, "Password must be at least 6 characters"),
});

export const forgotPassword = z.object({ email: email("Please enter a valid email address") });

export const resetPassword = z.object({
  token: z.string({ error: "This reset link is invalid or expired." }).min(1, "This reset link is invalid or expired."),
  newPassword: newPassword(),
});

export const changePassword = z.object({
  currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required"),
  newPassword: newPassword("New password must be at least 6 characters"),
});

/** The driver application of a signed-in user (companion spec §3 and §5): its messages, a year from 2000. */
export const driverApplication = z.object({
  licenseNumber: z.string().trim().min(1, "License number is required").max(40, "License number is too long"),
  vehicleType: z.enum(vehicleTypes, { error: `Vehicle type must be ${vehicleTypeWords}` }),
  vehicleMake: z.string().trim().min(1, "Vehicle make is required").max(60, "Vehicle make is too long"),
  vehicleModel: z.string().trim().min(1, "Vehicle model is required").max(60, "Vehicle model is too long"),
  vehicleYear: z
    .number({ error: "Vehicle year is required" })
    .int("Vehicle year is required")
    .min(2000, "Vehicle year must be 2000 or later")
    .refine(notAFutureModelYear, "Vehicle year is in the future"),
  licensePlate: z.string().trim().min(1, "License plate is required").max(15, "License plate is too long"),
  insuranceProvider: z
    .string()
    .trim()
    .min(1, "Insurance provider is required")
    .max(100, "Insurance provider is too long"),
  insurancePolicyNumber: z.string().trim().min(1, "Policy number is required").max(60, "Policy number is too long"),
});

/** The chef application of a signed-in user: the chef sign-up's kitchen and business, without the account. */
export const chefApplication = chefSignup
  .pick({ businessName: true, description: true, specialties: true, experienceYears: true })
  .extend({ kitchenAddress: address("Please provide your kitchen address") });
