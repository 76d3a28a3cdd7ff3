// Platform settings (/platform-settings): a kitchen's store settings in six tabs and one Save
// Settings. A cook edits their own store; an admin picks a cook's store. Every rule is the server's.
import { Badge } from "@chakra-ui/react/badge";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { Heading } from "@chakra-ui/react/heading";
import { Input } from "@chakra-ui/react/input";
import { Link } from "@chakra-ui/react/link";
import { NativeSelect } from "@chakra-ui/react/native-select";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Switch } from "@chakra-ui/react/switch";
import { Tabs } from "@chakra-ui/react/tabs";
import { Text } from "@chakra-ui/react/text";
import { Textarea } from "@chakra-ui/react/textarea";
import { Suspense, useState } from "react";
import { LuArrowLeft } from "react-icons/lu";
import { type PreloadedQuery, graphql, useFragment, usePreloadedQuery } from "react-relay/hooks";
import { Link as RouterLink, useLoaderData } from "react-router";
import type { PlatformSettingsPageAdminQuery } from "../../__generated__/PlatformSettingsPageAdminQuery.graphql";
import type { PlatformSettingsPageCookQuery } from "../../__generated__/PlatformSettingsPageCookQuery.graphql";
import type { PlatformSettingsPageMutation } from "../../__generated__/PlatformSettingsPageMutation.graphql";
import type { PlatformSettingsPage_store$key } from "../../__generated__/PlatformSettingsPage_store.graphql";
import { AccessDenied } from "../../components/AccessDenied";
import { FormField } from "../../components/form";
import { toCents } from "../../components/money";
import type { PlatformSettingsPage_viewer$key } from "../../__generated__/PlatformSettingsPage_viewer.graphql";
import { useViewerKey } from "../../components/session";
import { notify } from "../../toaster/toaster";
import { useMutationResult } from "../../relay/useMutationResult";

const Loading = () => (
  <Text py="12" textAlign="center" color="fg.muted">
    Loading platform settings...
  </Text>
);

export const platformSettingsPageCookQuery = graphql`
  query PlatformSettingsPageCookQuery @preloadable {
    viewer {
      id
      storeSettings {
        ...PlatformSettingsPage_store
      }
    }
  }
`;

export const platformSettingsPageAdminQuery = graphql`
  query PlatformSettingsPageAdminQuery($first: Int!) @preloadable {
    cookStores(first: $first) {
      edges {
        node {
          id
          name
          storeSettings {
            ...PlatformSettingsPage_store
          }
        }
      }
    }
  }
`;

// The page size is a variable: the server's cost limit multiplies a literal `first` (a list of
// 100 stores with their week of hours went over it), while the connection itself caps the page.
export const platformSettingsPageAdminVariables = { first: 100 };

/** The route loads the cook's own store or, for an admin, every cook's (routes.tsx). */
export type PlatformSettingsRefs = {
  cook?: PreloadedQuery<PlatformSettingsPageCookQuery>;
  admin?: PreloadedQuery<PlatformSettingsPageAdminQuery>;
};

/** What this page reads of the signed-in user (the Layout's query spreads it). */
const viewerFragment = graphql`
  fragment PlatformSettingsPage_viewer on User {
    role
    approvalStatus
  }
`;

export default function PlatformSettingsPage() {
  const viewer = useFragment<PlatformSettingsPage_viewer$key>(viewerFragment, useViewerKey());
  const refs = useLoaderData<PlatformSettingsRefs | undefined>() ?? {};
  if (!viewer)
    return (
      <AccessDenied message="Please log in to access platform settings.">
        <Button asChild>
          <RouterLink to="/login">Log in</RouterLink>
        </Button>
      </AccessDenied>
    );
  const isAdmin = viewer.role === "ADMIN";
  if (!isAdmin && viewer.role !== "COOK") return <AccessDenied message="Platform settings are for chefs and admins." />;
  return (
    <Container maxW="5xl" py="6">
      <Link asChild color="fg.muted" fontSize="sm" mb="4">
        <RouterLink to={isAdmin ? "/admin" : "/cook-dashboard"}>
          <LuArrowLeft /> Back to Dashboard
        </RouterLink>
      </Link>
      <Flex gap="3" align="center" mb="6" wrap="wrap">
        <Heading as="h1" size="2xl">
          Platform Settings
        </Heading>
        <Badge colorPalette={isAdmin ? "purple" : "green"} size="lg">
          {isAdmin ? "Admin Settings" : "Chef Settings"}
        </Badge>
      </Flex>
      <Suspense fallback={<Loading />}>
        {/* No reference: the loader guessed another role, and the Layout is running it again. */}
        {isAdmin ? (
          refs.admin ? (
            <AdminStores queryRef={refs.admin} />
          ) : (
            <Loading />
          )
        ) : refs.cook ? (
          <OwnStore queryRef={refs.cook} />
        ) : (
          <Loading />
        )}
      </Suspense>
    </Container>
  );
}

function OwnStore({ queryRef }: { queryRef: PreloadedQuery<PlatformSettingsPageCookQuery> }) {
  const approved =
    useFragment<PlatformSettingsPage_viewer$key>(viewerFragment, useViewerKey())?.approvalStatus === "APPROVED";
  const { viewer } = usePreloadedQuery<PlatformSettingsPageCookQuery>(platformSettingsPageCookQuery, queryRef);
  if (!viewer?.storeSettings) return <Loading />;
  // The server saves an approved cook's store only; until then the page shows the defaults.
  return <StoreForm store={viewer.storeSettings} cookId={null} canSave={approved} />;
}

function AdminStores({ queryRef }: { queryRef: PreloadedQuery<PlatformSettingsPageAdminQuery> }) {
  const { cookStores } = usePreloadedQuery<PlatformSettingsPageAdminQuery>(platformSettingsPageAdminQuery, queryRef);
  const cooks = cookStores.edges.map((e) => e.node);
  const [chosen, setChosen] = useState(cooks[0]?.id ?? "");
  const cook = cooks.find((c) => c.id === chosen);
  return (
    <Stack gap="4">
      <HStack>
        <Text fontWeight="semibold" whiteSpace="nowrap">
          Store of
        </Text>
        <NativeSelect.Root maxW="sm">
          <NativeSelect.Field aria-label="Cook" value={chosen} onChange={(e) => setChosen(e.target.value)}>
            {cooks.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {cook?.storeSettings ? (
        <StoreForm key={cook.id} store={cook.storeSettings} cookId={cook.id} />
      ) : (
        <Text color="fg.muted">No cooks yet.</Text>
      )}
    </Stack>
  );
}

const cents = (c: number) => (c / 100).toFixed(2);

const toNumber = (s: string) => (s.trim() === "" || !Number.isFinite(Number(s)) ? null : Number(s));

function StoreForm({
  store,
  cookId,
  canSave = true,
}: {
  store: PlatformSettingsPage_store$key;
  cookId: string | null;
  canSave?: boolean;
}) {
  const s = useFragment(
    graphql`
      fragment PlatformSettingsPage_store on StoreSettings {
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
  const [save, saving] = useMutationResult<PlatformSettingsPageMutation>(
    graphql`
      mutation PlatformSettingsPageMutation($input: SaveStoreSettingsInput!) {
        result: saveStoreSettings(input: $input) {
          __typename
          ... on Error {
            message
          }
          ... on StoreSettingsPayload {
            cook {
              id
              storeSettings {
                ...PlatformSettingsPage_store
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
              <Text color="fg.muted">No promotions yet. Promotions are coming soon.</Text>
            </Tabs.Content>
            <Tabs.Content value="staff">
              <Text color="fg.muted">No team members yet. Staff accounts are coming soon.</Text>
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
