// How much of the schema an integrator can read about: every named type, field, argument and enum
// value, and which of them carry no description. `tsx api/src/schema/descriptions.ts` lists the gaps.
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from "graphql";

export interface Coverage {
  described: number;
  total: number;
  missing: string[];
}

export function descriptionCoverage(schema: GraphQLSchema): Coverage {
  const missing: string[] = [];
  let total = 0;
  const check = (coordinate: string, description: string | null | undefined) => {
    total++;
    if (!description?.trim()) missing.push(coordinate);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__") || isSpecifiedScalarType(type)) continue;
    check(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.description);
        for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name}:)`, arg.description);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
    }
  }
  return { described: total - missing.length, total, missing: missing.sort() };
}

if (process.argv[1] === import.meta.filename) {
  const { schema } = await import("./index.ts");
  const { described, total, missing } = descriptionCoverage(schema);
  const only = process.argv[2];
  for (const coordinate of missing) if (!only || coordinate.startsWith(only)) console.log(coordinate);
  console.log(
    `${described}/${total} described (${((100 * described) / total).toFixed(1)}%), ${missing.length} missing`,
  );
  process.exit(0);
}
