import { chefSignup } from "@api-domain/accounts/rules.ts";
import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { Input } from "@chakra-ui/react/input";
import { Link } from "@chakra-ui/react/link";
import { List } from "@chakra-ui/react/list";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { Textarea } from "@chakra-ui/react/textarea";
import { useState } from "react";
import { graphql } from "react-relay/hooks";
import { Link as RouterLink } from "react-router";
import type { ChefSignupPageMutation } from "../../__generated__/ChefSignupPageMutation.graphql";
import { FormField, PasswordInput, useZodForm } from "../../components/form";
import { useSessionChanged } from "../../components/session";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";

/** The spec's rewording of two server messages (customer spec §8, chef signup). */
function describeFailure(message: string) {
  if (message.includes("User with this email already exists"))
    return "An account with this email already exists. Please try logging in instead.";
  if (message.includes("Failed to submit chef application"))
    return "Server error occurred. Please try again or contact support.";
  return message;
}

export default function ChefSignupPage() {
  const sessionChanged = useSessionChanged();
  const [done, setDone] = useState(false);
  const form = useZodForm(chefSignup, {
    name: "",
    businessName: "",
    email: "",
    password: "",
    phone: "",
    address: "",
    specialties: "",
    experienceYears: "",
    description: "",
  });
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

  const onSubmit = form.handleSubmit((input) =>
    register({
      variables: { input },
      failure: {
        title: "Registration Failed",
        fallback: "Server error occurred. Please try again or contact support.",
        describe: describeFailure,
      },
      onFailure: ({ fieldErrors }) => form.setFieldErrors(fieldErrors),
      onSuccess: () => {
        setDone(true);
        notify({
          type: "success",
          title: "Application Submitted!",
          description: "We'll review your chef application within 24 hours.",
        });
        void sessionChanged("/chef-application-review");
      },
    }),
  );

  return (
    <Container maxW="5xl" py={{ base: "6", md: "10" }}>
      <Box textAlign="center" mb="8">
        <Heading as="h1" size="3xl" mb="2">
          Become a HomePlate Chef
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          Share your cooking with your neighbourhood and keep 88% of your earnings.
        </Text>
      </Box>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
        <Card.Root variant="elevated" borderRadius="2xl" gridColumn={{ lg: "span 2" }}>
          <Card.Body>
            <form onSubmit={onSubmit} noValidate>
              <Stack gap="4">
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <FormField label="Full name" error={form.errors.name}>
                    <Input autoComplete="name" {...form.text("name")} />
                  </FormField>
                  <FormField label="Business name" error={form.errors.businessName}>
                    <Input placeholder="Grandma's Kitchen" {...form.text("businessName")} />
                  </FormField>
                  <FormField label="Email" error={form.errors.email}>
                    <Input type="email" autoComplete="email" {...form.text("email")} />
                  </FormField>
                  <FormField label="Password" error={form.errors.password} helper="At least 6 characters">
                    <PasswordInput autoComplete="new-password" {...form.text("password")} />
                  </FormField>
                  <FormField label="Phone" error={form.errors.phone}>
                    <Input type="tel" autoComplete="tel" {...form.text("phone")} />
                  </FormField>
                  <FormField label="Years of experience" error={form.errors.experienceYears}>
                    <Input type="number" min={1} inputMode="numeric" {...form.text("experienceYears")} />
                  </FormField>
                </SimpleGrid>
                <FormField label="Kitchen address" error={form.errors.address}>
                  <Input autoComplete="street-address" {...form.text("address")} />
                </FormField>
                <FormField
                  label="Specialties"
                  error={form.errors.specialties}
                  helper="For example: Italian pasta, vegan desserts"
                >
                  <Input {...form.text("specialties")} />
                </FormField>
                <FormField label="Describe your cooking style" error={form.errors.description}>
                  <Textarea rows={4} {...form.text("description")} />
                </FormField>
                <Button type="submit" size="lg" loading={isInFlight || done} loadingText="Submitting application...">
                  Submit Application
                </Button>
                <Text fontSize="sm" color="fg.muted" textAlign="center">
                  Already applied?{" "}
                  <Link asChild color="brand.fg">
                    <RouterLink to="/login">Log in</RouterLink>
                  </Link>
                </Text>
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
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
