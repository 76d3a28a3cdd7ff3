// The one place that turns a mutation's result union into the spec's toasts.
//
// Every mutation aliases its root field `result` and selects `__typename`, `... on Error { message }`
// and its payload. The caller names the payload type; any other member is an expected failure whose
// `message` becomes the toast's description. Network and unexpected errors show the caller's
// fallback text, as the spec words each failure toast.
import { useCallback } from "react";
import { type GraphQLTaggedNode, useMutation } from "react-relay/hooks";
import type { MutationParameters } from "relay-runtime";
import { notify } from "../toaster/toaster";

type ResultMutation = MutationParameters & {
  response: { readonly result: { readonly __typename: string; readonly message?: string } };
};
type Result<M extends ResultMutation> = M["response"]["result"];

/** The fields of the success payload, which Relay types as optional on the flattened union. */
export type SuccessPayload<M extends ResultMutation> = {
  readonly [K in keyof Result<M> as K extends "message" | "fieldErrors" ? never : K]-?: Exclude<
    Result<M>[K],
    undefined
  >;
};

export type FieldError = { readonly field: string; readonly message: string };

export type ExpectedFailure = {
  /** The union member, e.g. "EmailTakenError"; null for a network or unexpected error. */
  typename: string | null;
  message: string;
  fieldErrors: readonly FieldError[];
};

export type CommitOptions<M extends ResultMutation> = {
  variables: M["variables"];
  /** The toast shown on failure: its title, and the text used when there is no expected message. */
  failure: {
    title: string;
    fallback: string;
    /** Rewords an expected failure's message (the chef signup maps two server messages). */
    describe?: (message: string) => string;
  };
  onSuccess: (payload: SuccessPayload<M>) => void;
  /** Called after the failure toast, e.g. to show field errors beside their inputs. */
  onFailure?: (failure: ExpectedFailure) => void;
  /** Sees the raw response or error before anything else (the debug signup page prints it). */
  onRaw?: (raw: unknown) => void;
};

export function useMutationResult<M extends ResultMutation>(mutation: GraphQLTaggedNode, payloadTypename: string) {
  const [commitMutation, isInFlight] = useMutation<M>(mutation);

  const commit = useCallback(
    ({ variables, failure, onSuccess, onFailure, onRaw }: CommitOptions<M>) => {
      const fail = (result: ExpectedFailure) => {
        notify({ type: "error", title: failure.title, description: result.message });
        onFailure?.(result);
      };
      commitMutation({
        variables,
        onCompleted: (response, errors) => {
          onRaw?.({ data: response, errors: errors ?? undefined });
          const result = response.result as (Result<M> & { fieldErrors?: readonly FieldError[] }) | null | undefined;
          if (!result) {
            fail({ typename: null, message: failure.fallback, fieldErrors: [] });
          } else if (result.__typename === payloadTypename) {
            onSuccess(result as unknown as SuccessPayload<M>);
          } else if (typeof result.message === "string") {
            const message = failure.describe ? failure.describe(result.message) : result.message;
            fail({
              typename: result.__typename,
              message: message || failure.fallback,
              fieldErrors: result.fieldErrors ?? [],
            });
          } else {
            fail({ typename: null, message: failure.fallback, fieldErrors: [] });
          }
        },
        onError: (error) => {
          onRaw?.({ error: error.message });
          fail({ typename: null, message: failure.fallback, fieldErrors: [] });
        },
      });
    },
    [commitMutation, payloadTypename],
  );

  return [commit, isInFlight] as const;
}
