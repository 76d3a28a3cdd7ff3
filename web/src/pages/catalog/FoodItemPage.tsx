// /food/{id}: a dish with every detail, its special, the order form for signed-in customers (a
// login prompt for visitors), the recipe behind it, and its reviews with the 5-to-1 breakdown.
import { Badge } from "@chakra-ui/react/badge";
import { Box } from "@chakra-ui/react/box";
import { Button, IconButton } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { Center } from "@chakra-ui/react/center";
import { Container } from "@chakra-ui/react/container";
import { Heading } from "@chakra-ui/react/heading";
import { Link } from "@chakra-ui/react/link";
import { Progress } from "@chakra-ui/react/progress";
import { SimpleGrid } from "@chakra-ui/react/simple-grid";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { useState } from "react";
import { type PreloadedQuery, graphql, usePreloadedQuery, useFragment } from "react-relay/hooks";
import {
  LuArrowLeft,
  LuBookOpen,
  LuChefHat,
  LuClock,
  LuMinus,
  LuPlus,
  LuShoppingCart,
  LuStar,
  LuTag,
} from "react-icons/lu";
import { Link as RouterLink, useLoaderData } from "react-router";
import type { FoodItemPageQuery, FoodItemPageQuery$data } from "../../__generated__/FoodItemPageQuery.graphql";
import type { FoodItemPage_viewer$key } from "../../__generated__/FoodItemPage_viewer.graphql";
import { useViewerKey } from "../../components/session";
import { useAddToCart } from "../cart/useAddToCart";
import { AllergenBadges } from "./AllergenBadges";
import { useConflictConfirm } from "./ConflictConfirm";
import { FavouriteDishButton, FavouriteKitchenButton } from "./FavouriteButton";
import { DishImage } from "./DishImage";
import { formatCents } from "../../components/money";
import { Price } from "./Price";

type Item = NonNullable<FoodItemPageQuery$data["foodItem"]>;

export const foodItemPageQuery = graphql`
  query FoodItemPageQuery($id: Int!, $reviews: Int!) @preloadable {
    foodItem(databaseId: $id) {
      id
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
      ...ConflictConfirm_item
      priceCents
      effectivePriceCents
      specialActive
      percentOff
      specialDescription
      specialEndDate
      prepTime
      available
      kitchenStatus {
        open
        label
      }
      customDeliveryFeeCents
      recipe {
        databaseId
        title
      }
      ratingSummary {
        averageRating
        totalReviews
        breakdown {
          stars
          count
        }
      }
      reviews(first: $reviews) {
        edges {
          node {
            id
            rating
            comment
            userName
            createdAt
          }
        }
      }
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
          <OrderForm item={item} />
        </Stack>
      </SimpleGrid>
      <Reviews item={item} />
    </Stack>
  );
}

function OrderForm({ item }: { item: Item }) {
  const viewer = useFragment<FoodItemPage_viewer$key>(
    graphql`
      fragment FoodItemPage_viewer on User {
        id
      }
    `,
    useViewerKey(),
  );
  const [quantity, setQuantity] = useState(1);
  const { add, isAdding, dialog } = useAddToCart();
  const conflict = useConflictConfirm(item);
  if (!viewer) {
    return (
      <Card.Root variant="subtle">
        <Card.Body>
          <Text>
            Please{" "}
            <Link asChild colorPalette="brand" fontWeight="semibold">
              <RouterLink to="/login">log in</RouterLink>
            </Link>{" "}
            to order this dish.
          </Text>
        </Card.Body>
      </Card.Root>
    );
  }
  if (!item.available) return null;
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="l3" p="4">
      <HStack justify="space-between">
        <HStack gap="2">
          <IconButton
            size="sm"
            variant="outline"
            aria-label="Decrease quantity"
            disabled={quantity <= 1}
            onClick={() => setQuantity((q) => Math.max(1, q - 1))}
          >
            <LuMinus />
          </IconButton>
          <Text minW="8" textAlign="center" fontWeight="semibold" aria-label="Quantity" data-testid="quantity">
            {quantity}
          </Text>
          <IconButton
            size="sm"
            variant="outline"
            aria-label="Increase quantity"
            disabled={quantity >= 99}
            onClick={() => setQuantity((q) => Math.min(99, q + 1))}
          >
            <LuPlus />
          </IconButton>
        </HStack>
        <Text fontWeight="bold" fontSize="lg" data-testid="line-total">
          Total: {formatCents(item.effectivePriceCents * quantity)}
        </Text>
      </HStack>
      {item.kitchenStatus.open ? (
        <Button
          size="lg"
          loading={isAdding}
          onClick={() => conflict.guard(() => add({ foodItemId: item.id, name: item.name, quantity }))}
        >
          <LuShoppingCart /> Add to Cart
        </Button>
      ) : (
        // The kitchen takes no order now (hours, vacation, capacity): the button says until when.
        <Button size="lg" disabled data-testid="kitchen-closed">
          <LuShoppingCart /> Add to Cart · {item.kitchenStatus.label}
        </Button>
      )}
      {dialog}
      {conflict.dialog}
    </Stack>
  );
}

function Reviews({ item }: { item: Item }) {
  const [showAll, setShowAll] = useState(false);
  const summary = item.ratingSummary;
  const reviews = item.reviews.edges.map((e) => e.node);
  const shown = showAll ? reviews : reviews.slice(0, 3);
  return (
    <Stack gap="4">
      <Heading as="h2" size="xl">
        Reviews
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        <Stack gap="1" align={{ base: "start", md: "center" }} justify="center">
          <Text fontSize="4xl" fontWeight="bold">
            {summary.averageRating.toFixed(1)}
          </Text>
          <Stars rating={Math.round(summary.averageRating)} />
          <Text color="fg.muted" fontSize="sm">
            {summary.totalReviews} {summary.totalReviews === 1 ? "review" : "reviews"}
          </Text>
        </Stack>
        <Stack gap="1.5" gridColumn={{ md: "span 2" }}>
          {summary.breakdown.map((b) => (
            <HStack key={b.stars} gap="3">
              <Text w="14" fontSize="sm">
                {b.stars} stars
              </Text>
              <Progress.Root
                flex="1"
                value={summary.totalReviews ? (b.count / summary.totalReviews) * 100 : 0}
                size="sm"
                colorPalette="yellow"
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text w="8" fontSize="sm" textAlign="end">
                {b.count}
              </Text>
            </HStack>
          ))}
        </Stack>
      </SimpleGrid>
      {reviews.length === 0 ? (
        <Text color="fg.muted">No reviews yet.</Text>
      ) : (
        <Stack gap="3">
          {shown.map((r) => (
            <Card.Root key={r.id} size="sm">
              <Card.Body gap="1">
                <HStack justify="space-between">
                  <Text fontWeight="semibold">{r.userName}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {new Date(r.createdAt).toLocaleDateString()}
                  </Text>
                </HStack>
                <Stars rating={r.rating} />
                {r.comment && <Text>{r.comment}</Text>}
              </Card.Body>
            </Card.Root>
          ))}
          {reviews.length > 3 && (
            <Button variant="outline" alignSelf="start" onClick={() => setShowAll((v) => !v)}>
              {showAll ? "Show less" : "Show all"}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <HStack gap="0.5" role="img" aria-label={`${rating} out of 5 stars`} color="yellow.500">
      {[1, 2, 3, 4, 5].map((n) => (
        <LuStar key={n} aria-hidden fill={n <= rating ? "currentColor" : "none"} />
      ))}
    </HStack>
  );
}
