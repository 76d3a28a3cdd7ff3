// The Settings tab: the spec's cards with the cook's real data; toggles and choices are saved.
import { Badge } from "@chakra-ui/react/badge";
import { Button } from "@chakra-ui/react/button";
import { Input } from "@chakra-ui/react/input";
import { NativeSelect } from "@chakra-ui/react/native-select";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Switch } from "@chakra-ui/react/switch";
import { Text } from "@chakra-ui/react/text";
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { SettingsTabContactMutation } from "../../__generated__/SettingsTabContactMutation.graphql";
import type {
  SettingsTabPreferencesMutation,
  UpdateChefPreferencesInput,
} from "../../__generated__/SettingsTabPreferencesMutation.graphql";
import type { SettingsTab_cook$key } from "../../__generated__/SettingsTab_cook.graphql";
import { FormField } from "../../components/form";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";
import { ChangePasswordButton, LogoutButton, Row, SettingsCard } from "./settingsParts";

export function SettingsTab({ cook }: { cook: SettingsTab_cook$key }) {
  const c = useFragment(
    graphql`
      fragment SettingsTab_cook on User {
        username
        email
        phone
        address
        stripeConnected
        storeSettings {
          notifyOrders
          notifyEmail
          notifyPush
          payoutSchedule
          autoAcceptOrders
          vacationMode
          maxOrdersPerDay
        }
      }
    `,
    cook,
  );
  const s = c.storeSettings!;
  const [savePreferences] = useMutationResult<SettingsTabPreferencesMutation>(
    graphql`
      mutation SettingsTabPreferencesMutation($input: UpdateChefPreferencesInput!) {
        result: updateChefPreferences(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on StoreSettingsPayload {
            cook {
              id
              ...SettingsTab_cook
            }
          }
        }
      }
    `,
    "StoreSettingsPayload",
  );
  const save = (input: UpdateChefPreferencesInput, done: string) =>
    savePreferences({
      variables: { input },
      failure: { title: "Save Failed", fallback: "Failed to save settings. Please try again." },
      onSuccess: () => notify({ type: "success", title: "Settings Saved", description: done }),
    });
  const toggle = (label: string, checked: boolean, field: keyof UpdateChefPreferencesInput) => (
    <Switch.Root
      checked={checked}
      onCheckedChange={(e) => save({ [field]: e.checked }, `${label} ${e.checked ? "on" : "off"}.`)}
      justifyContent="space-between"
      width="full"
    >
      <Switch.Label>{label}</Switch.Label>
      <Switch.HiddenInput />
      <Switch.Control />
    </Switch.Root>
  );

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <SettingsCard title="Account Information">
        <Row label="Name" value={c.username} />
        <Row label="Email" value={c.email} />
        <Row label="Role" value="Chef" />
        <HStack justify="space-between">
          <Text color="fg.muted">Status</Text>
          <Badge colorPalette="green">Approved Chef</Badge>
        </HStack>
      </SettingsCard>
      <ContactCard phone={c.phone} address={c.address} />
      <SettingsCard title="Notifications">
        {toggle("Order notifications", s.notifyOrders, "notifyOrders")}
        {toggle("Email notifications", s.notifyEmail, "notifyEmail")}
        {toggle("Push notifications", s.notifyPush, "notifyPush")}
      </SettingsCard>
      <SettingsCard title="Payment Settings">
        <HStack justify="space-between">
          <Text color="fg.muted">Card payments account</Text>
          <Badge colorPalette={c.stripeConnected ? "green" : "gray"}>
            {c.stripeConnected ? "Connected" : "Not connected"}
          </Badge>
        </HStack>
        <FormField label="Payout schedule">
          <NativeSelect.Root>
            <NativeSelect.Field
              value={s.payoutSchedule}
              onChange={(e) => save({ payoutSchedule: e.target.value }, `Payouts are now ${e.target.value}.`)}
            >
              <option value="daily">Daily</option>
              <option value="weekly">Weekly</option>
              <option value="monthly">Monthly</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SettingsCard>
      <SettingsCard title="Security">
        <ChangePasswordButton />
        <Button variant="outline" disabled>
          Two-Factor Authentication (Coming soon)
        </Button>
        <Button variant="outline" disabled>
          Login Activity (Coming soon)
        </Button>
      </SettingsCard>
      <SettingsCard title="Platform Settings">
        {toggle("Auto-Accept Orders", s.autoAcceptOrders, "autoAcceptOrders")}
        {toggle("Vacation Mode", s.vacationMode, "vacationMode")}
        <FormField label="Order Capacity">
          <NativeSelect.Root>
            <NativeSelect.Field
              value={s.maxOrdersPerDay == null ? "unlimited" : String(s.maxOrdersPerDay)}
              onChange={(e) =>
                save(
                  { maxOrdersPerDay: e.target.value === "unlimited" ? null : Number(e.target.value) },
                  e.target.value === "unlimited"
                    ? "Order capacity: unlimited."
                    : `Order capacity: ${e.target.value} orders/day.`,
                )
              }
            >
              <option value="5">5 orders/day</option>
              <option value="10">10 orders/day</option>
              <option value="20">20 orders/day</option>
              <option value="unlimited">Unlimited</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SettingsCard>
      <SettingsCard title="Account Actions">
        <LogoutButton />
        <Button variant="outline" colorPalette="red" disabled>
          Deactivate Account (Coming soon)
        </Button>
      </SettingsCard>
    </SimpleGrid>
  );
}

function ContactCard({ phone, address }: { phone: string | null | undefined; address: string | null | undefined }) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState({ phone: phone ?? "", address: address ?? "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useMutationResult<SettingsTabContactMutation>(
    graphql`
      mutation SettingsTabContactMutation($input: UpdateContactInfoInput!) {
        result: updateContactInfo(input: $input) {
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
          ... on UpdateContactInfoPayload {
            user {
              id
              phone
              address
            }
          }
        }
      }
    `,
    "UpdateContactInfoPayload",
  );
  return (
    <SettingsCard title="Contact Information">
      {editing ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save({
              variables: { input: values },
              failure: { title: "Error", fallback: "Failed to update contact info." },
              onSuccess: () => {
                setEditing(false);
                setErrors({});
                notify({ type: "success", title: "Contact Info Updated" });
              },
              onFailure: (f) => setErrors(Object.fromEntries(f.fieldErrors.map((x) => [x.field, x.message]))),
            });
          }}
        >
          <Stack gap="3">
            <FormField label="Phone" error={errors.phone}>
              <Input value={values.phone} onChange={(e) => setValues({ ...values, phone: e.target.value })} />
            </FormField>
            <FormField label="Address" error={errors.address}>
              <Input value={values.address} onChange={(e) => setValues({ ...values, address: e.target.value })} />
            </FormField>
            <HStack>
              <Button type="submit" loading={saving}>
                Save
              </Button>
              <Button variant="outline" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </HStack>
          </Stack>
        </form>
      ) : (
        <>
          <Row label="Phone" value={phone} />
          <Row label="Address" value={address} />
          <Button variant="outline" onClick={() => setEditing(true)}>
            Update Contact Info
          </Button>
        </>
      )}
    </SettingsCard>
  );
}
