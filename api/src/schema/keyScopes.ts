// What an API key may reach. A key acts as its owner, and every field it touches must also be within
// the key's scopes: the `apiKeyScopes` plugin below adds an `apiKey` scope (builder.ts) to each
// field and type named here, beside the rules those fields already have, so scope-auth refuses the
// rest with the typed NotAllowedError like any other rule. Root fields not named here are refused to
// keys; sessions are not affected (the `apiKey` scope holds for them).
import { TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema } from "graphql";
import SchemaBuilder, {
  BasePlugin,
  type PothosOutputFieldConfig,
  type PothosTypeConfig,
  type SchemaTypes,
} from "@pothos/core";

export const COOK_SCOPES = [
  "menu:read",
  "menu:write",
  "orders:read",
  "orders:write",
  "store:read",
  "store:write",
] as const;
export const ADMIN_SCOPES = [...COOK_SCOPES, "users:read", "applications:read"] as const;
export type KeyScope = (typeof ADMIN_SCOPES)[number];

/** What each scope lets a key do, for the schema's enum and the docs. */
export const SCOPE_DESCRIPTIONS: Record<KeyScope, string> = {
  "menu:read": "Read the kitchen's dishes and categories (public catalog reads need no scope).",
  "menu:write": "Create, change and delete the kitchen's dishes, categories and images; read them too.",
  "orders:read":
    "Read the kitchen's orders (for an admin: every order), their reviews and earnings; receive order and review webhooks.",
  "orders:write": "Move the kitchen's orders along (preparing, ready) and decline them; read them too.",
  "store:read": "Read the kitchen's store settings, restaurant profile, days off and promo codes.",
  "store:write": "Change the store settings, restaurant profile and chef preferences; read them too.",
  "users:read": "Admins: read users, platform statistics and the audit log.",
  "applications:read": "Admins: read cook and driver applications.",
};

/** The scopes a key of a user in this role may be given. */
export const scopesForRole = (role: string): readonly KeyScope[] =>
  role === "admin" ? ADMIN_SCOPES : role === "cook" ? COOK_SCOPES : [];

/** Anything a signed-in key may read whatever its scopes: public catalog reads and the owner's profile. */
export const ANY_KEY = "any";
/** Nothing a key may do (the default for root fields not listed). */
const NO_KEY = "none";

type Need = KeyScope | typeof ANY_KEY | typeof NO_KEY;

/** Root fields a key may use, and the scope each needs. */
export const ROOT_FIELD_SCOPES: Record<string, Need> = {
  // Public reads and the owner's own profile.
  "Query.viewer": ANY_KEY,
  "Query.node": ANY_KEY,
  "Query.nodes": ANY_KEY,
  "Query.menu": ANY_KEY,
  "Query.foodItem": ANY_KEY,
  "Query.restaurants": ANY_KEY,
  "Query.cookStores": ANY_KEY,
  "Query.chef": ANY_KEY,
  "Query.recipe": ANY_KEY,
  "Query.recipes": ANY_KEY,
  "Query.recipeCuisines": ANY_KEY,
  "Query.deliveryEstimate": ANY_KEY,
  "Query.dishPortions": ANY_KEY,
  "Query.geocode": ANY_KEY,
  "Query.reverseGeocode": ANY_KEY,
  // The signed-in approved cook, as `viewer` is the signed-in user: its fields carry their own
  // scopes, so /api/chef/orders needs orders:read as `viewer.kitchenOrders` does, not menu:read.
  "Query.chefKitchen": ANY_KEY,
  "Query.order": "orders:read",
  "Query.customerOrders": "orders:read",
  "Query.deliveryRoute": "orders:read",
  "Query.users": "users:read",
  "Query.userByDatabaseId": "users:read",
  "Query.adminStats": "users:read",
  "Query.auditLog": "users:read",
  "Query.chefApplications": "applications:read",
  "Query.driverApplications": "applications:read",
  // Webhooks check the scopes of the events they carry in their own rules (webhooks.ts).
  "Query.webhookEndpoints": ANY_KEY,
  "Mutation.createWebhookEndpoint": ANY_KEY,
  "Mutation.deleteWebhookEndpoint": ANY_KEY,
  "Mutation.sendTestWebhookEvent": ANY_KEY,
  "Mutation.redeliverWebhook": ANY_KEY,
  "Mutation.createCategory": "menu:write",
  "Mutation.deleteCategory": "menu:write",
  "Mutation.createFoodItem": "menu:write",
  "Mutation.updateFoodItem": "menu:write",
  "Mutation.setDishPortions": "menu:write",
  "Mutation.deleteFoodItem": "menu:write",
  "Mutation.uploadImage": "menu:write",
  "Mutation.updateOrderStatus": "orders:write",
  "Mutation.declineOrder": "orders:write",
  "Mutation.saveStoreSettings": "store:write",
  "Mutation.addDayOff": "store:write",
  "Mutation.removeDayOff": "store:write",
  "Mutation.saveRestaurantProfile": "store:write",
  "Mutation.updateChefPreferences": "store:write",
};

/** Fields below the root that reach scoped data (through `viewer`, `node` or a user). */
export const FIELD_SCOPES: Record<string, Need> = {
  "User.kitchenMenu": "menu:read",
  "User.kitchenCategories": "menu:read",
  "User.kitchenOrders": "orders:read",
  "User.orders": "orders:read",
  "User.cookEarnings": "orders:read",
  "User.storeSettings": "store:read",
  "User.substitutionPreference": NO_KEY,
  "User.cart": NO_KEY,
  "User.savedCards": NO_KEY,
  "User.chefApplication": "applications:read",
  "User.driverApplication": "applications:read",
};

/** Types whose every field needs a scope, wherever they are reached. */
export const TYPE_SCOPES: Record<string, Need> = {
  Order: "orders:read",
  OrderItem: "orders:read",
  OrderStatusChange: "orders:read",
  Tip: "orders:read",
  PromoCode: "store:read",
  StoreSettings: "store:read",
  ChefApplication: "applications:read",
  DriverApplication: "applications:read",
  ApiKey: NO_KEY,
  SavedCard: NO_KEY,
  // Reachable through node(id:): the owner's own, but not what a key is for.
  Notification: NO_KEY,
  Cart: NO_KEY,
  CartLine: NO_KEY,
  MailMessage: "users:read",
  AuditLog: "users:read",
};

const ROOT_KINDS = new Set(["Query", "Mutation", "Subscription"]);

/** A scope and what it also grants: a key that may change something may read it. */
const grants = (scope: string, need: string) =>
  scope === need || (need.endsWith(":read") && scope === need.replace(/:read$/, ":write"));

/** Whether a key with `scopes` may reach something that needs `need`. */
export const keyAllows = (scopes: readonly string[], need: string | readonly string[]) =>
  [need].flat().every((n) => n === ANY_KEY || (n !== NO_KEY && scopes.some((scope) => grants(scope, n))));

/** What a key needs to read `Type.field`: the field's own need and its type's, if any. */
function needsOf(parentType: string, field: string): Need[] {
  const name = `${parentType}.${field}`;
  const own = ROOT_KINDS.has(parentType) ? (ROOT_FIELD_SCOPES[name] ?? NO_KEY) : FIELD_SCOPES[name];
  return [own, TYPE_SCOPES[parentType]].filter((n): n is Need => n !== undefined);
}

/**
 * Why a key with `scopes` may not run `document`, naming the first field it selects beyond them, or
 * null when every field is within them. The schema refuses the same fields when the document runs;
 * this answers before it does: a webhook's document at registration and before each delivery, and
 * every operation a key sends before anything runs (`belowRoot`: the root fields' own refusals stay
 * the schema's typed errors; what lies below them would otherwise be refused only in the answer,
 * after a mutation already ran).
 */
export function documentOutsideScopes(
  schema: GraphQLSchema,
  document: DocumentNode,
  scopes: readonly string[],
  { belowRoot = false } = {},
) {
  const typeInfo = new TypeInfo(schema);
  let refusal: string | null = null;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        if (refusal || !parent || node.name.value.startsWith("__")) return;
        if (belowRoot && ROOT_KINDS.has(parent.name)) return;
        const missing = needsOf(parent.name, node.name.value).find((need) => !keyAllows(scopes, need));
        if (missing)
          refusal = `${parent.name}.${node.name.value} needs ${missing === NO_KEY ? "a signed-in session: API keys may not read it" : `the ${missing} scope`}`;
      },
    }),
  );
  return refusal;
}

type AuthScopes = unknown;

/**
 * `original` (a scope map, a function returning one, or nothing) and, for a request made with a key,
 * the key's `need` as well. Requests without a key see the original rules unchanged (scope-auth
 * computes a request's scopes once, so an added check must not make it compute them earlier).
 */
function withKeyScope(original: AuthScopes, need: Need, contextArg: number): AuthScopes {
  const both = (scopes: unknown) =>
    scopes === false
      ? false
      : scopes === true || scopes === undefined
        ? { apiKey: need }
        : { $all: { $any: scopes, apiKey: need } };
  return (...args: unknown[]) => {
    const keyed = !!(args[contextArg] as { apiKey?: unknown } | undefined)?.apiKey;
    const result =
      typeof original === "function" ? (original as (...a: unknown[]) => unknown)(...args) : (original ?? true);
    if (!keyed) return result;
    return result instanceof Promise ? result.then(both) : both(result);
  };
}

class ApiKeyScopesPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>) {
    const name = `${fieldConfig.parentType}.${fieldConfig.name}`;
    const need = ROOT_KINDS.has(fieldConfig.kind) ? (ROOT_FIELD_SCOPES[name] ?? NO_KEY) : FIELD_SCOPES[name];
    if (!need) return fieldConfig;
    const options = fieldConfig.pothosOptions as { authScopes?: AuthScopes };
    return {
      ...fieldConfig,
      pothosOptions: {
        ...fieldConfig.pothosOptions,
        authScopes: withKeyScope(options.authScopes, need, 2),
      },
    } as typeof fieldConfig;
  }

  override onTypeConfig(typeConfig: PothosTypeConfig) {
    const need = TYPE_SCOPES[typeConfig.name];
    if (!need || (typeConfig.kind !== "Object" && typeConfig.kind !== "Interface")) return typeConfig;
    const options = typeConfig.pothosOptions as { authScopes?: AuthScopes };
    return {
      ...typeConfig,
      pothosOptions: {
        ...typeConfig.pothosOptions,
        authScopes: withKeyScope(options.authScopes, need, 1),
      },
    } as PothosTypeConfig;
  }
}

SchemaBuilder.registerPlugin("apiKeyScopes", ApiKeyScopesPlugin);

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      apiKeyScopes: ApiKeyScopesPlugin<Types>;
    }
  }
}
