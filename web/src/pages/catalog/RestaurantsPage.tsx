// /restaurants: a card per approved cook with available dishes: name, area ('Local Area' when
// unknown), dish count, the first 3 dishes with prep time and price, '+N more dishes', View Menu.
import { Badge } from "@chakra-ui/react/badge";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { type PreloadedQuery, graphql, usePreloadedQuery } from "react-relay/hooks";
import { LuCar, LuChefHat, LuClock, LuMapPin } from "react-icons/lu";
import { Link as RouterLink, useLoaderData } from "react-router";
import type { RestaurantsPageQuery } from "../../__generated__/RestaurantsPageQuery.graphql";
import { FavouriteKitchenButton } from "./FavouriteButton";
import { KitchenBanner } from "./KitchenBanner";
import { Price } from "./Price";
import { SearchBox } from "./SearchBox";

export const restaurantsPageQuery = graphql`
  query RestaurantsPageQuery($count: Int!) @preloadable {
    restaurants(first: $count) {
      edges {
        node {
          id
          databaseId
          username
          kitchenArea
          kitchenStatus {
            open
            label
          }
          ...FavouriteButton_cook
          restaurantProfile {
            restaurantName
            ...KitchenBanner_profile
          }
          menuItems(first: 3) {
            totalCount
            edges {
              node {
                id
                name
                prepTime
                priceCents
                effectivePriceCents
                specialActive
              }
            }
          }
        }
      }
    }
  }
`;

export default function RestaurantsPage() {
  const { restaurants } = usePreloadedQuery<RestaurantsPageQuery>(
    restaurantsPageQuery,
    useLoaderData<PreloadedQuery<RestaurantsPageQuery>>(),
  );
  const chefs = restaurants.edges.map((e) => e.node);
  return (
    <Container maxW="6xl" py="6">
      <Heading as="h1" size="2xl" mb="5">
        Restaurants
      </Heading>
      <SearchBox />
      {chefs.length === 0 ? (
        <Stack align="center" textAlign="center" py="12" gap="4">
          <Heading as="h2" size="lg">
            No restaurants yet
          </Heading>
          <Text color="fg.muted">Home chefs appear here once they are approved and have dishes available.</Text>
          {/* A signed-in customer applies for the account they have: the chef application, the driver wizard. */}
          <HStack>
            <Button asChild>
              <RouterLink to="/chef-signup">
                <LuChefHat /> Become a Chef
              </RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/driver-registration">
                <LuCar /> Become a Driver
              </RouterLink>
            </Button>
          </HStack>
        </Stack>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5">
          {chefs.map((chef, index) => {
            const count = chef.menuItems.totalCount;
            const more = count - chef.menuItems.edges.length;
            return (
              <Card.Root key={chef.id} variant="elevated" overflow="hidden">
                {chef.restaurantProfile && (
                  <KitchenBanner
                    profile={chef.restaurantProfile}
                    sizes="(min-width: 62em) 360px, (min-width: 48em) calc(50vw - 2.5rem), calc(100vw - 2rem)"
                    priority={index === 0}
                  />
                )}
                <Card.Header>
                  <HStack justify="space-between">
                    <Card.Title>{chef.username}</Card.Title>
                    <FavouriteKitchenButton cook={chef} />
                  </HStack>
                  {chef.restaurantProfile && (
                    <Text color="fg.muted" fontSize="sm">
                      {chef.restaurantProfile.restaurantName}
                    </Text>
                  )}
                  <HStack justify="space-between" fontSize="sm" color="fg.muted">
                    <HStack gap="1" minW="0">
                      <LuMapPin aria-hidden />
                      <Text truncate>{chef.kitchenArea ?? "Local Area"}</Text>
                    </HStack>
                    <Badge flexShrink="0">{count === 1 ? "1 dish" : `${count} dishes`}</Badge>
                  </HStack>
                  {chef.kitchenStatus && !chef.kitchenStatus.open && (
                    <Badge alignSelf="start" colorPalette="gray" variant="solid" data-testid="kitchen-closed">
                      {chef.kitchenStatus.label}
                    </Badge>
                  )}
                </Card.Header>
                <Card.Body gap="2">
                  {chef.menuItems.edges.map(({ node: dish }) => (
                    <HStack key={dish.id} justify="space-between" gap="3">
                      <Stack gap="0" minW="0">
                        <Text fontWeight="medium" truncate>
                          {dish.name}
                        </Text>
                        <HStack gap="1" fontSize="xs" color="fg.muted">
                          <LuClock aria-hidden />
                          <Text as="span">{dish.prepTime}</Text>
                        </HStack>
                      </Stack>
                      <Price
                        priceCents={dish.priceCents}
                        effectivePriceCents={dish.effectivePriceCents}
                        specialActive={dish.specialActive}
                        size="sm"
                      />
                    </HStack>
                  ))}
                  {more > 0 && (
                    <Text fontSize="sm" color="fg.muted">
                      +{more} more dishes
                    </Text>
                  )}
                </Card.Body>
                <Card.Footer>
                  <Button asChild w="full" variant="outline">
                    <RouterLink to={`/chef/${chef.databaseId}`}>View Menu</RouterLink>
                  </Button>
                </Card.Footer>
              </Card.Root>
            );
          })}
        </SimpleGrid>
      )}
    </Container>
  );
}
