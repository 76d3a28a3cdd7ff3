// startDemoDelivery: the demo driver delivers a ready order on the server, so it can be watched live.
import { graphql } from "react-relay/hooks";
import type { useStartDemoDeliveryMutation } from "../../__generated__/useStartDemoDeliveryMutation.graphql";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";

/** [start(orderId), isStarting], with the 'Demo Mode Started' toast or the failure one. */
export function useStartDemoDelivery() {
  const [commit, isStarting] = useMutationResult<useStartDemoDeliveryMutation>(
    graphql`
      mutation useStartDemoDeliveryMutation($input: StartDemoDeliveryInput!) {
        result: startDemoDelivery(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on StartDemoDeliveryPayload {
            order {
              id
              status
              statusLabel
              driver {
                name
                vehicle
                phone
              }
            }
          }
        }
      }
    `,
    "StartDemoDeliveryPayload",
  );
  const start = (orderId: string) =>
    commit({
      variables: { input: { orderId } },
      failure: { title: "Error", fallback: "Unable to start the demo delivery." },
      onSuccess: () =>
        notify({
          type: "success",
          title: "Demo Mode Started",
          description: "A demo driver is on the way to pick up your order.",
        }),
    });
  return [start, isStarting] as const;
}
