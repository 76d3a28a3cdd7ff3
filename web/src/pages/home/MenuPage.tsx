// A signed-in customer's home: the menu by meal ('Popular Near You'), 8 skeletons while loading,
// and the empty state while no approved chef has dishes. The search box and the dietary filters
// narrow the menu itself, tab by tab, on the server.
import { Button } from "@chakra-ui/react/button";
import { Center } from "@chakra-ui/react/center";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { Stack } from "@chakra-ui/react/stack";
import { Tabs } from "@chakra-ui/react/tabs";
import { Text } from "@chakra-ui/react/text";
import { Suspense, useDeferredValue, useEffect, useRef, useState } from "react";
import {
  type PreloadedQuery,
  graphql,
  loadQuery,
  useLazyLoadQuery,
  usePaginationFragment,
  usePreloadedQuery,
  useRelayEnvironment,
} from "react-relay/hooks";
import { LuChefHat } from "react-icons/lu";
import { Link as RouterLink } from "react-router";
import type { Meal, MenuPageQuery } from "../../__generated__/MenuPageQuery.graphql";
import type { MenuPage_menu$key } from "../../__generated__/MenuPage_menu.graphql";
import { FoodCard } from "../catalog/FoodCard";
import { MenuUpdates } from "../catalog/DishPortions";
import { useSignedIn } from "../../components/session";
import { FoodCardSkeletons } from "../catalog/FoodCardSkeleton";
import { type Filters, NO_FILTERS, SearchFields, isFiltering, variablesOf } from "../catalog/SearchBox";

const tabs: { id: "all" | Meal; label: string }[] = [
  { id: "all", label: "All Foods" },
  { id: "BREAKFAST", label: "Breakfast" },
  { id: "LUNCH", label: "Lunch" },
  { id: "DINNER", label: "Dinner" },
  { id: "DESSERTS", label: "Desserts" },
];

export const menuPageQuery = graphql`
  query MenuPageQuery(
    $meal: Meal
    $count: Int!
    $search: String
    $diet: [DietaryTag!]
    $excludeAllergens: [Allergen!]
    $hideConflicts: Boolean
  ) @preloadable {
    ...MenuPage_menu
      @arguments(
        meal: $meal
        count: $count
        search: $search
        diet: $diet
        excludeAllergens: $excludeAllergens
        hideConflicts: $hideConflicts
      )
  }
`;

export const menuVariables = (meal: Meal | null) => ({ meal, count: 24 });

/** 'All Foods' comes with the route (queryRef); another tab's dishes load when it is chosen. */
export default function MenuPage({ queryRef }: { queryRef: PreloadedQuery<MenuPageQuery> }) {
  const [tab, setTab] = useState<string>("all");
  const [text, setText] = useState("");
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // Typing stays responsive: the menu shown until the filtered one has arrived is the last one.
  const search = useDeferredValue(text.trim());
  const shown = useDeferredValue(filters);
  const narrowed = search !== "" || isFiltering(shown);
  const signedIn = useSignedIn();
  const environment = useRelayEnvironment();
  const [refs, setRefs] = useState<Record<string, PreloadedQuery<MenuPageQuery>>>({ all: queryRef });
  const owned = useRef<PreloadedQuery<MenuPageQuery>[]>([]);
  useEffect(() => () => owned.current.forEach((ref) => ref.dispose()), []);
  const choose = (value: string) => {
    if (!refs[value]) {
      const ref = loadQuery<MenuPageQuery>(
        environment,
        menuPageQuery,
        menuVariables(value === "all" ? null : (value as Meal)),
        {
          fetchPolicy: "store-and-network",
        },
      );
      owned.current.push(ref);
      setRefs((all) => ({ ...all, [value]: ref }));
    }
    setTab(value);
  };
  return (
    <Container maxW="6xl" py="6">
      {signedIn && <MenuUpdates ids={null} />}
      <Stack mb="6">
        <SearchFields text={text} onText={setText} filters={filters} onFilters={setFilters} />
      </Stack>
      <Tabs.Root value={tab} onValueChange={(e) => choose(e.value)} variant="enclosed" lazyMount unmountOnExit>
        <Tabs.List mb="6" flexWrap="wrap">
          {tabs.map((t) => (
            <Tabs.Trigger key={t.id} value={t.id}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Heading as="h1" size="2xl" mb="5">
          Popular Near You
        </Heading>
        {tabs.map((t) => (
          <Tabs.Content key={t.id} value={t.id} p="0">
            <Suspense fallback={<FoodCardSkeletons />}>
              {narrowed ? (
                <NarrowedMenu meal={t.id === "all" ? null : t.id} search={search} filters={shown} />
              ) : (
                refs[t.id] && <PreloadedMenu queryRef={refs[t.id]!} />
              )}
            </Suspense>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Container>
  );
}

function PreloadedMenu({ queryRef }: { queryRef: PreloadedQuery<MenuPageQuery> }) {
  return <MenuList query={usePreloadedQuery<MenuPageQuery>(menuPageQuery, queryRef)} narrowed={null} />;
}

/** The menu of a tab as the search text and filters leave it. */
function NarrowedMenu({ meal, search, filters }: { meal: Meal | null; search: string; filters: Filters }) {
  const query = useLazyLoadQuery<MenuPageQuery>(
    menuPageQuery,
    { ...menuVariables(meal), search: search === "" ? null : search, ...variablesOf(filters) },
    { fetchPolicy: "store-and-network" },
  );
  return <MenuList query={query} narrowed={{ search }} />;
}

function MenuList({ query, narrowed }: { query: MenuPage_menu$key; narrowed: { search: string } | null }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<MenuPageQuery, MenuPage_menu$key>(
    graphql`
      fragment MenuPage_menu on Query
      @argumentDefinitions(
        meal: { type: "Meal" }
        count: { type: "Int!" }
        cursor: { type: "String" }
        search: { type: "String" }
        diet: { type: "[DietaryTag!]" }
        excludeAllergens: { type: "[Allergen!]" }
        hideConflicts: { type: "Boolean" }
      )
      @refetchable(queryName: "MenuPagePaginationQuery") {
        menu(
          meal: $meal
          first: $count
          after: $cursor
          search: $search
          diet: $diet
          excludeAllergens: $excludeAllergens
          hideConflicts: $hideConflicts
        ) @connection(key: "MenuPage_menu") {
          edges {
            node {
              id
              ...FoodCard_item
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.menu.edges;
  if (edges.length === 0 && !narrowed) return <EmptyMenu />;
  return (
    <Stack gap="6" data-testid={narrowed ? "search-results" : undefined}>
      {narrowed && <NarrowedHeading search={narrowed.search} found={edges.length > 0} />}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
        {edges.map((edge, index) => (
          <FoodCard key={edge.node.id} item={edge.node} priority={index === 0} />
        ))}
      </SimpleGrid>
      {hasNext && (
        <Center>
          <Button variant="outline" loading={isLoadingNext} onClick={() => loadNext(24)}>
            Show more dishes
          </Button>
        </Center>
      )}
    </Stack>
  );
}

function NarrowedHeading({ search, found }: { search: string; found: boolean }) {
  const text =
    search !== ""
      ? found
        ? `Results for "${search}"`
        : `Nothing found for "${search}"`
      : found
        ? "Dishes that match your filters"
        : "No dishes match your filters";
  return (
    <Heading as="h2" size="lg">
      {text}
    </Heading>
  );
}

function EmptyMenu() {
  return (
    <Stack align="center" textAlign="center" py="12" gap="4" maxW="lg" mx="auto">
      <LuChefHat size="48" aria-hidden color="var(--chakra-colors-brand-solid)" />
      <Heading as="h2" size="xl">
        We're Building Our Chef Community
      </Heading>
      <Text color="fg.muted">
        Only registered, approved chefs and home chefs appear on HomePlate, so every dish you order comes from a kitchen
        we have reviewed.
      </Text>
      <Button asChild>
        <RouterLink to="/chef-signup">Apply as a Chef</RouterLink>
      </Button>
      <Text color="fg.muted" fontSize="sm">
        Check back soon as we approve new chefs daily
      </Text>
    </Stack>
  );
}
