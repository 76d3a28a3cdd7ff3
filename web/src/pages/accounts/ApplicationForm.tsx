// The chef and the driver application, one form for both kinds (the server files both through one
// flow, api/src/domain/accounts/applications.ts): a visitor opens an account with it (/chef-signup,
// /driver-signup), a signed-in customer applies for the account they have (/chef-signup). The form
// checks the server's rules; the page sends what passed with its mutation and says what comes next.
import { REQUIREMENTS_NOT_MET, chefSignup, driverSignup } from "@api-domain/accounts/rules.ts";
import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Heading } from "@chakra-ui/react/heading";
import { Link } from "@chakra-ui/react/link";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { Link as RouterLink } from "react-router";
import type { z } from "zod";
import { CheckboxField, useZodForm } from "../../components/form";
import type { FieldError } from "../../relay/useMutationResult";
import { notify } from "../../toaster/toaster";
import { ApplicationField, type ApplicationKind, SECTIONS } from "./applicationFields";

/** A signed-in customer's chef application: the sign-up's kitchen and business, without the account. */
const chefApplication = chefSignup.omit({ name: true, email: true, password: true, phone: true });

type ChefSignUp = z.output<typeof chefSignup>;
type ChefApplication = z.output<typeof chefApplication>;
type DriverSignUp = z.output<typeof driverSignup>;

/** Hands the checked values to the page, with the way to show the server's field issues in the form. */
type Submit<V> = (values: V, showFieldErrors: (issues: readonly FieldError[]) => void) => void;

type Props = { submitting: boolean } & (
  | { kind: "chef"; withAccount: true; onSubmit: Submit<ChefSignUp> }
  | { kind: "chef"; withAccount: false; onSubmit: Submit<ChefApplication> }
  | { kind: "driver"; withAccount: true; onSubmit: Submit<DriverSignUp> }
);

type Values = Record<string, string | boolean>;

const rulesOf = (kind: ApplicationKind, withAccount: boolean): z.ZodType =>
  kind === "driver" ? driverSignup : withAccount ? chefSignup : chefApplication;

export function ApplicationForm({ kind, withAccount, submitting, onSubmit }: Props) {
  const sections = SECTIONS[kind].filter((section) => withAccount || !section.account);
  const fields = sections.flatMap((section) => section.fields);
  const initial: Values = Object.fromEntries(fields.map((f) => [f.name, f.input === "check" ? false : ""]));
  const form = useZodForm(rulesOf(kind, withAccount), initial);
  // The fields are the kind's, known at run time: text fields hold text, checkboxes booleans.
  const values = form.values as Values;
  const set = form.set as (name: string, value: string | boolean) => void;

  const submit = form.handleSubmit(
    (checked) => (onSubmit as Submit<unknown>)(checked, form.setFieldErrors),
    (errors) => {
      // Every field is fine but a requirement is unchecked: the spec's toast, and no call.
      const issues = Object.values(errors);
      if (issues.length > 0 && issues.every((message) => message === REQUIREMENTS_NOT_MET))
        notify({ type: "error", title: "Requirements Not Met", description: REQUIREMENTS_NOT_MET });
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="6">
        {sections.map((section) => (
          <Card.Root key={section.title} borderRadius="2xl">
            <Card.Header>
              <Heading as="h2" size="lg">
                {section.title}
              </Heading>
            </Card.Header>
            <Card.Body>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {section.fields.map((field) => (
                  <Box
                    key={field.name}
                    gridColumn={field.wide || field.input === "check" ? { md: "span 2" } : undefined}
                  >
                    {field.input === "check" ? (
                      <CheckboxField
                        checked={values[field.name] === true}
                        onChange={(checked) => set(field.name, checked)}
                      >
                        {field.label}
                      </CheckboxField>
                    ) : (
                      <ApplicationField field={field} bind={form.text(field.name)} error={form.errors[field.name]} />
                    )}
                  </Box>
                ))}
              </SimpleGrid>
            </Card.Body>
          </Card.Root>
        ))}
        <Button type="submit" size="lg" loading={submitting} loadingText="Submitting application...">
          Submit Application
        </Button>
        {withAccount && (
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            Already applied?{" "}
            <Link asChild color="brand.fg">
              <RouterLink to="/login">Log in</RouterLink>
            </Link>
          </Text>
        )}
      </Stack>
    </form>
  );
}
