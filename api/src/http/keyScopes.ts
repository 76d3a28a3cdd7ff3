// A request made with an API key is checked against the key's scopes as a whole before anything
// runs: a field below the root that the key may not read refuses the operation (403, naming the scope)
// instead of letting a mutation run and then refusing parts of its answer. The root fields' own
// refusals stay the schema's typed errors (schema/keyScopes.ts).
import { GraphQLError, type DocumentNode, type ExecutionArgs, type ExecutionResult } from "graphql";
import { documentOutsideScopes } from "../schema/keyScopes.ts";

type KeyedContext = { apiKey?: { scopes: readonly string[] } | null };

export function useKeyScopes() {
  return {
    onExecute({
      args,
      setResultAndStopExecution,
    }: {
      args: ExecutionArgs;
      setResultAndStopExecution: (result: ExecutionResult) => void;
    }) {
      const key = (args.contextValue as KeyedContext).apiKey;
      if (!key) return;
      const refusal = documentOutsideScopes(args.schema, args.document as DocumentNode, key.scopes, {
        belowRoot: true,
      });
      if (refusal)
        setResultAndStopExecution({
          errors: [
            new GraphQLError(`This API key may not run this operation: ${refusal}.`, {
              extensions: { code: "FORBIDDEN", http: { status: 403 } },
            }),
          ],
        });
    },
  };
}
