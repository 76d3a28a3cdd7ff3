// GraphQL speaks UPPER_CASE enum values (`READY`); the spec's REST payloads use its lower-case words
// (`ready`), which are the values inside the server too (schema/enumValues.ts). For one route's
// operation this translates the variables going in and the data coming out, by the types the
// operation names, so no route converts an enum by hand.
import {
  getNullableType,
  isAbstractType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  parse,
  typeFromAST,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLEnumType,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql";

export type EnumCase = {
  /** The route's variables with the spec's enum words turned into GraphQL's names. */
  variables(variables: Record<string, unknown>): Record<string, unknown>;
  /** The operation's data with GraphQL's enum names turned into the spec's words. */
  data<T>(data: T): T;
};

export function enumCase(schema: GraphQLSchema, operation: string): EnumCase {
  const document = parse(operation);
  const op = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const variableTypes = (op.variableDefinitions ?? []).map(
    (d) => [d.variable.name.value, typeFromAST(schema, d.type) as GraphQLInputType | undefined] as const,
  );
  const rootType = schema.getRootType(op.operation)!;

  const input = (type: GraphQLInputType, value: unknown): unknown => {
    if (value == null) return value;
    const nullable = getNullableType(type);
    if (isListType(nullable))
      return Array.isArray(value) ? value.map((v) => input(nullable.ofType, v)) : input(nullable.ofType, value);
    if (isEnumType(nullable)) return typeof value === "string" ? (byValue(nullable, value) ?? value) : value;
    if (isInputObjectType(nullable) && typeof value === "object" && !Array.isArray(value)) {
      const fields = nullable.getFields();
      return Object.fromEntries(
        Object.entries(value).map(([name, v]) => [name, fields[name] ? input(fields[name].type, v) : v]),
      );
    }
    return value;
  };

  const output = (type: GraphQLOutputType, selections: SelectionSetNode | undefined, value: unknown): unknown => {
    if (value == null) return value;
    const nullable = getNullableType(type);
    if (isListType(nullable)) return (value as unknown[]).map((v) => output(nullable.ofType, selections, v));
    if (isEnumType(nullable)) return typeof value === "string" ? (nullable.getValue(value)?.value ?? value) : value;
    if (isCompositeType(nullable) && selections) return object(nullable, selections, value as Record<string, unknown>);
    return value;
  };

  const object = (type: GraphQLCompositeType, selections: SelectionSetNode, value: Record<string, unknown>) => {
    const runtime = typeof value.__typename === "string" ? schema.getType(value.__typename) : undefined;
    const applies = (condition: string | undefined) => {
      if (!condition || !runtime || !isObjectType(runtime)) return true;
      const named = schema.getType(condition);
      return named === runtime || (!!named && isAbstractType(named) && schema.isSubType(named, runtime));
    };
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        const field = isObjectType(type) || isInterfaceType(type) ? type.getFields()[selection.name.value] : undefined;
        if (field && key in value) value[key] = output(field.type, selection.selectionSet, value[key]);
      } else {
        const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
        const condition = fragment?.typeCondition?.name.value;
        if (!fragment || !applies(condition)) continue;
        const inner = condition ? (schema.getType(condition) as GraphQLCompositeType) : type;
        object(inner, fragment.selectionSet, value);
      }
    }
    return value;
  };

  return {
    variables: (variables) =>
      Object.fromEntries(
        Object.entries(variables).map(([name, v]) => {
          const type = variableTypes.find(([n]) => n === name)?.[1];
          return [name, type ? input(type, v) : v];
        }),
      ),
    data: (data) => output(rootType, op.selectionSet, data) as typeof data,
  };
}

function byValue(type: GraphQLEnumType, value: string) {
  return type.getValues().find((v) => v.value === value)?.name;
}

/**
 * A word a route checks itself, as the spec writes it: GraphQL's name of the same value (`PENDING`,
 * `EASY`) is its lower-case word, so both are accepted wherever either is.
 */
export const specWord = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim().toLowerCase() : null;
