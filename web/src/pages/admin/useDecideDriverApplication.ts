// decideDriverApplication: the admin approves or rejects (with a reason) a driver application; the
// payload carries the new status and the pending count, so the card and the tab's badge update.
import { graphql } from "react-relay/hooks";
import type { useDecideDriverApplicationMutation } from "../../__generated__/useDecideDriverApplicationMutation.graphql";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";
import type { Decide } from "./ApplicationCard";

/** [decide(applicationId), isDeciding]: a decision calls `done` and shows 'Application Updated' on success. */
export function useDecideDriverApplication() {
  const [commit, inFlight] = useMutationResult<useDecideDriverApplicationMutation>(
    graphql`
      mutation useDecideDriverApplicationMutation($input: DecideDriverApplicationInput!) {
        result: decideDriverApplication(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on DecideDriverApplicationPayload {
            application {
              id
              status
              rejectionReason
            }
            stats {
              driverApplications {
                pending
              }
            }
          }
        }
      }
    `,
    "DecideDriverApplicationPayload",
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
            description: "The driver application status has been updated successfully.",
          });
        },
      });
  return [decide, inFlight] as const;
}
