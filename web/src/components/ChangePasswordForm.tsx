// Change Password (companion spec §5), shared by the admin's settings card and the cook's Security
// dialog: the server's rules plus the confirmation field, the mutation and the spec's toasts. Each
// caller lays out its own <form> around `fields` and its own buttons.
import { changePassword } from "@api-domain/accounts/rules.ts";
import { graphql } from "react-relay/hooks";
import { z } from "zod";
import type { ChangePasswordFormMutation } from "../__generated__/ChangePasswordFormMutation.graphql";
import { useMutationResult } from "../relay/useMutationResult";
import { FormField, PasswordInput, useZodForm } from "./form";
import { notify } from "../toaster/toaster";

const changePasswordForm = changePassword
  .extend({ confirmPassword: z.string().min(1, "Please confirm your new password") })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });

/** The three password fields, the submit handler and whether the change is under way. */
export function useChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const form = useZodForm(changePasswordForm, { currentPassword: "", newPassword: "", confirmPassword: "" });
  const [commit, inFlight] = useMutationResult<ChangePasswordFormMutation>(
    graphql`
      mutation ChangePasswordFormMutation($input: ChangePasswordInput!) {
        result: changePassword(input: $input) {
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
          ... on ChangePasswordPayload {
            success
          }
        }
      }
    `,
    "ChangePasswordPayload",
  );
  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    commit({
      variables: { input: { currentPassword, newPassword } },
      failure: { title: "Password Change Failed", fallback: "Failed to change password. Please try again." },
      onFailure: (f) => form.setFieldErrors(f.fieldErrors),
      onSuccess: () => {
        onChanged();
        notify({
          type: "success",
          title: "Password Updated",
          description: "Your password has been successfully changed.",
        });
      },
    }),
  );
  const fields = (
    <>
      <FormField label="Current password" error={form.errors.currentPassword}>
        <PasswordInput autoComplete="current-password" {...form.text("currentPassword")} />
      </FormField>
      <FormField label="New password" error={form.errors.newPassword}>
        <PasswordInput autoComplete="new-password" {...form.text("newPassword")} />
      </FormField>
      <FormField label="Confirm new password" error={form.errors.confirmPassword}>
        <PasswordInput autoComplete="new-password" {...form.text("confirmPassword")} />
      </FormField>
    </>
  );
  return { onSubmit, inFlight, fields };
}
