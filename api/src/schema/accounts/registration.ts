// Customer, chef and driver registration. Each signs the new user in; a chef or driver starts with a
// pending application that an admin decides.
import { parseInput } from "../../domain/errors.ts";
import { register } from "../../domain/accounts/registration.ts";
import { builder } from "../builder.ts";
import { commonErrors } from "../errors.ts";
import { EmailTakenError } from "../../domain/accounts/errors.ts";
import { chefSignup, customerSignup, driverSignup } from "../../domain/accounts/rules.ts";
import { sendPasswordResetMail } from "../../domain/accounts/passwords.ts";
import { startSession } from "../../domain/accounts/session.ts";
import { userPayload } from "./user.ts";

const NAME = "Full name, 2 to 100 characters; also the username.";
const EMAIL = "The sign-in address, at most 254 characters; stored lower-cased. One account per address.";
const PASSWORD = "6 to 200 characters.";
const PHONE = "At least 10 digits (other characters are not counted), at most 30 characters.";

const RegisterCustomerInput = builder.inputType("RegisterCustomerInput", {
  description: "A new customer's account details.",
  fields: (t) => ({
    name: t.string({ required: true, description: NAME }),
    email: t.string({ required: true, description: EMAIL }),
    password: t.string({ required: true, description: PASSWORD }),
    phone: t.string({ required: true, description: PHONE }),
    address: t.string({ required: true, description: "The delivery address, 5 to 300 characters." }),
  }),
});

const RegisterChefInput = builder.inputType("RegisterChefInput", {
  description: "A new cook's account details and chef application.",
  fields: (t) => ({
    name: t.string({ required: true, description: NAME }),
    email: t.string({ required: true, description: EMAIL }),
    password: t.string({ required: true, description: PASSWORD }),
    phone: t.string({ required: true, description: PHONE }),
    address: t.string({ required: true, description: "The kitchen's address, 5 to 300 characters." }),
    businessName: t.string({ required: true, description: "The kitchen's business name, 2 to 120 characters." }),
    description: t.string({ required: true, description: "The cook's cooking style, 20 to 2,000 characters." }),
    specialties: t.string({
      required: true,
      description: "Comma-separated specialties, 5 to 500 characters; an approval puts the first 20 on the profile.",
    }),
    experienceYears: t.int({
      required: false,
      description: "Years of cooking experience, 1 to 80. Leaving it out is a ValidationError.",
    }),
  }),
});

const RegisterDriverInput = builder.inputType("RegisterDriverInput", {
  description: "A new driver's account details and driver application.",
  fields: (t) => ({
    name: t.string({ required: true, description: NAME }),
    email: t.string({ required: true, description: EMAIL }),
    password: t.string({
      required: false,
      description: "6 to 200 characters. When omitted, the driver is mailed a link to set one.",
    }),
    phone: t.string({ required: true, description: PHONE }),
    address: t.string({ required: true, description: "The driver's address, 5 to 300 characters." }),
    driverLicense: t.string({ required: true, description: "The driver's licence number, 5 to 40 characters." }),
    vehicleType: t.string({ required: true, description: "car, motorcycle, bike, scooter, van or truck." }),
    vehicleMake: t.string({ required: true, description: "2 to 60 characters, e.g. Toyota." }),
    vehicleModel: t.string({ required: true, description: "2 to 60 characters, e.g. Corolla." }),
    vehicleYear: t.int({
      required: false,
      description: "Model year, 2000 to next year. Leaving it out is a ValidationError.",
    }),
    licensePlate: t.string({ required: true, description: "2 to 15 characters; stored upper-cased." }),
    insuranceProvider: t.string({ required: true, description: "The vehicle's insurer, 2 to 100 characters." }),
    hasInsurance: t.boolean({ required: true, description: "Must be true: drivers need valid insurance." }),
    hasCleanRecord: t.boolean({ required: true, description: "Must be true: drivers need a clean driving record." }),
    canWorkWeekends: t.boolean({
      required: false,
      description: "Whether the driver can work weekends; false when left out.",
    }),
    preferredAreas: t.string({
      required: false,
      description: "Areas the driver prefers, free text of at most 300 characters.",
    }),
  }),
});

const RegisterCustomerPayload = userPayload(
  "RegisterCustomerPayload",
  "The new customer, now signed in.",
  "A successful customer registration.",
);
const RegisterChefPayload = userPayload(
  "RegisterChefPayload",
  "The new cook, signed in, with a pending application.",
  "A successful chef registration.",
);
const RegisterDriverPayload = userPayload(
  "RegisterDriverPayload",
  "The new driver, signed in, with a pending application.",
  "A successful driver registration.",
);

const registerErrors = { types: [...commonErrors, EmailTakenError], directResult: true };

const registerResult = (payload: string) =>
  `${payload} once registered and signed in; EmailTakenError when the address has an account, ValidationError for a broken rule.`;

builder.mutationField("registerCustomer", (t) =>
  t.field({
    type: RegisterCustomerPayload,
    description: "Creates a customer account and signs it in (sets the session cookie). Open to visitors.",
    args: { input: t.arg({ type: RegisterCustomerInput, required: true, description: "The new customer's details." }) },
    errors: { ...registerErrors, union: { description: registerResult("RegisterCustomerPayload") } },
    resolve: async (_root, { input }, ctx) => {
      const user = await register(ctx, parseInput(customerSignup, input), "customer");
      await startSession(ctx, user);
      return { userId: user.id };
    },
  }),
);

builder.mutationField("registerChef", (t) =>
  t.field({
    type: RegisterChefPayload,
    description: "Creates a cook account with a pending chef application and signs it in. Open to visitors.",
    args: {
      input: t.arg({ type: RegisterChefInput, required: true, description: "The new cook's details and application." }),
    },
    errors: { ...registerErrors, union: { description: registerResult("RegisterChefPayload") } },
    resolve: async (_root, { input }, ctx) => {
      const data = parseInput(chefSignup, input);
      const { businessName, description, specialties, experienceYears } = data;
      const user = await register(ctx, data, "cook", {
        kind: "chef",
        details: { businessName, description, specialties, experienceYears, kitchenAddress: data.address },
      });
      await startSession(ctx, user);
      return { userId: user.id };
    },
  }),
);

builder.mutationField("registerDriver", (t) =>
  t.field({
    type: RegisterDriverPayload,
    description: "Creates a driver account with a pending driver application and signs it in. Open to visitors.",
    args: {
      input: t.arg({
        type: RegisterDriverInput,
        required: true,
        description: "The new driver's details and application.",
      }),
    },
    errors: { ...registerErrors, union: { description: registerResult("RegisterDriverPayload") } },
    resolve: async (_root, { input }, ctx) => {
      const data = parseInput(driverSignup, input);
      const { driverLicense, name: _n, email: _e, phone: _p, address: _a, password: _pw, ...vehicle } = data;
      const user = await register(ctx, data, "driver", {
        kind: "driver",
        details: { ...vehicle, licenseNumber: driverLicense },
      });
      await startSession(ctx, user);
      if (!data.password) await sendPasswordResetMail(ctx, user, "welcome");
      return { userId: user.id };
    },
  }),
);
