// /chef/{id}: one approved cook's menu, where a restaurant card's View Menu leads.
import { Badge } from "@chakra-ui/react/badge";
import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { type PreloadedQuery, graphql, usePreloadedQuery } from "react-relay/hooks";
import { LuArrowLeft, LuMapPin } from "react-icons/lu";
import { Link as RouterLink, useLoaderData } from "react-router";
import type { ChefMenuPageQuery } from "../../__generated__/ChefMenuPageQuery.graphql";
import { FavouriteKitchenButton } from "./FavouriteButton";
import { FoodCard } from "./FoodCard";
import { KitchenBanner } from "./KitchenBanner";

export const chefMenuPageQuery = graphql`
  query ChefMenuPageQuery($id: Int!, $count: Int!) @preloadable {
    chef(databaseId: $id) {
      username
      kitchenArea
      kitchenStatus {
        open
        label
      }
      ...FavouriteButton_cook
      restaurantProfile {
        restaurantName
        description
        ...KitchenBanner_profile
      }
      menuItems(first: $count) {
        edges {
          node {
            id
            ...FoodCard_item
          }
        }
      }
    }
  }
`;

export default function ChefMenuPage() {
  const { chef } = usePreloadedQuery<ChefMenuPageQuery>(
    chefMenuPageQuery,
    useLoaderData<PreloadedQuery<ChefMenuPageQuery>>(),
  );
  return (
    <Container maxW="6xl" py="6">
      <Button asChild variant="ghost" size="sm" mb="3">
        <RouterLink to="/restaurants">
          <LuArrowLeft /> Back to Restaurants
        </RouterLink>
      </Button>
      {!chef ? (
        <Stack align="center" py="12" gap="2" textAlign="center">
          <Heading as="h1" size="2xl">
            Chef Not Found
          </Heading>
          <Text color="fg.muted">This chef is not taking orders on HomePlate right now.</Text>
        </Stack>
      ) : (
        <>
          {chef.restaurantProfile && (
            <Box borderRadius="l3" overflow="hidden" mb="2">
              <KitchenBanner
                profile={chef.restaurantProfile}
                sizes="(min-width: 72em) 1088px, calc(100vw - 2rem)"
                logoSize={96}
                priority
              />
            </Box>
          )}
          <Stack gap="1" mb="6">
            <HStack gap="3">
              <Heading as="h1" size="2xl">
                {chef.restaurantProfile?.restaurantName ?? chef.username}
              </Heading>
              <FavouriteKitchenButton cook={chef} size="md" />
            </HStack>
            <Text color="fg.muted">by {chef.username}</Text>
            <HStack gap="1" color="fg.muted" fontSize="sm">
              <LuMapPin aria-hidden />
              <Text as="span">{chef.kitchenArea ?? "Local Area"}</Text>
            </HStack>
            {chef.restaurantProfile?.description && <Text mt="2">{chef.restaurantProfile.description}</Text>}
            {chef.kitchenStatus && !chef.kitchenStatus.open && (
              <Badge alignSelf="start" colorPalette="gray" variant="solid" size="lg" data-testid="kitchen-closed">
                {chef.kitchenStatus.label}
              </Badge>
            )}
          </Stack>
          {chef.menuItems.edges.length === 0 ? (
            <Text color="fg.muted">No dishes are available from this chef right now.</Text>
          ) : (
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
              {chef.menuItems.edges.map((e) => (
                <FoodCard key={e.node.id} item={e.node} />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Container>
  );
}
