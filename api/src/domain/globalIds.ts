// The global ids of the GraphQL API (Relay's object identification), written where a rule hands an
// object to the outside without the schema: webhook payloads. The same text Pothos' relay plugin
// writes: base64 of "Type:databaseId".

/** The global id of the object of type `typename` whose database id is `id`. */
export const globalIdOf = (typename: string, id: number | string) =>
  Buffer.from(`${typename}:${id}`).toString("base64");
