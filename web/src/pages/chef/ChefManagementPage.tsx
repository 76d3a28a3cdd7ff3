// The chef dashboard (/chef-management, and / for cooks): the seven tabs (promo codes after earnings), for approved cooks only
// (the server refuses `chefKitchen` to anyone else too). ?tab= opens a tab; ?tab=menu&add=1 the add dialog.
// Served at two paths, one of them role-dependent (/): both routes' loaders start the chef area's
// query (and the Orders tab's, when the address opens it) for a cook, so the tabs draw in one round.
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
import { type PreloadedQuery, graphql, usePreloadedQuery, useQueryLoader, useFragment } from "react-relay/hooks";
import { Link as RouterLink, useLoaderData, useSearchParams } from "react-router";
import type { ChefManagementPageQuery } from "../../__generated__/ChefManagementPageQuery.graphql";
import chefOrdersTabQuery, { type ChefOrdersTabQuery } from "../../__generated__/ChefOrdersTabQuery.graphql";
import { AccessDenied } from "../../components/AccessDenied";
import { PageSpinner } from "../../components/PageSpinner";
import type { ChefManagementPage_viewer$key } from "../../__generated__/ChefManagementPage_viewer.graphql";
import { useViewerKey } from "../../components/session";
import { CategoriesTab } from "./CategoriesTab";
import { ChefOrdersTab, chefOrdersTabVariables } from "./ChefOrdersTab";
import { DaysOffTab } from "./DaysOffTab";
import { EarningsTab } from "./EarningsTab";
import { MenuTab } from "./MenuTab";
import { RestaurantTab } from "./RestaurantTab";
import { SettingsTab } from "./SettingsTab";
import { ChefPromoCodesTab, chefPromoCodesTabVariables } from "../promos/ChefPromoCodesTab";
import chefPromoCodesTabQuery, {
  type ChefPromoCodesTabQuery,
} from "../../__generated__/ChefPromoCodesTabQuery.graphql";

const TABS = [
  ["restaurant", "Restaurant"],
  ["categories", "Categories"],
  ["menu", "Menu"],
  ["orders", "Orders"],
  ["earnings", "Earnings"],
  ["promos", "Promo codes"],
  ["days", "Days Off"],
  ["settings", "Settings"],
] as const;

export const chefManagementPageQuery = graphql`
  query ChefManagementPageQuery($dishes: Int!) @preloadable {
    chefKitchen {
      ...RestaurantTab_cook
      ...CategoriesTab_cook
      ...MenuTab_cook @arguments(dishes: $dishes)
      ...SettingsTab_cook
      ...DaysOffTab_cook
      cookEarnings {
        ...EarningsTab_earnings
      }
    }
  }
`;

/** What the routes that show the chef area load for an approved cook (routes.tsx). */
export type ChefAreaRefs = {
  kitchenRef?: PreloadedQuery<ChefManagementPageQuery>;
  ordersRef?: PreloadedQuery<ChefOrdersTabQuery>;
  promosRef?: PreloadedQuery<ChefPromoCodesTabQuery>;
};

export default function ChefManagementPage() {
  const viewer = useFragment<ChefManagementPage_viewer$key>(
    graphql`
      fragment ChefManagementPage_viewer on User {
        role
        approvalStatus
        username
      }
    `,
    useViewerKey(),
  );
  const refs = useLoaderData<ChefAreaRefs | undefined>() ?? {};
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
        {/* No reference: the loader guessed another role, and the Layout is running it again. */}
        {refs.kitchenRef ? (
          <ChefTabs kitchenRef={refs.kitchenRef} ordersRef={refs.ordersRef} promosRef={refs.promosRef} />
        ) : (
          <PageSpinner />
        )}
      </Suspense>
    </Container>
  );
}

function ChefTabs({
  kitchenRef,
  ordersRef: loadedOrders,
  promosRef: loadedPromos,
}: ChefAreaRefs & { kitchenRef: PreloadedQuery<ChefManagementPageQuery> }) {
  const [params, setParams] = useSearchParams();
  const tab = TABS.some(([value]) => value === params.get("tab")) ? params.get("tab")! : "restaurant";
  // The Orders tab's list comes with the route when the address opens it; otherwise it loads when chosen.
  const [ordersRef, loadOrders] = useQueryLoader<ChefOrdersTabQuery>(chefOrdersTabQuery, loadedOrders);
  const [promosRef, loadPromos] = useQueryLoader<ChefPromoCodesTabQuery>(chefPromoCodesTabQuery, loadedPromos);
  const choose = (value: string) => {
    if (value === "orders" && !ordersRef) loadOrders(chefOrdersTabVariables, { fetchPolicy: "store-and-network" });
    if (value === "promos" && !promosRef) loadPromos(chefPromoCodesTabVariables, { fetchPolicy: "store-and-network" });
    setParams({ tab: value }, { replace: true });
  };
  const { chefKitchen: cook } = usePreloadedQuery<ChefManagementPageQuery>(chefManagementPageQuery, kitchenRef);
  return (
    <Tabs.Root value={tab} onValueChange={(e) => choose(e.value)} variant="enclosed" lazyMount>
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
      <Tabs.Content value="orders">{ordersRef && <ChefOrdersTab queryRef={ordersRef} />}</Tabs.Content>
      <Tabs.Content value="earnings">{cook.cookEarnings && <EarningsTab earnings={cook.cookEarnings} />}</Tabs.Content>
      <Tabs.Content value="promos">{promosRef && <ChefPromoCodesTab queryRef={promosRef} />}</Tabs.Content>
      <Tabs.Content value="days">
        <DaysOffTab cook={cook} />
      </Tabs.Content>
      <Tabs.Content value="settings">
        <SettingsTab cook={cook} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
