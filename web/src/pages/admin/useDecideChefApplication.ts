// decideChefApplication: the admin approves or rejects (with a reason) a chef application; the
// payload carries the new status and the pending count, so the card and the tab's badge update.
import { graphql } from "react-relay/hooks";
import type { useDecideChefApplicationMutation } from "../../__generated__/useDecideChefApplicationMutation.graphql";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";
import type { Decide } from "./ApplicationCard";

/** [decide(applicationId), isDeciding]: a decision calls `done` and shows 'Application Updated' on success. */
export function useDecideChefApplication() {
  const [commit, inFlight] = useMutationResult<useDecideChefApplicationMutation>(
    graphql`
      mutation useDecideChefApplicationMutation($input: DecideChefApplicationInput!) {
        result: decideChefApplication(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on DecideChefApplicationPayload {
            application {
              id
              status
              rejectionReason
            }
            stats {
              chefApplications {
                pending
              }
            }
          }
        }
      }
    `,
    "DecideChefApplicationPayload",
  );
  const decide =
    (applicationId: string): Decide =>
    (decision, done) =>
      commit({
        variables: { input: { applicationId, ...decision } },
        failure: { title: "Error", fallback: "Failed to update application status" },
        onSuccess: () => {
          done();
          notify({
            type: "success",
            title: "Application Updated",
            description: "The chef application status has been updated successfully.",
          });
        },
      });
  return [decide, inFlight] as const;
}
