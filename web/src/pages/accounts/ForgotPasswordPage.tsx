import { Alert } from "@chakra-ui/react/alert";
import { Button } from "@chakra-ui/react/button";
import { Input } from "@chakra-ui/react/input";
import { Link } from "@chakra-ui/react/link";
import { Stack } from "@chakra-ui/react/stack";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { FormCard } from "../../components/FormCard";
import { FormField } from "../../components/form";
import { notify } from "../../toaster/toaster";
import { useRequestPasswordReset } from "./useRequestPasswordReset";

export default function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, onSubmit, inFlight } = useRequestPasswordReset({
    failure: { title: "Request Failed", fallback: "Something went wrong. Please try again." },
    onSent: (email) => {
      setSentTo(email);
      notify({
        type: "success",
        title: "Reset link sent!",
        description: "Check your email for a link to reset your password.",
      });
    },
  });

  return (
    <FormCard
      title="Forgot your password?"
      description="Enter your email and we'll send you a link to reset it."
      footer={
        <Link asChild color="brand.fg">
          <RouterLink to="/login">Back to login</RouterLink>
        </Link>
      }
    >
      {sentTo ? (
        <Alert.Root status="success" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Check your email</Alert.Title>
            <Alert.Description>
              If an account exists for {sentTo}, it will receive a link to reset the password. The link applies only if
              the account exists.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <FormField label="Email" error={form.errors.email}>
              <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.text("email")} />
            </FormField>
            <Button type="submit" size="lg" loading={inFlight} loadingText="Sending...">
              Send Reset Link
            </Button>
          </Stack>
        </form>
      )}
    </FormCard>
  );
}
