// Global ids in inputs: one codec for the whole schema, and the order in which a field checks things.
//
// Pothos decodes `t.globalID` inputs in "arg mappers", which run before any plugin's resolver
// wrapper, so by default a malformed id (or one of another type) failed before authorization, as an
// untyped error (a 500 'Unexpected error.'). Here:
// - `decodeGlobalId` accepts only "Type:n" with n a positive 32-bit integer (every id here is one);
// - the `inputIds` plugin turns a refused id into a ValidationError naming the argument's path;
// - scope-auth's checks are moved outside the arg mappers, so a visitor or the wrong role is refused
//   before any input is decoded (subscriptions keep theirs: they authorize on subscribe).
import SchemaBuilder, { BasePlugin, PothosValidationError, type SchemaTypes } from "@pothos/core";
import { decodeGlobalID } from "@pothos/plugin-relay";
import { PothosScopeAuthPlugin } from "@pothos/plugin-scope-auth";
import type { GraphQLFieldResolver } from "graphql";
import { ValidationError } from "../domain/errors.ts";

const DATABASE_ID = /^[1-9]\d{0,9}$/;

class InvalidGlobalIdError extends PothosValidationError {
  constructor(
    readonly globalId: string,
    expected?: string,
  ) {
    super(`"${globalId.slice(0, 60)}" is not ${expected ? `the id of a ${expected}` : "a valid id"}`);
  }
}

/** The relay plugin's decoder: a global id is base64 of "Type:n", n a positive 32-bit integer. */
export function decodeGlobalId(globalId: string): { typename: string; id: string } {
  let decoded: { typename: string; id: string };
  try {
    decoded = decodeGlobalID(globalId);
  } catch {
    throw new InvalidGlobalIdError(globalId);
  }
  if (databaseIdFrom(decoded.id) === null) throw new InvalidGlobalIdError(globalId);
  return decoded;
}

/** A database id as a REST path or payload writes it ("12" or 12): a positive 32-bit integer, or null. */
export function databaseIdFrom(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : value;
  return typeof text === "string" && DATABASE_ID.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;
}

/** Where in the arguments a refused id was sent, e.g. `input.foodItemId` or `ids[2]`. */
function pathOf(value: unknown, target: string, path: string): string | null {
  if (value === target) return path;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = pathOf(item, target, `${path}[${i}]`);
      if (found) return found;
    }
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = pathOf(item, target, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

const WRONG_TYPE = /^ID: (.*) is not of type: (.*)$/s;

/** "an Order", "a FoodItem". */
const anOrA = (typename: string) => (/^[AEIOU]/.test(typename) ? "an" : "a");

class InputIdsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapArgMappers(resolver: GraphQLFieldResolver<unknown, Types["Context"], object> | undefined) {
    if (!resolver) return resolver;
    return async (parent: unknown, args: object, context: Types["Context"], info: Parameters<typeof resolver>[3]) => {
      try {
        return await resolver(parent, args, context, info);
      } catch (error) {
        const wrongType = error instanceof PothosValidationError ? WRONG_TYPE.exec(error.message) : null;
        const globalId = error instanceof InvalidGlobalIdError ? error.globalId : wrongType?.[1];
        if (globalId === undefined) throw error;
        const field = pathOf(args, globalId, "") ?? "id";
        const message = wrongType
          ? `${field} is not the id of ${anOrA(wrongType[2]!)} ${wrongType[2]}`
          : `${field} is not a valid id`;
        throw new ValidationError([{ field, message }]);
      }
    };
  }
}

SchemaBuilder.registerPlugin("inputIds", InputIdsPlugin);

// Authorization before input decoding: scope-auth's resolver wrapper goes outside the arg mappers.
const { wrapResolve } = PothosScopeAuthPlugin.prototype;
PothosScopeAuthPlugin.prototype.wrapResolve = function (resolver, fieldConfig) {
  return fieldConfig.kind === "Subscription" ? wrapResolve.call(this, resolver, fieldConfig) : resolver;
};
PothosScopeAuthPlugin.prototype.wrapArgMappers = function (resolver, fieldConfig) {
  return fieldConfig.kind === "Subscription" || !resolver ? resolver : wrapResolve.call(this, resolver, fieldConfig);
};

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      inputIds: InputIdsPlugin<Types>;
    }
  }
}
