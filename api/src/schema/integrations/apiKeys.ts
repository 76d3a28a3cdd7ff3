// API keys for integrators: a cook's for their own kitchen, an admin's for the platform. The key is
// answered once, when it is created; only its hash and a short prefix are kept. A key cannot list,
// create or revoke keys (scopes.ts gives these fields no key scope).
import { z } from "zod";
import { NotFoundError, parseInput } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import { commonErrors } from "../errors.ts";
import { apiKeyHash, apiKeyPrefix, newApiKey } from "../../domain/integrations/keys.ts";
import { ADMIN_SCOPES, SCOPE_DESCRIPTIONS, scopesForRole, type KeyScope } from "../keyScopes.ts";

/** `menu:read` is MENU_READ on the GraphQL wire. */
export const scopeEnumName = (scope: string) => scope.replace(":", "_").toUpperCase();

export const ApiKeyScope = builder.enumType("ApiKeyScope", {
  description: "What an API key may do on its owner's behalf; REST spells them `menu:read`.",
  values: Object.fromEntries(
    ADMIN_SCOPES.map((scope) => [scopeEnumName(scope), { value: scope, description: SCOPE_DESCRIPTIONS[scope] }]),
  ) as {
    [S in KeyScope as Uppercase<S extends `${infer A}:${infer B}` ? `${A}_${B}` : S>]: {
      value: S;
      description: string;
    };
  },
});

export const ApiKey = builder.prismaNode("ApiKey", {
  description: "An integrator's credential: it acts as its owner, limited to its scopes. Visible to its owner only.",
  id: { field: "id", description: "The key's global id." },
  findUnique: (id, ctx) => ({ id: Number(id), userId: ctx.user?.id ?? -1 }),
  authScopes: (key, ctx) => ctx.user?.id === key.userId,
  fields: (t) => ({
    databaseId: t.exposeInt("id", {
      description: "The numeric id /api/api-keys/{id} takes.",
    }),
    name: t.exposeString("name", {
      description: "The owner's name for it, e.g. 'Point of sale'.",
    }),
    scopes: t.field({
      type: [ApiKeyScope],
      description: "What it may do.",
      resolve: (key) => key.scopes as KeyScope[],
    }),
    prefix: t.exposeString("prefix", {
      description: "The key's first characters ('hp_' and 8 more), to recognise it.",
    }),
    createdAt: t.expose("createdAt", {
      type: "DateTime",
      description: "When it was created.",
    }),
    lastUsedAt: t.expose("lastUsedAt", {
      type: "DateTime",
      nullable: true,
      description: "When a request last used it (to the minute); null if never.",
    }),
  }),
});

builder.queryField("apiKeys", (t) =>
  t.withAuth({ $any: { cook: true, admin: true } }).prismaConnection({
    type: "ApiKey",
    cursor: "id",
    description: "The signed-in cook's or admin's API keys, newest first. Not readable with an API key.",
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.apiKey.findMany({
        ...query,
        where: { userId: ctx.user.id },
        orderBy: { id: "desc" },
      }),
  }),
);

const keyRules = (role: string) =>
  z.object({
    name: z.string().trim().min(1, "Please give the key a name").max(80, "Keep the name under 80 characters"),
    scopes: z
      .array(z.string())
      .min(1, "Please choose at least one scope")
      .refine(
        (scopes) => scopes.every((s) => (scopesForRole(role) as readonly string[]).includes(s)),
        "Only an admin may grant users:read or applications:read",
      )
      .transform((scopes) => [...new Set(scopes)]),
  });

const CreateApiKeyInput = builder.inputType("CreateApiKeyInput", {
  description: "A new key's name and scopes.",
  fields: (t) => ({
    name: t.string({ required: true, description: "1 to 80 characters." }),
    scopes: t.field({
      type: [ApiKeyScope],
      required: true,
      description:
        "At least one. Cooks: the menu, orders and store scopes; admins also USERS_READ and APPLICATIONS_READ.",
    }),
  }),
});

const CreateApiKeyPayload = builder.objectRef<{ keyId: number; key: string }>("CreateApiKeyPayload").implement({
  description: "The new key: `key` is shown this once and cannot be read again.",
  fields: (t) => ({
    key: t.exposeString("key", {
      description: "The secret: `hp_` and 43 characters. Send it as `Authorization: Bearer <key>`.",
    }),
    apiKey: t.prismaField({
      type: "ApiKey",
      description: "The key as lists show it.",
      resolve: (query, p, _args, ctx) =>
        ctx.prisma.apiKey.findUniqueOrThrow({
          ...query,
          where: { id: p.keyId },
        }),
    }),
  }),
});

builder.mutationField("createApiKey", (t) =>
  t.withAuth({ $any: { cook: true, admin: true } }).field({
    type: CreateApiKeyPayload,
    description: "Creates an API key for the signed-in cook or admin. Not possible with an API key.",
    args: {
      input: t.arg({
        type: CreateApiKeyInput,
        required: true,
        description: "Its name and scopes.",
      }),
    },
    errors: {
      types: commonErrors,
      directResult: true,
      union: {
        description:
          "The key, or ValidationError for a missing name or scope or a scope the role may not grant; NotAllowedError for customers, drivers and keys.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const data = parseInput(keyRules(ctx.user.role), input);
      const key = newApiKey();
      const row = await ctx.prisma.apiKey.create({
        data: {
          userId: ctx.user.id,
          name: data.name,
          scopes: data.scopes,
          prefix: apiKeyPrefix(key),
          keyHash: apiKeyHash(key),
        },
      });
      return { keyId: row.id, key };
    },
  }),
);

const RevokeApiKeyInput = builder.inputType("RevokeApiKeyInput", {
  description: "The key to revoke.",
  fields: (t) => ({
    id: t.globalID({
      for: ApiKey,
      required: true,
      description: "The key's global id.",
    }),
  }),
});

const RevokeApiKeyPayload = builder.objectRef<{ id: number }>("RevokeApiKeyPayload").implement({
  description: "A revoked key: requests with it are refused from now on.",
  fields: (t) => ({
    revokedId: t.globalID({
      description: "The revoked key's global id.",
      resolve: (p) => ({ type: "ApiKey", id: p.id }),
    }),
    revokedDatabaseId: t.exposeInt("id", { description: "Its numeric id." }),
  }),
});

builder.mutationField("revokeApiKey", (t) =>
  t.withAuth({ $any: { cook: true, admin: true } }).field({
    type: RevokeApiKeyPayload,
    description: "Revokes one of the signed-in user's keys at once: the next request with it is refused.",
    args: {
      input: t.arg({
        type: RevokeApiKeyInput,
        required: true,
        description: "The key.",
      }),
    },
    errors: {
      types: [...commonErrors, NotFoundError],
      directResult: true,
      union: {
        description:
          "The revoked key's id, or NotFoundError for a key that is not the user's; NotAllowedError with an API key.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      const deleted = await ctx.prisma.apiKey.deleteMany({
        where: { id, userId: ctx.user.id },
      });
      if (deleted.count !== 1) throw new NotFoundError("API key not found.");
      return { id };
    },
  }),
);
