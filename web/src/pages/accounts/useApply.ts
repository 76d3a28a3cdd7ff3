// A signed-in user's chef or driver application for the account they have (applyAsChef,
// applyAsDriver; POST /api/drivers/apply's mutation): one flow for both kinds, the application
// filed for the viewer and never for another. A failure shows the server's message under the spec's
// 'Error' toast, 'Failed to submit application' when there is none.
import { graphql } from "react-relay/hooks";
import type { useApplyAsChefMutation } from "../../__generated__/useApplyAsChefMutation.graphql";
import type { useApplyAsDriverMutation } from "../../__generated__/useApplyAsDriverMutation.graphql";
import { type FieldError, useMutationResult } from "../../relay/useMutationResult";

const failure = { title: "Error", fallback: "Failed to submit application" };

type Handlers = { onSuccess: () => void; onFieldErrors?: (issues: readonly FieldError[]) => void };

export function useApplyAsChef() {
  const [commit, pending] = useMutationResult<useApplyAsChefMutation>(
    graphql`
      mutation useApplyAsChefMutation($input: ApplyAsChefInput!) {
        result: applyAsChef(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on ValidationError {
            fieldErrors {
              field
              message
            }
          }
          ... on ApplyAsChefPayload {
            application {
              id
              status
            }
          }
        }
      }
    `,
    "ApplyAsChefPayload",
  );
  const apply = (input: useApplyAsChefMutation["variables"]["input"], { onSuccess, onFieldErrors }: Handlers) =>
    commit({
      variables: { input },
      failure,
      onSuccess: () => onSuccess(),
      onFailure: ({ fieldErrors }) => onFieldErrors?.(fieldErrors),
    });
  return [apply, pending] as const;
}

export function useApplyAsDriver() {
  const [commit, pending] = useMutationResult<useApplyAsDriverMutation>(
    graphql`
      mutation useApplyAsDriverMutation($input: ApplyAsDriverInput!) {
        result: applyAsDriver(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on ApplyAsDriverPayload {
            application {
              id
              status
            }
          }
        }
      }
    `,
    "ApplyAsDriverPayload",
  );
  const apply = (input: useApplyAsDriverMutation["variables"]["input"], { onSuccess }: Handlers) =>
    commit({ variables: { input }, failure, onSuccess: () => onSuccess() });
  return [apply, pending] as const;
}
