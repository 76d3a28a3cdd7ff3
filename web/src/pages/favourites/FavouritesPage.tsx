// /favourites: the signed-in user's favourite dishes and kitchens (a heart takes one off at once),
// and their dietary profile.
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { type PreloadedQuery, graphql, useFragment, usePreloadedQuery } from "react-relay/hooks";
import { LuMapPin } from "react-icons/lu";
import { Link as RouterLink, useLoaderData } from "react-router";
import type { FavouritesPageQuery } from "../../__generated__/FavouritesPageQuery.graphql";
import type { FavouritesPage_kitchen$key } from "../../__generated__/FavouritesPage_kitchen.graphql";
import { FavouriteKitchenButton } from "../catalog/FavouriteButton";
import { FoodCard } from "../catalog/FoodCard";
import { DietaryProfileForm } from "./DietaryProfileForm";

export const favouritesPageQuery = graphql`
  query FavouritesPageQuery($count: Int!) @preloadable {
    viewer {
      favouriteDishes(first: $count) @connection(key: "FavouritesPage_favouriteDishes") {
        __id
        edges {
          node {
            id
            ...FoodCard_item
          }
        }
      }
      favouriteKitchens(first: $count) @connection(key: "FavouritesPage_favouriteKitchens") {
        __id
        edges {
          node {
            id
            ...FavouritesPage_kitchen
          }
        }
      }
    }
    ...DietaryProfileForm_query
  }
`;

export default function FavouritesPage() {
  const data = usePreloadedQuery<FavouritesPageQuery>(
    favouritesPageQuery,
    useLoaderData<PreloadedQuery<FavouritesPageQuery>>(),
  );
  const viewer = data.viewer;
  if (!viewer) return null;
  const dishes = viewer.favouriteDishes;
  const kitchens = viewer.favouriteKitchens;
  return (
    <Container maxW="6xl" py="6">
      <Stack gap="8">
        <Heading as="h1" size="2xl">
          My Favourites
        </Heading>
        <Stack gap="4">
          <Heading as="h2" size="lg">
            Dishes
          </Heading>
          {dishes.edges.length === 0 ? (
            <Text color="fg.muted">Tap the heart on a dish to keep it here.</Text>
          ) : (
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
              {dishes.edges.map(({ node }) => (
                <FoodCard key={node.id} item={node} favouriteConnections={[dishes.__id]} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
        <Stack gap="4">
          <Heading as="h2" size="lg">
            Kitchens
          </Heading>
          {kitchens.edges.length === 0 ? (
            <Text color="fg.muted">Tap the heart on a kitchen to keep it here and hear of its specials.</Text>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5">
              {kitchens.edges.map(({ node }) => (
                <KitchenCard key={node.id} kitchen={node} connections={[kitchens.__id]} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
        <DietaryProfileForm query={data} />
      </Stack>
    </Container>
  );
}

function KitchenCard({ kitchen: key, connections }: { kitchen: FavouritesPage_kitchen$key; connections: string[] }) {
  const kitchen = useFragment(
    graphql`
      fragment FavouritesPage_kitchen on User {
        databaseId
        username
        kitchenArea
        restaurantProfile {
          restaurantName
        }
        ...FavouriteButton_cook
      }
    `,
    key,
  );
  return (
    <Card.Root variant="elevated" data-testid="favourite-kitchen">
      <Card.Header>
        <HStack justify="space-between" align="flex-start">
          <Stack gap="0.5">
            <Card.Title>{kitchen.restaurantProfile?.restaurantName ?? kitchen.username}</Card.Title>
            <Text color="fg.muted" fontSize="sm">
              by {kitchen.username}
            </Text>
          </Stack>
          <FavouriteKitchenButton cook={kitchen} connections={connections} />
        </HStack>
        <HStack gap="1" fontSize="sm" color="fg.muted">
          <LuMapPin aria-hidden />
          <Text truncate>{kitchen.kitchenArea ?? "Local Area"}</Text>
        </HStack>
      </Card.Header>
      <Card.Footer>
        <Button asChild w="full" variant="outline">
          <RouterLink to={`/chef/${kitchen.databaseId}`}>View Menu</RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
