import { customerSignup } from "@api-domain/accounts/rules.ts";
import { Button } from "@chakra-ui/react/button";
import { Input } from "@chakra-ui/react/input";
import { Link } from "@chakra-ui/react/link";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useState } from "react";
import { graphql } from "react-relay/hooks";
import { Link as RouterLink } from "react-router";
import type { CustomerSignupPageMutation } from "../../__generated__/CustomerSignupPageMutation.graphql";
import { FormCard } from "../../components/FormCard";
import { FormField, PasswordInput, useZodForm } from "../../components/form";
import { useSessionChanged } from "../../components/session";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default function CustomerSignupPage() {
  const sessionChanged = useSessionChanged();
  const [done, setDone] = useState(false);
  const form = useZodForm(customerSignup, { name: "", email: "", password: "", phone: "", address: "" });
  const [register, isInFlight] = useMutationResult<CustomerSignupPageMutation>(
    graphql`
      mutation CustomerSignupPageMutation($input: RegisterCustomerInput!) {
        result: registerCustomer(input: $input) {
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
          ... on RegisterCustomerPayload {
            user {
              id
            }
          }
        }
      }
    `,
    "RegisterCustomerPayload",
  );

  const onSubmit = form.handleSubmit((input) =>
    register({
      variables: { input },
      failure: { title: "Registration Failed", fallback: "Something went wrong. Please try again." },
      onFailure: ({ fieldErrors }) => form.setFieldErrors(fieldErrors),
      onSuccess: async () => {
        setDone(true);
        notify({ type: "success", title: "Welcome to HomePlate!", description: "Your account has been created." });
        // The spec logs in 500 ms after registering and moves on 1000 ms later. Registering already
        // signed the customer in, so only the pauses remain.
        await wait(500);
        await wait(1000);
        await sessionChanged("/restaurants");
      },
    }),
  );

  return (
    <FormCard
      title="Create your account"
      description="Order home-cooked meals from approved chefs near you."
      footer={
        <Text>
          Already have an account?{" "}
          <Link asChild color="brand.fg">
            <RouterLink to="/login">Log in</RouterLink>
          </Link>
        </Text>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormField label="Full name" error={form.errors.name}>
            <Input autoComplete="name" placeholder="Jane Doe" {...form.text("name")} />
          </FormField>
          <FormField label="Email" error={form.errors.email}>
            <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.text("email")} />
          </FormField>
          <FormField label="Password" error={form.errors.password} helper="At least 6 characters">
            <PasswordInput autoComplete="new-password" {...form.text("password")} />
          </FormField>
          <FormField label="Phone" error={form.errors.phone}>
            <Input type="tel" autoComplete="tel" placeholder="(555) 123-4567" {...form.text("phone")} />
          </FormField>
          <FormField label="Delivery address" error={form.errors.address}>
            <Input autoComplete="street-address" placeholder="123 Main St, Springfield" {...form.text("address")} />
          </FormField>
          <Button type="submit" size="lg" loading={isInFlight || done} loadingText="Creating account...">
            Create Account
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}
