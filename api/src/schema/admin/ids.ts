import { NotFoundError } from "../../errors.ts";
import { databaseIdOf } from "../inputIds.ts";

/** The numeric id inside a global id of the given type; anything else is a clear 'not found'. */
export function existingIdOf(globalId: string, typename: string): number {
  const id = databaseIdOf(globalId, typename);
  if (id === null) throw new NotFoundError(`"${globalId.slice(0, 60)}" is not the id of a ${typename}`);
  return id;
}
