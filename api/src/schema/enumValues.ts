// GraphQL enum values are UPPER_CASE, as GraphQL and its tools expect; the database, the rules and the
// spec's REST payloads keep the spec's lower-case words. Each enum maps one to the other, so resolvers
// see and return the lower-case values and only the GraphQL wire shows `READY`.

/** `{ picked_up: "…" }` becomes `{ PICKED_UP: { value: "picked_up", description: "…" } }`. */
export function enumValues<const Value extends string>(descriptions: Record<Value, string>) {
  return Object.fromEntries(
    Object.entries<string>(descriptions).map(([value, description]) => [value.toUpperCase(), { value, description }]),
  ) as { [V in Value as Uppercase<V>]: { value: V; description: string } };
}
