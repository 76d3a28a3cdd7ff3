import { REQUIREMENTS_NOT_MET, driverSignup } from "@api-domain/accounts/rules.ts";
import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { Input } from "@chakra-ui/react/input";
import { Link } from "@chakra-ui/react/link";
import { NativeSelect } from "@chakra-ui/react/native-select";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { Textarea } from "@chakra-ui/react/textarea";
import { type ReactNode, useState } from "react";
import { graphql } from "react-relay/hooks";
import { Link as RouterLink } from "react-router";
import type { DriverSignupPageMutation } from "../../__generated__/DriverSignupPageMutation.graphql";
import { CheckboxField, FormField, PasswordInput, useZodForm } from "../../components/form";
import { useSessionChanged } from "../../components/session";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";

// The spec's driver signup offers these three; the server also knows scooter, van and truck.
const vehicleTypes = [
  { value: "car", label: "Car" },
  { value: "motorcycle", label: "Motorcycle" },
  { value: "bike", label: "Bike" },
];

export default function DriverSignupPage() {
  const sessionChanged = useSessionChanged();
  const [done, setDone] = useState(false);
  const form = useZodForm(driverSignup, {
    name: "",
    email: "",
    password: "",
    phone: "",
    address: "",
    driverLicense: "",
    vehicleType: "",
    vehicleMake: "",
    vehicleModel: "",
    vehicleYear: "",
    licensePlate: "",
    insuranceProvider: "",
    preferredAreas: "",
    hasInsurance: false,
    hasCleanRecord: false,
    canWorkWeekends: false,
  });
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

  const onSubmit = form.handleSubmit(
    ({ preferredAreas, ...input }) =>
      register({
        variables: { input: { ...input, preferredAreas: preferredAreas || null } },
        failure: { title: "Registration Failed", fallback: "Something went wrong. Please try again." },
        onFailure: ({ fieldErrors }) => form.setFieldErrors(fieldErrors),
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
      }),
    (errors) => {
      // Every field is fine but a requirement is unchecked: the spec's toast, and no call.
      const issues = Object.values(errors);
      if (issues.length > 0 && issues.every((message) => message === REQUIREMENTS_NOT_MET))
        notify({ type: "error", title: "Requirements Not Met", description: REQUIREMENTS_NOT_MET });
    },
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
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="6">
          <Section title="Personal Information">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="Full name" error={form.errors.name}>
                <Input autoComplete="name" {...form.text("name")} />
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
            </SimpleGrid>
            <FormField label="Address" error={form.errors.address}>
              <Input autoComplete="street-address" {...form.text("address")} />
            </FormField>
          </Section>

          <Section title="Vehicle Information">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="Driver's license number" error={form.errors.driverLicense}>
                <Input {...form.text("driverLicense")} />
              </FormField>
              <FormField label="Vehicle type" error={form.errors.vehicleType}>
                <NativeSelect.Root>
                  <NativeSelect.Field placeholder="Select vehicle type" {...form.text("vehicleType")}>
                    {vehicleTypes.map(({ value, label }) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label="Vehicle make" error={form.errors.vehicleMake}>
                <Input placeholder="Toyota" {...form.text("vehicleMake")} />
              </FormField>
              <FormField label="Vehicle model" error={form.errors.vehicleModel}>
                <Input placeholder="Corolla" {...form.text("vehicleModel")} />
              </FormField>
              <FormField label="Vehicle year" error={form.errors.vehicleYear}>
                <Input type="number" inputMode="numeric" placeholder="2020" {...form.text("vehicleYear")} />
              </FormField>
              <FormField label="License plate" error={form.errors.licensePlate}>
                <Input {...form.text("licensePlate")} />
              </FormField>
            </SimpleGrid>
            <FormField label="Insurance provider" error={form.errors.insuranceProvider}>
              <Input {...form.text("insuranceProvider")} />
            </FormField>
          </Section>

          <Section title="Preferred Areas">
            <FormField label="Neighbourhoods you'd like to deliver in (optional)" error={form.errors.preferredAreas}>
              <Textarea rows={2} placeholder="Downtown, Riverside" {...form.text("preferredAreas")} />
            </FormField>
          </Section>

          <Section title="Requirements">
            <Stack gap="3">
              <CheckboxField
                checked={form.values.hasInsurance}
                onChange={(checked) => form.set("hasInsurance", checked)}
              >
                I have valid vehicle insurance
              </CheckboxField>
              <CheckboxField
                checked={form.values.hasCleanRecord}
                onChange={(checked) => form.set("hasCleanRecord", checked)}
              >
                I have a clean driving record (no major violations in the last 3 years)
              </CheckboxField>
              <CheckboxField
                checked={form.values.canWorkWeekends}
                onChange={(checked) => form.set("canWorkWeekends", checked)}
              >
                I can work weekends (optional)
              </CheckboxField>
            </Stack>
          </Section>

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
    </Container>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root borderRadius="2xl">
      <Card.Header>
        <Heading as="h2" size="lg">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}
