import { resetPassword } from "@api-domain/accounts/rules.ts";
import { Alert } from "@chakra-ui/react/alert";
import { Button } from "@chakra-ui/react/button";
import { Link } from "@chakra-ui/react/link";
import { Stack } from "@chakra-ui/react/stack";
import { useEffect, useState } from "react";
import { graphql } from "react-relay/hooks";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import type { ResetPasswordPageMutation } from "../../__generated__/ResetPasswordPageMutation.graphql";
import { FormCard } from "../../components/FormCard";
import { FormField, PasswordInput, useZodForm } from "../../components/form";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";

// The spec's 3000 ms before leaving a reset page.
const REDIRECT_MS = 3000;

// The server's newPassword rule, plus the confirmation that must match it.
const resetForm = resetPassword
  .pick({ newPassword: true })
  .loose()
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });

export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const form = useZodForm(resetForm, { newPassword: "", confirmPassword: "" });
  const [reset, isInFlight] = useMutationResult<ResetPasswordPageMutation>(
    graphql`
      mutation ResetPasswordPageMutation($input: ResetPasswordInput!) {
        result: resetPassword(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on ResetPasswordPayload {
            success
          }
        }
      }
    `,
    "ResetPasswordPayload",
  );

  useEffect(() => {
    if (token) return;
    notify({
      type: "error",
      title: "Invalid Reset Link",
      description: "This reset link is invalid or expired. Please request a new one.",
    });
    const timer = setTimeout(() => navigate("/forgot-password", { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [token, navigate]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate("/login", { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = form.handleSubmit(({ newPassword }) =>
    reset({
      variables: { input: { token: token ?? "", newPassword } },
      // The spec's failure toast; the form has already checked the password rules, so what is
      // left to fail is the token.
      failure: {
        title: "Reset Failed",
        fallback: "The link may be expired.",
        describe: () => "The link may be expired.",
      },
      onSuccess: () => {
        setDone(true);
        notify({
          type: "success",
          title: "Password reset!",
          description: "You can now log in with your new password.",
        });
      },
    }),
  );

  let content;
  if (!token) {
    content = (
      <Alert.Root status="error" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>This link cannot be used</Alert.Title>
          <Alert.Description>Taking you to the page where you can request a new one...</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  } else if (done) {
    content = (
      <Alert.Root status="success" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Your password has been reset</Alert.Title>
          <Alert.Description>Taking you to the login page...</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  } else {
    content = (
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormField label="New password" error={form.errors.newPassword} helper="At least 6 characters">
            <PasswordInput autoComplete="new-password" {...form.text("newPassword")} />
          </FormField>
          <FormField label="Confirm password" error={form.errors.confirmPassword}>
            <PasswordInput autoComplete="new-password" {...form.text("confirmPassword")} />
          </FormField>
          <Button type="submit" size="lg" loading={isInFlight} loadingText="Resetting...">
            Reset Password
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <FormCard
      title="Reset your password"
      description="Choose a new password for your account."
      footer={
        <Link asChild color="brand.fg">
          <RouterLink to="/login">Back to login</RouterLink>
        </Link>
      }
    >
      {content}
    </FormCard>
  );
}
