// /api paths of the account area (customer spec §7, companion spec 'Admin' table for change-password).
import { mutationOperation as mutation, RestFailure, type RestRoute } from "./router.ts";
import { bool, optionalInt, restUser, strings, userFields } from "./shapes.ts";

const userResult = (payload: string) => `... on ${payload} { user { ${userFields} } }`;

export const accountRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/users/current",
    operation: `query Rest_currentUser { result: viewer { ${userFields} } }`,
    respond: (user) => {
      if (!user) throw new RestFailure(401, "Not authenticated");
      return restUser(user);
    },
  },
  {
    method: "POST",
    path: "/api/auth/login",
    operation: mutation("login", "LoginInput", userResult("LoginPayload")),
    variables: ({ body }) => ({ input: strings(body, ["email", "password"]) }),
    respond: (r) => restUser(r.user),
  },
  {
    method: "POST",
    path: "/api/auth/logout",
    operation: `mutation Rest_logout { result: logout { __typename ... on Error { message } ... on LogoutPayload { success } } }`,
    respond: () => ({ success: true, message: "Logged out" }),
  },
  {
    method: "POST",
    path: "/api/customers/register",
    operation: mutation("registerCustomer", "RegisterCustomerInput", userResult("RegisterCustomerPayload")),
    variables: ({ body }) => ({ input: strings(body, ["name", "email", "password", "phone", "address"]) }),
    respond: (r) => restUser(r.user),
  },
  {
    method: "POST",
    path: "/api/chefs/register",
    operation: mutation(
      "registerChef",
      "RegisterChefInput",
      `... on RegisterChefPayload { user { ${userFields} chefApplication { databaseId status } } }`,
    ),
    variables: ({ body }) => ({
      input: {
        ...strings(body, [
          "name",
          "email",
          "password",
          "phone",
          "address",
          "businessName",
          "description",
          "specialties",
        ]),
        experienceYears: optionalInt(body.experienceYears),
      },
    }),
    respond: (r) => {
      const { chefApplication, ...user } = r.user;
      return { ...restUser(user), application: { id: chefApplication.databaseId, status: chefApplication.status } };
    },
  },
  {
    method: "POST",
    path: "/api/drivers/register",
    operation: mutation(
      "registerDriver",
      "RegisterDriverInput",
      `... on RegisterDriverPayload { user { ${userFields} driverApplication { databaseId status } } }`,
    ),
    variables: ({ body }) => ({
      input: {
        ...strings(body, [
          "name",
          "email",
          "phone",
          "address",
          "driverLicense",
          "vehicleType",
          "vehicleMake",
          "vehicleModel",
          "licensePlate",
          "insuranceProvider",
        ]),
        password: typeof body.password === "string" && body.password !== "" ? body.password : null,
        vehicleYear: optionalInt(body.vehicleYear),
        hasInsurance: bool(body.hasInsurance),
        hasCleanRecord: bool(body.hasCleanRecord),
        canWorkWeekends: bool(body.canWorkWeekends),
        preferredAreas: typeof body.preferredAreas === "string" ? body.preferredAreas : null,
      },
    }),
    respond: (r) => {
      const { driverApplication, ...user } = r.user;
      return { ...restUser(user), application: { id: driverApplication.databaseId, status: driverApplication.status } };
    },
  },
  {
    method: "POST",
    path: "/api/auth/forgot-password",
    operation: mutation(
      "requestPasswordReset",
      "RequestPasswordResetInput",
      `... on RequestPasswordResetPayload { success message }`,
    ),
    variables: ({ body }) => ({ input: strings(body, ["email"]) }),
    respond: (r) => ({ success: r.success, message: r.message }),
  },
  {
    method: "POST",
    path: "/api/auth/reset-password",
    operation: mutation("resetPassword", "ResetPasswordInput", `... on ResetPasswordPayload { success message }`),
    variables: ({ body }) => ({ input: strings(body, ["token", "newPassword"]) }),
    respond: (r) => ({ success: r.success, message: r.message }),
  },
  {
    method: "POST",
    path: "/api/auth/change-password",
    operation: mutation("changePassword", "ChangePasswordInput", `... on ChangePasswordPayload { success message }`),
    variables: ({ body }) => ({ input: strings(body, ["currentPassword", "newPassword"]) }),
    respond: (r) => ({ success: r.success, message: r.message }),
  },
];
