// Paging by offset for the connections the /api lists read: the spec's REST clients read arrays and
// page them with ?limit= and ?offset=. Relay clients page with `after` as before; an
// offset given with a cursor skips that many more rows past it.
import { ValidationError } from "../domain/errors.ts";

export const MAX_OFFSET = 100_000;

export const OFFSET_DESCRIPTION = `Rows to skip before the page (0 to ${MAX_OFFSET}), for clients that page by offset.`;

/** The checked `offset` argument. */
export function offsetOf(args: { offset?: number | null }) {
  const offset = args.offset ?? 0;
  if (offset < 0 || offset > MAX_OFFSET)
    throw new ValidationError([{ field: "offset", message: `offset must be 0 to ${MAX_OFFSET}` }]);
  return offset;
}

/** The Prisma `skip` of a related connection's page: the cursor's own row (Pothos' rule), then the offset. */
export const relatedSkip = (args: { offset?: number | null; after?: string | null; before?: string | null }) =>
  (args.after != null || args.before != null ? 1 : 0) + offsetOf(args);
