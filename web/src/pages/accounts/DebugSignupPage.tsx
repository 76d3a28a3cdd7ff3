// The customer signup with its raw GraphQL responses printed below the form, to see exactly what
// the server answers.
import { customerSignup } from "@api-domain/accounts/rules.ts";
import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { Code } from "@chakra-ui/react/code";
import { Heading } from "@chakra-ui/react/heading";
import { Input } from "@chakra-ui/react/input";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useState } from "react";
import { graphql } from "react-relay/hooks";
import type { DebugSignupPageMutation } from "../../__generated__/DebugSignupPageMutation.graphql";
import { FormCard } from "../../components/FormCard";
import { FormField, PasswordInput, useZodForm } from "../../components/form";
import { useSessionChanged } from "../../components/session";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";

export default function DebugSignupPage() {
  const sessionChanged = useSessionChanged();
  const [responses, setResponses] = useState<{ at: string; body: unknown }[]>([]);
  const [registered, setRegistered] = useState(false);
  const form = useZodForm(customerSignup, { name: "", email: "", password: "", phone: "", address: "" });
  const [register, isInFlight] = useMutationResult<DebugSignupPageMutation>(
    graphql`
      mutation DebugSignupPageMutation($input: RegisterCustomerInput!) {
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
              databaseId
              name
              username
              email
              phone
              address
              role
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
      onRaw: (body) => setResponses((list) => [{ at: new Date().toLocaleTimeString(), body }, ...list]),
      onFailure: ({ fieldErrors }) => form.setFieldErrors(fieldErrors),
      onSuccess: () => {
        setRegistered(true);
        notify({ type: "success", title: "Welcome to HomePlate!", description: "Your account has been created." });
      },
    }),
  );

  return (
    <FormCard title="Debug Signup" description="Customer signup that shows the server's raw responses." maxW="2xl">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormField label="Full name" error={form.errors.name}>
            <Input {...form.text("name")} />
          </FormField>
          <FormField label="Email" error={form.errors.email}>
            <Input type="email" {...form.text("email")} />
          </FormField>
          <FormField label="Password" error={form.errors.password}>
            <PasswordInput {...form.text("password")} />
          </FormField>
          <FormField label="Phone" error={form.errors.phone}>
            <Input type="tel" {...form.text("phone")} />
          </FormField>
          <FormField label="Delivery address" error={form.errors.address}>
            <Input {...form.text("address")} />
          </FormField>
          <Button type="submit" loading={isInFlight} loadingText="Registering...">
            Register
          </Button>
          {registered && (
            <Button variant="outline" onClick={() => void sessionChanged("/restaurants")}>
              Continue to Restaurants
            </Button>
          )}
        </Stack>
      </form>
      <Box mt="8">
        <Heading as="h2" size="md" mb="2">
          Responses
        </Heading>
        {responses.length === 0 && <Text color="fg.muted">Nothing sent yet.</Text>}
        <Stack gap="3">
          {responses.map(({ at, body }, index) => (
            <Box key={responses.length - index}>
              <Text fontSize="xs" color="fg.muted" mb="1">
                {at}
              </Text>
              <Code
                as="pre"
                display="block"
                whiteSpace="pre-wrap"
                wordBreak="break-word"
                p="3"
                w="full"
                data-testid="raw-response"
              >
                {JSON.stringify(body, null, 2)}
              </Code>
            </Box>
          ))}
        </Stack>
      </Box>
    </FormCard>
  );
}
