// The spec's food card: name, description, image, price, rating, review count and prep time, with a
// 'SPECIAL' badge and the old price struck through while the special applies.
import { Badge } from "@chakra-ui/react/badge";
import { Box } from "@chakra-ui/react/box";
import { Card } from "@chakra-ui/react/card";
import { HStack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql, useFragment } from "react-relay/hooks";
import { LuClock, LuStar } from "react-icons/lu";
import { Link as RouterLink } from "react-router";
import type { FoodCard_item$key } from "../../__generated__/FoodCard_item.graphql";
import { AllergenBadges } from "./AllergenBadges";
import { DishImage } from "./DishImage";
import { FavouriteDishButton } from "./FavouriteButton";
import { Price } from "./Price";

/** `priority`: this card's photo is the largest image above the fold. */
export function FoodCard({
  item: key,
  favouriteConnections,
  priority = false,
}: {
  item: FoodCard_item$key;
  favouriteConnections?: readonly string[];
  priority?: boolean;
}) {
  const item = useFragment(
    graphql`
      fragment FoodCard_item on FoodItem {
        databaseId
        name
        description
        image {
          ...DishImage_image
        }
        priceCents
        effectivePriceCents
        specialActive
        rating
        reviewCount
        prepTime
        kitchenStatus {
          open
          label
        }
        soldOutToday
        ...FavouriteButton_item
        ...AllergenBadges_item
      }
    `,
    key,
  );
  // The heart sits over the card, not inside its link: a button within a link is not operable alone.
  return (
    <Box position="relative">
      <Card.Root
        asChild
        overflow="hidden"
        h="full"
        variant="elevated"
        _hover={{ shadow: "lg" }}
        transition="box-shadow 0.15s"
      >
        <RouterLink to={`/food/${item.databaseId}`}>
          <Box position="relative">
            <DishImage image={item.image} alt={item.name} priority={priority} />
            {item.specialActive && (
              <Badge position="absolute" top="2" left="2" colorPalette="red" variant="solid" size="md">
                SPECIAL
              </Badge>
            )}
            {item.soldOutToday && item.kitchenStatus.open && (
              <Badge
                position="absolute"
                top="2"
                right="2"
                colorPalette="red"
                variant="solid"
                size="md"
                data-testid="sold-out"
              >
                Sold out
              </Badge>
            )}
            {!item.kitchenStatus.open && (
              <Badge
                position="absolute"
                top="2"
                right="2"
                colorPalette="gray"
                variant="solid"
                size="md"
                data-testid="kitchen-closed"
              >
                {item.kitchenStatus.label}
              </Badge>
            )}
          </Box>
          <Card.Body gap="2" p="4">
            <Card.Title lineClamp="1">{item.name}</Card.Title>
            <Card.Description lineClamp="2" minH="2lh">
              {item.description}
            </Card.Description>
            <HStack justify="space-between" mt="1">
              <Price
                priceCents={item.priceCents}
                effectivePriceCents={item.effectivePriceCents}
                specialActive={item.specialActive}
              />
              <HStack gap="1" fontSize="sm" color="fg.muted">
                <LuStar aria-hidden fill="currentColor" color="var(--chakra-colors-yellow-500)" />
                <Text as="span">
                  {item.rating.toFixed(1)} ({item.reviewCount})
                </Text>
              </HStack>
            </HStack>
            <AllergenBadges item={item} />
            <HStack gap="1" fontSize="sm" color="fg.muted">
              <LuClock aria-hidden />
              <Text as="span">{item.prepTime}</Text>
            </HStack>
          </Card.Body>
        </RouterLink>
      </Card.Root>
      <Box position="absolute" top="44" right="2" transform="translateY(-120%)">
        <FavouriteDishButton item={item} connections={favouriteConnections} />
      </Box>
    </Box>
  );
}
