// A mutation hook's commit (useMutationResult) as a promise, for flows that chain mutations (the
// checkout: intent, order, card, completion): the success payload, or null after the failure toast.
import type { MutationParameters } from "relay-runtime";
import type { CommitOptions, ExpectedFailure, SuccessPayload } from "./useMutationResult";

type ResultMutation = MutationParameters & {
  response: { readonly result: { readonly __typename: string; readonly message?: string } };
};

export function runMutation<M extends ResultMutation>(
  commit: (options: CommitOptions<M>) => void,
  variables: M["variables"],
  failure: CommitOptions<M>["failure"],
) {
  return new Promise<SuccessPayload<M> | null>((resolve) =>
    commit({ variables, failure, onSuccess: resolve, onFailure: () => resolve(null) }),
  );
}

/** Like runMutation, but a failure resolves with what failed (after its toast), for a form that shows it. */
export function runMutationOutcome<M extends ResultMutation>(
  commit: (options: CommitOptions<M>) => void,
  variables: M["variables"],
  failure: CommitOptions<M>["failure"],
) {
  return new Promise<{ payload: SuccessPayload<M> } | { failure: ExpectedFailure }>((resolve) =>
    commit({
      variables,
      failure,
      onSuccess: (payload) => resolve({ payload }),
      onFailure: (failed) => resolve({ failure: failed }),
    }),
  );
}
