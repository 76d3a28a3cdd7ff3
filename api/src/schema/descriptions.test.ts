// The schema as an integrator meets it: described, and named the way GraphQL tools expect.
import { expect, test } from "vitest";
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLField,
} from "graphql";
import { schema } from "./index.ts";
import { descriptionCoverage } from "./descriptions.ts";

const ownTypes = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith("__"));

test("at least 95% of types, fields, arguments and enum values carry a description (`tsx api/src/schema/descriptions.ts` lists the rest)", () => {
  const { described, total, missing } = descriptionCoverage(schema);
  expect(described / total, `undescribed: ${missing.join(", ")}`).toBeGreaterThanOrEqual(0.95);
});

test("every enum value is UPPER_CASE, types PascalCase, fields and arguments camelCase, inputs end in Input", () => {
  const wrong: string[] = [];
  for (const type of ownTypes) {
    if (!/^[A-Z][A-Za-z0-9]*$/.test(type.name)) wrong.push(type.name);
    if (isEnumType(type))
      for (const v of type.getValues()) if (!/^[A-Z][A-Z0-9_]*$/.test(v.name)) wrong.push(`${type.name}.${v.name}`);
    if (isInputObjectType(type)) {
      if (!type.name.endsWith("Input")) wrong.push(type.name);
      for (const f of Object.values(type.getFields()))
        if (!/^[a-z][A-Za-z0-9]*$/.test(f.name)) wrong.push(`${type.name}.${f.name}`);
    }
    if (isObjectType(type) || isInterfaceType(type))
      for (const f of Object.values(type.getFields() as Record<string, GraphQLField<unknown, unknown>>)) {
        if (!/^[a-z][A-Za-z0-9]*$/.test(f.name)) wrong.push(`${type.name}.${f.name}`);
        for (const a of f.args)
          if (!/^[a-z][A-Za-z0-9]*$/.test(a.name)) wrong.push(`${type.name}.${f.name}(${a.name}:)`);
      }
  }
  // A mutation takes one argument, `input`, of the type named after it.
  for (const [name, field] of Object.entries(schema.getMutationType()!.getFields())) {
    const input = `${name[0]!.toUpperCase()}${name.slice(1)}Input`;
    if (field.args.some((a) => a.name !== "input" || getNamedType(a.type).name !== input))
      wrong.push(`Mutation.${name}`);
  }
  expect(wrong).toEqual([]);
});

test("connections follow the Relay spec: edges of node and cursor, pageInfo, and first/after arguments", () => {
  const wrong: string[] = [];
  for (const type of ownTypes) {
    if (!isObjectType(type) || !type.name.endsWith("Connection")) continue;
    const { edges, pageInfo } = type.getFields();
    if (!edges || !isListType(isNonNullType(edges.type) ? edges.type.ofType : edges.type))
      wrong.push(`${type.name}.edges`);
    if (!pageInfo || !isNonNullType(pageInfo.type) || getNamedType(pageInfo.type).name !== "PageInfo")
      wrong.push(`${type.name}.pageInfo`);
    const edge = edges && getNamedType(edges.type);
    if (!edge || !isObjectType(edge) || !edge.getFields().node || !edge.getFields().cursor)
      wrong.push(`${type.name} edge`);
    else {
      const node = getNamedType(edge.getFields().node!.type);
      // A union (search's dish or kitchen) is a node when each of its members is.
      const members = isUnionType(node) ? node.getTypes() : [node];
      if (!members.every((m) => isObjectType(m) && m.getInterfaces().some((i) => i.name === "Node")))
        wrong.push(`${edge.name}.node is not a Node`);
    }
  }
  for (const type of ownTypes) {
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      if (!getNamedType(field.type).name.endsWith("Connection")) continue;
      const args = field.args.map((a) => a.name);
      if (!args.includes("first") || !args.includes("after")) wrong.push(`${type.name}.${field.name}`);
    }
  }
  expect(wrong).toEqual([]);
});
