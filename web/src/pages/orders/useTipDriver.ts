// tipDriver: a tip for the driver after delivery, charged at once as its own payment.
import { graphql } from "react-relay/hooks";
import type { useTipDriverMutation } from "../../__generated__/useTipDriverMutation.graphql";
import { formatCents } from "../../components/money";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";

/** [tip({ orderId, amountCents, idempotencyKey, cardNumber }, onDone), isTipping], with its toasts. */
export function useTipDriver() {
  const [commit, isTipping] = useMutationResult<useTipDriverMutation>(
    graphql`
      mutation useTipDriverMutation($input: TipDriverInput!) {
        result: tipDriver(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on TipDriverPayload {
            tip {
              amountCents
            }
            order {
              ...TipAfterDelivery_order
            }
          }
        }
      }
    `,
    "TipDriverPayload",
  );
  const tip = (input: useTipDriverMutation["variables"]["input"], onDone: () => void) =>
    commit({
      variables: { input },
      failure: { title: "Tip not sent", fallback: "Unable to send the tip. Please try again." },
      onSuccess: (payload) => {
        notify({
          type: "success",
          title: "Thank you!",
          description: `Your ${formatCents(payload.tip.amountCents)} tip goes to your driver in full.`,
        });
        onDone();
      },
    });
  return [tip, isTipping] as const;
}
