// /api paths of the admin area (companion spec §7 'Admin'). Numeric ids in paths become global ids.
import { mutationOperation, RestFailure, type RestRoute } from "./router.ts";
import { specWord } from "./enumCase.ts";
import { dollars, nodes, pathGlobalId, restUser, withId } from "./shapes.ts";

const globalId = (type: string, id: string) => pathGlobalId(type, id, `"${id.slice(0, 40)}" is not a valid id`);

/** Admin lists: 100 a page unless `?limit=` says otherwise; the connection's totalCount is the total. */
const adminList = { defaultLimit: 100, total: (r: any) => r.totalCount };

const userFields = `databaseId name username email phone address role approvalStatus isPaused createdAt`;

/** The spec's user, whose driverStatus 'paused' marks a paused user. */
const adminUser = (u: any) => ({ ...restUser(u), driverStatus: u.isPaused ? "paused" : "active" });

const result = (field: string, input: string, payload: string, select: string) =>
  mutationOperation(field, input, `... on ${payload} { ${select} }`);

const chefFields = `databaseId status businessName cuisine businessType description specialties experienceYears kitchenAddress
  governmentIdPhoto businessLicensePhoto kitchenPhoto rejectionReason createdAt decidedAt user { databaseId email phone username }`;
const driverFields = `databaseId status licenseNumber vehicleType vehicleMake vehicleModel vehicleYear licensePlate insuranceProvider
  hasInsurance hasCleanRecord canWorkWeekends preferredAreas driverLicensePhoto vehicleRegistrationPhoto insuranceProofPhoto
  rejectionReason createdAt decidedAt user { databaseId email phone username }`;

function restApplication(a: any) {
  const { databaseId, experienceYears, user, ...rest } = a;
  return {
    id: databaseId,
    ...rest,
    ...(experienceYears === undefined ? {} : { experience: experienceYears }),
    user: { id: user.databaseId, email: user.email, phone: user.phone, username: user.username },
  };
}

const APPLICATION_STATUSES = ["pending", "approved", "rejected"];
const decision = (value: unknown) => {
  const word = specWord(value);
  return word && APPLICATION_STATUSES.includes(word) ? word : "pending";
};

function applicationRoutes(kind: "chef" | "driver"): RestRoute[] {
  const [list, type, fields, mutation] =
    kind === "chef"
      ? (["chefApplications", "ChefApplication", chefFields, "decideChefApplication"] as const)
      : (["driverApplications", "DriverApplication", driverFields, "decideDriverApplication"] as const);
  const read: Omit<RestRoute, "path"> = {
    method: "GET",
    operation: `query Rest_${list}($status: ApplicationStatus, $first: Int, $offset: Int) {
      result: ${list}(status: $status, first: $first, offset: $offset) { totalCount edges { node { ${fields} } } }
    }`,
    list: adminList,
    variables: ({ query, page }) => {
      const status = specWord(query.get("status"));
      if (status && !APPLICATION_STATUSES.includes(status))
        throw new RestFailure(400, "status must be pending, approved or rejected");
      return { status: status || null, ...page };
    },
    respond: (r) => nodes(r).map(restApplication),
  };
  return [
    { ...read, path: `/api/${kind}-applications` },
    { ...read, path: `/api/admin/${kind}-applications` },
    {
      method: "PATCH",
      path: `/api/admin/${kind}-applications/:id`,
      operation: result(mutation, `Decide${type}Input`, `Decide${type}Payload`, `application { ${fields} }`),
      variables: ({ params, body }) => ({
        input: {
          applicationId: globalId(type, params.id!),
          // A missing or unknown word goes as pending, which the mutation refuses with its own message.
          status: decision(body.status),
          rejectionReason: typeof body.rejectionReason === "string" ? body.rejectionReason : null,
        },
      }),
      respond: (r) => restApplication(r.application),
    },
  ];
}

export const adminRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/admin/users",
    operation: `query Rest_adminUsers($search: String, $first: Int, $offset: Int) {
      result: users(search: $search, first: $first, offset: $offset) { totalCount edges { node { ${userFields} } } }
    }`,
    list: adminList,
    variables: ({ query, page }) => ({ search: query.get("search") || null, ...page }),
    respond: (r) => nodes(r).map(adminUser),
  },
  {
    method: "PATCH",
    path: "/api/admin/users/:id/pause",
    operation: result("toggleUserPause", "ToggleUserPauseInput", "UserStatusPayload", `user { ${userFields} }`),
    variables: ({ params }) => ({ input: { userId: globalId("User", params.id!) } }),
    respond: (r) => adminUser(r.user),
  },
  {
    method: "DELETE",
    path: "/api/admin/users/:id",
    operation: result("deleteUser", "DeleteUserInput", "DeleteUserPayload", "deletedUserDatabaseId outcome message"),
    variables: ({ params }) => ({ input: { userId: globalId("User", params.id!) } }),
    respond: (r) => ({ success: true, message: r.message, id: r.deletedUserDatabaseId, outcome: r.outcome }),
  },
  {
    method: "POST",
    path: "/api/admin/users/:id/reset-password",
    operation: result("sendUserPasswordReset", "SendUserPasswordResetInput", "SendUserPasswordResetPayload", "message"),
    variables: ({ params }) => ({ input: { userId: globalId("User", params.id!) } }),
    respond: (r) => ({ success: true, message: r.message }),
  },
  ...applicationRoutes("chef"),
  ...applicationRoutes("driver"),
  {
    method: "GET",
    path: "/api/admin/stats",
    operation: `query Rest_adminStats { result: adminStats {
      users { total customers activeChefs activeDrivers administrators paused }
      chefApplications { pending approved rejected total }
      driverApplications { pending approved rejected total }
      platformPromoDiscountCents
    } }`,
    respond: ({ platformPromoDiscountCents, ...r }) => ({
      ...r,
      platformPromoDiscounts: dollars(platformPromoDiscountCents),
    }),
  },
  {
    method: "GET",
    path: "/api/admin/audit-log",
    operation: `query Rest_auditLog($first: Int, $offset: Int) {
      result: auditLog(first: $first, offset: $offset) { totalCount edges { node { databaseId action details createdAt
        actor { databaseId username } subject { databaseId username } } } }
    }`,
    list: adminList,
    variables: ({ page }) => page,
    respond: (r) =>
      nodes(r).map((n: any) => ({
        id: n.databaseId,
        action: n.action,
        details: n.details ? JSON.parse(n.details) : null,
        createdAt: n.createdAt,
        actor: n.actor && { id: n.actor.databaseId, username: n.actor.username },
        subject: n.subject && { id: n.subject.databaseId, username: n.subject.username },
      })),
  },
  {
    method: "GET",
    path: "/api/admin/outbox",
    operation: `query Rest_outbox($first: Int, $offset: Int, $to: String) {
      result: mailOutbox(first: $first, offset: $offset, to: $to) { totalCount edges { node { databaseId to subject text createdAt sentAt error } } }
    }`,
    list: adminList,
    variables: ({ query, page }) => ({ ...page, to: query.get("to") || null }),
    respond: (r) => nodes(r).map(withId),
  },
];
