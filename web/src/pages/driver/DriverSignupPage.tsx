// /driver-signup: a visitor's driver account with its application (registerDriver, which signs them
// in). A signed-in customer applies at /driver-registration instead, for the account they have.
import { Box } from "@chakra-ui/react/box";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { Text } from "@chakra-ui/react/text";
import { useState } from "react";
import { graphql } from "react-relay/hooks";
import type { DriverSignupPageMutation } from "../../__generated__/DriverSignupPageMutation.graphql";
import { useSessionChanged } from "../../components/session";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";
import { ApplicationForm } from "../accounts/ApplicationForm";

export default function DriverSignupPage() {
  const sessionChanged = useSessionChanged();
  const [done, setDone] = useState(false);
  const [register, isInFlight] = useMutationResult<DriverSignupPageMutation>(
    graphql`
      mutation DriverSignupPageMutation($input: RegisterDriverInput!) {
        result: registerDriver(input: $input) {
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
          ... on RegisterDriverPayload {
            user {
              id
            }
          }
        }
      }
    `,
    "RegisterDriverPayload",
  );

  return (
    <Container maxW="3xl" py={{ base: "6", md: "10" }}>
      <Box textAlign="center" mb="8">
        <Heading as="h1" size="3xl" mb="2">
          Drive with HomePlate
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          Deliver home-cooked meals on your own schedule and keep 100% of your tips and 80% of every delivery fee.
        </Text>
      </Box>
      <ApplicationForm
        kind="driver"
        withAccount
        submitting={isInFlight || done}
        onSubmit={({ preferredAreas, ...input }, showFieldErrors) =>
          register({
            variables: { input: { ...input, preferredAreas: preferredAreas || null } },
            failure: { title: "Registration Failed", fallback: "Something went wrong. Please try again." },
            onFailure: ({ fieldErrors }) => showFieldErrors(fieldErrors),
            onSuccess: () => {
              setDone(true);
              notify({
                type: "success",
                title: "Application Submitted!",
                description:
                  "Thank you for applying to drive with HomePlate. We'll review your application and complete your background check within 2-3 business days.",
              });
              void sessionChanged("/");
            },
          })
        }
      />
    </Container>
  );
}
