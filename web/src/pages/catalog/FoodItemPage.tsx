// /food/{id}: a dish with every detail, its special, the order form for signed-in customers (a
// login prompt for visitors), the recipe behind it, and its reviews with the 5-to-1 breakdown.
import { Badge } from "@chakra-ui/react/badge";
import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Center } from "@chakra-ui/react/center";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { Link } from "@chakra-ui/react/link";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { type PreloadedQuery, graphql, usePreloadedQuery } from "react-relay/hooks";
import { LuArrowLeft, LuBookOpen, LuChefHat, LuClock, LuStar, LuTag } from "react-icons/lu";
import { Link as RouterLink, useLoaderData } from "react-router";
import type { FoodItemPageQuery, FoodItemPageQuery$data } from "../../__generated__/FoodItemPageQuery.graphql";
import { DishPortions } from "./DishPortions";
import { DishReviews } from "./DishReviews";
import { DishOrderForm } from "./DishOrderForm";
import { AllergenBadges } from "./AllergenBadges";
import { FavouriteDishButton, FavouriteKitchenButton } from "./FavouriteButton";
import { DishImage } from "./DishImage";
import { formatCents } from "../../components/money";
import { Price } from "./Price";

type Item = NonNullable<FoodItemPageQuery$data["foodItem"]>;

export const foodItemPageQuery = graphql`
  query FoodItemPageQuery($id: Int!, $reviews: Int!) @preloadable {
    foodItem(databaseId: $id) {
      name
      description
      image {
        ...DishImage_image
      }
      meal
      category {
        name
      }
      cook {
        databaseId
        username
        ...FavouriteButton_cook
      }
      ...FavouriteButton_item
      ...AllergenBadges_item
      priceCents
      effectivePriceCents
      specialActive
      percentOff
      specialDescription
      specialEndDate
      prepTime
      available
      ...DishOrderForm_item
      ...DishPortions_item
      customDeliveryFeeCents
      recipe {
        databaseId
        title
      }
      ratingSummary {
        averageRating
        totalReviews
      }
      ...DishReviews_item
    }
  }
`;

export default function FoodItemPage() {
  const { foodItem: item } = usePreloadedQuery<FoodItemPageQuery>(
    foodItemPageQuery,
    useLoaderData<PreloadedQuery<FoodItemPageQuery>>(),
  );

  return (
    <Container maxW="5xl" py="6">
      <Button asChild variant="ghost" size="sm" mb="3">
        <RouterLink to="/restaurants">
          <LuArrowLeft /> Back to Restaurants
        </RouterLink>
      </Button>
      {item ? (
        <FoodItemDetails item={item} />
      ) : (
        <Stack align="center" py="12" gap="3" textAlign="center">
          <Heading as="h1" size="2xl">
            Food Item Not Found
          </Heading>
          <Text color="fg.muted">This dish may have been removed from the menu.</Text>
        </Stack>
      )}
    </Container>
  );
}

const mealLabel: Record<string, string> = {
  BREAKFAST: "Breakfast",
  LUNCH: "Lunch",
  DINNER: "Dinner",
  DESSERTS: "Desserts",
};

function FoodItemDetails({ item }: { item: Item }) {
  const summary = item.ratingSummary;
  return (
    <Stack gap="8">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
        <Box position="relative" borderRadius="l3" overflow="hidden">
          <DishImage image={item.image} alt={item.name} height="80" sizes="(min-width: 48em) 560px, 100vw" priority />
          {item.percentOff != null && (
            <Badge position="absolute" top="3" left="3" colorPalette="red" variant="solid" size="lg">
              {item.percentOff}% OFF
            </Badge>
          )}
          {!item.available && (
            <Center position="absolute" inset="0" bg="blackAlpha.600">
              <Text color="white" fontWeight="bold" fontSize="xl">
                Currently Unavailable
              </Text>
            </Center>
          )}
        </Box>
        <Stack gap="3">
          <HStack gap="2" wrap="wrap">
            <Badge variant="subtle">{mealLabel[item.meal] ?? item.meal}</Badge>
            {item.category && item.category.name !== mealLabel[item.meal] && (
              <Badge variant="outline">{item.category.name}</Badge>
            )}
          </HStack>
          <HStack justify="space-between" align="flex-start">
            <Heading as="h1" size="3xl">
              {item.name}
            </Heading>
            <FavouriteDishButton item={item} size="md" />
          </HStack>
          <AllergenBadges item={item} detailed />
          <HStack gap="1.5" color="fg.muted">
            <LuChefHat aria-hidden />
            <Text>
              by{" "}
              <Link asChild colorPalette="brand">
                <RouterLink to={`/chef/${item.cook.databaseId}`}>{item.cook.username}</RouterLink>
              </Link>
            </Text>
            <FavouriteKitchenButton cook={item.cook} />
          </HStack>
          <HStack gap="1.5">
            <LuStar aria-hidden fill="currentColor" color="var(--chakra-colors-yellow-500)" />
            <Text>
              {summary.averageRating.toFixed(1)} ({summary.totalReviews}{" "}
              {summary.totalReviews === 1 ? "review" : "reviews"})
            </Text>
          </HStack>
          <Text>{item.description}</Text>
          {item.specialActive && (
            <Card.Root bg="red.50" borderColor="red.200" size="sm">
              <Card.Body gap="1">
                <HStack gap="1.5" color="red.700" fontWeight="semibold">
                  <LuTag aria-hidden />
                  <Text>Special Offer</Text>
                </HStack>
                {item.specialDescription && <Text>{item.specialDescription}</Text>}
                {item.specialEndDate && (
                  <Text fontSize="sm" color="fg.muted">
                    Ends {new Date(item.specialEndDate).toLocaleDateString()}
                  </Text>
                )}
              </Card.Body>
            </Card.Root>
          )}
          <Price
            priceCents={item.priceCents}
            effectivePriceCents={item.effectivePriceCents}
            specialActive={item.specialActive}
            size="xl"
          />
          <HStack gap="1.5" color="fg.muted">
            <LuClock aria-hidden />
            <Text>{item.prepTime}</Text>
          </HStack>
          {item.recipe && (
            <HStack gap="1.5">
              <LuBookOpen aria-hidden />
              <Text>
                The recipe behind it:{" "}
                <Link asChild colorPalette="brand" fontWeight="semibold">
                  <RouterLink to={`/recipes/${item.recipe.databaseId}`}>{item.recipe.title}</RouterLink>
                </Link>
              </Text>
            </HStack>
          )}
          {item.customDeliveryFeeCents != null && (
            <Text fontSize="sm" color="fg.muted">
              Delivery fee from this chef: {formatCents(item.customDeliveryFeeCents)}
            </Text>
          )}
          <DishPortions item={item} />
          <DishOrderForm item={item} />
        </Stack>
      </SimpleGrid>
      <DishReviews item={item} />
    </Stack>
  );
}
