// A new promo code: its text, what it takes off and its optional rules. The server checks every rule
// and answers with the one a setting breaks; the new code joins the top of the list.
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Heading } from "@chakra-ui/react/heading";
import { Input } from "@chakra-ui/react/input";
import { NativeSelect } from "@chakra-ui/react/native-select";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { type FormEvent, useState } from "react";
import { CheckboxField, FormField } from "../../components/form";
import { toCents } from "../../components/money";
import { notify } from "../../toaster/toaster";
import type { PromoKind } from "../../__generated__/usePromoCodeMutationsCreateMutation.graphql";
import { useCreatePromoCode } from "./usePromoCodeMutations";

const empty = {
  code: "",
  kind: "PERCENT" as PromoKind,
  value: "",
  minSubtotal: "",
  maxRedemptions: "",
  perCustomerLimit: "",
  startsAt: "",
  endsAt: "",
  firstOrderOnly: false,
};

const whole = (text: string) => (text.trim() === "" ? null : Number(text));
/** A day picked in the form, as the start of that local day. */
const dayStart = (text: string) => (text ? new Date(`${text}T00:00:00`).toISOString() : null);

export function PromoCodeForm({ connectionId, who }: { connectionId: string; who: "kitchen" | "platform" }) {
  const [values, setValues] = useState(empty);
  const [commit, saving] = useCreatePromoCode();
  const set = <K extends keyof typeof empty>(name: K, value: (typeof empty)[K]) =>
    setValues((v) => ({ ...v, [name]: value }));
  const text = (name: Exclude<keyof typeof empty, "kind" | "firstOrderOnly">) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit({
      variables: {
        connections: [connectionId],
        input: {
          code: values.code,
          kind: values.kind,
          percentOff: values.kind === "PERCENT" ? whole(values.value) : null,
          amountOffCents: values.kind === "AMOUNT" ? toCents(values.value) : null,
          minSubtotalCents: toCents(values.minSubtotal),
          maxRedemptions: whole(values.maxRedemptions),
          perCustomerLimit: whole(values.perCustomerLimit),
          startsAt: dayStart(values.startsAt),
          // The end day is included: the code ends when the next day starts.
          endsAt: values.endsAt
            ? new Date(new Date(`${values.endsAt}T00:00:00`).getTime() + 86_400_000).toISOString()
            : null,
          firstOrderOnly: values.firstOrderOnly,
        },
      },
      failure: { title: "Could not create the code", fallback: "Something went wrong" },
      onSuccess: () => {
        notify({ type: "success", title: "Promo code created" });
        setValues(empty);
      },
    });
  };

  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          New promo code
        </Heading>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} aria-label="New promo code">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <FormField label="Code" required helper="Customers may type it in any case.">
                <Input {...text("code")} autoCapitalize="characters" placeholder="SPRING15" />
              </FormField>
              <FormField label="Discount">
                <NativeSelect.Root>
                  <NativeSelect.Field value={values.kind} onChange={(e) => set("kind", e.target.value as PromoKind)}>
                    <option value="PERCENT">Percent off</option>
                    <option value="AMOUNT">Amount off</option>
                    <option value="FREE_DELIVERY">Free delivery</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              {values.kind !== "FREE_DELIVERY" && (
                <FormField label={values.kind === "PERCENT" ? "Percent off" : "Amount off ($)"} required>
                  <Input {...text("value")} inputMode="decimal" />
                </FormField>
              )}
              <FormField label="Minimum subtotal ($)">
                <Input {...text("minSubtotal")} inputMode="decimal" />
              </FormField>
              <FormField label="Uses in all">
                <Input {...text("maxRedemptions")} inputMode="numeric" />
              </FormField>
              <FormField label="Uses per customer">
                <Input {...text("perCustomerLimit")} inputMode="numeric" />
              </FormField>
              <FormField label="First day">
                <Input {...text("startsAt")} type="date" />
              </FormField>
              <FormField label="Last day">
                <Input {...text("endsAt")} type="date" />
              </FormField>
            </SimpleGrid>
            <CheckboxField checked={values.firstOrderOnly} onChange={(v) => set("firstOrderOnly", v)}>
              First order only
            </CheckboxField>
            <Text fontSize="sm" color="fg.muted">
              {who === "kitchen"
                ? "Your kitchen pays the discounts of its codes: they come off your earnings."
                : "HomePlate pays the discounts of platform codes."}
            </Text>
            <Button type="submit" loading={saving} alignSelf="start">
              Create code
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
