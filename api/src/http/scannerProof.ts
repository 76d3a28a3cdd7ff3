// What a scanner learns from our errors: as little as a client needs to fix its request. Directives
// that are unknown or repeated are refused with one error (not one per use, which a scanner can
// multiply into a large answer); with introspection off (INTROSPECTION=false), introspection is
// refused and no error suggests a field, type, argument or value name ("Did you mean …?"), so the
// schema cannot be read back from typos either.
import { GraphQLError, NoSchemaIntrospectionCustomRule } from "graphql";
import type { Plugin } from "graphql-yoga";

const DIRECTIVE_ERROR = /^(Unknown directive "|The directive "@[^"]+" can only be used once)/;
const SUGGESTION = / ?Did you mean [^?]+\?/g;

/** The error without its suggestion, keeping where it points and its code. */
function withoutSuggestion(error: GraphQLError): GraphQLError {
  if (!SUGGESTION.test(error.message)) return error;
  SUGGESTION.lastIndex = 0;
  return new GraphQLError(error.message.replace(SUGGESTION, "").trim(), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

export function useScannerProof({ introspection }: { introspection: boolean }): Plugin {
  const quiet = (errors: readonly GraphQLError[]) => {
    const directive = errors.find((e) => DIRECTIVE_ERROR.test(e.message));
    const kept = directive ? [directive] : errors;
    return introspection ? kept : kept.map(withoutSuggestion);
  };
  return {
    onValidate({ addValidationRule }) {
      if (!introspection) addValidationRule(NoSchemaIntrospectionCustomRule);
      return ({ result, setResult }) => {
        if (result.length) setResult([...quiet(result as readonly GraphQLError[])]);
      };
    },
    onExecute() {
      // Variables are coerced at execution: an enum value's typo suggests the real values there.
      if (introspection) return;
      return {
        onExecuteDone({ result, setResult }) {
          if (!("errors" in result) || !result.errors?.length) return;
          setResult({ ...result, errors: result.errors.map(withoutSuggestion) });
        },
      };
    },
  };
}
