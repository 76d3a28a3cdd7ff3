// The chef dashboard (/chef-management, and / for cooks): the six tabs, for approved cooks only
// (the server refuses `chefKitchen` to anyone else too). ?tab= opens a tab; ?tab=menu&add=1 the add dialog.
// The page is served at two paths, one of them role-dependent (/), so it loads its query itself.
import { Badge } from "@chakra-ui/react/badge";
import { Button } from "@chakra-ui/react/button";
import { Container } from "@chakra-ui/react/container";
import { Flex } from "@chakra-ui/react/flex";
import { Heading } from "@chakra-ui/react/heading";
import { Link } from "@chakra-ui/react/link";
import { HStack } from "@chakra-ui/react/stack";
import { Tabs } from "@chakra-ui/react/tabs";
import { Suspense } from "react";
import { LuArrowLeft, LuBadgeCheck } from "react-icons/lu";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Link as RouterLink, useSearchParams } from "react-router";
import type { ChefManagementPageQuery } from "../../__generated__/ChefManagementPageQuery.graphql";
import { AccessDenied } from "../../components/AccessDenied";
import { PageSpinner } from "../../components/PageSpinner";
import { useViewer } from "../../components/session";
import { CategoriesTab } from "./CategoriesTab";
import { ChefOrdersTab } from "./ChefOrdersTab";
import { EarningsTab } from "./EarningsTab";
import { MenuTab } from "./MenuTab";
import { RestaurantTab } from "./RestaurantTab";
import { SettingsTab } from "./SettingsTab";

const TABS = [
  ["restaurant", "Restaurant"],
  ["categories", "Categories"],
  ["menu", "Menu"],
  ["orders", "Orders"],
  ["earnings", "Earnings"],
  ["settings", "Settings"],
] as const;

export default function ChefManagementPage() {
  const viewer = useViewer();
  if (viewer?.role !== "COOK" || viewer.approvalStatus !== "APPROVED") {
    return (
      <AccessDenied message="This area is only accessible to approved chefs.">
        {viewer?.role === "COOK" && viewer.approvalStatus === "PENDING" && (
          <Button asChild variant="outline">
            <RouterLink to="/chef-application-review">View application status</RouterLink>
          </Button>
        )}
      </AccessDenied>
    );
  }

  return (
    <Container maxW="6xl" py="6">
      <Link asChild color="fg.muted" fontSize="sm" mb="4">
        <RouterLink to="/">
          <LuArrowLeft /> Back to Home
        </RouterLink>
      </Link>
      <Flex align={{ base: "start", sm: "center" }} direction={{ base: "column", sm: "row" }} gap="3" mb="6">
        <Heading as="h1" size="2xl">
          Welcome, {viewer.username}
        </Heading>
        <Badge colorPalette="green" size="lg">
          <HStack gap="1">
            <LuBadgeCheck aria-hidden /> Approved Chef
          </HStack>
        </Badge>
        <Link asChild colorPalette="brand" fontSize="sm" ms={{ sm: "auto" }}>
          <RouterLink to="/developers">API keys and webhooks</RouterLink>
        </Link>
      </Flex>
      <Suspense fallback={<PageSpinner />}>
        <ChefTabs />
      </Suspense>
    </Container>
  );
}

function ChefTabs() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.some(([value]) => value === params.get("tab")) ? params.get("tab")! : "restaurant";
  const { chefKitchen: cook } = useLazyLoadQuery<ChefManagementPageQuery>(
    graphql`
      query ChefManagementPageQuery {
        chefKitchen {
          id
          ...RestaurantTab_cook
          ...CategoriesTab_cook
          ...MenuTab_cook
          ...SettingsTab_cook
          cookEarnings {
            ...EarningsTab_earnings
          }
        }
      }
    `,
    {},
    { fetchPolicy: "store-and-network" },
  );
  return (
    <Tabs.Root value={tab} onValueChange={(e) => setParams({ tab: e.value }, { replace: true })} variant="enclosed" lazyMount>
      <Tabs.List flexWrap="wrap" mb="4">
        {TABS.map(([value, label]) => (
          <Tabs.Trigger key={value} value={value}>
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="restaurant">
        <RestaurantTab cook={cook} />
      </Tabs.Content>
      <Tabs.Content value="categories">
        <CategoriesTab cook={cook} />
      </Tabs.Content>
      <Tabs.Content value="menu">
        <MenuTab
          cook={cook}
          addOnOpen={params.get("add") === "1"}
          onAddClosed={() => setParams({ tab: "menu" }, { replace: true })}
        />
      </Tabs.Content>
      <Tabs.Content value="orders">
        <ChefOrdersTab />
      </Tabs.Content>
      <Tabs.Content value="earnings">{cook.cookEarnings && <EarningsTab earnings={cook.cookEarnings} />}</Tabs.Content>
      <Tabs.Content value="settings">
        <SettingsTab cook={cook} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
