// Files the signed-in user's driver application (POST /api/drivers/apply's mutation). Failures show
// the server's message under the spec's fallback 'Failed to submit application'.
import { graphql } from "react-relay/hooks";
import type { useApplyAsDriverMutation } from "../../__generated__/useApplyAsDriverMutation.graphql";
import { useMutationResult } from "../../relay/useMutationResult";

export type DriverApplicationInput = {
  licenseNumber: string;
  vehicleType: "car" | "motorcycle" | "bike";
  vehicleMake: string;
  vehicleModel: string;
  vehicleYear: number;
  licensePlate: string;
  insuranceProvider: string;
  insurancePolicyNumber: string;
};

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
  const apply = (input: DriverApplicationInput, onSuccess: () => void) =>
    commit({
      variables: { input },
      failure: { title: "Error", fallback: "Failed to submit application" },
      onSuccess: () => onSuccess(),
    });
  return [apply, pending] as const;
}
