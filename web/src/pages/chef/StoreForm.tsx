// The store form of the platform settings page: delivery, fees and limits of one cook's store,
// saved by the cook (once approved) or by an admin for any cook.
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Input } from "@chakra-ui/react/input";
import { NativeSelect } from "@chakra-ui/react/native-select";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Switch } from "@chakra-ui/react/switch";
import { Tabs } from "@chakra-ui/react/tabs";
import { Text } from "@chakra-ui/react/text";
import { Textarea } from "@chakra-ui/react/textarea";
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { StoreFormMutation } from "../../__generated__/StoreFormMutation.graphql";
import type { StoreForm_store$key } from "../../__generated__/StoreForm_store.graphql";
import { FormField } from "../../components/form";
import { toCents } from "../../components/money";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";
import { MarketingTab, StaffTab } from "./settingsParts";

const cents = (c: number) => (c / 100).toFixed(2);

const toNumber = (s: string) => (s.trim() === "" || !Number.isFinite(Number(s)) ? null : Number(s));

export function StoreForm({
  store,
  cookId,
  canSave = true,
}: {
  store: StoreForm_store$key;
  cookId: string | null;
  canSave?: boolean;
}) {
  const s = useFragment(
    graphql`
      fragment StoreForm_store on StoreSettings {
        businessName
        description
        address
        phone
        email
        preparationTime
        deliveryRadiusMiles
        deliveryFeeCents
        minimumOrderCents
        freeDeliveryMinimumCents
        autoAcceptOrders
        maxOrdersPerHour
        orderCutoffMinutes
        maxOrdersPerSlot
        slotCutoffMinutes
        slotCapacity
        payoutFrequency
        taxId
        businessHours {
          day
          isOpen
          openTime
          closeTime
        }
      }
    `,
    store,
  );
  const [v, setV] = useState({
    businessName: s.businessName,
    description: s.description ?? "",
    address: s.address,
    phone: s.phone,
    email: s.email,
    preparationTime: String(s.preparationTime),
    deliveryRadiusMiles: String(s.deliveryRadiusMiles),
    deliveryFee: cents(s.deliveryFeeCents),
    minimumOrder: cents(s.minimumOrderCents),
    freeDeliveryMinimum: cents(s.freeDeliveryMinimumCents),
    maxOrdersPerHour: String(s.maxOrdersPerHour),
    orderCutoffMinutes: s.orderCutoffMinutes == null ? "" : String(s.orderCutoffMinutes),
    maxOrdersPerSlot: s.maxOrdersPerSlot == null ? "" : String(s.maxOrdersPerSlot),
    payoutFrequency: s.payoutFrequency,
    taxId: s.taxId ?? "",
    autoAcceptOrders: s.autoAcceptOrders,
  });
  const [hours, setHours] = useState(() => s.businessHours.map((d) => ({ ...d })));
  const text = (k: keyof typeof v) => ({
    value: String(v[k]),
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setV({ ...v, [k]: e.target.value }),
  });
  const [save, saving] = useMutationResult<StoreFormMutation>(
    graphql`
      mutation StoreFormMutation($input: SaveStoreSettingsInput!) {
        result: saveStoreSettings(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on StoreSettingsPayload {
            cook {
              id
              storeSettings {
                ...StoreForm_store
              }
            }
          }
        }
      }
    `,
    "StoreSettingsPayload",
  );
  const onSave = () =>
    save({
      variables: {
        input: {
          ...(cookId ? { cookId } : {}),
          businessName: v.businessName,
          description: v.description,
          address: v.address,
          phone: v.phone,
          email: v.email,
          preparationTime: toNumber(v.preparationTime),
          deliveryRadiusMiles: toNumber(v.deliveryRadiusMiles),
          deliveryFeeCents: toCents(v.deliveryFee),
          minimumOrderCents: toCents(v.minimumOrder),
          freeDeliveryMinimumCents: toCents(v.freeDeliveryMinimum),
          maxOrdersPerHour: toNumber(v.maxOrdersPerHour),
          // Order ahead; left blank, the default stays in force.
          orderCutoffMinutes: toNumber(v.orderCutoffMinutes),
          maxOrdersPerSlot: toNumber(v.maxOrdersPerSlot),
          payoutFrequency: v.payoutFrequency,
          taxId: v.taxId,
          autoAcceptOrders: v.autoAcceptOrders,
          businessHours: Object.fromEntries(hours.map(({ day, ...h }) => [day, h])) as never,
        },
      },
      failure: { title: "Save Failed", fallback: "Failed to save settings. Please try again." },
      onSuccess: () =>
        notify({ type: "success", title: "Settings Saved", description: "Your store settings have been updated." }),
    });

  const toggle = (label: string, k: "autoAcceptOrders") => (
    <Switch.Root checked={v[k]} onCheckedChange={(e) => setV({ ...v, [k]: e.checked })}>
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );

  return (
    <Stack gap="4">
      <Tabs.Root defaultValue="store" variant="enclosed">
        <Tabs.List flexWrap="wrap" mb="4">
          {["Store Details", "Business Hours", "Delivery", "Payment", "Marketing", "Staff"].map((t) => (
            <Tabs.Trigger key={t} value={t === "Store Details" ? "store" : t.toLowerCase().replace(" ", "-")}>
              {t}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Card.Root borderRadius="2xl">
          <Card.Body>
            <Tabs.Content value="store">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField label="Business name" required>
                  <Input {...text("businessName")} />
                </FormField>
                <FormField label="Email" required>
                  <Input type="email" {...text("email")} />
                </FormField>
                <FormField label="Phone" required>
                  <Input {...text("phone")} />
                </FormField>
                <FormField label="Address" required>
                  <Input {...text("address")} />
                </FormField>
              </SimpleGrid>
              <FormField label="Description">
                <Textarea rows={3} {...text("description")} />
              </FormField>
            </Tabs.Content>
            <Tabs.Content value="business-hours">
              <Stack gap="3">
                {hours.map((d, i) => (
                  <HStack key={d.day} gap="4" wrap="wrap">
                    <Text w="28" textTransform="capitalize">
                      {d.day}
                    </Text>
                    <Switch.Root
                      checked={d.isOpen}
                      onCheckedChange={(e) =>
                        setHours(hours.map((h, j) => (j === i ? { ...h, isOpen: e.checked } : h)))
                      }
                    >
                      <Switch.HiddenInput aria-label={`${d.day} open`} />
                      <Switch.Control />
                      <Switch.Label>{d.isOpen ? "Open" : "Closed"}</Switch.Label>
                    </Switch.Root>
                    <Input
                      aria-label={`${d.day} opens`}
                      w="28"
                      value={d.openTime}
                      onChange={(e) =>
                        setHours(hours.map((h, j) => (j === i ? { ...h, openTime: e.target.value } : h)))
                      }
                    />
                    <Text>to</Text>
                    <Input
                      aria-label={`${d.day} closes`}
                      w="28"
                      value={d.closeTime}
                      onChange={(e) =>
                        setHours(hours.map((h, j) => (j === i ? { ...h, closeTime: e.target.value } : h)))
                      }
                    />
                  </HStack>
                ))}
                <Text fontSize="sm" color="fg.muted">
                  Times as HH:MM; 24:00 closes at midnight.
                </Text>
              </Stack>
            </Tabs.Content>
            <Tabs.Content value="delivery">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField label="Preparation time (minutes)" helper="10 to 120">
                  <Input type="number" {...text("preparationTime")} />
                </FormField>
                <FormField label="Delivery radius (miles)" helper="0.5 to 50">
                  <Input type="number" step="0.5" {...text("deliveryRadiusMiles")} />
                </FormField>
                <FormField label="Delivery fee ($)" helper="0 to 20">
                  <Input type="number" step="0.01" {...text("deliveryFee")} />
                </FormField>
                <FormField label="Minimum order ($)" helper="5 to 100">
                  <Input type="number" step="0.01" {...text("minimumOrder")} />
                </FormField>
                <FormField label="Free delivery minimum ($)" helper="20 to 200">
                  <Input type="number" step="0.01" {...text("freeDeliveryMinimum")} />
                </FormField>
                <FormField label="Max orders per hour" helper="1 to 50">
                  <Input type="number" {...text("maxOrdersPerHour")} />
                </FormField>
                <FormField
                  label="Order cutoff (minutes before a slot)"
                  helper={`0 to 1440; now ${s.slotCutoffMinutes} (default: the preparation time)`}
                >
                  <Input type="number" placeholder={String(s.slotCutoffMinutes)} {...text("orderCutoffMinutes")} />
                </FormField>
                <FormField
                  label="Max orders per delivery slot"
                  helper={`1 to 50; now ${s.slotCapacity} (default: half the orders per hour)`}
                >
                  <Input type="number" placeholder={String(s.slotCapacity)} {...text("maxOrdersPerSlot")} />
                </FormField>
              </SimpleGrid>
              <Stack mt="4">{toggle("Auto-accept orders", "autoAcceptOrders")}</Stack>
            </Tabs.Content>
            <Tabs.Content value="payment">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField label="Payout frequency">
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={v.payoutFrequency}
                      onChange={(e) => setV({ ...v, payoutFrequency: e.target.value })}
                    >
                      <option value="daily">Daily</option>
                      <option value="weekly">Weekly</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
                <FormField label="Tax ID" helper="Optional">
                  <Input {...text("taxId")} />
                </FormField>
              </SimpleGrid>
            </Tabs.Content>
            <Tabs.Content value="marketing">
              <MarketingTab forAdmin={cookId != null} />
            </Tabs.Content>
            <Tabs.Content value="staff">
              <StaffTab />
            </Tabs.Content>
          </Card.Body>
        </Card.Root>
      </Tabs.Root>
      {canSave ? (
        <Button onClick={onSave} disabled={saving} alignSelf="end">
          {saving ? "Saving..." : "Save Settings"}
        </Button>
      ) : (
        <Text color="fg.muted" alignSelf="end">
          You can save your store settings once your chef application is approved.
        </Text>
      )}
    </Stack>
  );
}
