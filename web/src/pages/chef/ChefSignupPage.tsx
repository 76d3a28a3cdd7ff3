// /chef-signup: the chef application. A visitor opens a cook account with it (registerChef, which
// signs them in); a signed-in customer applies for the account they have (applyAsChef). Either way
// the application waits for an admin, followed on /chef-application-review.
import { Box } from "@chakra-ui/react/box";
import { Card } from "@chakra-ui/react/card";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { List } from "@chakra-ui/react/list";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { Text } from "@chakra-ui/react/text";
import { useState } from "react";
import { graphql } from "react-relay/hooks";
import { useNavigate } from "react-router";
import type { ChefSignupPageMutation } from "../../__generated__/ChefSignupPageMutation.graphql";
import { useSessionChanged, useSignedIn } from "../../components/session";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";
import { ApplicationForm } from "../accounts/ApplicationForm";
import { useApplyAsChef } from "../accounts/useApply";

/** The spec's rewording of two server messages (customer spec §8, chef signup). */
function describeFailure(message: string) {
  if (message.includes("User with this email already exists"))
    return "An account with this email already exists. Please try logging in instead.";
  if (message.includes("Failed to submit chef application"))
    return "Server error occurred. Please try again or contact support.";
  return message;
}

const submitted = () =>
  notify({
    type: "success",
    title: "Application Submitted!",
    description: "We'll review your chef application within 24 hours.",
  });

export default function ChefSignupPage() {
  const signedIn = useSignedIn();
  return (
    <Container maxW="5xl" py={{ base: "6", md: "10" }}>
      <Box textAlign="center" mb="8">
        <Heading as="h1" size="3xl" mb="2">
          Become a HomePlate Chef
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          Share your cooking with your neighbourhood and keep 88% of your earnings.
        </Text>
        {signedIn && (
          <Text color="fg.muted" mt="2">
            You apply with the account you are signed in with: tell us about your kitchen.
          </Text>
        )}
      </Box>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
        <Box gridColumn={{ lg: "span 2" }}>{signedIn ? <ApplyForAccount /> : <SignUp />}</Box>
        <Card.Root borderRadius="2xl" bg="brand.50" borderColor="brand.200">
          <Card.Body gap="3">
            <Card.Title>What happens next?</Card.Title>
            <List.Root as="ol" gap="2" ps="4">
              <List.Item>We review your application within 24 hours.</List.Item>
              <List.Item>You can follow its status on the application review page.</List.Item>
              <List.Item>Once approved, set up your restaurant profile and menu in the Chef Area.</List.Item>
              <List.Item>Start receiving orders and keep 88% of your earnings.</List.Item>
            </List.Root>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </Container>
  );
}

/** A visitor: a new cook account with its application, signed in at once. */
function SignUp() {
  const sessionChanged = useSessionChanged();
  const [done, setDone] = useState(false);
  const [register, isInFlight] = useMutationResult<ChefSignupPageMutation>(
    graphql`
      mutation ChefSignupPageMutation($input: RegisterChefInput!) {
        result: registerChef(input: $input) {
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
          ... on RegisterChefPayload {
            user {
              id
            }
          }
        }
      }
    `,
    "RegisterChefPayload",
  );
  return (
    <ApplicationForm
      kind="chef"
      withAccount
      submitting={isInFlight || done}
      onSubmit={(input, showFieldErrors) =>
        register({
          variables: { input },
          failure: {
            title: "Registration Failed",
            fallback: "Server error occurred. Please try again or contact support.",
            describe: describeFailure,
          },
          onFailure: ({ fieldErrors }) => showFieldErrors(fieldErrors),
          onSuccess: () => {
            setDone(true);
            submitted();
            void sessionChanged("/chef-application-review");
          },
        })
      }
    />
  );
}

/** A signed-in customer: the application for their own account. */
function ApplyForAccount() {
  const navigate = useNavigate();
  const [apply, isInFlight] = useApplyAsChef();
  return (
    <ApplicationForm
      kind="chef"
      withAccount={false}
      submitting={isInFlight}
      onSubmit={({ address, ...application }, showFieldErrors) =>
        apply(
          { ...application, kitchenAddress: address },
          {
            onSuccess: () => {
              submitted();
              navigate("/chef-application-review");
            },
            // The server names the kitchen's address as its input does.
            onFieldErrors: (issues) =>
              showFieldErrors(issues.map((i) => (i.field === "kitchenAddress" ? { ...i, field: "address" } : i))),
          },
        )
      }
    />
  );
}
