// /recipes, 'Recipe Community': text search, cuisine and difficulty filters (run on the server, a
// page at a time), the spec's cards and empty state, and the call to action for the viewer.
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { Input } from "@chakra-ui/react/input";
import { InputGroup } from "@chakra-ui/react/input-group";
import { NativeSelect } from "@chakra-ui/react/native-select";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { Suspense, startTransition, useDeferredValue, useEffect, useRef, useState } from "react";
import { type PreloadedQuery, graphql, usePaginationFragment, usePreloadedQuery } from "react-relay/hooks";
import { LuSearch } from "react-icons/lu";
import { useLoaderData, useSearchParams } from "react-router";
import type {
  RecipeDifficulty,
  RecipesPagePaginationQuery,
} from "../../__generated__/RecipesPagePaginationQuery.graphql";
import type { RecipesPage_recipes$key } from "../../__generated__/RecipesPage_recipes.graphql";
import type { RecipesPageQuery } from "../../__generated__/RecipesPageQuery.graphql";
import { LoadMore } from "../../components/LoadMore";
import { PageSpinner } from "../../components/PageSpinner";
import { notify } from "../../toaster/toaster";
import { MembershipAction } from "./MembershipAction";
import { RecipeCard } from "./RecipeCard";

const PAGE = 12;

/** The first page of recipes, unfiltered, loads with the page. */
export const recipesPageQuery = graphql`
  query RecipesPageQuery($count: Int!) @preloadable {
    viewer {
      ...MembershipAction_viewer
    }
    recipeCuisines
    ...RecipesPage_recipes @arguments(count: $count)
  }
`;

type Filters = { search: string; cuisine: string; difficulty: RecipeDifficulty | "" };

export default function RecipesPage() {
  const data = usePreloadedQuery<RecipesPageQuery>(recipesPageQuery, useLoaderData<PreloadedQuery<RecipesPageQuery>>());
  const [filters, setFilters] = useState<Filters>({ search: "", cuisine: "", difficulty: "" });
  // The list keeps showing the last results while the next search loads.
  const deferred = useDeferredValue(filters);
  const set = (change: Partial<Filters>) => setFilters((f) => ({ ...f, ...change }));
  useConfirmedWelcome();
  return (
    <Container maxW="6xl" py="6">
      <HStack justify="space-between" wrap="wrap" gap="4" mb="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Recipe Community
          </Heading>
          <Text color="fg.muted">Recipes from HomePlate's home chefs and food lovers.</Text>
        </Stack>
        <MembershipAction viewer={data.viewer ?? null} />
      </HStack>
      <Stack direction={{ base: "column", md: "row" }} gap="3" mb="6">
        <InputGroup flex="2" startElement={<LuSearch aria-hidden />}>
          <Input
            aria-label="Search recipes"
            placeholder="Search recipes..."
            value={filters.search}
            onChange={(e) => set({ search: e.target.value })}
          />
        </InputGroup>
        <NativeSelect.Root flex="1">
          <NativeSelect.Field
            aria-label="Cuisine"
            value={filters.cuisine}
            onChange={(e) => set({ cuisine: e.target.value })}
          >
            <option value="">All Cuisines</option>
            {data.recipeCuisines.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root flex="1">
          <NativeSelect.Field
            aria-label="Difficulty"
            value={filters.difficulty}
            onChange={(e) => set({ difficulty: e.target.value as Filters["difficulty"] })}
          >
            <option value="">All Levels</option>
            <option value="EASY">easy</option>
            <option value="MEDIUM">medium</option>
            <option value="HARD">hard</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Stack>
      <Suspense fallback={<PageSpinner />}>
        <RecipeList query={data} filters={deferred} />
      </Suspense>
    </Container>
  );
}

/** The membership link lands a signed-in member here with ?message=community-confirmed (signed-out
 * ones on /login, which says the same): welcome them once and clean the URL. */
function useConfirmedWelcome() {
  const [searchParams, setSearchParams] = useSearchParams();
  const confirmed = searchParams.get("message") === "community-confirmed";
  useEffect(() => {
    if (!confirmed) return;
    notify({
      type: "success",
      title: "Welcome to the community!",
      description: "Your membership is confirmed. Share your first recipe!",
    });
    setSearchParams({}, { replace: true });
  }, [confirmed, setSearchParams]);
}

/** The recipes: the first page comes with the page's query; a change of filters asks the server again. */
function RecipeList({ query, filters }: { query: RecipesPage_recipes$key; filters: Filters }) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<
    RecipesPagePaginationQuery,
    RecipesPage_recipes$key
  >(
    graphql`
      fragment RecipesPage_recipes on Query
      @argumentDefinitions(
        search: { type: "String" }
        cuisine: { type: "String" }
        difficulty: { type: "RecipeDifficulty" }
        count: { type: "Int!" }
        cursor: { type: "String" }
      )
      @refetchable(queryName: "RecipesPagePaginationQuery") {
        recipes(search: $search, cuisine: $cuisine, difficulty: $difficulty, first: $count, after: $cursor)
          @connection(key: "RecipesPage_recipes") {
          edges {
            node {
              id
              ...RecipeCard_recipe
            }
          }
        }
      }
    `,
    query,
  );
  // The filters the list shows: the first render shows the route's (none); later ones are refetched.
  const shown = useRef(filters);
  useEffect(() => {
    if (shown.current === filters) return;
    shown.current = filters;
    // A transition: the last results stay on screen while the next ones load.
    startTransition(() => {
      refetch(
        {
          search: filters.search.trim() || null,
          cuisine: filters.cuisine || null,
          difficulty: filters.difficulty || null,
          count: PAGE,
        },
        { fetchPolicy: "store-and-network" },
      );
    });
  }, [filters, refetch]);
  const edges = data.recipes.edges;
  if (edges.length === 0) {
    return (
      <Stack align="center" textAlign="center" py="12" gap="2">
        <Heading as="h2" size="lg">
          No recipes found
        </Heading>
        <Text color="fg.muted">Try adjusting your search or filters</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
        {edges.map((edge) => (
          <RecipeCard key={edge.node.id} recipe={edge.node} />
        ))}
      </SimpleGrid>
      <LoadMore hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} count={PAGE} />
    </Stack>
  );
}
