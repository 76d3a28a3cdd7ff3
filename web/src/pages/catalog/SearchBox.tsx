// The search box of the menu and restaurants pages, with the dietary filters. On the menu page the
// fields alone (SearchFields): the menu itself is what they filter. On the restaurants page the
// whole box: text searches dishes and kitchens on the server (misspellings forgiven), filters alone
// list the matching dishes, above the page's own list while anything is entered.
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Collapsible } from "@chakra-ui/react/collapsible";
import { Heading } from "@chakra-ui/react/heading";
import { Input } from "@chakra-ui/react/input";
import { InputGroup } from "@chakra-ui/react/input-group";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Switch } from "@chakra-ui/react/switch";
import { Text } from "@chakra-ui/react/text";
import { Suspense, useDeferredValue, useState } from "react";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay/hooks";
import { LuSearch, LuSlidersHorizontal } from "react-icons/lu";
import { Link as RouterLink } from "react-router";
import type { Allergen, DietaryTag, SearchBoxQuery } from "../../__generated__/SearchBoxQuery.graphql";
import type { SearchBoxFilteredQuery } from "../../__generated__/SearchBoxFilteredQuery.graphql";
import type { SearchBox_kitchen$key } from "../../__generated__/SearchBox_kitchen.graphql";
import { useSignedIn } from "../../components/session";
import { ALLERGEN_VALUES, DIET_VALUES, DietaryChecks } from "./DietaryChecks";
import { FavouriteKitchenButton } from "./FavouriteButton";
import { FoodCard } from "./FoodCard";
import { FoodCardSkeletons } from "./FoodCardSkeleton";

export type Filters = { diet: readonly DietaryTag[]; excludeAllergens: readonly Allergen[]; hideConflicts: boolean };

export const NO_FILTERS: Filters = { diet: [], excludeAllergens: [], hideConflicts: false };

export const isFiltering = (f: Filters) => f.diet.length > 0 || f.excludeAllergens.length > 0 || f.hideConflicts;

export function SearchBox() {
  const [text, setText] = useState("");
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // Typing stays responsive; the results follow.
  const query = useDeferredValue(text.trim());
  const shown = useDeferredValue(filters);
  const filtering = isFiltering(shown);
  return (
    <Stack gap="4" mb="6">
      <SearchFields text={text} onText={setText} filters={filters} onFilters={setFilters} />
      {(query !== "" || filtering) && (
        <Suspense fallback={<FoodCardSkeletons />}>
          {query !== "" ? <SearchResults query={query} filters={shown} /> : <FilteredMenu filters={shown} />}
        </Suspense>
      )}
    </Stack>
  );
}

/** The text box and the dietary filters, held by the page that reads them. */
export function SearchFields({
  text,
  onText,
  filters,
  onFilters,
}: {
  text: string;
  onText: (text: string) => void;
  filters: Filters;
  onFilters: (update: (filters: Filters) => Filters) => void;
}) {
  const signedIn = useSignedIn();
  return (
    <Collapsible.Root>
      <HStack gap="2">
        <InputGroup flex="1" startElement={<LuSearch />}>
          <Input
            type="search"
            placeholder="Search dishes, kitchens, cuisines..."
            aria-label="Search dishes and kitchens"
            value={text}
            maxLength={100}
            onChange={(e) => onText(e.target.value)}
          />
        </InputGroup>
        <Collapsible.Trigger asChild>
          <Button variant="outline">
            <LuSlidersHorizontal /> Filters
          </Button>
        </Collapsible.Trigger>
      </HStack>
      <Collapsible.Content>
        <Stack gap="3" mt="3" borderWidth="1px" borderRadius="l2" p="3">
          <DietaryChecks
            legend="Only dishes that are"
            options={DIET_VALUES}
            values={filters.diet}
            onChange={(diet) => onFilters((f) => ({ ...f, diet }))}
          />
          <DietaryChecks
            legend="Without"
            options={ALLERGEN_VALUES}
            values={filters.excludeAllergens}
            onChange={(excludeAllergens) => onFilters((f) => ({ ...f, excludeAllergens }))}
          />
          {signedIn && (
            <HStack justify="space-between" wrap="wrap">
              <Switch.Root
                checked={filters.hideConflicts}
                onCheckedChange={(e) => onFilters((f) => ({ ...f, hideConflicts: e.checked }))}
              >
                <Switch.HiddenInput />
                <Switch.Control />
                <Switch.Label>Hide dishes that conflict with my dietary profile</Switch.Label>
              </Switch.Root>
              <Button asChild variant="plain" size="sm" colorPalette="brand">
                <RouterLink to="/favourites#dietary-profile">Edit my dietary profile</RouterLink>
              </Button>
            </HStack>
          )}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

export const variablesOf = (filters: Filters) => ({
  diet: [...filters.diet],
  excludeAllergens: [...filters.excludeAllergens],
  hideConflicts: filters.hideConflicts,
});

function SearchResults({ query, filters }: { query: string; filters: Filters }) {
  const { search } = useLazyLoadQuery<SearchBoxQuery>(
    graphql`
      query SearchBoxQuery(
        $query: String!
        $first: Int!
        $diet: [DietaryTag!]
        $excludeAllergens: [Allergen!]
        $hideConflicts: Boolean
      ) {
        search(
          query: $query
          first: $first
          diet: $diet
          excludeAllergens: $excludeAllergens
          hideConflicts: $hideConflicts
        ) {
          totalCount
          edges {
            cursor
            node {
              ...FoodCard_item @alias(as: "dish")
              ...SearchBox_kitchen @alias(as: "kitchen")
            }
          }
        }
      }
    `,
    // Page sizes as variables: the cost limit multiplies a literal one into the query's cost.
    { query, first: 24, ...variablesOf(filters) },
    { fetchPolicy: "store-and-network" },
  );
  const dishes = search.edges.flatMap((e) => (e.node.dish ? [{ key: e.cursor, ref: e.node.dish }] : []));
  const kitchens = search.edges.flatMap((e) => (e.node.kitchen ? [{ key: e.cursor, ref: e.node.kitchen }] : []));
  return (
    <Stack gap="4" data-testid="search-results">
      <Heading as="h2" size="lg">
        {search.totalCount === 0 ? `Nothing found for "${query}"` : `Results for "${query}"`}
      </Heading>
      {kitchens.length > 0 && (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {kitchens.map((k) => (
            <KitchenResult key={k.key} kitchen={k.ref} />
          ))}
        </SimpleGrid>
      )}
      {dishes.length > 0 && (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
          {dishes.map((d) => (
            <FoodCard key={d.key} item={d.ref} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function FilteredMenu({ filters }: { filters: Filters }) {
  const { menu } = useLazyLoadQuery<SearchBoxFilteredQuery>(
    graphql`
      query SearchBoxFilteredQuery(
        $first: Int!
        $diet: [DietaryTag!]
        $excludeAllergens: [Allergen!]
        $hideConflicts: Boolean
      ) {
        menu(first: $first, diet: $diet, excludeAllergens: $excludeAllergens, hideConflicts: $hideConflicts) {
          totalCount
          edges {
            node {
              id
              ...FoodCard_item
            }
          }
        }
      }
    `,
    { first: 48, ...variablesOf(filters) },
    { fetchPolicy: "store-and-network" },
  );
  return (
    <Stack gap="4" data-testid="search-results">
      <Heading as="h2" size="lg">
        {menu.totalCount === 1 ? "1 dish matches your filters" : `${menu.totalCount} dishes match your filters`}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
        {menu.edges.map(({ node }) => (
          <FoodCard key={node.id} item={node} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function KitchenResult({ kitchen: key }: { kitchen: SearchBox_kitchen$key }) {
  const kitchen = useFragment(
    graphql`
      fragment SearchBox_kitchen on User {
        databaseId
        username
        restaurantProfile {
          restaurantName
          cuisineType
        }
        ...FavouriteButton_cook
      }
    `,
    key,
  );
  return (
    <Card.Root size="sm" variant="outline" data-testid="kitchen-result">
      <Card.Body>
        <HStack justify="space-between">
          <Stack gap="0">
            <Text fontWeight="semibold">{kitchen.restaurantProfile?.restaurantName ?? kitchen.username}</Text>
            <Text fontSize="sm" color="fg.muted">
              {kitchen.restaurantProfile?.cuisineType} · by {kitchen.username}
            </Text>
          </Stack>
          <HStack>
            <FavouriteKitchenButton cook={kitchen} />
            <Button asChild size="sm" variant="outline">
              <RouterLink to={`/chef/${kitchen.databaseId}`}>View Menu</RouterLink>
            </Button>
          </HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
