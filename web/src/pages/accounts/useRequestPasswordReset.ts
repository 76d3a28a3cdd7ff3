// Send Password Reset Email, shared by the Forgot Password page and the admin's settings: the email
// rule and the requestPasswordReset mutation. Each page keeps its own texts, toasts and what it shows
// once the mail is on its way.
import { forgotPassword } from "@api-domain/accounts/rules.ts";
import { graphql } from "react-relay/hooks";
import type { useRequestPasswordResetMutation } from "../../__generated__/useRequestPasswordResetMutation.graphql";
import { useZodForm } from "../../components/form";
import { useMutationResult } from "../../relay/useMutationResult";

export function useRequestPasswordReset({
  failure,
  onSent,
}: {
  failure: { title: string; fallback: string };
  onSent: (email: string) => void;
}) {
  const form = useZodForm(forgotPassword, { email: "" });
  const [commit, inFlight] = useMutationResult<useRequestPasswordResetMutation>(
    graphql`
      mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
        result: requestPasswordReset(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on RequestPasswordResetPayload {
            success
          }
        }
      }
    `,
    "RequestPasswordResetPayload",
  );
  const onSubmit = form.handleSubmit((input) =>
    commit({ variables: { input }, failure, onSuccess: () => onSent(input.email) }),
  );
  return { form, onSubmit, inFlight };
}
