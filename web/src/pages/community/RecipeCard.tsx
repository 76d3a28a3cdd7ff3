// A recipe in the community list (spec: image with placeholder, difficulty badge, title, description,
// prep time, servings, up to 2 tags, cuisine, views, likes, Like and 'View Recipe').
import { Badge } from "@chakra-ui/react/badge";
import { Box } from "@chakra-ui/react/box";
import { Button } from "@chakra-ui/react/button";
import { Card } from "@chakra-ui/react/card";
import { HStack, Stack } from "@chakra-ui/react/stack";
import { Text } from "@chakra-ui/react/text";
import { graphql, useFragment } from "react-relay/hooks";
import { LuClock, LuEye, LuUsers } from "react-icons/lu";
import { Link as RouterLink } from "react-router";
import type { RecipeCard_recipe$key } from "../../__generated__/RecipeCard_recipe.graphql";
import { DishImage } from "../catalog/DishImage";
import { LikeButton } from "./LikeButton";

export const difficultyColor: Record<string, string> = { EASY: "green", MEDIUM: "orange", HARD: "red" };

export function RecipeCard({ recipe: key }: { recipe: RecipeCard_recipe$key }) {
  const recipe = useFragment(
    graphql`
      fragment RecipeCard_recipe on Recipe {
        databaseId
        title
        description
        imageUrl
        difficulty
        prepTime
        servings
        tags
        cuisine
        views
        isPublic
        ...LikeButton_recipe
      }
    `,
    key,
  );
  return (
    <Card.Root borderRadius="2xl" overflow="hidden" data-testid="recipe-card">
      <Box position="relative">
        <DishImage src={recipe.imageUrl} alt={recipe.title} />
        <Badge position="absolute" top="3" left="3" colorPalette={difficultyColor[recipe.difficulty]} variant="solid">
          {recipe.difficulty.toLowerCase()}
        </Badge>
        {!recipe.isPublic && (
          <Badge position="absolute" top="3" right="3" variant="solid">
            Private
          </Badge>
        )}
      </Box>
      <Card.Body gap="3">
        <Stack gap="1">
          <Card.Title as="h2">{recipe.title}</Card.Title>
          <Text color="fg.muted" lineClamp={2}>
            {recipe.description}
          </Text>
        </Stack>
        <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
          <HStack gap="1">
            <LuClock aria-hidden /> {recipe.prepTime}
          </HStack>
          <HStack gap="1">
            <LuUsers aria-hidden /> {recipe.servings} servings
          </HStack>
        </HStack>
        <HStack gap="2" wrap="wrap">
          {recipe.tags.slice(0, 2).map((tag) => (
            <Badge key={tag} variant="subtle">
              {tag}
            </Badge>
          ))}
          {recipe.cuisine && <Badge variant="outline">{recipe.cuisine}</Badge>}
        </HStack>
      </Card.Body>
      <Card.Footer justifyContent="space-between" gap="2" flexWrap="wrap">
        <HStack gap="3" fontSize="sm" color="fg.muted">
          <HStack gap="1" aria-label={`${recipe.views} views`}>
            <LuEye aria-hidden /> {recipe.views}
          </HStack>
          <LikeButton recipe={recipe} />
        </HStack>
        <Button asChild size="sm">
          <RouterLink to={`/recipes/${recipe.databaseId}`}>View Recipe</RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
