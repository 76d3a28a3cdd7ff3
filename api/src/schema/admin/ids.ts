import { decodeGlobalID } from "@pothos/plugin-relay";
import { NotFoundError } from "../../errors.ts";

/** The numeric id inside a global id of the given type; anything else is a clear 'not found'. */
export function databaseIdOf(globalId: string, typename: string): number {
  let decoded: { typename: string; id: string } | null = null;
  try {
    decoded = decodeGlobalID(globalId);
  } catch {
    // Not base64 "Type:id": reported below like any id of the wrong type.
  }
  if (!decoded || decoded.typename !== typename || !/^[1-9]\d{0,9}$/.test(decoded.id))
    throw new NotFoundError(`"${globalId.slice(0, 60)}" is not the id of a ${typename}`);
  return Number(decoded.id);
}
