// The SchemaBuilder and its plugins. Types live in the domain folders beside it.
import SchemaBuilder from "@pothos/core";
import { GraphQLError } from "graphql";
import ErrorsPlugin from "@pothos/plugin-errors";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import type { Context } from "../context.ts";
import { decodeGlobalId } from "./inputIds.ts";
import { keyAllows } from "./keyScopes.ts";
import { NotAllowedError, NotFoundError, NotSignedInError } from "../domain/errors.ts";
import type { User } from "../generated/prisma/client.ts";
import type PrismaTypes from "../generated/pothos-types.ts";
import { getDatamodel } from "../generated/pothos-types.ts";

type SignedIn = Context & { user: User };

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    /** A file of a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec). */
    File: { Input: File; Output: never };
  };
  AuthScopes: {
    loggedIn: boolean;
    customer: boolean;
    cook: boolean;
    approvedCook: boolean;
    driver: boolean;
    approvedDriver: boolean;
    admin: boolean;
    /** A customer, or an admin acting for one: who may fill a cart and pay. */
    orderer: boolean;
    /** A cook or a driver: who moves orders along. */
    cookOrDriver: boolean;
    /** The signed-in user is the user with this id. */
    self: number;
    /** The request is not made with an API key, or its key has these scopes (integrations/scopes.ts). */
    apiKey: string | readonly string[];
  };
  AuthContexts: {
    loggedIn: SignedIn;
    customer: SignedIn;
    cook: SignedIn;
    approvedCook: SignedIn;
    driver: SignedIn;
    approvedDriver: SignedIn;
    admin: SignedIn;
    orderer: SignedIn;
    cookOrDriver: SignedIn;
    self: SignedIn;
    apiKey: Context;
  };
}>({
  // Errors first, so refusals and refused ids (inputIds.ts) become union members; prisma last. The
  // API keys' scopes are added to fields' rules before scope-auth reads them.
  plugins: [ErrorsPlugin, "inputIds", RelayPlugin, "apiKeyScopes", ScopeAuthPlugin, PrismaPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (ctx) => {
      const user = ctx.user;
      const approved = user?.approvalStatus === "approved";
      return {
        loggedIn: !!user,
        customer: user?.role === "customer",
        cook: user?.role === "cook",
        approvedCook: user?.role === "cook" && approved,
        driver: user?.role === "driver",
        approvedDriver: user?.role === "driver" && approved,
        admin: user?.role === "admin",
        orderer: user?.role === "customer" || user?.role === "admin",
        cookOrDriver: user?.role === "cook" || user?.role === "driver",
        self: (userId) => !!user && user.id === userId,
        apiKey: (need) => !ctx.apiKey || keyAllows(ctx.apiKey.scopes, need),
      };
    },
    unauthorizedError: (_parent, ctx) => (ctx.user ? new NotAllowedError() : new NotSignedInError()),
  },
  relay: {
    clientMutationId: "omit",
    decodeGlobalID: decodeGlobalId,
    nodeTypeOptions: { description: "An object with a global id, which `node(id:)` loads again." },
    idFieldOptions: { description: "The global id: opaque, stable, and unique across every type." },
    cursorType: "String",
    // Every node has a numeric database id: a malformed one is the client's error, an unknown one null.
    nodeQueryOptions: {
      description:
        "Any object by its global id, with the owner rules of the field that would return it: null when it does not exist or the viewer may not see it.",
      args: { id: { description: "A global id, as any object's `id` field gives it." } },
      resolve: (_root, { id }, _ctx, _info, resolveNode) => loadNode(id, resolveNode),
    },
    nodesQueryOptions: {
      description:
        "Several objects by their global ids, in the same order, each null when the viewer may not see it; one unknown id fails the list.",
      args: { ids: { description: "Global ids, as the objects' `id` fields give them." } },
      // Pothos loads the whole list at once, so one unknown id fails the list with a clear error.
      resolve: async (_root, { ids }, _ctx, _info, resolveNodes) => {
        const nodes = await loadNode(ids, () => resolveNodes(ids));
        if (nodes === null) throw new NotFoundError("One of the ids does not exist");
        return nodes as never;
      },
    },
    // The parts every connection shares (https://relay.dev/graphql/connections.htm).
    defaultConnectionTypeOptions: { description: "One page of a list, as a Relay connection." },
    defaultEdgeTypeOptions: { description: "One item of a page, with its cursor." },
    edgesFieldOptions: { description: "The page's items, in the list's order." },
    pageInfoFieldOptions: { description: "Where this page sits in the list, to fetch the next one." },
    cursorFieldOptions: { description: "An opaque position: pass it as `after` to continue after this item." },
    nodeFieldOptions: { description: "The item." },
    pageInfoTypeOptions: { description: "Where a page sits in its list." },
    hasNextPageFieldOptions: { description: "More items follow: pass `endCursor` as `after` to fetch them." },
    hasPreviousPageFieldOptions: {
      description: "Items come before this page (only known when paging backwards with `last`).",
    },
    startCursorFieldOptions: { description: "The first item's cursor; null when the page is empty." },
    endCursorFieldOptions: { description: "The last item's cursor; null when the page is empty." },
    firstArgOptions: {
      description: "At most this many items from the start (or after `after`); the field's own maximum applies.",
    },
    afterArgOptions: { description: "A cursor from an earlier page: the items after it." },
    lastArgOptions: { description: "At most this many items from the end (or before `before`)." },
    beforeArgOptions: { description: "A cursor from an earlier page: the items before it." },
  },
  errors: {
    // Also catch what is thrown around the arg mappers: refused ids and authorization (inputIds.ts).
    unsafelyHandleInputErrors: true,
    defaultUnionOptions: {
      name: ({ fieldName }) => `${fieldName[0]!.toUpperCase()}${fieldName.slice(1)}Result`,
    },
  },
  prisma: {
    // Each app instance (tests start several) has its own client, so it comes from the context.
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: null,
  },
});

type GlobalId = { id: string; typename: string };

async function loadNode<Ids extends GlobalId | GlobalId[]>(ids: Ids, load: (ids: Ids) => unknown) {
  for (const id of [ids].flat()) {
    if (!/^[1-9]\d{0,9}$/.test(id.id))
      throw new NotFoundError(`"${id.typename}:${id.id.slice(0, 40)}" is not a valid id`);
  }
  try {
    return await load(ids);
  } catch (error) {
    if ((error as { code?: string }).code === "P2025") return null; // Prisma: no such row
    throw error;
  }
}

builder.queryType({
  description: "Reads. Lists are Relay connections; what a viewer may see follows their role and ownership.",
});
builder.mutationType({
  description:
    "Changes. Each takes one `input` and answers a `<Name>Result` union: the payload with the changed objects, or an expected error.",
});
builder.subscriptionType({
  description: "Live events over graphql-ws on /graphql; each field says what fires it and who may subscribe.",
});

const ISO_8601 = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

builder.scalarType("DateTime", {
  description: "An instant, as an ISO 8601 string in UTC.",
  serialize: (value) => value.toISOString(),
  // A GraphQLError (not a TypeError), so a bad value is the client's 400 naming the variable rather
  // than a masked 500; years are bounded so every accepted instant also serializes again.
  parseValue: (value) => {
    const date = typeof value === "string" && ISO_8601.test(value) ? new Date(value) : null;
    const year = date?.getUTCFullYear() ?? NaN;
    if (!(year >= 1900 && year <= 2999))
      throw new GraphQLError("DateTime must be an ISO 8601 date and time between the years 1900 and 2999");
    return date!;
  },
});
