// tipDriver: a tip for the driver after delivery, charged to a saved card as its own payment; and
// completeTip, once the customer approved a charge their bank asked about (3-D Secure).
import { loadStripe } from "@stripe/stripe-js";
import { graphql } from "react-relay/hooks";
import type { useTipDriverCompleteMutation } from "../../__generated__/useTipDriverCompleteMutation.graphql";
import type { useTipDriverMutation } from "../../__generated__/useTipDriverMutation.graphql";
import { formatCents } from "../../components/money";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";
import { useConfirmTestPayment } from "./useConfirmTestPayment";

/** A tip waiting for the customer's bank: what confirming it needs. */
export type TipToConfirm = {
  id: string;
  amountCents: number;
  paymentIntentId: string | null | undefined;
  paymentClientSecret: string | null | undefined;
  publishableKey: string | null | undefined;
};

type Payload = {
  tip: Omit<TipToConfirm, "publishableKey"> & { status: string };
  publishableKey?: string | null;
};

/** The toast for a tip as the server answered it; a tip the bank asks about goes to `onAction`. */
function told(payload: Payload, onAction: (tip: TipToConfirm) => void) {
  const { tip } = payload;
  if (tip.status === "REQUIRES_ACTION") return onAction({ ...tip, publishableKey: payload.publishableKey });
  if (tip.status === "CHARGING")
    return notify({ type: "info", title: "Tip on its way", description: "Your card is being charged." });
  notify({
    type: "success",
    title: "Thank you!",
    description: `Your ${formatCents(tip.amountCents)} tip goes to your driver in full.`,
  });
}

/** [tip(input, onDone, onAction), confirm(tip), isBusy], with their toasts. */
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
            publishableKey
            tip {
              id
              amountCents
              status
              paymentIntentId
              paymentClientSecret
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
  const [complete, isCompleting] = useMutationResult<useTipDriverCompleteMutation>(
    graphql`
      mutation useTipDriverCompleteMutation($input: CompleteTipInput!) {
        result: completeTip(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on TipDriverPayload {
            tip {
              id
              amountCents
              status
              paymentIntentId
              paymentClientSecret
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
  const confirmTestPayment = useConfirmTestPayment();
  const failure = { title: "Tip not sent", fallback: "Unable to send the tip. Please try again." };

  const tip = (
    input: useTipDriverMutation["variables"]["input"],
    onDone: () => void,
    onAction: (tip: TipToConfirm) => void,
  ) =>
    commit({
      variables: { input },
      failure,
      onSuccess: (payload) => {
        told(payload, onAction);
        onDone();
      },
    });

  /** The bank's dialog (Stripe.js', or the test provider's approval), then the server records the tip. */
  const confirm = async (pending: TipToConfirm, onDone: () => void) => {
    if (pending.publishableKey && pending.paymentClientSecret) {
      const stripe = await loadStripe(pending.publishableKey);
      const result = await stripe?.handleNextAction({ clientSecret: pending.paymentClientSecret });
      if (!stripe || result?.error)
        return notify({ type: "error", title: failure.title, description: result?.error?.message ?? failure.fallback });
    } else if (!pending.paymentIntentId || !(await confirmTestPayment(pending.paymentIntentId, "", true))) {
      return;
    }
    complete({
      variables: { input: { tipId: pending.id } },
      failure,
      onSuccess: (payload) => {
        told(payload, () =>
          notify({ type: "error", title: failure.title, description: "Your bank did not confirm it." }),
        );
        onDone();
      },
    });
  };
  return [tip, confirm, isTipping || isCompleting] as const;
}
